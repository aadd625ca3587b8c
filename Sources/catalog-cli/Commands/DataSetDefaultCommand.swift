import CatalogSystem
import SymbolCatalog

/// `catalog data-sets default [NAME | --clear]`: the data set used without `--data-set`.
enum DataSetDefaultCommand {
    static let spec = CommandSpec(
        path: ["data-sets", "default"],
        summary: "Show or choose the data set used without --data-set.",
        discussion: """
        With NAME (registered or embedded), every command without --data-set or \
        CATALOG_DATA_SET reads that data set; with --clear, the newest embedded one again. \
        Without either, prints the default and where it comes from. The choice is kept in \
        $XDG_DATA_HOME/catalog/default-data-set; a name that is later removed is an error, \
        never a silent other set.
        """,
        arguments: [Options.name],
        options: [Options.clear],
        rules: [.exclusive([.argument(Options.name), .option(Options.clear)], message: "give NAME or --clear, not both")],
        examples: [
            CommandExample("catalog data-sets default sf6", "Read the registered SF Symbols set by default."),
            CommandExample("catalog data-sets default --clear", "Back to the newest embedded set."),
        ],
        run: run)

    /// What `data-sets default` is asked.
    struct Options: CommandOptions {
        static let name = ArgumentSpec(name: "NAME", summary: "A registered or embedded data-set name.", isOptional: true, completion: .dataSet)
        static let clear = OptionSpec(name: "clear", summary: "Forget the chosen default: the newest embedded data set again.")

        var name: String?
        var clear: Bool

        init(_ parsed: ParsedCommand) {
            name = parsed.value(Self.name)
            clear = parsed.flag(Self.clear)
        }
    }

    private static func run(_ options: Options, _ context: inout CommandContext) throws {
        let registry = DataSetLocator.registry(context)
        if let name = options.name {
            try registry.setDefault(name: name)
        } else if options.clear {
            let said: String
            do {
                said = try registry.defaultChoice().map { "Cleared the chosen default (\($0))" } ?? "No default was chosen"
            } catch {
                said = "Removed \(TerminalText.visible(registry.defaultChoicePath ?? "")): it was not a default as 'data-sets default' writes it"
            }
            try registry.clearDefault()
            context.standardOutput += said + "\n"
        }
        let entry = try registry.defaultEntry()
        let origin = registry.chosenDefault == nil ? "the newest embedded data set" : "chosen with 'catalog data-sets default'"
        context.standardOutput += TerminalText.lines(["\(entry.name)  (\(origin); \(entry.source.rawValue): \(entry.path))"])
    }
}
