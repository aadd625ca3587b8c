import CatalogFormats
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
    var standardOutput = "" {
        didSet { standardOutputIsVisible = false }
    }
    /// Whether all of ``standardOutput`` came through ``emit(_:to:)``, so has had its
    /// control characters made visible already (the runner need not scan a 2 MB document
    /// again); any other change to it clears this.
    private(set) var standardOutputIsVisible = true
    /// Lines for standard error that are not failures (notes, warnings).
    var standardError = ""
    /// The exit status of a command that ran to its end but has a verdict to report
    /// (lint: 1 with errors); failures throw instead.
    var exitStatus: Int32 = 0
    /// The exit status when standard output cannot be written at the end (lint: 2).
    var writeFailureStatus: Int32 = 1
    /// Lines for standard error when standard output cannot be written at the end: what the
    /// lost output would have said that must not be lost (the files `lint --fix` changed).
    var writeFailureNote = ""
    /// The largest file read (`CATALOG_MAX_FILE_MB`), passed to every reader.
    var fileLimit = FileSizeLimit.standard
    /// The cache indexes this run's loads rebuilt, written when it ends (``DataSetLocator``).
    let pendingIndexes = PendingIndexes()

    /// Writes a rendered document to `--output PATH` (``OutputTarget``: `-` is standard
    /// output) or standard output; text for a terminal is fitted to its width (`COLUMNS`,
    /// else the terminal's size, else 80) by wrapping long lines, never by cutting them.
    /// Control characters from data are made visible first, wherever it goes (TSV keeps its
    /// tabs; a format with its own escapes its invisible characters, see
    /// ``OutputFormat/hasOwnEscapes``); colour becomes escape sequences after that (see
    /// ``StyleMarks``).
    mutating func emit(_ text: String, to output: OutputOptions) throws(CLIError) {
        try emit(text, to: output, isVisible: false)
    }

    /// ``emit(_:to:)`` of a rendered document, not scanned again when it is known to need
    /// nothing made visible (a 2 MB document's scan is a millisecond on the main thread).
    mutating func emit(_ document: RenderedDocument, to output: OutputOptions) throws(CLIError) {
        try emit(document.text, to: output, isVisible: document.isVisible)
    }

    private mutating func emit(_ text: String, to output: OutputOptions, isVisible: Bool) throws(CLIError) {
        let safe = isVisible ? text : TerminalText.visible(
            text, keepingLineFeeds: true, keepingTabs: output.format == .tsv, keepingInvisibles: output.format.hasOwnEscapes)
        if let path = output.path, path != "-" {
            try write(StyleMarks.render(safe), to: path)
        } else {
            // Visible text joined to visible text is visible.
            let wasVisible = standardOutputIsVisible
            if stdoutIsTerminal, output.format == .text, output.textIsForPeople {
                standardOutput += TextWrap.fit(safe, width: terminalWidth ?? 80)
            } else {
                standardOutput += safe
            }
            standardOutputIsVisible = wasVisible
        }
    }

    /// Writes `text` to `path` by the rules of ``OutputTarget`` (`-` is standard output). A
    /// failure is one line, `PATH: cannot write: REASON` (exit 1; lint maps it to 2).
    mutating func write(_ text: String, to path: String) throws(CLIError) {
        switch OutputTarget(path: path) {
        case .standardOutput:
            standardOutput += text
        case .file(let file):
            do {
                try OutputTarget.write(Array(text.utf8), toFile: file)
            } catch {
                throw .failure(Self.cannotWrite(error))
            }
        }
    }

    /// The one wording of a failed write: `PATH: cannot write: REASON`.
    static func cannotWrite(_ error: SystemError) -> String {
        "\(error.path): cannot write: \(error.reason)"
    }

    /// The width text output is fitted to: the terminal's when standard output is one and
    /// `--output` is absent, else nil (any width).
    func textWidth(_ output: OutputOptions) -> Int? {
        stdoutIsTerminal && output.toStandardOutput ? terminalWidth ?? 80 : nil
    }

    /// Colour: `--color always|never`, else only on a TTY, without NO_COLOR, with a TERM
    /// other than `dumb`, and not to a file.
    func usesColor(_ output: OutputOptions) -> Bool {
        switch output.color {
        case .always: true
        case .never: false
        case .auto:
            stdoutIsTerminal && output.toStandardOutput && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }

    /// The text style of ``usesColor(_:)``.
    func style(_ output: OutputOptions) -> ANSIStyle { ANSIStyle(enabled: usesColor(output)) }
}
