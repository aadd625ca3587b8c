import CatalogSystem
import SymbolCatalog

/// `catalog pick [TERM…]`: a full-screen picker on the terminal; prints the chosen name.
enum PickCommand {
    static let spec = CommandSpec(
        path: ["pick"],
        summary: "Search as you type in a full-screen picker; print the name chosen.",
        discussion: """
        Results follow every key with search's ranking (typos included); a status line shows \
        the match count, the data set and the scope, and a pane the highlighted symbol's \
        details. Enter prints the name (with --multi, each name marked with Tab, one a line) \
        and exits 0; Esc or Ctrl-C exits 130 without output, as fzf does. Keys: arrows, \
        Ctrl-P/Ctrl-N, Page Up/Down, Home/End move; Ctrl-F favorite; Ctrl-O add to a \
        collection; Ctrl-S/Ctrl-R cycle the scope (all, favorites, your collections, smart \
        collections, categories); Ctrl-Y copy the name, character or snippet; Ctrl-L \
        localizations; ? lists them all. The picker draws on /dev/tty, so \
        Image(systemName: "$(catalog pick heart)") works in a script; without a terminal it \
        says so and exits 2. The terminal is restored on every way out, signals included.
        """,
        arguments: [SearchCommand.terms.with { $0.summary = "The query to start with." }],
        options: [OptionSpec.dataSet, OptionSpec.store, multi, color]
            + SearchFilters.ranking + SearchFilters.options(without: SearchFilters.limit),
        rules: SearchFilters.rules,
        examples: [
            CommandExample("catalog pick heart", "Start from 'heart'; Enter prints the highlighted name."),
            CommandExample("catalog pick --data-set sf6 --category weather", "Pick among SF Symbols' weather symbols."),
            CommandExample("catalog pick --multi > names.txt", "Mark several with Tab, then Enter: one name a line."),
        ],
        run: run)

    static let multi = OptionSpec(name: "multi", summary: "Mark several symbols with Tab; Enter prints each marked name on its own line.")
    /// The picker's `--color`: its terminal is /dev/tty, whatever standard output is.
    static let color = OutputOptions.color.with { $0.summary = "Colour (default: auto: without NO_COLOR, TERM not dumb)." }

    /// What `pick` is asked: search's input (its `--color` that of the picker's terminal)
    /// and `--multi`.
    struct Options: CommandOptions {
        var search: SearchCommand.Options
        var multi: Bool

        init(_ parsed: ParsedCommand) throws(CLIError) {
            search = try SearchCommand.Options(parsed)
            multi = parsed.flag(PickCommand.multi)
        }
    }

    static func run(_ options: Options, _ context: inout CommandContext) throws {
        let search = options.search
        let dataSet = try search.dataSet.load(context)
        var picker = PickerOptions()
        // Filters are checked here, so that a bad one is an error like search's.
        picker.query = try search.filters.query(terms: search.terms, in: dataSet)
        _ = try dataSet.searchOutcome(picker.query)
        picker.query.terms = []
        picker.initialQuery = search.terms.joined(separator: " ")
        picker.multi = options.multi
        picker.color = usesColor(search.output.color, context.environment)
        picker.environment = context.environment
        let contents = try search.store.contents(context)
        let terminal: InteractiveTerminal
        do {
            terminal = try InteractiveTerminal()
        } catch {
            throw CLIError.cannotRun("pick needs a terminal to draw on (\(error))")
        }
        let session = PickerSession(dataSet: dataSet, store: search.store.store(context), contents: contents,
                                    options: picker, terminal: terminal)
        switch try session.run() {
        case .picked(let names): context.standardOutput += TerminalText.lines(names)
        case .cancelled: context.exitStatus = 130
        }
    }

    /// `--color`, else colour unless NO_COLOR is set or TERM is dumb (the picker's terminal is
    /// /dev/tty, whatever standard output is).
    static func usesColor(_ color: OutputOptions.ColorChoice, _ environment: [String: String]) -> Bool {
        switch color {
        case .always: true
        case .never: false
        case .auto: (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }
}
