/// The `name` table's strings.
///
/// Records in the Unicode platform (0) and Windows Unicode encodings (3: 0, 1, 10) are
/// UTF-16BE; Macintosh Roman (1, 0) is decoded with the Mac OS Roman table; others are
/// skipped, as is a record that does not decode (an odd length, a lone surrogate).
public struct NameTable: Sendable, Hashable {
    /// One decoded record.
    public struct Record: Sendable, Hashable {
        public let platformID: Int, encodingID: Int, languageID: Int, nameID: Int
        public let value: String
    }

    /// The decodable records, in table order.
    public let records: [Record]

    /// Parses `data`.
    public init(_ data: FontTableData) throws(FontTableError) {
        let count = try data.uint16(at: 2)
        let storage = try data.uint16(at: 4)
        try data.check(6, 12 * count)
        var records = [Record]()
        for index in 0..<count {
            let at = 6 + 12 * index
            let platform = try data.uint16(at: at), encoding = try data.uint16(at: at + 2)
            let language = try data.uint16(at: at + 4), nameID = try data.uint16(at: at + 6)
            let length = try data.uint16(at: at + 8), offset = try data.uint16(at: at + 10)
            guard data.contains(storage + offset, length) else { continue }  // fontTools reads it as empty
            let bytes = try data.bytes(at: storage + offset, count: length)
            guard let value = Self.decode(bytes, platform: platform, encoding: encoding) else { continue }
            records.append(Record(platformID: platform, encodingID: encoding, languageID: language, nameID: nameID, value: value))
        }
        self.records = records
    }

    /// The string of `nameID` as fontTools' `getDebugName` picks it: the first English record
    /// (Macintosh language 0 or Windows 0x409) in table order, else the last decodable one.
    public func name(_ nameID: Int) -> String? {
        var some: String?
        for record in records where record.nameID == nameID {
            some = record.value
            if (record.platformID, record.languageID) == (1, 0) || (record.platformID, record.languageID) == (3, 0x409) {
                return record.value
            }
        }
        return some
    }

    /// Family (1), full name (4), PostScript name (6), typographic family (16).
    public var familyName: String? { name(1) }
    public var fullName: String? { name(4) }
    public var postScriptName: String? { name(6) }
    public var typographicFamilyName: String? { name(16) }

    static func decode(_ bytes: ArraySlice<UInt8>, platform: Int, encoding: Int) -> String? {
        switch (platform, encoding) {
        case (0, _), (3, 0), (3, 1), (3, 10):
            guard bytes.count % 2 == 0 else { return nil }
            var units = [UInt16]()
            units.reserveCapacity(bytes.count / 2)
            var index = bytes.startIndex
            while index < bytes.endIndex {
                units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
                index += 2
            }
            var scalars = String.UnicodeScalarView()
            let hadError = transcode(units.makeIterator(), from: UTF16.self, to: UTF32.self, stoppingOnError: true) { unit in
                if let scalar = Unicode.Scalar(unit) { scalars.append(scalar) }
            }
            return hadError ? nil : String(scalars)
        case (1, 0):
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
