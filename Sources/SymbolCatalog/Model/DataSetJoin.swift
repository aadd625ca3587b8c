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
        for entry in tables.names where isSymbol(entry.name) { names.append(entry.name) }
        names.sort()
        names.removeDuplicates()
        symbolNames = names
        var severalLocalizations = [String]()
        for entry in variantEntries {
            let current = renames[entry.base] ?? entry.base
            let owner = symbols.index(forKey: current)
            let localization = Localization(name: entry.name, suffix: entry.suffix, release: entry.release)
            variants[entry.name] = DataSet.Variant(localization: localization, baseName: entry.base, symbolName: owner.map { _ in current })
            guard let owner else { continue }
            symbols.values[owner].localizations.append(localization)
            if symbols.values[owner].localizations.count == 2 { severalLocalizations.append(current) }
        }
        for name in severalLocalizations {
            update(name) { $0.localizations.sort { $0.suffix.rawValue < $1.suffix.rawValue } }
        }
    }

    /// Changes the symbol `name` when there is one: its key hashed once, the symbol changed in
    /// place (`symbols[name]?.field = …` after a `symbols[name] != nil` test hashed twice and
    /// copied the symbol out for the test).
    private mutating func update(_ name: String, _ change: (inout Symbol) -> Void) {
        guard let index = symbols.index(forKey: name) else { return }
        change(&symbols.values[index])
    }

    private func isSymbol(_ name: String) -> Bool {
        symbols.index(forKey: name) != nil
    }

    private mutating func attachDetails() {
        for (legacy, target) in tables.legacyAliases {
            legacyAliases[legacy] = renames[target] ?? target
        }
        var oldNames = [String: Set<String>]()
        for (old, current) in renames where isSymbol(current) { oldNames[current, default: []].insert(old) }
        for (old, current) in legacyAliases where isSymbol(current) && !isSymbol(old) {
            oldNames[current, default: []].insert(old)
        }
        for (current, names) in oldNames { update(current) { $0.oldNames = names.sorted() } }

        for (name, keys) in tables.symbolCategories {
            update(name) { $0.categories = keys }
        }
        // SF 3.2 has `car.2 → [""]`: an empty keyword matches nothing, so it is dropped.
        for (name, words) in tables.keywords {
            update(name) { $0.keywords = words.contains(where: \.isEmpty) ? words.filter { !$0.isEmpty } : words }
        }
        for (name, text) in tables.restrictions {
            update(name) { $0.restrictionAsWritten = text }
        }
        for (name, text) in tables.deprecations {
            update(name) { $0.deprecation = text }
        }
        for (name, text) in tables.unicodes {
            update(name) { $0.unicode = text.unicodeScalars.first }
        }
        for (name, styles) in tables.styles {
            update(name) { $0.styles = styles }
        }
        // The release each mode has in the file, as written: a renamed glyph keeps its older
        // year (SF 6 `document.on.document`: hierarchical 2021, multicolor 2022, under
        // `doc.on.doc` then). Moving it to the name's year made every rename a "change".
        for (name, modes) in tables.layersets {
            guard let index = symbols.index(forKey: name) else { continue }
            var asWritten = [Layerset: ReleaseID](minimumCapacity: modes.count)
            for (mode, release) in modes { asWritten[Layerset(rawValue: mode)] = releaseID(release) }
            symbols.values[index].layersets = asWritten
        }
        // Draw has no year in any file: it arrived in 2025, so a symbol has it from the later
        // of 2025 and its own release. An old name in the list stands for its current one.
        for listed in tables.drawSymbols {
            let name = renames[listed] ?? listed
            update(name) { $0.layersets[.draw] = max($0.introduced, Layerset.drawRelease) }
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
