internal import CFreeType

// Strings from the SFNT `name` table, for the names FreeType does not hand out itself (axis and
// named-instance names of variable fonts).

extension FontFace {
    /// The PostScript name (`FT_Get_Postscript_Name`; for a named instance FreeType builds the
    /// instance's name), or `nil` when the font has none.
    public var postScriptName: String? {
        FT_Get_Postscript_Name(handle).map { String(cString: $0) }
    }

    /// The font format as FreeType names it (`FT_Get_Font_Format`): `"TrueType"`, `"CFF"`,
    /// `"Type 1"`, `"CID Type 1"`, `"BDF"`, `"PCF"`, `"Type 42"`, `"PFR"` or `"Windows FNT"`.
    /// WOFF and WOFF2 files report the format they wrap.
    public var format: String {
        FT_Get_Font_Format(handle).map { String(cString: $0) } ?? "unknown"
    }

    /// The string with name ID `nameID` from the `name` table, or `nil` when there is none
    /// (or the face is not SFNT-based).
    ///
    /// Preference: Windows Unicode in US English, then any Windows or Unicode-platform record,
    /// then Macintosh Roman in English; UTF-16 records are decoded as UTF-16BE, Macintosh ones
    /// as Latin-1 (exact for the ASCII names fonts use).
    func name(id nameID: Int) -> String? {
        let count = FT_Get_Sfnt_Name_Count(handle)
        var best: (rank: Int, value: String)?
        for index in 0..<count {
            var record = FT_SfntName()
            guard FT_Get_Sfnt_Name(handle, index, &record) == 0, Int(record.name_id) == nameID,
                  let rank = Self.rank(platform: record.platform_id, encoding: record.encoding_id,
                                       language: record.language_id),
                  rank < (best?.rank ?? .max) else { continue }
            let bytes = Array(UnsafeBufferPointer(start: record.string, count: Int(record.string_len)))
            best = (rank, rank < 3 ? Self.decodeUTF16BigEndian(bytes) : String(decoding: bytes.map { UInt16($0) }, as: UTF16.self))
        }
        return best?.value
    }

    /// Lower is better; `nil` for encodings we do not decode.
    private static func rank(platform: FT_UShort, encoding: FT_UShort, language: FT_UShort) -> Int? {
        switch (platform, encoding) {
        case (3, 1) where language == 0x0409: 0         // Windows, Unicode BMP, en-US
        case (3, 1), (3, 10): 1                         // Windows, other languages or full Unicode
        case (0, _): 2                                  // Unicode platform
        case (1, 0) where language == 0: 3              // Macintosh Roman, English
        default: nil
        }
    }

    private static func decodeUTF16BigEndian(_ bytes: [UInt8]) -> String {
        let units = stride(from: 0, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
        return String(decoding: units, as: UTF16.self)
    }
}
