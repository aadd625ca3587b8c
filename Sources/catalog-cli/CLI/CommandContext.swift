import CatalogSystem
import SymbolCatalog

/// What a command sees of the world: environment, terminal and where output goes.
struct CommandContext {
    var environment: [String: String]
    /// The running executable, to find embedded data beside it.
    var executablePath: String?
    /// True when standard output is a terminal.
    var stdoutIsTerminal: Bool
    /// True when standard error is a terminal (progress goes there).
    var stderrIsTerminal = false
    /// The progress line for long work; silent unless stderr is a TTY and `--quiet` is absent.
    var progress = ProgressReporter.silent
    /// Writes straight to standard error, unbuffered (for the progress line).
    var writeProgress: (String) -> Void = { _ in }
    /// The terminal's width in columns, when known.
    var terminalWidth: Int?
    /// Everything written to standard output (the runner flushes it).
    var standardOutput = ""
    /// Lines for standard error that are not failures (notes, warnings).
    var standardError = ""
    /// The exit status of a command that ran to its end but has a verdict to report
    /// (lint: 1 with errors); failures throw instead.
    var exitStatus: Int32 = 0

    /// Writes a rendered document to `--output FILE` or standard output; text for a terminal
    /// is fitted to its width (`COLUMNS`, else the terminal's size, else 80) by wrapping long
    /// lines, never by cutting them. Control
    /// characters from data are made visible first, wherever it goes (TSV keeps its tabs);
    /// colour becomes escape sequences after that (see ``StyleMarks``).
    mutating func emit(_ text: String, for command: ParsedCommand) throws(CLIError) {
        let format = format(for: command)
        let safe = TerminalText.visible(text, keepingLineFeeds: true, keepingTabs: format == .tsv)
        if let path = command.option("output") {
            do {
                try FileWriting.write(StyleMarks.render(safe), to: path)
            } catch {
                throw .failure("\(path): cannot write: \(error.reason)")
            }
        } else if stdoutIsTerminal, format == .text, command.spec.textIsForPeople {
            standardOutput += TextWrap.fit(safe, width: terminalWidth ?? 80)
        } else {
            standardOutput += safe
        }
    }

    /// The width text output is fitted to: the terminal's when standard output is one and
    /// `--output` is absent, else nil (any width).
    func textWidth(for command: ParsedCommand) -> Int? {
        stdoutIsTerminal && command.option("output") == nil ? terminalWidth ?? 80 : nil
    }

    /// The output format from `--format` / `--json`.
    func format(for command: ParsedCommand) -> OutputFormat {
        if command.flag("json") { return .json }
        return command.option("format").flatMap(OutputFormat.init(rawValue:)) ?? command.spec.defaultFormat
    }

    /// Colour: `--color always|never`, else only on a TTY, without NO_COLOR, with a TERM
    /// other than `dumb`, and not to a file.
    func usesColor(for command: ParsedCommand) -> Bool {
        switch command.option("color") {
        case "always": return true
        case "never": return false
        default:
            return stdoutIsTerminal && command.option("output") == nil && (environment["NO_COLOR"] ?? "").isEmpty
                && environment["TERM"] != "dumb"
        }
    }
}
