import CatalogFormats
import CatalogSystem

/// Putting text on the clipboard, the ways a terminal program can: inside tmux, tmux's own
/// `load-buffer -w` (its default `set-clipboard external` drops an application's OSC 52, so
/// the sequence alone would say "copied" while nothing was); else OSC 52 written to the
/// terminal (works over SSH); else a clipboard tool (`wl-copy`, `xclip`, `xsel`); else
/// nothing (the caller prints the text instead).
enum Clipboard {
    /// How text went to the clipboard.
    enum Method: Equatable, Sendable {
        /// tmux took it into its paste buffer and passes it on to the terminal's clipboard
        /// (`tmux load-buffer -w -`, tmux 3.2 or later).
        case tmux
        /// An OSC 52 sequence was written to the terminal; `inTmux`: inside tmux, which
        /// was asked first and refused (before 3.2), so only `set-clipboard on` passes it on.
        case terminal(inTmux: Bool)
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

    /// Copies `text`: inside tmux (`TMUX` set) through `tmux load-buffer -w -` when that
    /// succeeds; else through `terminal` (which writes a sequence to the terminal) when there
    /// is one (its error passes through), else through the first tool on `environment`'s
    /// `PATH` that succeeds.
    static func copy(
        _ text: String, terminal: ((String) throws(SystemError) -> Void)?, environment: [String: String]
    ) throws(SystemError) -> Method {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        let inTmux = !(environment["TMUX"] ?? "").isEmpty
        if inTmux, let tmux = ExternalTool.find("tmux", path: path),
           (try? ExternalTool.run(tmux, ["load-buffer", "-w", "-"], input: Array(text.utf8), environment: environment)) == 0 {
            return .tmux
        }
        if let terminal {
            try terminal(osc52(text))
            return .terminal(inTmux: inTmux)
        }
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
