extension DataSet {
    /// Joins raw tables into symbols. Never fails: whatever does not hold together is
    /// reported by ``checkInvariants()`` rather than dropped silently.
    public init(name: String, location: String, tables: MetadataTables) {
        self.name = name
        self.version = tables.version
        self.location = location
        self.tables = tables
        buildReleases()
        renames = Self.flatten(tables.nameAliases)
        buildSymbols()
        attachDetails()
    }

    /// Known releases from both tables (`name_availability` wins), plus every release a file
    /// references that no table lists, with unknown OS versions.
    private mutating func buildReleases() {
        var known = tables.layersetReleaseTable
        known.merge(tables.releaseTable) { _, names in names }
        var referenced = Set(tables.names.map(\.release))
        for entry in tables.layersets.values { referenced.formUnion(entry.values) }
        for (id, versions) in known {
            let platforms = Dictionary(uniqueKeysWithValues: versions.map { (Platform(rawValue: $0.key), $0.value) })
            releaseIndex[ReleaseID(id)] = Release(id: ReleaseID(id), platforms: platforms)
        }
        for id in referenced where known[id] == nil {
            releaseIndex[ReleaseID(id)] = Release(id: ReleaseID(id), platforms: [:], isKnown: false)
        }
        releases = releaseIndex.values.sorted { $0.id < $1.id }
    }

    /// Follows `old → new` until the target is not itself an old name. Apple flattens
    /// chains already; ours may not be. A cycle stops at the last name before repeating.
    static func flatten(_ aliases: [String: String]) -> [String: String] {
        var flat = [String: String](minimumCapacity: aliases.count)
        for (old, new) in aliases {
            var target = new
            var seen: Set<String> = [old]
            while let next = aliases[target], !seen.contains(target) {
                seen.insert(target)
                target = next
            }
            flat[old] = target
        }
        return flat
    }

    private mutating func buildSymbols() {
        var releasesByName = [String: ReleaseID](minimumCapacity: tables.names.count)
        // A few dozen distinct release strings serve thousands of names: parse each once.
        var parsed = [String: ReleaseID]()
        for entry in tables.names {
            if let id = parsed[entry.release] {
                releasesByName[entry.name] = id
            } else {
                let id = ReleaseID(entry.release)
                parsed[entry.release] = id
                releasesByName[entry.name] = id
            }
        }
        nameReleases = releasesByName
        symbols.reserveCapacity(releasesByName.count)
        var variantEntries = [(name: String, base: String, suffix: LocalizationSuffix, release: ReleaseID)]()
        for (name, release) in releasesByName where renames[name] == nil {
            if let (base, suffix) = LocalizationSuffix.split(name, exists: { releasesByName[String($0)] != nil }) {
                variantEntries.append((name, String(base), suffix, release))
            } else {
                symbols[name] = Symbol(name: name, introduced: release)
            }
        }
        symbolNames = symbols.keys.sorted()
        for entry in variantEntries {
            let current = renames[entry.base] ?? entry.base
            let owner = symbols[current] == nil ? nil : current
            let localization = Localization(name: entry.name, suffix: entry.suffix, release: entry.release)
            variants[entry.name] = Variant(localization: localization, baseName: entry.base, symbolName: owner)
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

        categories = tables.categories
        for (name, keys) in tables.symbolCategories where symbols[name] != nil {
            symbols[name]?.categories = keys
        }
        // SF 3.2 has `car.2 → [""]`: an empty keyword matches nothing, so it is dropped.
        for (name, words) in tables.keywords where symbols[name] != nil {
            symbols[name]?.keywords = words.filter { !$0.isEmpty }
        }
        for (name, text) in tables.restrictions where symbols[name] != nil {
            symbols[name]?.restriction = Self.normalizeWhitespace(text)
        }
        for (name, text) in tables.unicodes where symbols[name] != nil {
            symbols[name]?.unicode = text.unicodeScalars.first
        }
        for (name, styles) in tables.styles where symbols[name] != nil {
            symbols[name]?.styles = styles
        }
        var parsed = [String: ReleaseID]()
        for (name, modes) in tables.layersets {
            guard let introduced = symbols[name]?.introduced else { continue }
            var effective = [Layerset: ReleaseID]()
            for (mode, release) in modes {
                let id = parsed[release] ?? ReleaseID(release)
                parsed[release] = id
                effective[Layerset(rawValue: mode)] = max(introduced, id)
            }
            symbols[name]?.layersets = effective
        }
    }

    /// SF 6 writes three restriction texts with U+00A0 between words: every run of
    /// Unicode whitespace becomes one space, and the ends are trimmed.
    static func normalizeWhitespace(_ text: String) -> String {
        // Most texts are already clean: single ASCII spaces, no space at either end.
        var previousWasSpace = true
        let isClean = text.utf8.allSatisfy { byte in
            defer { previousWasSpace = byte == 0x20 }
            return byte == 0x20 ? !previousWasSpace : byte > 0x20 && byte < 0x7F || byte >= 0x80 && byte != 0xC2
        }
        if isClean && !previousWasSpace { return text }
        var bytes = [UInt8]()
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            // Unicode properties are slow to look up: ASCII is decided by hand.
            let isWhitespace = scalar.isASCII
                ? scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0B}" || scalar == "\u{0C}"
                : scalar.properties.isWhitespace
            if isWhitespace {
                pendingSpace = !bytes.isEmpty
            } else {
                if pendingSpace { bytes.append(0x20) }
                pendingSpace = false
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
