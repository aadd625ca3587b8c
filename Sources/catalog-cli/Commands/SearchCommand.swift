import SymbolCatalog

/// `catalog search [TERM…]`: find symbols by text, category, release or OS version.
enum SearchCommand {
    /// Filters shared by `search` and `collections show`.
    static let filterOptions: [OptionSpec] = [
        OptionSpec(name: "category", valueName: "KEY", summary: "In this category (key or label); repeat to require several.", completion: .category),
        OptionSpec(name: "available-in", valueName: "PLATFORM VERSION",
                   summary: "Usable on that OS under some name (an older name when the current one is too new).",
                   valueCount: 2, completion: .platform),
        OptionSpec(name: "platform", valueName: "PLATFORM", summary: "Annotate results with this platform's OS version.",
                   completion: .platform),
        OptionSpec(name: "introduced", valueName: "RELEASE", summary: "Current name introduced in exactly this release: the symbols new in it and those renamed in it (collections new-in-RELEASE plus renamed-in-RELEASE; releases counts them as added and renamed).", completion: .release),
        OptionSpec(name: "since", valueName: "RELEASE", summary: "Introduced in this release or later.", completion: .release),
        OptionSpec(name: "until", valueName: "RELEASE", summary: "Introduced in this release or earlier.", completion: .release),
        OptionSpec(name: "restricted", summary: "Only symbols with a usage restriction."),
        OptionSpec(name: "unrestricted", summary: "Only symbols without a usage restriction."),
        OptionSpec(name: "localized", summary: "Only symbols with a localized variant (other than .rtl)."),
        OptionSpec(name: "localization", valueName: "SUFFIX", summary: "Only symbols with this variant (ar, he, zh.traditional, rtl, …)."),
        OptionSpec(name: "rtl", summary: "Only symbols with a right-to-left (.rtl) variant."),
        OptionSpec(name: "layerset", valueName: "LAYERSET", choices: ["hierarchical", "multicolor"], summary: "Only symbols with this rendering mode."),
        OptionSpec(name: "renamed", summary: "Only symbols that have old names."),
        OptionSpec(name: "variants", summary: "Also list localized variants, under their own names."),
        OptionSpec(name: "limit", valueName: "N", summary: "At most N results."),
    ]

    static let spec = CommandSpec(
        path: ["search"],
        summary: "Search symbols by name, old name, keyword or category, with filters.",
        discussion: """
        A term matches a symbol when it is part of its name or an old name, starts one of its \
        keywords, or equals one of its categories; all terms must match. Results rank by the \
        weakest term: exact name, name prefix, name component, substring, old name, keyword, \
        category. With no term, every symbol that passes the filters. Favorites are marked ★ \
        (TSV: a favorite flag; JSON: "favorite", "collections").
        """,
        arguments: [ArgumentSpec(name: "TERM", summary: "Search terms.", isOptional: true, isVariadic: true, completion: .symbol)],
        options: [OptionSpec.dataSet, OptionSpec.store] + filterOptions + OptionSpec.output(formats: SearchRenderer.formats),
        examples: [
            CommandExample("catalog search heart", "Symbols whose name, old name, keyword or category matches."),
            CommandExample("catalog search --category arrows --since 6.1.0 --format grid", "Arrows added in 6.1.0 or later, in columns."),
            CommandExample("catalog search --available-in iOS 16.0 --data-set sf6 car", "In a registered SF Symbols set: what iOS 16 can show."),
        ],
        run: { command, context in
            let dataSet = try DataSetLocator.load(for: command, context)
            var query = try query(from: command)
            query.terms = command.values("TERM")
            let results = try dataSet.search(query)
            let marks = StoreMarks(try StoreLocator.marksContents(for: command, &context), in: dataSet)
            try context.emit(try SearchRenderer.render(results, in: dataSet, for: command, context, marks: marks), for: command)
        })

    /// The filters of a parsed command as a query (terms left empty).
    static func query(from command: ParsedCommand) throws -> SymbolQuery {
        var query = SymbolQuery()
        query.categories = command.options["category"] ?? []
        if let value = command.option("available-in") {
            // PLATFORM may contain spaces (`Font Awesome`): the version is the last word.
            guard let space = value.lastIndex(of: " "), !value[..<space].isEmpty, !value[value.index(after: space)...].isEmpty else {
                throw CLIError.usage("--available-in needs PLATFORM VERSION, e.g. --available-in iOS 15.0", command: command.spec.name)
            }
            query.availableIn = (String(value[..<space]), String(value[value.index(after: space)...]))
        }
        query.introduced = command.option("introduced")
        query.since = command.option("since")
        query.until = command.option("until")
        if command.flag("restricted") && command.flag("unrestricted") {
            throw CLIError.usage("--restricted and --unrestricted exclude each other", command: command.spec.name)
        }
        query.restricted = command.flag("restricted") ? true : command.flag("unrestricted") ? false : nil
        query.localized = command.flag("localized")
        query.localization = command.option("localization")
        query.rightToLeft = command.flag("rtl")
        query.layerset = command.option("layerset")
        query.renamed = command.flag("renamed")
        query.includeVariants = command.flag("variants")
        if let limit = command.option("limit") {
            guard let number = Int(limit), number >= 0 else {
                throw CLIError.usage("--limit needs a whole number, not '\(limit)'", command: command.spec.name)
            }
            query.limit = number
        }
        return query
    }
}
