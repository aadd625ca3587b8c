/// Encodes a loaded data set, with the key it was loaded under, as a cache index (layout in
/// ``IndexFormat``). Dictionaries are written in a fixed order (``numbered(_:)``), so the
/// same sources always give the same bytes. ``IndexView`` reads it in place.
struct IndexWriter {
    /// The varint section being written: the eager part, then the deferred ones.
    var body = Sink()
    /// Every text written, numbered by its bytes.
    private var strings: ByteStringTable
    private var releaseIDs = [Int]()
    /// Release numbers by their text's string number, -1 for a text that is no release.
    private var releaseNumbers = [Int]()
    /// Every list of string numbers written, numbered by its bytes: each number a 4-byte
    /// little-endian word, as the index holds them.
    private var lists = ByteStringTable()
    private var listsByStorage = [UInt: Int]()

    /// The whole index file: header, key, tables of strings, releases and lists, the eager
    /// part, the symbol records, then the deferred sections, the last `typoIndex` (nil: the
    /// mark of one not built).
    static func encode(_ dataSet: DataSet, key: IndexKey, typoIndex: FuzzyIndex?) -> [UInt8] {
        // Every name, and about as many other texts (releases, keywords, restrictions): the
        // table grows once instead of placing every string again at each doubling.
        var writer = IndexWriter(
            strings: ByteStringTable(capacity: 2 * dataSet.tables.names.count), lists: ByteStringTable(capacity: dataSet.tables.names.count))
        writer.writeEager(dataSet)
        let eager = writer.body.bytes
        let (records, extras) = writer.writeSymbols(dataSet.orderedSymbols)
        writer.body = Sink()
        writer.writeReleases(dataSet.releases)
        let releases = writer.body.bytes
        writer.body = Sink()
        writer.pairs(dataSet.renames)
        writer.pairs(dataSet.legacyAliases)
        let aliases = writer.body.bytes
        writer.body = Sink()
        writer.writeVariants(dataSet.variants)
        let variants = writer.body.bytes
        writer.body = Sink()
        writer.writeTables(dataSet.tables)
        let tables = writer.body.bytes
        let fuzzy = Self.fuzzySection(typoIndex)

        var payload = Sink()
        payload.text(key.folder)
        payload.count(key.sources.count)
        for source in key.sources {
            payload.text(source.role)
            payload.text(source.path)
            payload.varint(UInt64(bitPattern: source.size))
            payload.varint(UInt64(bitPattern: source.modifiedSeconds))
            payload.varint(UInt64(bitPattern: source.modifiedNanoseconds))
            payload.varint(UInt64(bitPattern: source.changedSeconds))
            payload.varint(UInt64(bitPattern: source.changedNanoseconds))
            payload.varint(source.device)
            payload.varint(source.inode)
            payload.fixed(source.contentHash)
        }
        payload.varint(UInt64(bitPattern: key.readSeconds))
        payload.count(writer.strings.count)
        for offset in writer.strings.starts { payload.word(offset) }
        payload.bytes.append(contentsOf: writer.strings.bytes)
        payload.count(writer.releaseIDs.count)
        for number in writer.releaseIDs { payload.count(number) }
        payload.count(writer.lists.count)
        for start in writer.lists.starts { payload.word(start / 4) }
        payload.bytes.append(contentsOf: writer.lists.bytes)
        payload.count(eager.count)
        payload.bytes.append(contentsOf: eager)
        payload.count(dataSet.orderedSymbols.count)
        payload.bytes.append(contentsOf: records.bytes)
        payload.count(extras.bytes.count)
        payload.bytes.append(contentsOf: extras.bytes)
        // The deferred sections say their length, so that a load can step over them.
        payload.count(releases.count)
        payload.bytes.append(contentsOf: releases)
        payload.count(aliases.count)
        payload.bytes.append(contentsOf: aliases)
        payload.count(variants.count)
        payload.bytes.append(contentsOf: variants)
        payload.count(tables.count)
        payload.bytes.append(contentsOf: tables)
        payload.count(fuzzy.count)
        payload.bytes.append(contentsOf: fuzzy)
        return IndexFormat.header(for: payload.bytes) + payload.bytes
    }

    // MARK: Sections, in file order

    /// The raw tables but their version, categories and style fonts, which the eager part holds. The
    /// names come first: the name → release map is read from them alone.
    private mutating func writeTables(_ tables: MetadataTables) {
        body.count(tables.names.count)
        for entry in tables.names {
            string(entry.name)
            release(entry.release)
        }
        body.count(tables.files.count)
        for file in tables.files {
            string(file.name)
            string(file.format.rawValue)
        }
        nestedPairs(tables.releaseTable)
        nestedPairs(tables.layersetReleaseTable)
        nestedPairs(tables.layersets)
        pairs(tables.nameAliases)
        pairs(tables.legacyAliases)
        listMap(tables.symbolCategories)
        listMap(tables.keywords)
        pairs(tables.restrictions)
        pairs(tables.unicodes)
        listMap(tables.styles)
        pairs(tables.deprecations)
        optionalString(tables.license)
        body.count(tables.drawSymbols.count)
        for name in tables.drawSymbols { string(name) }
    }

    /// What every load decodes: the version, the categories (a search matches labels) and
    /// the style fonts (`glyph` and `glyphs` read them on every run).
    private mutating func writeEager(_ dataSet: DataSet) {
        optionalString(dataSet.version)
        body.count(dataSet.categories.count)
        for category in dataSet.categories {
            string(category.key)
            string(category.label)
            string(category.icon)
        }
        body.count(dataSet.styleFonts.count)
        for (style, font) in dataSet.styleFonts.sorted(by: { $0.key < $1.key }) {
            string(style)
            string(font.family)
            string(font.style)
            string(font.file)
            body.varint(UInt64(bitPattern: Int64(font.weight)))
        }
    }

    private mutating func writeReleases(_ releases: [Release]) {
        body.count(releases.count)
        for entry in releases {
            release(entry.id.rawValue)
            body.count(entry.isInferred ? 2 : entry.isKnown ? 1 : 0)  // listed 1, inferred 2, unknown 0
            pairs(Dictionary(uniqueKeysWithValues: entry.platforms.map { ($0.key.rawValue, $0.value) }))
        }
    }

    /// One fixed-width record per symbol (``IndexFormat/SymbolField``), so that a search can
    /// read any symbol's fields in place; rendering modes and localizations, which vary in
    /// number, go to the extras area, which the record points into.
    private mutating func writeSymbols(_ symbols: [Symbol]) -> (records: Sink, extras: Sink) {
        var records = Sink()
        var extras = Sink()
        records.bytes.reserveCapacity(symbols.count * IndexFormat.SymbolField.count * 4)
        for symbol in symbols {
            // In ``IndexFormat/SymbolField`` order.
            let name = number(of: symbol.name)
            let introduced = releaseNumber(symbol.introduced.rawValue)
            let categories = listNumber(symbol.categories)
            let keywords = listNumber(symbol.keywords)
            let oldNames = listNumber(symbol.oldNames)
            let styles = listNumber(symbol.styles)
            let restriction = symbol.restrictionAsWritten.map { number(of: $0) + 1 } ?? 0
            let unicode = symbol.unicode.map { Int($0.value) + 1 } ?? 0
            let extrasOffset: Int
            if symbol.layersets.isEmpty && symbol.localizations.isEmpty {
                extrasOffset = Int(UInt32.max)
            } else {
                extrasOffset = extras.bytes.count
                extras.count(symbol.layersets.count)
                for (layerset, id) in symbol.layersets.sorted(by: { $0.key < $1.key }) {
                    extras.count(number(of: layerset.rawValue))
                    extras.count(releaseNumber(id.rawValue))
                }
                extras.count(symbol.localizations.count)
                for localization in symbol.localizations {
                    extras.count(number(of: localization.name))
                    extras.count(number(of: localization.suffix.rawValue))
                    extras.count(releaseNumber(localization.release.rawValue))
                }
            }
            let deprecation = symbol.deprecation.map { number(of: $0) + 1 } ?? 0
            for field in [name, introduced, categories, keywords, oldNames, styles, restriction, unicode, extrasOffset, deprecation] {
                records.word(field)
            }
        }
        return (records, extras)
    }

    private mutating func writeVariants(_ variants: [String: DataSet.Variant]) {
        body.count(variants.count)
        for (name, variant) in numbered(variants) {
            body.count(name)
            localization(variant.localization)
            string(variant.baseName)
            optionalString(variant.symbolName)
        }
    }

    // MARK: Values

    private mutating func localization(_ localization: Localization) {
        string(localization.name)
        string(localization.suffix.rawValue)
        release(localization.release.rawValue)
    }

    // Dictionaries in a fixed order, so that the same sources give the same bytes: keys the
    // string table already holds by their number (an integer sort; most are symbol names,
    // numbered in name order by the records), then new keys sorted as text. Sorting them
    // all as text cost SF 6.0's index 24 M of its 115 M instructions.

    private mutating func pairs(_ map: [String: String]) {
        body.count(map.count)
        for (number, value) in numbered(map) {
            body.count(number)
            string(value)
        }
    }

    private mutating func nestedPairs(_ map: [String: [String: String]]) {
        body.count(map.count)
        for (number, value) in numbered(map) {
            body.count(number)
            pairs(value)
        }
    }

    private mutating func listMap(_ map: [String: [String]]) {
        body.count(map.count)
        for (number, value) in numbered(map) {
            body.count(number)
            list(value)
        }
    }

    /// The entries of `map` as (key's string number, value), in the order above; a key the
    /// table lacks is numbered here, in text order.
    private mutating func numbered<Value>(_ map: [String: Value]) -> [(number: Int, value: Value)] {
        var known = [(number: Int, value: Value)]()
        known.reserveCapacity(map.count)
        var new = [(key: String, value: Value)]()
        for (key, value) in map {
            if let number = strings.find(key) { known.append((number, value)) } else { new.append((key, value)) }
        }
        known.sort { $0.number < $1.number }
        new.sort { $0.key < $1.key }
        for (key, value) in new { known.append((number(of: key), value)) }
        return known
    }

    private mutating func string(_ text: String) {
        body.count(number(of: text))
    }

    /// 0 for nil, else the string's number + 1.
    private mutating func optionalString(_ text: String?) {
        body.count(text.map { number(of: $0) + 1 } ?? 0)
    }

    private mutating func release(_ rawValue: String) {
        body.count(releaseNumber(rawValue))
    }

    private mutating func list(_ values: [String]) {
        body.count(listNumber(values))
    }

    private mutating func releaseNumber(_ rawValue: String) -> Int {
        let string = number(of: rawValue)
        while releaseNumbers.count <= string { releaseNumbers.append(-1) }
        if releaseNumbers[string] < 0 {
            releaseNumbers[string] = releaseIDs.count
            releaseIDs.append(string)
        }
        return releaseNumbers[string]
    }

    /// The number of list `values`. A list the data set holds twice in one storage (a
    /// symbol's keywords are its table entry) is numbered once: by the storage's address,
    /// which stays the list's while the data set, alive through the encoding, holds it.
    private mutating func listNumber(_ values: [String]) -> Int {
        let storage = values.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        if storage != 0, let known = listsByStorage[storage] { return known }
        let number = listNumber(contents: values)
        if storage != 0 { listsByStorage[storage] = number }
        return number
    }

    private mutating func listNumber(contents values: [String]) -> Int {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: values.count * 4) { words in
            for (index, value) in values.enumerated() {
                let number = number(of: value)
                for byte in 0..<4 { words[4 * index + byte] = UInt8(truncatingIfNeeded: number >> (8 * byte)) }
            }
            return lists.number(UnsafeBufferPointer(words)).number
        }
    }

    mutating func number(of text: String) -> Int {
        strings.number(of: text).number
    }
}
