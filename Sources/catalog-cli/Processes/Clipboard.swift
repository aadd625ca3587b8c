import CatalogFormats
import CatalogSystem

/// Putting text on the clipboard, the ways a terminal program can: OSC 52 written to the
/// terminal (works over SSH, and in tmux with `set-clipboard on`), else a clipboard tool
/// (`wl-copy`, `xclip`, `xsel`), else nothing (the caller prints the text instead).
enum Clipboard {
    /// How text went to the clipboard.
    enum Method: Equatable, Sendable {
        /// An OSC 52 sequence was written to the terminal.
        case terminal
        /// This tool took it (its name).
        case tool(String)
        /// No way was found.
        case none
    }

    /// The tools tried in order, with their arguments for the clipboard selection.
    static let tools: [(name: String, arguments: [String])] = [
        ("wl-copy", []),
        ("xclip", ["-selection", "clipboard"]),
        ("xsel", ["--clipboard", "--input"]),
    ]

    /// Copies `text`: through `terminal` (which writes a sequence to the terminal) when there
    /// is one (its error passes through), else through the first tool on `environment`'s `PATH` that succeeds.
    static func copy(
        _ text: String, terminal: ((String) throws(SystemError) -> Void)?, environment: [String: String]
    ) throws(SystemError) -> Method {
        if let terminal {
            try terminal(osc52(text))
            return .terminal
        }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for tool in tools {
            guard let executable = ExternalTool.find(tool.name, path: path) else { continue }
            if (try? ExternalTool.run(executable, tool.arguments, input: Array(text.utf8), environment: environment)) == 0 {
                return .tool(tool.name)
            }
        }
        return .none
    }

    /// `ESC ] 52 ; c ; BASE64 BEL`: set the clipboard selection to `text`.
    static func osc52(_ text: String) -> String {
        "\u{1B}]52;c;" + Base64.encode(Array(text.utf8)) + "\u{07}"
    }
}
