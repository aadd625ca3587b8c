extension IndexWriter {
    /// Bytes being written: LEB128 varints, fixed little-endian words, inline strings.
    struct Sink {
        var bytes = [UInt8]()

        mutating func varint(_ value: UInt64) {
            var rest = value
            while rest >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        mutating func count(_ value: Int) { varint(UInt64(value)) }

        /// A 4-byte little-endian word (offsets, numbers in fixed-width tables).
        mutating func word(_ value: Int) {
            for index in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
        }

        mutating func fixed(_ value: UInt64) {
            for index in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
        }

        /// A string written in place (the key, read before the string table).
        mutating func text(_ text: String) {
            count(text.utf8.count)
            bytes.append(contentsOf: text.utf8)
        }
    }
}
