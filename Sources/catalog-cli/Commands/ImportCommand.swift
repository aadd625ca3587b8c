import CatalogFormats
import CatalogSystem
import SymbolCatalog
import SymbolImport

/// `catalog import fontawesome SNAPSHOT… --output DIR`: build a data set from Font Awesome.
enum ImportCommand {
    static let groupSpec = CommandGroup.spec(
        path: ["import"], summary: "Build a data set from another icon set (see 'catalog import SUBCOMMAND --help').",
        subcommands: [spec] + IconSetImportCommand.specs,
        examples: [
            CommandExample("catalog import fontawesome fontawesomefree-6.6.0 -o fa6", "A data set from an unpacked Font Awesome package."),
            CommandExample("catalog import mdi mdi-7.4.47.json -o mdi", "A data set from an export of Material Design Icons."),
        ])

    static let spec = CommandSpec(
        path: ["import", "fontawesome"],
        summary: "Build a data set in SF Symbols formats from Font Awesome Free snapshots.",
        discussion: """
        Each SNAPSHOT is an unpacked fontawesomefree/fontawesome-free package (its version is \
        read from the package; write VERSION=PATH to give it). With several snapshots, names \
        are dated by the release that introduced them. Scripts/fetch-fontawesome.sh downloads them.
        """,
        arguments: [Options.snapshots],
        options: [Options.destination, Options.format, OutputOptions.json],
        rules: [Options.destinationNeeded],
        examples: [
            CommandExample("catalog import fontawesome fontawesomefree-6.5.2 fontawesomefree-6.6.0 -o fa6", "Build a data set from two unpacked PyPI snapshots."),
        ],
        run: run)

    /// What `import fontawesome` is asked.
    struct Options: CommandOptions {
        static let snapshots = ArgumentSpec(name: "SNAPSHOT", summary: "Unpacked package folder, oldest to newest in any order.",
                                            isVariadic: true, completion: .directory)
        /// `--output DIR`: here the data set written, not where the report goes.
        static let destination = OutputOptions.path.with { option in
            option.valueName = "DIR"
            option.summary = "Data-set folder to write (replaced whole)."
            option.completion = .directory
        }
        static let format = OutputOptions.format([.text, .json, .tsv]).with { $0.summary = "Report format (default: text)." }
        static let destinationNeeded = OptionRule.required([.option(destination)], message: "missing --output DIR (the data-set folder to write)")

        var snapshots: [String]
        var destination: String
        /// The report's format.
        var format: OutputFormat

        init(_ parsed: ParsedCommand) throws(CLIError) {
            snapshots = parsed.values(Self.snapshots)
            guard let destination = parsed.value(Self.destination) else { throw Self.destinationNeeded.error(for: parsed) }
            self.destination = destination
            format = OutputOptions(parsed).format
        }
    }

    static func run(_ options: Options, _ context: inout CommandContext) throws {
        let destination = options.destination
        var snapshots = [FontAwesomeSnapshot]()
        for (index, argument) in options.snapshots.enumerated() {
            context.progress.update("Reading snapshots", done: index, of: options.snapshots.count)
            snapshots.append(try FontAwesomeSnapshot.load(argument, limit: context.fileLimit))
        }
        context.progress.update("Writing \(destination)")
        let result = try FontAwesomeImport(snapshots: snapshots)
        try result.write(to: destination)
        context.progress.finish()
        let report = FontAwesomeImportReport(result: result, destination: destination)
        let text = switch options.format {
        case .json: report.json().rendered()
        case .tsv: report.tsv()
        default: report.text()
        }
        context.standardOutput += text
    }
}

extension FontAwesomeImportReport {
    /// What was written, for people.
    func text() -> String {
        let summary = result.summary
        var lines = [
            "Wrote \(destination) from Font Awesome Free \(result.snapshots.map(\.version.rawValue).joined(separator: ", "))",
            "  \(Numbers.grouped(summary.icons)) icons, \(Numbers.grouped(summary.oldNames)) old names, "
                + "\(Numbers.grouped(result.legacyAliases.count)) Font Awesome 4 names, \(result.releases.count) releases",
        ]
        if summary.skippedShims > 0 { lines.append("  \(summary.skippedShims) shims skipped (no successor, same name, or still an icon)") }
        if !summary.removedNames.isEmpty {
            lines.append("  \(summary.removedNames.count) names removed: " + summary.removedNames.joined(separator: ", "))
        }
        return TerminalText.lines(lines)
    }
}
