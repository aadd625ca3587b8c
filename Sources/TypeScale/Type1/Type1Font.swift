import CatalogSystem

/// What the metrics need of a Type 1 font, read from its PFB file without FreeType: the names
/// of the public dictionary, the number of glyphs, and the outlines of `H` and `x`.
///
/// The private part is decrypted only where its text is (the dictionary's keys and each
/// entry's `/name length RD`); the binary charstrings and subroutines between are passed over
/// with ``EexecCipher/skip(_:)`` and decrypted only for the glyphs measured. Every value is
/// FreeType 2.12's (`t1load.c`, `t1objs.c`); where FreeType would read a font in a way this
/// reader does not follow (multiple master, synthetic font, a FontMatrix other than 1/1000,
/// `seac`, an unknown OtherSubr, a name FreeType's Unicode map could take for `H` or `x` besides
/// `H` and `x` themselves, text its tokenizer refuses) it throws, and FreeType reads the font.
struct Type1Font {
    let path: String
    /// `/FontName`, without the slash.
    let fontName: String?
    /// `/FamilyName`, `/FullName` and `/Weight` of FontInfo, as written between the parentheses.
    let familyName: String?
    let fullName: String?
    let weight: String?
    /// The number of entries of `/CharStrings`.
    let glyphCount: Int
    /// The charstrings of `H` and `x` (decrypted, without their `lenIV` leading bytes), or
    /// `nil` for a glyph the font does not have.
    let capitalH: [UInt8]?
    let smallX: [UInt8]?
    /// The subroutines (decrypted like the charstrings), by number.
    let subroutines: [[UInt8]?]
    /// Every glyph's name and charstring, in the font's order, when read with
    /// `keepingEveryGlyph`; else empty.
    let everyGlyph: [(name: String, charString: [UInt8])]

    /// Reads the PFB Type 1 font at `path` (at most `limit` bytes).
    /// - Throws: ``Type1Error`` when FreeType is to read the file instead.
    init(path: String, limit: FileSizeLimit, keepingEveryGlyph: Bool = false) throws(Type1Error) {
        try self.init(program: Type1Program(path: path, limit: limit), keepingEveryGlyph: keepingEveryGlyph)
    }

    init(program: Type1Program, keepingEveryGlyph: Bool = false) throws(Type1Error) {
        path = program.path
        let publicPart = program.publicDictionary
        fontName = publicPart.fontName
        familyName = publicPart.familyName
        fullName = publicPart.fullName
        weight = publicPart.weight
        let privatePart = try program.withCipherText { (cipher: UnsafeRawBufferPointer) throws(Type1Error) -> PrivateDictionary in
            try PrivateDictionary(cipher, keepingEveryGlyph: keepingEveryGlyph)
        }
        glyphCount = privatePart.glyphCount
        capitalH = privatePart.capitalH
        smallX = privatePart.smallX
        subroutines = privatePart.subroutines
        everyGlyph = privatePart.everyGlyph
    }

    /// FreeType's family name: `/FamilyName`, else `/FontName`.
    var freeTypeFamilyName: String? { familyName ?? fontName }

    /// FreeType's style name (`T1_Face_Init`): what `/FullName` has after the family name
    /// (spaces and hyphens in either skipped), "Regular" when the two are the same; else
    /// `/Weight`, else "Regular".
    var freeTypeStyleName: String {
        if let family = familyName.map({ Array($0.utf8) }), let full = fullName.map({ Array($0.utf8) }) {
            var fullIndex = 0, familyIndex = 0
            func at(_ bytes: [UInt8], _ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
            while fullIndex < full.count {
                let fullByte = full[fullIndex], familyByte = at(family, familyIndex)
                if fullByte == familyByte {
                    fullIndex += 1
                    familyIndex += 1
                } else if fullByte == UInt8(ascii: " ") || fullByte == UInt8(ascii: "-") {
                    fullIndex += 1
                } else if familyByte == UInt8(ascii: " ") || familyByte == UInt8(ascii: "-") {
                    familyIndex += 1
                } else {
                    if familyByte == 0 { return String(decoding: full[fullIndex...], as: UTF8.self) }
                    return weight ?? "Regular"
                }
            }
            return "Regular"
        }
        return weight ?? "Regular"
    }
}

extension Type1Font {
    /// The public dictionary's names, checked to be a plain Type 1 font at 1000 units per em.
    struct PublicDictionary {
        var fontName: String?
        var familyName: String?
        var fullName: String?
        var weight: String?
        /// Where the `eexec` token and the white-space byte after it end, when the text has
        /// the token (where FreeType, and this reading, stop).
        var eexecEnd: Int?

        init(_ clearText: UnsafeRawBufferPointer) throws(Type1Error) {
            var scanner = PostScriptScanner(PlainBytes(clearText))
            var fontType: Double?
            var matrixIsStandard = false
            while let token = scanner.nextToken() {
                if token == .word, scanner.textIs("eexec") {
                    if scanner.isAtTokenBoundary { eexecEnd = scanner.source.position }
                    break
                }
                if token == .delimiter(UInt8(ascii: "{")) {
                    guard scanner.skipProcedure() else { throw Type1Error("unterminated procedure") }
                    continue
                }
                if token == .delimiter(UInt8(ascii: "}")) { throw Type1Error("} outside a procedure") }
                guard token == .literal else { continue }
                if scanner.textIs("FontName") {
                    guard scanner.nextToken() == .literal else { throw Type1Error("FontName is not a name") }
                    fontName = try Self.text(scanner.text)
                } else if scanner.textIs("FamilyName") {
                    familyName = try Self.string(&scanner)
                } else if scanner.textIs("FullName") {
                    fullName = try Self.string(&scanner)
                } else if scanner.textIs("Weight") {
                    weight = try Self.string(&scanner)
                } else if scanner.textIs("version") || scanner.textIs("Notice") {
                    // FreeType refuses a font whose string fields hold neither a string nor a name.
                    guard let value = scanner.nextToken(), value == .string || value == .literal else {
                        throw Type1Error("FontInfo value is not a string")
                    }
                } else if scanner.textIs("FontType") {
                    guard case .number(let value) = scanner.nextToken() else { throw Type1Error("FontType") }
                    fontType = value
                } else if scanner.textIs("FontMatrix") {
                    matrixIsStandard = Self.readsStandardMatrix(&scanner)
                } else if scanner.textIs("FontBBox") {
                    // FreeType refuses a box of anything but four numbers.
                    guard Self.numbers(&scanner)?.count == 4 else { throw Type1Error("FontBBox") }
                } else if scanner.textIs("BlendAxisTypes") || scanner.textIs("BlendDesignPositions")
                            || scanner.textIs("BlendDesignMap") || scanner.textIs("Blend") || scanner.textIs("WeightVector") {
                    throw Type1Error("multiple master")
                }
            }
            // FreeType refuses the font for text its tokenizer cannot read.
            guard !scanner.failed else { throw Type1Error("text FreeType's tokenizer refuses") }
            guard fontType == 1 else { throw Type1Error("FontType is not 1") }
            // Another matrix makes FreeType scale the outlines and set units per em from it.
            guard matrixIsStandard else { throw Type1Error("FontMatrix other than [0.001 0 0 0.001 0 0]") }
        }

        /// Whether the next tokens are `[0.001 0 0 0.001 0 0]` (or in braces).
        private static func readsStandardMatrix(_ scanner: inout PostScriptScanner<PlainBytes>) -> Bool {
            numbers(&scanner) == [0.001, 0, 0, 0.001, 0, 0]
        }

        /// The numbers of the array or procedure that follows, up to its closing bracket;
        /// `nil` when something else is in it.
        private static func numbers(_ scanner: inout PostScriptScanner<PlainBytes>) -> [Double]? {
            guard let open = scanner.nextToken(),
                  open == .delimiter(UInt8(ascii: "[")) || open == .delimiter(UInt8(ascii: "{")) else { return nil }
            let close = open == .delimiter(UInt8(ascii: "[")) ? UInt8(ascii: "]") : UInt8(ascii: "}")
            var values = [Double]()
            while let token = scanner.nextToken() {
                switch token {
                case .number(let value): values.append(value)
                case .delimiter(close): return values
                default: return nil
                }
            }
            return nil
        }

        /// The next token's string, as written (FreeType keeps escapes as they are).
        private static func string(_ scanner: inout PostScriptScanner<PlainBytes>) throws(Type1Error) -> String {
            guard scanner.nextToken() == .string else { throw Type1Error("FontInfo value is not a string") }
            return try text(scanner.text)
        }

        /// `bytes` as FreeType's C string reads: refused with a NUL inside.
        private static func text(_ bytes: [UInt8]) throws(Type1Error) -> String {
            guard !bytes.contains(0) else { throw Type1Error("NUL in a name") }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
