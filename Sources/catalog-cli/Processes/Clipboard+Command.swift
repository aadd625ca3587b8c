import CatalogSystem

/// Copying for a command (`copy`, the picker): the clipboard reached as the command's streams
/// allow, and a note saying how.
extension Clipboard {
    /// What ``copy(_:_:)`` did, as a note for stderr.
    struct Note {
        let method: Clipboard.Method
        let text: String

        var message: String {
            switch method {
            case .tmux: "Copied \(shown) into tmux's paste buffer; tmux passes it on to the terminal's clipboard (tmux load-buffer -w)"
            case .terminal(inTmux: false): "Copied \(shown) to the clipboard through the terminal (OSC 52)"
            case .terminal(inTmux: true):
                "Sent \(shown) to the clipboard through the terminal (OSC 52), not confirmed: tmux passes it on only "
                    + "with 'set -g set-clipboard on' (tmux load-buffer -w, from tmux 3.2, failed)"
            case .tool(let name): "Copied \(shown) to the clipboard with \(name)"
            case .none:
                "no clipboard: standard output is not a terminal and none of "
                    + Clipboard.tools.map(\.name).joined(separator: ", ") + " worked; printed instead"
            }
        }

        /// The text in quotes; a long or multi-line one (an SVG) by its start and its size.
        private var shown: String {
            guard text.count > 80 || text.contains("\n") else { return "'" + TerminalText.visible(text) + "'" }
            return "'" + TerminalText.visible(String(text.prefix { $0 != "\n" }.prefix(60))) + "…' (\(text.utf8.count) bytes)"
        }
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

    /// Copies `text` for a command and says how on stderr; with no clipboard, `printed` (the
    /// text as the command shows it) goes to standard output instead, and the note says so.
    static func copyOrPrint(_ text: String, printed: String, _ context: inout CommandContext) throws {
        let note = try copy(text, &context)
        if case .none = note.method {
            context.standardOutput += printed
            context.standardError += "catalog: \(note.message)\n"
        } else {
            context.standardError += note.message + "\n"
        }
    }
}
