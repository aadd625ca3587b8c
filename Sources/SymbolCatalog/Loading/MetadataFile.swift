/// The files of a data-set folder, each with the names Apple has used for it.
enum MetadataFile: CaseIterable, Sendable {
    case nameAvailability
    case layersetAvailability
    case categories
    case symbolCategories
    case symbolSearch
    case nameAliases
    case legacyAliases
    case symbolRestrictions
    /// SF 3.2's two-file restrictions: symbol → restriction key …
    case restrictionKeys
    /// … and restriction key → sentence.
    case restrictionTexts
    case symbolUnicodes
    case version
    /// Our own data sets: symbol → styles (`solid`, `regular`, `brands`).
    case symbolStyles
    /// Our own data sets: style → `{family, style, file, weight}`.
    case styleFonts
    /// Our own data sets: symbol → why the set deprecates it (`catalog import mdi`).
    case symbolDeprecations
    /// The symbols Draw animates (SF Symbols 7 on): an array of names that a user writes
    /// beside Apple's files, which carry no such list.
    case drawSymbols

    /// Accepted file names, preferred first. The SF Symbols 2 app named the text alias
    /// files `*_strings.txt`.
    var fileNames: [String] {
        switch self {
        case .nameAvailability: ["name_availability.plist"]
        case .layersetAvailability: ["layerset_availability.plist"]
        case .categories: ["categories.plist"]
        case .symbolCategories: ["symbol_categories.plist"]
        case .symbolSearch: ["symbol_search.plist"]
        case .nameAliases: ["name_aliases.strings", "name_aliases_strings.txt"]
        case .legacyAliases: ["legacy_aliases.strings", "legacy_aliases_strings.txt"]
        case .symbolRestrictions: ["symbol_restrictions.strings"]
        case .restrictionKeys: ["symbol_restrictions.plist"]
        case .restrictionTexts: ["restrictions.plist"]
        case .symbolUnicodes: ["symbol_unicodes.plist"]
        case .version: ["version.plist"]
        case .symbolStyles: ["symbol_styles.plist"]
        case .styleFonts: ["style_fonts.plist"]
        case .symbolDeprecations: ["symbol_deprecations.strings"]
        case .drawSymbols: ["draw_symbols.plist"]
        }
    }
}
