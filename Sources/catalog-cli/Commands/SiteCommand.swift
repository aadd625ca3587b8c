import CatalogSystem
import SymbolCatalog

/// `catalog site --output DIR [--data-set NAME…]`: the catalogue as a static site.
enum SiteCommand {
    static let spec = CommandSpec(
        path: ["site"],
        summary: "Write the catalogue as a static site: grid, search, filters, details (offline).",
        discussion: """
        Writes DIR/index.html with its scripts, style and one data file per data set \
        (data/NAME.js). The page works opened from file:// with no server and makes no \
        network request; any static host serves it the same. Search ranks as 'catalog \
        search' does (the rule table is written into data/rules.js), typos included. \
        Permalinks: #/symbol/NAME (old names resolve) and #/search?q=…&category=…. \
        Without --data-set, every embedded data set; the first is shown first. DIR is \
        replaced whole; an existing folder must be empty or a site this command wrote. \
        See docs/site.md for the page's contract.
        """,
        options: [Options.destination, Options.dataSets] + OutputOptions.options(formats: [.text, .json], color: false)
            .filter { $0.name != OutputOptions.path.name },
        rules: [Options.destinationNeeded],
        examples: [
            CommandExample("catalog site -o site", "Every embedded data set; open site/index.html in a browser."),
            CommandExample("catalog site -o site --data-set sf6 --data-set fontawesome-6", "Two data sets, with a switcher."),
        ],
        run: run)

    /// What `site` is asked.
    struct Options: CommandOptions {
        /// `--output DIR`: the site's folder, not where the report goes.
        static let destination = OutputOptions.path.with { option in
            option.valueName = "DIR"
            option.summary = "Site folder to write (replaced whole)."
            option.completion = .directory
        }
        /// `--data-set`, repeatable, without `$CATALOG_DATA_SET`: the default is every set.
        static let dataSets = OptionSpec.dataSet.with { option in
            option.environment = nil
            option.summary = "A data set to include (repeatable; a folder, or a registered or embedded name; default: every embedded one)."
        }
        static let destinationNeeded = OptionRule.required([.option(destination)], message: "missing --output DIR (the site folder to write)")

        var destination: String
        var dataSets: [String]
        /// The report's format.
        var format: OutputFormat

        init(_ parsed: ParsedCommand) throws(CLIError) {
            guard let destination = parsed.value(Self.destination) else { throw Self.destinationNeeded.error(for: parsed) }
            self.destination = destination
            dataSets = parsed.values(Self.dataSets)
            format = OutputOptions(parsed).format
        }
    }

    static func run(_ options: Options, _ context: inout CommandContext) throws {
        let registry = DataSetLocator.registry(context)
        var entries = [DataSetEntry]()
        for reference in options.dataSets {
            let entry = try registry.locate(reference)
            // A set named twice is written once.
            if !entries.contains(where: { $0.name == entry.name && $0.path == entry.path }) { entries.append(entry) }
        }
        if options.dataSets.isEmpty {
            entries = registry.embedded()
            guard !entries.isEmpty else { throw DataSetRegistryError.noEmbeddedDataSets(searched: registry.embeddedCandidates) }
        }
        var sets = [(name: String, dataSet: DataSet)]()
        for (index, entry) in entries.enumerated() {
            context.progress.update("Loading data sets", done: index, of: entries.count)
            sets.append((entry.name, try DataSetLocator.load(entry, context)))
        }
        context.progress.update("Writing \(options.destination)")
        let written = try SiteBuilder.write(sets, to: options.destination)
        context.progress.finish()
        context.standardOutput += options.format == .json ? written.json().rendered() : written.text()
    }
}
