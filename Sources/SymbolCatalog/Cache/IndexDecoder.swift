/// Makes Swift values from an ``IndexView``: symbols, the eager section, and the deferred
/// sections. Each distinct string and string list is made once per decoder and then shared
/// by every table and symbol that holds it (the strings of a data set are few compared with
/// the places they appear in).
struct IndexDecoder {
    let view: IndexView
    let releaseIDs: [ReleaseID]
    private var strings: [String?]
    private var lists: [[String]?]

    /// A decoder with the release ids already made (``IndexedData`` keeps them). With
    /// `sharing` false nothing is remembered, which suits decoding a few symbols.
    init(_ view: IndexView, releaseIDs: [ReleaseID], sharing: Bool = true) {
        self.view = view
        self.releaseIDs = releaseIDs
        strings = sharing ? Array(repeating: nil, count: view.layout.stringCount) : []
        lists = sharing ? Array(repeating: nil, count: view.layout.listCount) : []
    }

    /// A decoder that makes the release ids itself and remembers nothing (for opening an
    /// index: the eager section has few repeated strings).
    init(_ view: IndexView) throws(CacheIndexError) {
        self.init(view, releaseIDs: [], sharing: false)
        var releaseIDs = [ReleaseID]()
        releaseIDs.reserveCapacity(view.layout.releaseStrings.count)
        for number in view.layout.releaseStrings { releaseIDs.append(ReleaseID(try string(number))) }
        self = IndexDecoder(view, releaseIDs: releaseIDs, sharing: false)
    }

    // MARK: Values

    mutating func string(_ number: Int) throws(CacheIndexError) -> String {
        guard let bytes = view.stringBytes(number) else { throw .malformed("string \(number) of \(view.layout.stringCount)") }
        guard !strings.isEmpty else { return String(decoding: bytes, as: UTF8.self) }
        if let known = strings[number] { return known }
        let made = String(decoding: bytes, as: UTF8.self)
        strings[number] = made
        return made
    }

    mutating func list(_ number: Int) throws(CacheIndexError) -> [String] {
        guard number >= 0, number < view.layout.listCount else { throw .malformed("list \(number) of \(view.layout.listCount)") }
        if !lists.isEmpty, let known = lists[number] { return known }
        let range = view.list(number)
        var made = [String]()
        made.reserveCapacity(range.count)
        for position in range { made.append(try string(view.item(position))) }
        if !lists.isEmpty { lists[number] = made }
        return made
    }

    func release(_ number: Int) throws(CacheIndexError) -> ReleaseID {
        guard number >= 0, number < releaseIDs.count else { throw .malformed("release \(number) of \(releaseIDs.count)") }
        return releaseIDs[number]
    }

    // MARK: Symbols

    /// Symbol `index` of the name-ordered records.
    mutating func symbol(at index: Int) throws(CacheIndexError) -> Symbol {
        guard index >= 0, index < view.layout.symbolCount else { throw .malformed("symbol \(index) of \(view.layout.symbolCount)") }
        func field(_ field: IndexFormat.SymbolField) -> Int { view.field(field, ofSymbol: index) }
        let name = try string(field(.name))
        var unicode: Unicode.Scalar?
        if field(.unicode) > 0 {
            guard let scalar = Unicode.Scalar(UInt32(field(.unicode) - 1)) else { throw .malformed("code point of \(name)") }
            unicode = scalar
        }
        var layersets = [Layerset: ReleaseID]()
        var localizations = [Localization]()
        if field(.extras) != Int(UInt32.max) {
            var cursor = IndexCursor(view.buffer, range: view.layout.extras)
            guard field(.extras) < view.layout.extras.count else { throw .malformed("extras of \(name)") }
            try cursor.skip(field(.extras))
            let layersetCount = try cursor.count()
            layersets.reserveCapacity(layersetCount)
            for _ in 0..<layersetCount {
                let layerset = Layerset(rawValue: try string(cursor.number()))
                layersets[layerset] = try release(cursor.number())
            }
            let localizationCount = try cursor.count()
            localizations.reserveCapacity(localizationCount)
            for _ in 0..<localizationCount { localizations.append(try localization(&cursor)) }
        }
        let introduced = try release(field(.introduced))
        let categories = try list(field(.categories))
        let keywords = try list(field(.keywords))
        let restriction: String? = field(.restriction) > 0 ? try string(field(.restriction) - 1) : nil
        let deprecation: String? = field(.deprecation) > 0 ? try string(field(.deprecation) - 1) : nil
        let styles = try list(field(.styles))
        let oldNames = try list(field(.oldNames))
        return Symbol(
            name: name, introduced: introduced, categories: categories, keywords: keywords, restrictionAsWritten: restriction,
            layersets: layersets, unicode: unicode, localizations: localizations, styles: styles, oldNames: oldNames,
            deprecation: deprecation)
    }

    /// Every symbol, in name order.
    mutating func symbols() throws(CacheIndexError) -> [Symbol] {
        var symbols = [Symbol]()
        symbols.reserveCapacity(view.layout.symbolCount)
        for index in 0..<view.layout.symbolCount { symbols.append(try symbol(at: index)) }
        return symbols
    }

    mutating func localization(_ cursor: inout IndexCursor) throws(CacheIndexError) -> Localization {
        let name = try string(cursor.number())
        let rawSuffix = try string(cursor.number())
        guard let suffix = LocalizationSuffix.byRawValue[rawSuffix] else { throw .malformed("unknown suffix '\(rawSuffix)'") }
        return Localization(name: name, suffix: suffix, release: try release(cursor.number()))
    }
}
