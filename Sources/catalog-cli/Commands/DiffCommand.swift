import SymbolCatalog

/// `catalog diff A B` and `catalog diff --from R1 --to R2`.
enum DiffCommand {
    static let spec = CommandSpec(
        path: ["diff"],
        summary: "Compare two data sets, or two releases of one: added, removed, renamed, re-dated, …",
        discussion: """
        With A and B (names or paths), compares the two data sets. With --from R1 --to R2, \
        compares one data set (--data-set) as it stood at R1 (names introduced by then, \
        renames applied as of then) with R2 (R2 older than R1 is refused). Renamed names are \
        not also added or removed; a rename is dated by its new name's release. A file only \
        one side has (categories, keywords, restrictions, name aliases, legacy aliases, \
        layersets) is named in one line and its changes are not compared; when only one side \
        has name_aliases, its old names that the other lists as names of their own are \
        reported as such (JSON "missingFiles", "oneSidedOldNames"), not as added.
        """,
        arguments: [
            ArgumentSpec(name: "A", summary: "The older data set (name or path).", isOptional: true, completion: .dataSet),
            ArgumentSpec(name: "B", summary: "The newer data set (name or path).", isOptional: true, completion: .dataSet),
        ],
        options: [
            OptionSpec.dataSet,
            OptionSpec(name: "from", valueName: "RELEASE", summary: "Older release of the data set.", completion: .release),
            OptionSpec(name: "to", valueName: "RELEASE", summary: "Newer release of the data set (default: the latest).", completion: .release),
        ] + OptionSpec.output(formats: [.text, .json, .markdown]),
        examples: [
            CommandExample("catalog diff fontawesome-5.15.4 fontawesome-6", "What changed between two data sets."),
            CommandExample("catalog diff --from 6.4.0 --to 6.5.0 --format markdown", "Two releases of one data set, as a Markdown report."),
        ],
        run: { command, context in
            let diff = try makeDiff(command, context)
            let text = switch context.format(for: command) {
            case .json: DiffRenderer.json(diff).rendered()
            case .markdown: DiffRenderer.markdown(diff)
            default: DiffRenderer.text(diff, style: ANSIStyle(enabled: context.usesColor(for: command)))
            }
            try context.emit(text, for: command)
        })

    static func makeDiff(_ command: ParsedCommand, _ context: CommandContext) throws -> DataSetDiff {
        let registry = DataSetLocator.registry(context)
        if let first = command.argument("A") {
            guard let second = command.argument("B") else {
                throw CLIError.usage("missing B: give two data sets, or --from RELEASE --to RELEASE", command: command.spec.name)
            }
            if command.option("from") != nil || command.option("to") != nil {
                throw CLIError.usage("give either two data sets or --from/--to, not both", command: command.spec.name)
            }
            let (a, b) = (try registry.locate(first), try registry.locate(second))
            return DataSetDiff(
                from: DataSetView(try DataSetLocator.load(a, context)),
                to: DataSetView(try DataSetLocator.load(b, context)))
        }
        guard let from = command.option("from") else {
            throw CLIError.usage("give two data sets (A B) or --from RELEASE [--to RELEASE]", command: command.spec.name)
        }
        let dataSet = try DataSetLocator.load(for: command, context)
        let start = try dataSet.releaseID(from)
        let end = try command.option("to").map { try dataSet.releaseID($0) } ?? (dataSet.releases.last?.id ?? start)
        if end < start {
            throw CLIError.usage("--to \(end) is older than --from \(start); give the older release as --from", command: command.spec.name)
        }
        return DataSetDiff(from: DataSetView(dataSet, at: start), to: DataSetView(dataSet, at: end))
    }
}
