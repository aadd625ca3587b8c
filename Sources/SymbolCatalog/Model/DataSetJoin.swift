/// The work of ``DataSet/init(name:location:tables:)``: the raw tables joined into releases,
/// symbols, variants, renames and legacy aliases, in local variables (a data set's deferred
/// fields are set once, at the end).
struct DataSetJoin {
    let tables: MetadataTables
    private(set) var releases: [Release] = []
    private(set) var releaseIndex: [ReleaseID: Release] = [:]
    private(set) var nameReleases: [String: ReleaseID] = [:]
    private(set) var symbols: [String: Symbol] = [:]
    private(set) var symbolNames: [String] = []
    private(set) var variants: [String: DataSet.Variant] = [:]
    private(set) var renames: [String: String] = [:]
    private(set) var legacyAliases: [String: String] = [:]
    /// A few dozen distinct release strings serve thousands of names: each is parsed once.
    private var parsedReleases: [String: ReleaseID] = [:]

    init(tables: MetadataTables) {
        self.tables = tables
    }

    mutating func run() {
        buildReleases()
        renames = DataSet.flatten(tables.nameAliases)
        buildSymbols()
        attachDetails()
    }

    private mutating func releaseID(_ text: String) -> ReleaseID {
        if let known = parsedReleases[text] { return known }
        let id = ReleaseID(text)
        parsedReleases[text] = id
        return id
    }

    /// Known releases from both tables (`name_availability` wins), plus every release a file
    /// references that no table lists: inferred from Apple's naming where it can be
    /// (``Release/unlisted(_:platforms:)``), else with unknown OS versions.
    private mutating func buildReleases() {
        var known = tables.layersetReleaseTable
        known.merge(tables.releaseTable) { _, names in names }
        var referenced = Set(tables.names.map(\.release))
        for entry in tables.layersets.values { referenced.formUnion(entry.values) }
        if !tables.drawSymbols.isEmpty { referenced.insert(Layerset.drawRelease.rawValue) }
        for (id, versions) in known {
            let platforms = Dictionary(uniqueKeysWithValues: versions.map { (Platform(rawValue: $0.key), $0.value) })
            let releaseID = releaseID(id)
            releaseIndex[releaseID] = Release(id: releaseID, platforms: platforms)
        }
        // SF Symbols 7's files reference `2025` and list it nowhere: inferred from the naming.
        let tablePlatforms = Set(known.values.flatMap(\.keys)).map { Platform(rawValue: $0) }.sorted()
        for id in referenced where known[id] == nil {
            let releaseID = releaseID(id)
            releaseIndex[releaseID] = Release.unlisted(releaseID, platforms: tablePlatforms)
        }
        releases = releaseIndex.values.sorted { $0.id < $1.id }
    }

    private mutating func buildSymbols() {
        nameReleases.reserveCapacity(tables.names.count)
        for entry in tables.names {
            nameReleases[entry.name] = releaseID(entry.release)
        }
        symbols.reserveCapacity(nameReleases.count)
        var variantEntries = [(name: String, base: String, suffix: LocalizationSuffix, release: ReleaseID)]()
        for (name, release) in nameReleases where renames[name] == nil {
            if let (base, suffix) = LocalizationSuffix.split(name, exists: { nameReleases[String($0)] != nil }) {
                variantEntries.append((name, String(base), suffix, release))
            } else {
                symbols[name] = Symbol(name: name, introduced: release)
            }
        }
        // Apple's files list names sorted already: sorting them in file order finds one run
        // and is linear, where the dictionary's order would need a full sort.
        var names = [String]()
        names.reserveCapacity(symbols.count)
        for entry in tables.names where symbols[entry.name] != nil { names.append(entry.name) }
        names.sort()
        names.removeDuplicates()
        symbolNames = names
        for entry in variantEntries {
            let current = renames[entry.base] ?? entry.base
            let owner = symbols[current] == nil ? nil : current
            let localization = Localization(name: entry.name, suffix: entry.suffix, release: entry.release)
            variants[entry.name] = DataSet.Variant(localization: localization, baseName: entry.base, symbolName: owner)
            if let owner { symbols[owner]?.localizations.append(localization) }
        }
        for name in symbolNames where symbols[name]?.localizations.count ?? 0 > 1 {
            symbols[name]?.localizations.sort { $0.suffix.rawValue < $1.suffix.rawValue }
        }
    }

    private mutating func attachDetails() {
        for (legacy, target) in tables.legacyAliases {
            legacyAliases[legacy] = renames[target] ?? target
        }
        var oldNames = [String: Set<String>]()
        for (old, current) in renames where symbols[current] != nil { oldNames[current, default: []].insert(old) }
        for (old, current) in legacyAliases where symbols[current] != nil && symbols[old] == nil {
            oldNames[current, default: []].insert(old)
        }
        for (current, names) in oldNames { symbols[current]?.oldNames = names.sorted() }

        for (name, keys) in tables.symbolCategories where symbols[name] != nil {
            symbols[name]?.categories = keys
        }
        // SF 3.2 has `car.2 → [""]`: an empty keyword matches nothing, so it is dropped.
        for (name, words) in tables.keywords where symbols[name] != nil {
            symbols[name]?.keywords = words.contains(where: \.isEmpty) ? words.filter { !$0.isEmpty } : words
        }
        for (name, text) in tables.restrictions where symbols[name] != nil {
            symbols[name]?.restrictionAsWritten = text
        }
        for (name, text) in tables.deprecations where symbols[name] != nil {
            symbols[name]?.deprecation = text
        }
        for (name, text) in tables.unicodes where symbols[name] != nil {
            symbols[name]?.unicode = text.unicodeScalars.first
        }
        for (name, styles) in tables.styles where symbols[name] != nil {
            symbols[name]?.styles = styles
        }
        // The release each mode has in the file, as written: a renamed glyph keeps its older
        // year (SF 6 `document.on.document`: hierarchical 2021, multicolor 2022, under
        // `doc.on.doc` then). Moving it to the name's year made every rename a "change".
        for (name, modes) in tables.layersets where symbols[name] != nil {
            var asWritten = [Layerset: ReleaseID]()
            for (mode, release) in modes { asWritten[Layerset(rawValue: mode)] = releaseID(release) }
            symbols[name]?.layersets = asWritten
        }
        // Draw has no year in any file: it arrived in 2025, so a symbol has it from the later
        // of 2025 and its own release. An old name in the list stands for its current one.
        for listed in tables.drawSymbols {
            let name = renames[listed] ?? listed
            guard let introduced = symbols[name]?.introduced else { continue }
            symbols[name]?.layersets[.draw] = max(introduced, Layerset.drawRelease)
        }
    }
}

extension [String] {
    /// Drops each element equal to the one before it (duplicates of a sorted array).
    mutating func removeDuplicates() {
        var previous: String?
        removeAll { name in
            defer { previous = name }
            return name == previous
        }
    }
}
