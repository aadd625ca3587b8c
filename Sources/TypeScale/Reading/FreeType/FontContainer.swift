/// The decompressed size a WOFF or WOFF2 file declares, read from its headers before
/// FreeType decompresses it: FreeType allocates what the header asks for, so a 2.4 MB WOFF
/// can stand for gigabytes. Checked against the same limit as a font file's own size.
enum FontContainer {
    /// `WOFF` or `WOFF2` and the largest size its headers declare for the decompressed font
    /// (`totalSfntSize`, and the sum of the tables' original and transformed lengths); nil
    /// for any other format. A header cut short declares nothing here (FreeType then
    /// reports it as it does).
    static func declaredSize(_ bytes: UnsafeRawBufferPointer) -> (format: String, size: Int)? {
        guard bytes.count >= 4 else { return nil }
        switch uint32(bytes, 0) {
        case 0x774F_4646: return woff(bytes).map { ("WOFF", $0) }
        case 0x774F_4632: return woff2(bytes).map { ("WOFF2", $0) }
        default: return nil
        }
    }

    /// WOFF 1.0: a 44-byte header (`totalSfntSize` at 16), then 20-byte table entries with
    /// `origLength` at 12.
    static func woff(_ bytes: UnsafeRawBufferPointer) -> Int? {
        guard bytes.count >= 44 else { return nil }
        let tables = Int(uint16(bytes, 12))
        var total = 12 + 16 * tables
        for table in 0..<tables {
            let entry = 44 + 20 * table
            guard entry + 20 <= bytes.count else { break }
            total += (Int(uint32(bytes, entry + 12)) + 3) & ~3
        }
        return max(Int(uint32(bytes, 16)), total)
    }

    /// WOFF2: a 48-byte header (`totalSfntSize` at 16), then per table a flags byte, an
    /// optional tag, `origLength` and, for a transformed table, `transformLength` (both
    /// UIntBase128).
    static func woff2(_ bytes: UnsafeRawBufferPointer) -> Int? {
        guard bytes.count >= 48 else { return nil }
        let tables = Int(uint16(bytes, 12))
        var position = 48
        var original = 12 + 16 * tables, stream = 0
        for _ in 0..<tables {
            guard position < bytes.count else { break }
            let flags = bytes[position]
            position += 1
            let tagIndex = flags & 0x3F, transform = flags >> 6
            if tagIndex == 0x3F { position += 4 }
            guard let length = base128(bytes, &position) else { break }
            original += (length + 3) & ~3
            // glyf (10) and loca (11) are transformed unless version 3; the others only when not 0.
            let transformed = tagIndex == 10 || tagIndex == 11 ? transform != 3 : transform != 0
            if transformed {
                guard let transformLength = base128(bytes, &position) else { break }
                stream += transformLength
            } else {
                stream += length
            }
        }
        return max(Int(uint32(bytes, 16)), original, stream)
    }

    /// A UIntBase128 (1 to 5 bytes, 7 bits each, high bit: more follow).
    static func base128(_ bytes: UnsafeRawBufferPointer, _ position: inout Int) -> Int? {
        var value = 0
        for _ in 0..<5 {
            guard position < bytes.count else { return nil }
            let byte = bytes[position]
            position += 1
            value = value << 7 | Int(byte & 0x7F)
            if byte & 0x80 == 0 { return value }
        }
        return nil
    }

    static func uint32(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        (offset..<offset + 4).reduce(0) { $0 << 8 | UInt32(bytes[$1]) }
    }

    static func uint16(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }
}
