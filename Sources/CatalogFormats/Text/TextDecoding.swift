/// Turns the bytes of a text file into UTF-8, honouring a byte-order mark.
///
/// `.strings` files may be UTF-8 (with or without a BOM) or UTF-16 with a BOM in
/// either byte order; anything else must be valid UTF-8.
package enum TextDecoding {
    package static func utf8Bytes(of bytes: [UInt8]) throws(PropertyListError) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return try validatedUTF8(Array(bytes.dropFirst(3)))
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return try transcodeUTF16(bytes.dropFirst(2), bigEndian: false)
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return try transcodeUTF16(bytes.dropFirst(2), bigEndian: true)
        }
        return try validatedUTF8(bytes)
    }

    private static func validatedUTF8(_ bytes: [UInt8]) throws(PropertyListError) -> [UInt8] {
        // Pure ASCII is by far the common case; check it without decoding.
        if bytes.allSatisfy({ $0 < 0x80 }) { return bytes }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return bytes
            case .error: throw .invalidEncoding("invalid UTF-8 near byte \(offset)")
            }
        }
    }

    private static func transcodeUTF16(_ body: ArraySlice<UInt8>, bigEndian: Bool) throws(PropertyListError) -> [UInt8] {
        guard body.count % 2 == 0 else {
            throw .invalidEncoding("UTF-16 text with an odd number of bytes (\(body.count + 2))")
        }
        var units = [UInt16]()
        units.reserveCapacity(body.count / 2)
        var index = body.startIndex
        while index < body.endIndex {
            let first = UInt16(body[index]), second = UInt16(body[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var output = [UInt8]()
        output.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        var unitOffset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                UTF8.encode(scalar) { output.append($0) }
                unitOffset += UTF16.width(scalar)
            case .emptyInput:
                return output
            case .error:
                throw .invalidEncoding("invalid UTF-16 (unpaired surrogate) near byte \(2 + unitOffset * 2)")
            }
        }
    }
}
