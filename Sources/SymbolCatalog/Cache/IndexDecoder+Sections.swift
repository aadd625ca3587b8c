import CatalogFormats

/// The varint sections of an index: the eager one (read on every load) and the two deferred
/// ones (read on first use). Each must be read to its last byte.
extension IndexDecoder {
    /// What every load decodes: the version, the categories (a search matches their labels)
    /// and the style fonts (`glyph` and `glyphs` read them on every run).
    struct Eager: Sendable {
        let version: String?
        let categories: [SymbolCategory]
        let styleFonts: [String: StyleFont]
    }

    mutating func eager() throws(CacheIndexError) -> Eager {
        var cursor = IndexCursor(view.buffer, range: view.layout.eager)
        let version = try optionalString(&cursor)
        let categoryCount = try cursor.count()
        var categories = [SymbolCategory]()
        categories.reserveCapacity(categoryCount)
        for _ in 0..<categoryCount {
            let key = try string(cursor.number())
            let label = try string(cursor.number())
            categories.append(SymbolCategory(key: key, label: label, icon: try string(cursor.number())))
        }
        var styleFonts = [String: StyleFont]()
        for _ in 0..<(try cursor.count()) {
            let style = try string(cursor.number())
            let family = try string(cursor.number())
            let styleName = try string(cursor.number())
            let file = try string(cursor.number())
            let weight = Int(Int64(bitPattern: try cursor.varint()))
            styleFonts[style] = StyleFont(family: family, style: styleName, file: file, weight: weight)
        }
        try finish(cursor, "eager")
        return Eager(version: version, categories: categories, styleFonts: styleFonts)
    }

    mutating func releases() throws(CacheIndexError) -> [Release] {
        var cursor = IndexCursor(view.buffer, range: view.layout.releases)
        var releases = [Release]()
        for _ in 0..<(try cursor.count()) {
            let id = try release(cursor.number())
            let state = try cursor.varint()  // listed 1, inferred 2, unknown 0
            guard state <= 2 else { throw .malformed("release state \(state)") }
            var platforms = [Platform: String]()
            for (platform, version) in try map(&cursor) { platforms[Platform(rawValue: platform)] = version }
            releases.append(Release(id: id, platforms: platforms, isKnown: state != 0, isInferred: state == 2))
        }
        try finish(cursor, "releases")
        return releases
    }

    /// Renames (chains flattened) and legacy aliases (resolved through them).
    mutating func aliases() throws(CacheIndexError) -> (renames: [String: String], legacy: [String: String]) {
        var cursor = IndexCursor(view.buffer, range: view.layout.aliases)
        let renames = try map(&cursor)
        let legacy = try map(&cursor)
        try finish(cursor, "aliases")
        return (renames, legacy)
    }

    /// The raw tables, with the version, categories and style fonts of the eager section.
    mutating func tables(_ eager: Eager) throws(CacheIndexError) -> MetadataTables {
        var cursor = IndexCursor(view.buffer, range: view.layout.tables)
        var tables = MetadataTables()
        tables.version = eager.version
        tables.categories = eager.categories
        tables.styleFonts = eager.styleFonts
        let nameCount = try cursor.count()
        tables.names.reserveCapacity(nameCount)
        for _ in 0..<nameCount {
            let name = try string(cursor.number())
            tables.names.append((name, try release(cursor.number()).rawValue))
        }
        for _ in 0..<(try cursor.count()) {
            let name = try string(cursor.number())
            guard let format = PropertyListFormat(rawValue: try string(cursor.number())) else { throw .malformed("file format") }
            tables.files.append((name, format))
        }
        tables.releaseTable = try nestedMap(&cursor)
        tables.layersetReleaseTable = try nestedMap(&cursor)
        tables.layersets = try nestedMap(&cursor)
        tables.nameAliases = try map(&cursor)
        tables.legacyAliases = try map(&cursor)
        tables.symbolCategories = try listMap(&cursor)
        tables.keywords = try listMap(&cursor)
        tables.restrictions = try map(&cursor)
        tables.unicodes = try map(&cursor)
        tables.styles = try listMap(&cursor)
        tables.deprecations = try map(&cursor)
        tables.license = try optionalString(&cursor)
        for _ in 0..<(try cursor.count()) { tables.drawSymbols.append(try string(cursor.number())) }
        try finish(cursor, "tables")
        return tables
    }

    /// The names of the files the data set was read from, from the tables section (after
    /// its names), without decoding the tables.
    mutating func fileNames() throws(CacheIndexError) -> [String] {
        var cursor = IndexCursor(view.buffer, range: view.layout.tables)
        for _ in 0..<(try cursor.count()) {
            _ = try cursor.number()
            _ = try cursor.number()
        }
        let fileCount = try cursor.count()
        var names = [String]()
        names.reserveCapacity(fileCount)
        for _ in 0..<fileCount {
            names.append(try string(cursor.number()))
            _ = try cursor.number()
        }
        return names
    }

    /// Every name → its release, from the names at the start of the tables section (in file
    /// order, so a repeated name keeps its last release, as when joining).
    mutating func nameReleases() throws(CacheIndexError) -> [String: ReleaseID] {
        var cursor = IndexCursor(view.buffer, range: view.layout.tables)
        let nameCount = try cursor.count()
        var nameReleases = [String: ReleaseID](minimumCapacity: nameCount)
        for _ in 0..<nameCount {
            let name = try string(cursor.number())
            nameReleases[name] = try release(cursor.number())
        }
        return nameReleases
    }

    mutating func variants() throws(CacheIndexError) -> [String: DataSet.Variant] {
        var cursor = IndexCursor(view.buffer, range: view.layout.variants)
        let variantCount = try cursor.count()
        var variants = [String: DataSet.Variant](minimumCapacity: variantCount)
        for _ in 0..<variantCount {
            let name = try string(cursor.number())
            let localization = try localization(&cursor)
            let baseName = try string(cursor.number())
            variants[name] = DataSet.Variant(localization: localization, baseName: baseName, symbolName: try optionalString(&cursor))
        }
        try finish(cursor, "variants")
        return variants
    }

    // MARK: Collections

    private mutating func optionalString(_ cursor: inout IndexCursor) throws(CacheIndexError) -> String? {
        let number = try cursor.number()
        return number == 0 ? nil : try string(number - 1)
    }

    private mutating func map(_ cursor: inout IndexCursor) throws(CacheIndexError) -> [String: String] {
        let count = try cursor.count()
        var result = [String: String](minimumCapacity: count)
        for _ in 0..<count {
            let key = try string(cursor.number())
            result[key] = try string(cursor.number())
        }
        return result
    }

    private mutating func nestedMap(_ cursor: inout IndexCursor) throws(CacheIndexError) -> [String: [String: String]] {
        let count = try cursor.count()
        var result = [String: [String: String]](minimumCapacity: count)
        for _ in 0..<count {
            let key = try string(cursor.number())
            result[key] = try map(&cursor)
        }
        return result
    }

    private mutating func listMap(_ cursor: inout IndexCursor) throws(CacheIndexError) -> [String: [String]] {
        let count = try cursor.count()
        var result = [String: [String]](minimumCapacity: count)
        for _ in 0..<count {
            let key = try string(cursor.number())
            result[key] = try list(cursor.number())
        }
        return result
    }

    private func finish(_ cursor: IndexCursor, _ section: String) throws(CacheIndexError) {
        guard cursor.isAtEnd else { throw .malformed("\(section) section has \(cursor.end - cursor.offset) extra bytes") }
    }
}
