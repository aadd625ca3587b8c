import SymbolCatalog

/// The filters `search`, `pick`, `collection show` (and `favorites`) and `glyphs` share, and how
/// `search` and `pick` match terms and order results, read once from the command line (the
/// data set reads them: SymbolCatalog's ``SearchFilters``).
extension SearchFilters {
    init(_ parsed: ParsedCommand) throws(CLIError) {
        self.init(
            plain: SymbolQuery(
                restricted: parsed.flag(Self.restricted) ? true : parsed.flag(Self.unrestricted) ? false : nil,
                deprecated: parsed.flag(Self.deprecated),
                localized: parsed.flag(Self.localized), localization: parsed.value(Self.localization),
                rightToLeft: parsed.flag(Self.rightToLeft), layerset: parsed.value(Self.layerset).map { Layerset(rawValue: $0) },
                renamed: parsed.flag(Self.renamed), includeVariants: parsed.flag(Self.variants),
                limit: try parsed.wholeNumber(Self.limit, minimum: 0, requirement: "a whole number"),
                exact: parsed.flag(Self.exact), sort: parsed.choice(Self.sort) ?? .relevance),
            categories: parsed.values(Self.category), availableIn: try Self.availableIn(parsed), platform: parsed.value(Self.platform),
            introduced: parsed.value(Self.introduced), since: parsed.value(Self.since), until: parsed.value(Self.until))
    }

    /// `--available-in PLATFORM VERSION` (the last given) as typed, the version read; nil
    /// when absent. `search`, `pick` and `copy` read it so.
    static func availableIn(_ parsed: ParsedCommand) throws(CLIError) -> (platform: String, version: OSVersion)? {
        guard let words = parsed.uses(Self.availableIn).last else { return nil }
        let platform = words.first ?? "", version = words.dropFirst().first ?? ""
        guard !platform.isEmpty, !version.isEmpty else {
            throw parsed.usageError("--available-in needs PLATFORM VERSION, e.g. --available-in iOS 15.0")
        }
        guard let osVersion = OSVersion(version) else {
            throw parsed.usageError(SearchError.invalidVersion(version).description)
        }
        return (platform, osVersion)
    }
}

extension SearchFilters {
    static let category = OptionSpec(name: "category", valueName: "KEY", summary: "In this category (key or label); repeat to require several.",
                                     completion: .category)
    static let availableIn = OptionSpec(name: "available-in", valueName: "PLATFORM VERSION",
                                        summary: "Usable on that OS under some name (an older name when the current one is too new).",
                                        valueCount: 2, completion: .platform)
    static let platform = OptionSpec(name: "platform", valueName: "PLATFORM", summary: "Annotate results with this platform's OS version.",
                                     completion: .platform)
    static let introduced = OptionSpec(name: "introduced", valueName: "RELEASE", summary: "Current name introduced in exactly this release: the symbols new in it and those renamed in it (collections new-in-RELEASE plus renamed-in-RELEASE; releases counts them as added and renamed).", completion: .release)
    static let since = OptionSpec(name: "since", valueName: "RELEASE", summary: "Introduced in this release or later.", completion: .release)
    static let until = OptionSpec(name: "until", valueName: "RELEASE", summary: "Introduced in this release or earlier.", completion: .release)
    static let restricted = OptionSpec(name: "restricted", summary: "Only symbols with a usage restriction.")
    static let unrestricted = OptionSpec(name: "unrestricted", summary: "Only symbols without a usage restriction.")
    static let deprecated = OptionSpec(name: "deprecated", summary: "Only symbols the set deprecates (Material Design Icons marks them).")
    static let localized = OptionSpec(name: "localized", summary: "Only symbols with a localized variant (other than .rtl).")
    static let localization = OptionSpec(name: "localization", valueName: "SUFFIX",
                                         summary: "Only symbols with this variant (ar, he, zh.traditional, rtl, …).")
    static let rightToLeft = OptionSpec(name: "rtl", summary: "Only symbols with a right-to-left (.rtl) variant.")
    static let layerset = OptionSpec(name: "layerset", valueName: "LAYERSET", choices: [Layerset.hierarchical, .multicolor, .draw].map(\.rawValue),
                                     summary: "Only symbols with this rendering mode (draw: from draw_symbols.plist).")
    static let renamed = OptionSpec(name: "renamed", summary: "Only symbols that have old names.")
    static let variants = OptionSpec(name: "variants", summary: "Also list localized variants, under their own names.")
    static let limit = OptionSpec(name: "limit", valueName: "N", summary: "At most N results.")

    /// The filters, in help order.
    static let options = [category, availableIn, platform, introduced, since, until, restricted, unrestricted, deprecated,
                          localized, localization, rightToLeft, layerset, renamed, variants, limit]

    /// The filters but `left` (a command without `--limit` or `--variants`).
    static func options(without left: OptionSpec) -> [OptionSpec] {
        options.filter { $0.name != left.name }
    }

    static let exact = OptionSpec(name: "exact", summary: "No typo matching: every term must match as written.")
    static let sort = OptionSpec(name: "sort", valueName: "ORDER", choices: SearchSort.allCases.map(\.rawValue).sorted(),
                                 summary: "Order of the results (default: relevance, best first; release: oldest first).")

    /// How terms match and results are ordered: `search` and `pick`.
    static let ranking = [exact, sort]

    /// The filters that exclude each other.
    static let rules = [OptionRule.exclusive(restricted, unrestricted)]
}
