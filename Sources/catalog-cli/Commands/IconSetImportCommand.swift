import SymbolCatalog
import SymbolImport

/// `catalog import fa7|mdi|phosphor|lucide EXPORT… --output DIR`: build a data set from the
/// exports Scripts/export-icon-sets.py writes, one spec per set.
enum IconSetImportCommand {
    /// The four specs, in `IconSet` order.
    static let specs: [CommandSpec] = IconSet.allCases.map(spec)

    static func spec(_ set: IconSet) -> CommandSpec {
        let baseline = set == .fa7 ? " The fa6 exports of fontawesomefree 5.15.4 … 6.6.0 date the names Font Awesome 7 "
            + "kept, as the fontawesome-6 data set dates them; a 6.x name gone in 7 whose name without one word (not the "
            + "first) is a current name is a rename (user-large → user)." : ""
        return CommandSpec(
            path: ["import", set.rawValue],
            summary: "Build a data set in SF Symbols formats from \(set.displayName) exports (Scripts/export-icon-sets.py).",
            discussion: """
            Each EXPORT is the JSON that Scripts/export-icon-sets.py \(set.rawValue) writes from the \
            installed package, one per release; names are dated by the release that introduced \
            them, renames come from aliases and from names that move, and icons the set deprecates \
            are marked so. Scripts/fetch-icon-sets.sh downloads the packages and writes the exports.\(baseline)
            """,
            arguments: [Options.exports],
            options: [ImportCommand.Options.destination, ImportCommand.Options.format, OutputOptions.json],
            rules: [ImportCommand.Options.destinationNeeded],
            examples: [CommandExample("catalog import \(set.rawValue) \(exampleExports(set)) -o \(set.folderName)",
                                      "A data set from \(set.displayName) exports.")],
            parse: { parsed throws(CLIError) in try Options(parsed, set: set) },
            run: run)
    }

    static func exampleExports(_ set: IconSet) -> String {
        switch set {
        case .fa7: "fa6-*.json fa7-*.json"
        case .mdi: "mdi-7.4.47.json"
        case .phosphor: "phosphor-0.1.1.json"
        case .lucide: "lucide-0.5.11.json"
        }
    }

    /// What `import SET` is asked.
    struct Options: Sendable {
        static let exports = ArgumentSpec(name: "EXPORT", summary: "Export file, one per release, in any order.",
                                          isVariadic: true, completion: .file)
        let set: IconSet
        var exports: [String]
        var destination: String
        /// The report's format.
        var format: OutputFormat

        init(_ parsed: ParsedCommand, set: IconSet) throws(CLIError) {
            self.set = set
            exports = parsed.values(Self.exports)
            guard let destination = parsed.value(ImportCommand.Options.destination) else {
                throw ImportCommand.Options.destinationNeeded.error(for: parsed)
            }
            self.destination = destination
            format = OutputOptions(parsed).format
        }
    }

    static func run(_ options: Options, _ context: inout CommandContext) throws {
        var exports = [IconSetExport]()
        for (index, path) in options.exports.enumerated() {
            context.progress.update("Reading exports", done: index, of: options.exports.count)
            exports.append(try IconSetExport.load(path, limit: context.fileLimit))
        }
        context.progress.update("Writing \(options.destination)")
        let result = try IconSetImport(set: options.set, exports: exports)
        try result.write(to: options.destination)
        context.progress.finish()
        let report = IconSetImportReport(result: result, destination: options.destination)
        let text = switch options.format {
        case .json: report.json().rendered()
        case .tsv: report.tsv()
        default: report.text()
        }
        context.standardOutput += text
    }
}
