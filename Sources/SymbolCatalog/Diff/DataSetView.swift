/// A data set as it stood: its current names with what is known about each. A diff compares
/// two views (two data sets, or two releases of one).
public struct DataSetView: Sendable {
    /// What one current name carries.
    public struct Entry: Hashable, Sendable {
        /// The release the name was introduced in.
        public let release: ReleaseID
        /// Its category keys, in the file's order.
        public let categories: [String]
        /// Its search keywords, in the file's order.
        public let keywords: [String]
        /// Its usage restriction, nil for none.
        public let restriction: String?
        /// The suffixes of its localized variants (`ar`, `rtl`, ...); in a view at a release,
        /// those available by then.
        public let localizations: Set<String>
        /// The release each rendering mode became available in; in a view at a release, the
        /// modes available by then.
        public let layersets: [Layerset: ReleaseID]
    }

    /// What a diff compares that comes from an optional file: a side without the file has
    /// nothing to say about it.
    public enum Aspect: String, CaseIterable, Hashable, Sendable {
        /// Categories (`symbol_categories.plist`).
        case categories
        /// Search keywords (`symbol_search.plist`).
        case keywords
        /// Usage restrictions (`symbol_restrictions.strings`, or SF 3.2's `.plist`).
        case restrictions
        /// Renames (`name_aliases.strings`).
        case renames
        /// Legacy aliases (`legacy_aliases.strings`).
        case legacyAliases
        /// The releases of rendering modes (`layerset_availability.plist`).
        case layersets
        /// The symbols Draw animates (`draw_symbols.plist`, written by a user: Apple's files
        /// carry no such list).
        case draw

        /// The file it comes from (the first of its accepted names).
        public var fileName: String {
            files.first?.fileNames.first ?? rawValue
        }

        fileprivate var files: [MetadataFile] {
            switch self {
            case .categories: [.symbolCategories]
            case .keywords: [.symbolSearch]
            case .restrictions: [.symbolRestrictions, .restrictionKeys]
            case .renames: [.nameAliases]
            case .legacyAliases: [.legacyAliases]
            case .layersets: [.layersetAvailability]
            case .draw: [.drawSymbols]
            }
        }

        /// What a data set without the file cannot do, for `info` and an empty search
        /// (`searches match names and categories only, not keywords`).
        public var costWhenMissing: String {
            switch self {
            case .categories: "symbols have no categories: --category finds nothing"
            case .keywords: "searches match names and categories only, not keywords"
            case .restrictions: "usage restrictions are unknown: no symbol is marked restricted"
            case .renames: "renames are unknown: an old name such as doc.on.doc does not resolve to its current one"
            case .legacyAliases: "pre-2019 names do not resolve"
            case .layersets: "rendering modes (hierarchical, multicolor) are unknown"
            case .draw: "Draw (SF Symbols 7, iOS 26) is not shown for any symbol"
            }
        }
    }

    /// Which side: a data set's name, with the release when the view is of one release.
    public let label: String
    /// Every current name of the view, with what it carries.
    public let entries: [String: Entry]
    /// The aspects whose file the data set has.
    public let aspects: Set<Aspect>
    /// Old name → current name (`name_aliases`, chains flattened), of the whole data set.
    public let renames: [String: String]
    /// Resolves a name that is not current in this view to a current one (renames, legacy).
    let resolveName: @Sendable (String) -> String?

    /// The whole data set.
    public init(_ dataSet: DataSet) {
        label = dataSet.name
        aspects = Self.aspects(of: dataSet)
        renames = dataSet.renames
        var entries = [String: Entry](minimumCapacity: dataSet.symbolCount)
        for symbol in dataSet.symbols.values { entries[symbol.name] = Self.entry(symbol, release: symbol.introduced, until: nil) }
        self.entries = entries
        resolveName = { name in Self.currentName(resolving: name, in: dataSet) }
    }

    /// The current name `name` stands for in the whole data set (an old, legacy or code-point
    /// name), or nil; a variant does not stand for its base.
    static func currentName(resolving name: String, in dataSet: DataSet) -> String? {
        guard let (symbol, resolution) = try? dataSet.resolve(name) else { return nil }
        switch resolution {
        case .variant, .renamedVariant, .variantWithoutBase: return nil
        default: return symbol.name
        }
    }

    /// The data set as it stood at `release`: names introduced by then, with the renames whose
    /// new name existed by then. Categories, keywords and restrictions are today's (the files
    /// keep no history); variants and rendering modes are limited to those available by then.
    public init(_ dataSet: DataSet, at release: ReleaseID) {
        label = "\(dataSet.name)@\(release)"
        aspects = Self.aspects(of: dataSet)
        self.renames = dataSet.renames
        var entries = [String: Entry]()
        for (name, introduced) in dataSet.nameReleases where introduced <= release && Self.renamed(name, in: dataSet, at: release) == nil {
            guard let symbol = Self.currentSymbol(of: name, in: dataSet) else { continue }
            entries[name] = Self.entry(symbol, release: introduced, until: release)
        }
        self.entries = entries
        resolveName = { name in Self.resolve(name, in: dataSet, at: release) }
    }

    /// The symbol a name of `nameReleases` stands for when it is current at some release (its
    /// own, or its rename target's before the rename applies); nil for a localized variant or
    /// a name of no symbol. A name is current at release R when this is non-nil, it was
    /// introduced by R, and ``renamed(_:in:at:)`` is nil at R.
    static func currentSymbol(of name: String, in dataSet: DataSet) -> Symbol? {
        if dataSet.variants[name] != nil { return nil }
        return dataSet.symbols[dataSet.renames[name] ?? name]
    }

    /// The current name `name` is renamed to at `release`: its `name_aliases` target once the
    /// target exists (a target with no release of its own always), else nil. False up to
    /// some release and true from it on.
    static func renamed(_ name: String, in dataSet: DataSet, at release: ReleaseID) -> String? {
        guard let target = dataSet.renames[name], (dataSet.nameReleases[target] ?? release) <= release else { return nil }
        return target
    }

    /// What a name that is not current at `release` stands for then: its rename (chains
    /// followed), else its legacy alias's.
    static func resolve(_ name: String, in dataSet: DataSet, at release: ReleaseID) -> String? {
        var target = name
        var steps = 0
        while let next = renamed(target, in: dataSet, at: release), steps < 16 { target = next; steps += 1 }
        if target != name { return target }
        return dataSet.legacyAliases[name].flatMap { renamed($0, in: dataSet, at: release) ?? $0 }
    }

    static func aspects(of dataSet: DataSet) -> Set<Aspect> {
        aspects(reading: dataSet.indexedData?.fileNames() ?? dataSet.tables.files.map(\.name))
    }

    /// The aspects of a data set that read the files `names`.
    static func aspects(reading names: [String]) -> Set<Aspect> {
        let read = Set(names)
        return Set(Aspect.allCases.filter { aspect in aspect.files.contains { $0.fileNames.contains(where: read.contains) } })
    }

    /// What a diff compares of `symbol`, introduced in `release`; with `limit`, only the
    /// variants and rendering modes available by then.
    static func entry(_ symbol: Symbol, release: ReleaseID, until limit: ReleaseID?) -> Entry {
        Entry(
            release: release, categories: symbol.categories, keywords: symbol.keywords, restriction: symbol.restriction,
            localizations: Set(symbol.localizations.filter { release in limit.map { release.release <= $0 } ?? true }
                .map(\.suffix.rawValue)),
            layersets: symbol.layersets.filter { entry in limit.map { entry.value <= $0 } ?? true })
    }
}
