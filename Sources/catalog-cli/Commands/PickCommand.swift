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
        arguments: [ArgumentSpec(name: "TERM", summary: "The query to start with.", isOptional: true, isVariadic: true,
                                 completion: .symbol)],
        options: [OptionSpec.dataSet, OptionSpec.store,
                  OptionSpec(name: "multi", summary: "Mark several symbols with Tab; Enter prints each marked name on its own line."),
                  OptionSpec(name: "color", valueName: "WHEN", choices: ["auto", "always", "never"],
                             summary: "Colour (default: auto: without NO_COLOR, TERM not dumb).")]
            + SearchCommand.rankingOptions + SearchCommand.filterOptions.filter { $0.name != "limit" },
        examples: [
            CommandExample("catalog pick heart", "Start from 'heart'; Enter prints the highlighted name."),
            CommandExample("catalog pick --data-set sf6 --category weather", "Pick among SF Symbols' weather symbols."),
            CommandExample("catalog pick --multi > names.txt", "Mark several with Tab, then Enter: one name a line."),
        ],
        run: { command, context in
            let dataSet = try DataSetLocator.load(for: command, context)
            var options = PickerOptions()
            options.query = try SearchCommand.query(from: command)
            // Filters are checked here, so that a bad one is an error like search's.
            options.query.terms = command.values("TERM")
            _ = try dataSet.searchOutcome(options.query)
            options.query.terms = []
            options.initialQuery = command.values("TERM").joined(separator: " ")
            options.multi = command.flag("multi")
            options.color = usesColor(command, context.environment)
            options.environment = context.environment
            let contents = try StoreLocator.contents(for: command, context)
            let terminal: InteractiveTerminal
            do {
                terminal = try InteractiveTerminal()
            } catch {
                throw CLIError.cannotRun("pick needs a terminal to draw on (\(error))")
            }
            let session = PickerSession(dataSet: dataSet, store: StoreLocator.store(for: command, context), contents: contents,
                                        options: options, terminal: terminal)
            switch try session.run() {
            case .picked(let names): context.standardOutput += names.map { $0 + "\n" }.joined()
            case .cancelled: context.exitStatus = 130
            }
        })

    /// `--color`, else colour unless NO_COLOR is set or TERM is dumb (the picker's terminal is
    /// /dev/tty, whatever standard output is).
    static func usesColor(_ command: ParsedCommand, _ environment: [String: String]) -> Bool {
        switch command.option("color") {
        case "always": true
        case "never": false
        default: (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }
}
