#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One side of a diff of two whole data sets, read in place from its cache index
/// (``DataSetDiff/init(from:to:)``): the names as the index's bytes, in its name order, and
/// what a diff compares of each symbol checked there, so that only a symbol whose pair may
/// have changed is decoded.
///
/// Names are compared byte by byte, which is what Swift's `String` comparison does for ASCII
/// text only: a side whose names are not all ASCII, or not in strictly increasing byte order
/// (a damaged index), is not made, and the diff goes through ``DataSetView`` instead. Any
/// other text that differs in its bytes and is not all ASCII is compared as `String`s.
struct IndexedDiffSide: DiffSide {
    let dataSet: DataSet
    let indexed: IndexedData
    /// Valid only within the ``IndexedData/withView(_:)`` call that made it.
    let view: IndexView
    let aspects: Set<DataSetView.Aspect>

    var label: String { dataSet.name }
    var renames: [String: String] { dataSet.renames }
    var count: Int { view.layout.symbolCount }

    init?(_ dataSet: DataSet, _ indexed: IndexedData, _ view: IndexView) {
        self.dataSet = dataSet
        self.indexed = indexed
        self.view = view
        var previous: UnsafeBufferPointer<UInt8>?
        for index in 0..<view.layout.symbolCount {
            guard let name = view.stringBytes(view.field(.name, ofSymbol: index)), Self.isASCII(name) else { return nil }
            if let previous, Self.order(previous, name) >= 0 { return nil }
            previous = name
        }
        aspects = DataSetView.aspects(reading: indexed.fileNames())
    }

    /// The name of symbol `index` (below ``count``), as the index's bytes.
    func nameBytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        view.stringBytes(view.field(.name, ofSymbol: index)) ?? UnsafeBufferPointer(start: nil, count: 0)
    }

    func name(_ index: Int) -> String { String(decoding: nameBytes(index), as: UTF8.self) }

    /// The position of current name `name`, or nil.
    func index(of name: String) -> Int? {
        var text = name
        return text.withUTF8 { key -> Int? in
            guard Self.isASCII(key) else {
                // Another spelling may equal an ASCII name as a String (U+212A is K).
                return (0..<count).first { self.name($0) == name }
            }
            var (low, high) = (0, count)
            while low < high {
                let middle = (low + high) / 2
                let order = Self.order(nameBytes(middle), key)
                if order == 0 { return middle }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    func has(_ name: String) -> Bool { index(of: name) != nil }

    /// The current name `name`, which is not one, stands for here, as
    /// ``DataSetView/currentName(resolving:in:)`` finds it: a rename, else a legacy alias,
    /// whose target is current (a variant stands for nothing); a code-point name the long way.
    func currentName(resolving name: String) -> String? {
        if let current = dataSet.renames[name], let index = index(of: current) { return self.name(index) }
        if let current = dataSet.legacyAliases[name], let index = index(of: current) { return self.name(index) }
        if DataSet.codePoint(in: name) != nil { return DataSetView.currentName(resolving: name, in: dataSet) }
        return nil
    }

    /// What a diff compares of symbol `index`, decoded.
    func entry(_ index: Int) -> DataSetView.Entry? {
        indexed.symbol(at: index, in: view).map { DataSetView.entry($0, release: $0.introduced, until: nil) }
    }

    /// False when symbol `index` here and symbol `other` of `side` carry the same categories,
    /// keywords, restriction, rendering modes and localizations, and (`sameName`: the diff
    /// compares it only then) release; true when they may differ (then both are decoded and
    /// compared).
    func mayDiffer(_ index: Int, from side: IndexedDiffSide, _ other: Int, sameName: Bool) -> Bool {
        func field(_ field: IndexFormat.SymbolField) -> Int { view.field(field, ofSymbol: index) }
        func otherField(_ field: IndexFormat.SymbolField) -> Int { side.view.field(field, ofSymbol: other) }
        if sameName {
            guard let introduced = release(field(.introduced)), introduced == side.release(otherField(.introduced)) else { return true }
        }
        guard sameList(field(.categories), side, otherField(.categories)),
              sameList(field(.keywords), side, otherField(.keywords)) else { return true }
        let (restriction, otherRestriction) = (field(.restriction), otherField(.restriction))
        if restriction != 0 || otherRestriction != 0 {
            guard restriction != 0, otherRestriction != 0, sameString(restriction - 1, side, otherRestriction - 1) else { return true }
        }
        let (extras, otherExtras) = (field(.extras), otherField(.extras))
        if extras == Int(UInt32.max) && otherExtras == Int(UInt32.max) { return false }
        guard extras != Int(UInt32.max), otherExtras != Int(UInt32.max) else { return true }
        return (try? sameExtras(extras, side, otherExtras)) != true
    }

    // MARK: Comparing in place

    func release(_ number: Int) -> ReleaseID? {
        indexed.releaseIDs.indices.contains(number) ? indexed.releaseIDs[number] : nil
    }

    private func sameString(_ number: Int, _ side: IndexedDiffSide, _ other: Int) -> Bool {
        guard let bytes = view.stringBytes(number), let otherBytes = side.view.stringBytes(other) else { return false }
        if Self.order(bytes, otherBytes) == 0 { return true }
        if Self.isASCII(bytes) && Self.isASCII(otherBytes) { return false }
        return String(decoding: bytes, as: UTF8.self) == String(decoding: otherBytes, as: UTF8.self)
    }

    private func sameList(_ number: Int, _ side: IndexedDiffSide, _ other: Int) -> Bool {
        let (items, otherItems) = (view.list(number), side.view.list(other))
        guard items.count == otherItems.count else { return false }
        for (item, otherItem) in zip(items, otherItems) where !sameString(view.item(item), side, side.view.item(otherItem)) {
            return false
        }
        return true
    }

    /// The rendering modes and localizations at `offset` of the extras (``IndexWriter``'s
    /// layout: modes sorted, localizations in the symbol's order) against `side`'s at `other`.
    private func sameExtras(_ offset: Int, _ side: IndexedDiffSide, _ other: Int) throws(CacheIndexError) -> Bool {
        guard offset < view.layout.extras.count, other < side.view.layout.extras.count else { return false }
        var cursor = IndexCursor(view.buffer, range: view.layout.extras)
        var otherCursor = IndexCursor(side.view.buffer, range: side.view.layout.extras)
        try cursor.skip(offset)
        try otherCursor.skip(other)
        let layersets = try cursor.count()
        guard layersets == (try otherCursor.count()) else { return false }
        for _ in 0..<layersets {
            guard sameString(try cursor.number(), side, try otherCursor.number()),
                  let release = release(try cursor.number()), release == side.release(try otherCursor.number()) else { return false }
        }
        let localizations = try cursor.count()
        guard localizations == (try otherCursor.count()) else { return false }
        for _ in 0..<localizations {
            guard sameString(try cursor.number(), side, try otherCursor.number()),
                  sameString(try cursor.number(), side, try otherCursor.number()),
                  let release = release(try cursor.number()), release == side.release(try otherCursor.number()) else { return false }
        }
        return true
    }

    // MARK: Bytes

    /// Negative, zero or positive as `a` sorts before, with or after `b`, byte by byte.
    static func order(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(a.count, b.count)
        if common > 0, let x = a.baseAddress, let y = b.baseAddress {
            let order = memcmp(x, y, common)
            if order != 0 { return Int(order) }
        }
        return a.count - b.count
    }

    /// True when no byte has its high bit set (eight at a time).
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(bytes)
        var any: UInt64 = 0
        var offset = 0
        while offset + 8 <= raw.count {
            any |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < raw.count {
            any |= UInt64(raw[offset])
            offset += 1
        }
        return any & 0x8080_8080_8080_8080 == 0
    }
}
