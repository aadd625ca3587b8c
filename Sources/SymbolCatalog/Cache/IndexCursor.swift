/// Reads the varint parts of a cache index in order (``IndexFormat``). Every read is
/// bounds-checked: a damaged file throws ``CacheIndexError/malformed(_:)``, never traps.
struct IndexCursor {
    let buffer: UnsafeRawBufferPointer
    private(set) var offset: Int
    let end: Int

    /// A cursor over the bytes `range` of `buffer`, which must outlive it.
    init(_ buffer: UnsafeRawBufferPointer, range: Range<Int>) {
        self.buffer = buffer
        offset = range.lowerBound
        end = range.upperBound
    }

    var isAtEnd: Bool { offset == end }

    @inline(__always)
    mutating func varint() throws(CacheIndexError) -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while offset < end {
            let byte = buffer[offset]
            offset += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
            guard shift < 64 else { throw .malformed("varint longer than 64 bits") }
        }
        throw .malformed("truncated varint")
    }

    /// A count of items that take at least a byte each: never more than the bytes left, so
    /// a damaged count cannot ask for a huge allocation.
    @inline(__always)
    mutating func count() throws(CacheIndexError) -> Int {
        let value = try varint()
        guard value <= UInt64(end - offset) else { throw .malformed("count \(value) exceeds the \(end - offset) bytes left") }
        return Int(value)
    }

    /// A table number (string, list, release): a varint that must fit a word.
    @inline(__always)
    mutating func number() throws(CacheIndexError) -> Int {
        let value = try varint()
        guard value <= UInt64(UInt32.max) else { throw .malformed("number \(value) out of range") }
        return Int(value)
    }

    mutating func fixed() throws(CacheIndexError) -> UInt64 {
        guard end - offset >= 8 else { throw .malformed("truncated word") }
        defer { offset += 8 }
        return UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// A string written in place (the key's).
    mutating func inlineString() throws(CacheIndexError) -> String {
        let length = try count()
        defer { offset += length }
        return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + length]), as: UTF8.self)
    }

    /// `count` fixed-width items of `width` bytes: their start, after checking they fit;
    /// the cursor moves past them.
    mutating func table(count: Int, width: Int) throws(CacheIndexError) -> Int {
        guard count >= 0, count <= (end - offset) / width else { throw .malformed("table of \(count) runs past the end") }
        defer { offset += count * width }
        return offset
    }

    mutating func skip(_ count: Int) throws(CacheIndexError) {
        guard count >= 0, count <= end - offset else { throw .malformed("skip of \(count) past the end") }
        offset += count
    }

    /// A section: its varint length, then its bytes, which are stepped over.
    mutating func section() throws(CacheIndexError) -> Range<Int> {
        let length = try count()
        defer { offset += length }
        return offset..<offset + length
    }

    /// The key, which comes first so that a stale index is rejected before anything else.
    mutating func key() throws(CacheIndexError) -> IndexKey {
        let folder = try inlineString()
        var sources = [SourceFingerprint]()
        for _ in 0..<(try count()) {
            let role = try inlineString()
            let path = try inlineString()
            sources.append(SourceFingerprint(
                role: role, path: path, size: Int64(bitPattern: try varint()),
                modifiedSeconds: Int64(bitPattern: try varint()), modifiedNanoseconds: Int64(bitPattern: try varint()),
                changedSeconds: Int64(bitPattern: try varint()), changedNanoseconds: Int64(bitPattern: try varint()),
                device: try varint(), inode: try varint(), contentHash: try fixed()))
        }
        return IndexKey(folder: folder, sources: sources, readSeconds: Int64(bitPattern: try varint()))
    }
}
