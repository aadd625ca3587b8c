import CatalogSystem
import SymbolCatalog

/// `catalog copy NAME [--character|--swift|--html]`: a symbol's name, character or snippet
/// on the clipboard.
enum CopyCommand {
    static let spec = CommandSpec(
        path: ["copy"],
        summary: "Put a symbol's name, character or snippet on the clipboard.",
        discussion: """
        NAME resolves as for 'show' (old, legacy and variant names, code points); the current \
        name is copied. When standard output is a terminal the text goes through the terminal \
        (OSC 52: works over SSH, and in tmux with set-clipboard on); otherwise through wl-copy, \
        xclip or xsel, the first installed that works; otherwise it is printed, with a note on \
        stderr. The picker copies the same way.
        """,
        arguments: [NameOptions.name],
        options: [OptionSpec.dataSet] + snippetFlags.map(\.option),
        rules: [.exclusive(snippetFlags.map { .option($0.option) })],
        examples: [
            CommandExample("catalog copy heart", "The name heart on the clipboard."),
            CommandExample("catalog copy heart --html", "<i class=\"fa-solid fa-heart\"></i> on the clipboard."),
            CommandExample("catalog copy star.fill --swift --data-set sf6", "Image(systemName: \"star.fill\") on the clipboard."),
        ],
        run: { (options: Options, context) in
            let dataSet = try options.symbol.dataSet.load(context)
            let (symbol, _) = try dataSet.resolve(options.symbol.name)
            let text = try options.snippet.text(for: symbol, in: dataSet)
            let note = try copy(text, &context)
            if case .none = note.method {
                context.standardOutput += TerminalText.lines([text])
                context.standardError += "catalog: \(note.message)\n"
            } else {
                context.standardError += note.message + "\n"
            }
        })

    /// `--character`, `--swift`, `--html`: what to copy instead of the name.
    static let snippetFlags: [(snippet: SymbolSnippet, option: OptionSpec)] = [
        (.character, OptionSpec(name: "character", summary: "The symbol's character (its private-use code point) instead of the name.")),
        (.swift, OptionSpec(name: "swift", summary: "A SwiftUI snippet: Image(systemName: \"NAME\").")),
        (.html, OptionSpec(name: "html", summary: "Font Awesome's HTML: <i class=\"fa-solid fa-NAME\"></i> (sets with styles only).")),
    ]

    /// What `copy` is asked.
    struct Options: CommandOptions {
        var symbol: NameOptions
        /// The flag given (the parser lets through one at most), else the name.
        var snippet: SymbolSnippet

        init(_ parsed: ParsedCommand) {
            symbol = NameOptions(parsed)
            snippet = snippetFlags.first { parsed.flag($0.option) }?.snippet ?? .name
        }
    }

    /// What ``copy(_:_:)`` did, as a note for stderr.
    struct Note {
        let method: Clipboard.Method
        let text: String

        var message: String {
            switch method {
            case .terminal: "Copied \(shown) to the clipboard through the terminal (OSC 52)"
            case .tool(let name): "Copied \(shown) to the clipboard with \(name)"
            case .none:
                "no clipboard: standard output is not a terminal and none of "
                    + Clipboard.tools.map(\.name).joined(separator: ", ") + " worked; printed instead"
            }
        }

        private var shown: String { "'" + TerminalText.visible(text) + "'" }
    }

    /// Copies `text` for a command: OSC 52 on standard output when it is a terminal (as a
    /// ``StyleMarks`` token: output is made terminal-safe before tokens become sequences),
    /// else the clipboard tools.
    static func copy(_ text: String, _ context: inout CommandContext) throws -> Note {
        var sequence = ""
        let method = try Clipboard.copy(
            text, terminal: context.stdoutIsTerminal ? { sequence = $0 } : nil, environment: context.environment)
        if sequence.hasPrefix("\u{1B}]"), sequence.hasSuffix("\u{07}") {
            context.standardOutput += StyleMarks.osc(String(sequence.dropFirst(2).dropLast()))
        }
        return Note(method: method, text: text)
    }
}
