/// An opened cache index read in place: where each table of ``IndexFormat`` starts, and
/// random access to strings, lists and symbol records without decoding anything else. A
/// search scans symbols through this; nothing here allocates.
///
/// Every access is range-checked against the counts found when the index was opened and
/// returns nil (or an empty range) when a number is out of range, so a damaged index can
/// give wrong answers at worst, never a crash. (The payload passed its checksum, so only a
/// file made to pass it can be damaged in that way.)
struct IndexView {
    /// Where the tables are, found once per open.
    struct Layout: Sendable {
        var stringCount = 0
        var stringOffsets = 0
        var stringBytes = 0
        var stringByteCount = 0
        var releaseStrings = [Int]()
        var listCount = 0
        var listOffsets = 0
        var listItems = 0
        var listItemCount = 0
        var eager = 0..<0
        var symbolCount = 0
        var symbolRecords = 0
        var extras = 0..<0
        var releases = 0..<0
        var aliases = 0..<0
        var variants = 0..<0
        var tables = 0..<0
        var fuzzy = 0..<0
    }

    let buffer: UnsafeRawBufferPointer
    let layout: Layout

    init(_ buffer: UnsafeRawBufferPointer, layout: Layout) {
        self.buffer = buffer
        self.layout = layout
    }

    /// Finds the tables that follow the key; `cursor` stands just after the key.
    static func layout(after cursor: inout IndexCursor) throws(CacheIndexError) -> Layout {
        var layout = Layout()
        layout.stringCount = try cursor.count()
        layout.stringOffsets = try cursor.table(count: layout.stringCount + 1, width: 4)
        layout.stringByteCount = Int(word(cursor.buffer, layout.stringOffsets + 4 * layout.stringCount))
        layout.stringBytes = try cursor.table(count: layout.stringByteCount, width: 1)
        let releaseCount = try cursor.count()
        layout.releaseStrings.reserveCapacity(releaseCount)
        for _ in 0..<releaseCount { layout.releaseStrings.append(try cursor.number()) }
        layout.listCount = try cursor.count()
        layout.listOffsets = try cursor.table(count: layout.listCount + 1, width: 4)
        layout.listItemCount = Int(word(cursor.buffer, layout.listOffsets + 4 * layout.listCount))
        layout.listItems = try cursor.table(count: layout.listItemCount, width: 4)
        layout.eager = try cursor.section()
        layout.symbolCount = try cursor.count()
        layout.symbolRecords = try cursor.table(count: layout.symbolCount * IndexFormat.SymbolField.count, width: 4)
        layout.extras = try cursor.section()
        layout.releases = try cursor.section()
        layout.aliases = try cursor.section()
        layout.variants = try cursor.section()
        layout.tables = try cursor.section()
        layout.fuzzy = try cursor.section()
        guard cursor.isAtEnd else { throw .malformed("\(cursor.end - cursor.offset) bytes after the last section") }
        return layout
    }

    // MARK: Random access

    /// The UTF-8 bytes of string `number`, or nil when out of range.
    @inline(__always)
    func stringBytes(_ number: Int) -> UnsafeBufferPointer<UInt8>? {
        guard number >= 0, number < layout.stringCount else { return nil }
        let start = Int(Self.word(buffer, layout.stringOffsets + 4 * number))
        let end = Int(Self.word(buffer, layout.stringOffsets + 4 * number + 4))
        guard start <= end, end <= layout.stringByteCount else { return nil }
        return UnsafeRawBufferPointer(rebasing: buffer[(layout.stringBytes + start)..<(layout.stringBytes + end)])
            .assumingMemoryBound(to: UInt8.self)
    }

    /// The item positions of list `number` (empty when out of range); see ``item(_:)``.
    @inline(__always)
    func list(_ number: Int) -> Range<Int> {
        guard number >= 0, number < layout.listCount else { return 0..<0 }
        let start = Int(Self.word(buffer, layout.listOffsets + 4 * number))
        let end = Int(Self.word(buffer, layout.listOffsets + 4 * number + 4))
        guard start <= end, end <= layout.listItemCount else { return 0..<0 }
        return start..<end
    }

    /// The string number at item position `position` of a list range.
    @inline(__always)
    func item(_ position: Int) -> Int {
        Int(Self.word(buffer, layout.listItems + 4 * position))
    }

    /// Field `field` of symbol `index` (which must be below ``Layout/symbolCount``).
    @inline(__always)
    func field(_ field: IndexFormat.SymbolField, ofSymbol index: Int) -> Int {
        Int(Self.word(buffer, layout.symbolRecords + 4 * (index * IndexFormat.SymbolField.count + field.rawValue)))
    }

    @inline(__always)
    private static func word(_ buffer: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }
}
