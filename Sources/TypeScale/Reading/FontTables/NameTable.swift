/// The `name` table's strings.
///
/// Records in the Unicode platform (0) and Windows Unicode encodings (3: 0, 1, 10) are
/// UTF-16BE; Macintosh Roman (1, 0) is decoded with the Mac OS Roman table; others are
/// skipped, as is a record that does not decode (an odd length, a lone surrogate). A record
/// is decoded when its name ID is asked for, not before: a font's license and description
/// records are most of the table.
public struct NameTable: Sendable {
    /// One decoded record.
    public struct Record: Sendable, Hashable {
        /// The record's platform, encoding, language and name IDs, as stored.
        public let platformID: Int, encodingID: Int, languageID: Int, nameID: Int
        /// The decoded string.
        public let value: String
    }

    /// Where one record's string is, as the record header says.
    private struct Entry: Sendable {
        let platformID: Int, encodingID: Int, languageID: Int, nameID: Int
        let offset: Int, length: Int
    }

    private let data: FontTableData
    /// The records whose strings lie within the table, in table order.
    private let entries: [Entry]

    /// Parses `data`'s record headers.
    public init(_ data: FontTableData) throws(FontTableError) {
        let count = try data.uint16(at: 2)
        let storage = try data.uint16(at: 4)
        try data.check(6, 12 * count)
        var entries = [Entry]()
        entries.reserveCapacity(count)
        for index in 0..<count {
            let at = 6 + 12 * index
            let length = try data.uint16(at: at + 8), offset = try data.uint16(at: at + 10)
            guard data.contains(storage + offset, length) else { continue }  // fontTools reads it as empty
            entries.append(Entry(platformID: try data.uint16(at: at), encodingID: try data.uint16(at: at + 2),
                                 languageID: try data.uint16(at: at + 4), nameID: try data.uint16(at: at + 6),
                                 offset: storage + offset, length: length))
        }
        self.data = data
        self.entries = entries
    }

    /// The decodable records, in table order (every string decoded).
    public var records: [Record] {
        entries.compactMap { entry in
            decode(entry).map {
                Record(platformID: entry.platformID, encodingID: entry.encodingID, languageID: entry.languageID,
                       nameID: entry.nameID, value: $0)
            }
        }
    }

    private func decode(_ entry: Entry) -> String? {
        guard let bytes = try? data.bytes(at: entry.offset, count: entry.length) else { return nil }
        return Self.decode(bytes, platform: entry.platformID, encoding: entry.encodingID)
    }

    /// The string of `nameID` as fontTools' `getDebugName` picks it: the first English record
    /// (Macintosh language 0 or Windows 0x409) in table order, else the last decodable one;
    /// nil when that string is empty (Python tests the string, and an empty one is false).
    public func name(_ nameID: Int) -> String? {
        var some: String?
        for entry in entries where entry.nameID == nameID {
            guard let value = decode(entry) else { continue }
            some = value
            if (entry.platformID, entry.languageID) == (1, 0) || (entry.platformID, entry.languageID) == (3, 0x409) { break }
        }
        return some?.isEmpty == false ? some : nil
    }

    /// The first of `nameIDs` that has a string (fontTools' `getFirstDebugName`).
    public func firstName(_ nameIDs: Int...) -> String? {
        for nameID in nameIDs {
            if let value = name(nameID) { return value }
        }
        return nil
    }

    /// The family name fontTools' `getBestFamilyName` gives: WWS family (21), typographic
    /// family (16), else family (1).
    public var bestFamilyName: String? { firstName(21, 16, 1) }
    /// The style name fontTools' `getBestSubFamilyName` gives: WWS subfamily (22),
    /// typographic subfamily (17), else subfamily (2).
    public var bestSubfamilyName: String? { firstName(22, 17, 2) }

    /// Family (1), full name (4), PostScript name (6), typographic family (16).
    public var familyName: String? { name(1) }
    /// Full name (4).
    public var fullName: String? { name(4) }
    /// PostScript name (6).
    public var postScriptName: String? { name(6) }
    /// Typographic family (16).
    public var typographicFamilyName: String? { name(16) }

    /// The string of UTF-16BE `bytes` when every unit is ASCII (each high byte 0, each low byte
    /// under 0x80), as most names are, taken straight from the low bytes; else nil. (Decoding
    /// through `UTF16` was a quarter of `metrics` on two thousand fonts.)
    static func asciiFromUTF16BigEndian(_ bytes: ArraySlice<UInt8>) -> String? {
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            guard bytes[index] == 0, bytes[index + 1] < 0x80 else { return nil }
            index += 2
        }
        let count = bytes.count / 2
        return String(unsafeUninitializedCapacity: count) { buffer in
            var source = bytes.startIndex + 1
            for target in 0..<count {
                buffer[target] = bytes[source]
                source += 2
            }
            return count
        }
    }

    static func decode(_ bytes: ArraySlice<UInt8>, platform: Int, encoding: Int) -> String? {
        switch (platform, encoding) {
        case (0, _), (3, 0), (3, 1), (3, 10):
            guard bytes.count % 2 == 0 else { return nil }
            if let ascii = asciiFromUTF16BigEndian(bytes) { return ascii }
            var units = [UInt16]()
            units.reserveCapacity(bytes.count / 2)
            var index = bytes.startIndex
            var surrogates = false
            while index < bytes.endIndex {
                let unit = UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
                surrogates = surrogates || unit & 0xF800 == 0xD800
                units.append(unit)
                index += 2
            }
            // Without surrogates every unit is a scalar: no pair to check.
            if !surrogates { return String(decoding: units, as: UTF16.self) }
            var scalars = String.UnicodeScalarView()
            let hadError = transcode(units.makeIterator(), from: UTF16.self, to: UTF32.self, stoppingOnError: true) { unit in
                if let scalar = Unicode.Scalar(unit) { scalars.append(scalar) }
            }
            return hadError ? nil : String(scalars)
        case (1, 0):
            if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
            var scalars = String.UnicodeScalarView()
            for byte in bytes {
                let value = byte < 0x80 ? UInt32(byte) : UInt32(macRoman[Int(byte) - 0x80])
                scalars.append(Unicode.Scalar(value)!)
            }
            return String(scalars)
        default:
            return nil
        }
    }

    /// Mac OS Roman bytes 0x80…0xFF as Unicode (Python's `mac_roman` codec).
    static let macRoman: [UInt16] = [
        0x00C4, 0x00C5, 0x00C7, 0x00C9, 0x00D1, 0x00D6, 0x00DC, 0x00E1, 0x00E0, 0x00E2, 0x00E4, 0x00E3, 0x00E5, 0x00E7, 0x00E9, 0x00E8, 0x00EA, 0x00EB, 0x00ED, 0x00EC, 0x00EE, 0x00EF, 0x00F1, 0x00F3, 0x00F2, 0x00F4, 0x00F6, 0x00F5, 0x00FA, 0x00F9, 0x00FB, 0x00FC, 0x2020, 0x00B0, 0x00A2, 0x00A3, 0x00A7, 0x2022, 0x00B6, 0x00DF, 0x00AE, 0x00A9, 0x2122, 0x00B4, 0x00A8, 0x2260, 0x00C6, 0x00D8, 0x221E, 0x00B1, 0x2264, 0x2265, 0x00A5, 0x00B5, 0x2202, 0x2211, 0x220F, 0x03C0, 0x222B, 0x00AA, 0x00BA, 0x03A9, 0x00E6, 0x00F8, 0x00BF, 0x00A1, 0x00AC, 0x221A, 0x0192, 0x2248, 0x2206, 0x00AB, 0x00BB, 0x2026, 0x00A0, 0x00C0, 0x00C3, 0x00D5, 0x0152, 0x0153, 0x2013, 0x2014, 0x201C, 0x201D, 0x2018, 0x2019, 0x00F7, 0x25CA, 0x00FF, 0x0178, 0x2044, 0x20AC, 0x2039, 0x203A, 0xFB01, 0xFB02, 0x2021, 0x00B7, 0x201A, 0x201E, 0x2030, 0x00C2, 0x00CA, 0x00C1, 0x00CB, 0x00C8, 0x00CD, 0x00CE, 0x00CF, 0x00CC, 0x00D3, 0x00D4, 0xF8FF, 0x00D2, 0x00DA, 0x00DB, 0x00D9, 0x0131, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9, 0x02DA, 0x00B8, 0x02DD, 0x02DB, 0x02C7,
    ]
}
