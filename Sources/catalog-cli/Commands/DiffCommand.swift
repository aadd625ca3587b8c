import CatalogSystem
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
        arguments: [Options.a, Options.b],
        options: [OptionSpec.dataSet, Options.from, Options.to] + OutputOptions.options(formats: [.text, .json, .markdown]),
        rules: Options.rules,
        examples: [
            CommandExample("catalog diff fontawesome-5.15.4 fontawesome-6", "What changed between two data sets."),
            CommandExample("catalog diff --from 6.4.0 --to 6.5.0 --format markdown", "Two releases of one data set, as a Markdown report."),
        ],
        run: { (options: Options, context) in
            let (diff, note) = try makeDiff(options, context)
            context.standardError += note ?? ""
            let text = switch options.output.format {
            case .json: DataSetDiff.json(diff).rendered()
            case .markdown: DataSetDiff.markdown(diff)
            default: DiffRenderer.text(diff, style: context.style(options.output))
            }
            try context.emit(text, to: options.output)
        })

    /// What `diff` is asked: two data sets, or two releases of one.
    struct Options: CommandOptions {
        enum Sides {
            /// A and B, names or paths.
            case dataSets(String, String)
            /// `--from R1 [--to R2]` of `--data-set`.
            case releases(from: String, to: String?)
        }

        static let a = ArgumentSpec(name: "A", summary: "The older data set (name or path).", isOptional: true, completion: .dataSet)
        static let b = ArgumentSpec(name: "B", summary: "The newer data set (name or path).", isOptional: true, completion: .dataSet)
        static let from = OptionSpec(name: "from", valueName: "RELEASE", summary: "Older release of the data set.", completion: .release)
        static let to = OptionSpec(name: "to", valueName: "RELEASE", summary: "Newer release of the data set (default: the latest).",
                                   completion: .release)

        static let sidesNeeded = OptionRule.required([.argument(a), .option(from)],
                                                     message: "give two data sets (A B) or --from RELEASE [--to RELEASE]")
        static let rules: [OptionRule] = [
            .requires(.argument(a), .argument(b), message: "missing B: give two data sets, or --from RELEASE --to RELEASE"),
            .exclusive([.argument(a), .option(from)], message: "give either two data sets or --from/--to, not both"),
            .exclusive([.argument(a), .option(to)], message: "give either two data sets or --from/--to, not both"),
            sidesNeeded,
        ]

        var sides: Sides
        var dataSet: DataSetSelection
        var output: OutputOptions

        init(_ parsed: ParsedCommand) throws(CLIError) {
            if let a = parsed.value(Self.a), let b = parsed.value(Self.b) {
                sides = .dataSets(a, b)
            } else if let from = parsed.value(Self.from) {
                sides = .releases(from: from, to: parsed.value(Self.to))
            } else {
                throw Self.sidesNeeded.error(for: parsed)
            }
            dataSet = DataSetSelection(parsed)
            output = OutputOptions(parsed)
        }
    }

    /// For `--from R` without `--to` when R is the newest release of `dataSet`: there is
    /// nothing after it; how to list what is new in it instead.
    static func newestReleaseNote(_ dataSet: DataSet) -> String {
        let releases = dataSet.releases.map(\.id)
        let newest = releases.last ?? ReleaseID("")
        let name = TerminalText.visible(dataSet.name), release = TerminalText.visible(newest.rawValue)
        var note = "catalog: note: \(release) is the newest release of \(name): --from \(release) compares it with itself. "
            + "What is new in it: 'catalog search --introduced \(release) --data-set \(name)'"
        if releases.count > 1 {
            let previous = TerminalText.visible(releases[releases.count - 2].rawValue)
            note += ", or 'catalog diff --from \(previous) --to \(release) --data-set \(name)'"
        }
        return note + "\n"
    }

    /// The diff, and a note for stderr when `--from` alone names the newest release.
    static func makeDiff(_ options: Options, _ context: CommandContext) throws -> (DataSetDiff, note: String?) {
        switch options.sides {
        case .dataSets(let first, let second):
            let (a, b) = (DataSetSelection(nameOrPath: first), DataSetSelection(nameOrPath: second))
            return (DataSetDiff(from: try a.load(context), to: try b.load(context)), nil)
        case .releases(let from, let to):
            let dataSet = try options.dataSet.load(context)
            let start = try dataSet.releaseID(from)
            let end = try to.map { try dataSet.releaseID($0) } ?? (dataSet.releases.last?.id ?? start)
            if end < start {
                throw CLIError.usage("--to \(end) is older than --from \(start); give the older release as --from", command: spec.name)
            }
            let note = to == nil && start == dataSet.releases.last?.id ? newestReleaseNote(dataSet) : nil
            return (DataSetDiff(from: DataSetView(dataSet, at: start), to: DataSetView(dataSet, at: end)), note)
        }
    }
}
