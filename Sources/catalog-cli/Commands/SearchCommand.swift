import CatalogSystem
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

    /// How terms match and results are ordered: `search` and `pick`.
    static let rankingOptions: [OptionSpec] = [
        OptionSpec(name: "exact", summary: "No typo matching: every term must match as written."),
        OptionSpec(name: "sort", valueName: "ORDER", choices: SearchSort.allCases.map(\.rawValue).sorted(),
                   summary: "Order of the results (default: relevance, best first; release: oldest first)."),
    ]

    static let spec = CommandSpec(
        path: ["search"],
        summary: "Search symbols by name, old name, keyword or category, with filters.",
        discussion: """
        A term matches a symbol when it is part of its name or an old name, is a keyword or \
        starts one (or one of its words), or is one of its categories; all terms must match. A \
        term that matches no symbol of the data set in name, old name or keyword is matched as \
        a typo of a name component or keyword word: one slip (a letter missing, extra or wrong, \
        or two swapped), two for terms of 7 letters or more; --exact turns this off. Results \
        rank best first: the name is the query, an old name is, the words joined make the name \
        (star fill: star.fill), they are whole components of it (phone: phone.fill), a keyword \
        is the query; then by how each term matched: a whole name component, a keyword, an \
        old-name component, the start of a component or keyword, part of a component or old \
        name, a category, a typo; ties go to names with fewer other components, then shorter. \
        JSON gives each result's "score" (higher is better) and "match" (the rule). With no \
        term, every symbol that passes the filters, by name. Favorites are marked ★ (TSV: a \
        favorite flag; JSON: "favorite", "collections"). Exit status 1 when nothing matches.
        """,
        arguments: [ArgumentSpec(name: "TERM", summary: "Search terms.", isOptional: true, isVariadic: true, completion: .symbol)],
        options: [OptionSpec.dataSet, OptionSpec.store] + rankingOptions + filterOptions
            + OptionSpec.output(formats: SearchRenderer.formats),
        examples: [
            CommandExample("catalog search heart", "Symbols whose name, old name, keyword or category matches."),
            CommandExample("catalog search star fill --data-set sf6", "star.fill first, then the other filled stars."),
            CommandExample("catalog search bookmak --json", "A typo still finds bookmark (\"match\": \"fuzzy\")."),
            CommandExample("catalog search --category arrows --since 6.1.0 --format grid", "Arrows added in 6.1.0 or later, in columns."),
            CommandExample("catalog search --available-in iOS 16.0 --data-set sf6 car", "In a registered SF Symbols set: what iOS 16 can show."),
        ],
        run: { command, context in
            let dataSet = try DataSetLocator.load(for: command, context)
            var query = try query(from: command)
            query.terms = command.values("TERM")
            let outcome = try dataSet.searchOutcome(query)
            let marks = StoreMarks(try StoreLocator.marksContents(for: command, &context), in: dataSet)
            try context.emit(try SearchRenderer.render(outcome.results, in: dataSet, for: command, context, marks: marks), for: command)
            if outcome.totalCount == 0 {
                // As grep and rg: exit status 1, and on a terminal one line saying so.
                context.exitStatus = 1
                if context.stdoutIsTerminal, context.format(for: command) == .text, command.option("output") == nil {
                    context.standardError += "catalog: " + noMatchMessage(query, outcome, in: dataSet) + "\n"
                }
            }
        })

    /// `no symbol matches 'bookmak'; did you mean 'bookmark'?` and the like.
    static func noMatchMessage(_ query: SymbolQuery, _ outcome: SearchOutcome, in dataSet: DataSet) -> String {
        let quoted = { (text: String) in "'" + TerminalText.visible(text) + "'" }
        let terms = query.terms.filter { !$0.isEmpty }
        guard !terms.isEmpty else { return "no symbol passes these filters" }
        guard !outcome.unmatchedTerms.isEmpty else {
            // Each term matches some symbol: together or with the filters, none.
            var plain = SymbolQuery()
            plain.terms = query.terms
            plain.exact = query.exact
            plain.sort = query.sort
            plain.limit = query.limit
            plain.includeVariants = query.includeVariants
            let filters = query != plain ? " with these filters" : ""
            if terms.count == 1 { return "no symbol matches \(quoted(terms[0]))" + filters }
            return "no symbol matches all of \(terms.map(quoted).joined(separator: ", "))" + filters
        }
        var message = "no symbol matches " + outcome.unmatchedTerms.map(quoted).joined(separator: " or ")
        for term in outcome.unmatchedTerms {
            let suggestions = dataSet.suggestions(forTerm: term)
            guard !suggestions.isEmpty else { continue }
            message += NameSuggestions.didYouMeanClause(suggestions.map(TerminalText.visible))
            if outcome.unmatchedTerms.count > 1 { message.removeLast(); message += " for \(quoted(term))?" }
            break
        }
        return message
    }

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
        query.exact = command.flag("exact")
        if let order = command.option("sort") { query.sort = SearchSort(rawValue: order) ?? .relevance }
        if let limit = command.option("limit") {
            guard let number = Int(limit), number >= 0 else {
                throw CLIError.usage("--limit needs a whole number, not '\(limit)'", command: command.spec.name)
            }
            query.limit = number
        }
        return query
    }
}
