import CatalogSystem

extension Type1Font {
    /// What the private part gives: `lenIV`, the subroutines, the number of charstrings and
    /// those of `H` and `x`, read as FreeType's `parse_subrs` and `parse_charstrings` read them
    /// (`dup index length RD <binary> NP` and `/name length RD <binary> ND`, whatever the
    /// `RD`, `NP` and `ND` procedures are called).
    struct PrivateDictionary {
        private(set) var glyphCount = 0
        private(set) var capitalH: [UInt8]?
        private(set) var smallX: [UInt8]?
        private(set) var subroutines: [[UInt8]?] = []
        /// Every glyph's name and charstring, when asked for (the reference tests measure them all).
        private(set) var everyGlyph: [(name: String, charString: [UInt8])] = []

        /// A run of the cipher text and the key at its start: a binary string, or a glyph name
        /// to spell out again.
        private struct BinaryString {
            let start: Int
            let count: Int
            let key: UInt16
        }

        init(_ cipher: UnsafeRawBufferPointer, keepingEveryGlyph: Bool = false) throws(Type1Error) {
            var scanner = PostScriptScanner(DecryptingBytes(cipher))
            for _ in 0..<4 { _ = scanner.source.nextByte() }  // four random bytes lead the plain text
            var lenIV = 4
            var subroutineStrings = [BinaryString?]()
            var glyphStrings: (capitalH: BinaryString?, smallX: BinaryString?) = (nil, nil)
            var hasNotdef = false, hasSpace = false
            var kept = [(name: String, string: BinaryString)]()
            var charStringsRead = false
            var subroutinesRead = false, privateSeen = false
            while !charStringsRead, let token = scanner.nextToken() {
                if token == .word, scanner.textIs("FontDirectory") { throw Type1Error("synthetic font") }
                guard token == .literal else { continue }
                // FreeType takes lenIV, Subrs and CharStrings only after /Private (and the
                // public part's keys only before it).
                if scanner.textIs("Private") {
                    privateSeen = true
                    continue
                }
                if !privateSeen, scanner.textIs("lenIV") || scanner.textIs("Subrs") || scanner.textIs("CharStrings") {
                    throw Type1Error("lenIV, Subrs or CharStrings before /Private")
                }
                if scanner.textIs("lenIV") {
                    guard case .number(let value) = scanner.nextToken(), value == value.rounded(), abs(value) < 256 else {
                        throw Type1Error("lenIV")
                    }
                    lenIV = Int(value)
                } else if scanner.textIs("Subrs") {
                    guard !subroutinesRead else { throw Type1Error("Subrs twice") }  // FreeType keeps the first
                    subroutineStrings = try Self.readSubroutines(&scanner)
                    subroutinesRead = true
                } else if scanner.textIs("CharStrings") {
                    try Self.readCharStrings(&scanner) { (name, spelling, string) throws(Type1Error) in
                        glyphCount += 1
                        if keepingEveryGlyph {
                            // The whole name (the reading keeps eight bytes), decrypted again.
                            var decrypting = EexecCipher(key: spelling.key)
                            let spelled = decrypting.decrypt(UnsafeRawBufferPointer(rebasing: cipher[spelling.start..<(spelling.start + spelling.count)]))
                            kept.append((String(decoding: spelled, as: UTF8.self), string))
                        }
                        switch name {
                        case .notdef: hasNotdef = true
                        case .space: hasSpace = true
                        case .capitalH:
                            guard glyphStrings.capitalH == nil else { throw Type1Error("two glyphs H") }
                            glyphStrings.capitalH = string
                        case .smallX:
                            guard glyphStrings.smallX == nil else { throw Type1Error("two glyphs x") }
                            glyphStrings.smallX = string
                        case .otherForH, .otherForX: throw Type1Error("another glyph name for H or x")
                        case .other: break
                        }
                    }
                    charStringsRead = true
                }
            }
            // FreeType reads on to `closefile`, and refuses the font for what it cannot read there;
            // a private key read again there would change what it reads.
            try scanner.skipToClosefile(refusing: ["lenIV", "Subrs", "CharStrings", "Private"])
            guard charStringsRead else { throw Type1Error("no CharStrings") }
            // Without /.notdef FreeType adds one.
            guard hasNotdef else { throw Type1Error("no .notdef") }
            // FreeType looks H and x up in the Unicode map it builds from the glyph names. A
            // font with neither has one (and no H or x in it) when it has `space` (U+0020);
            // without any name psnames knows, FreeType may look them up in another map.
            guard glyphStrings.capitalH != nil || glyphStrings.smallX != nil || hasSpace else {
                throw Type1Error("neither H, x nor space")
            }
            func plain(_ string: BinaryString?) -> [UInt8]? {
                string.map { Self.charString(cipher, $0, lenIV: lenIV) }
            }
            capitalH = plain(glyphStrings.capitalH)
            smallX = plain(glyphStrings.smallX)
            subroutines = subroutineStrings.map(plain)
            everyGlyph = kept.map { ($0.name, Self.charString(cipher, $0.string, lenIV: lenIV)) }
        }

        /// A charstring decrypted twice: from the cipher text (its key), then with the
        /// charstring key, without its `lenIV` leading bytes (`lenIV` -1: not encrypted).
        private static func charString(_ cipher: UnsafeRawBufferPointer, _ string: BinaryString, lenIV: Int) -> [UInt8] {
            var outer = EexecCipher(key: string.key)
            var bytes = outer.decrypt(UnsafeRawBufferPointer(rebasing: cipher[string.start..<(string.start + string.count)]))
            guard lenIV >= 0 else { return bytes }
            var inner = EexecCipher(key: EexecCipher.charStringKey)
            for index in bytes.indices { bytes[index] = inner.decrypt(bytes[index]) }
            return Array(bytes.dropFirst(lenIV))
        }

        /// After `/Subrs`: `count array`, then up to `count` entries `dup index length RD
        /// <binary>` each followed by `NP` (or `|`, or `noaccess put`).
        private static func readSubroutines(_ scanner: inout PostScriptScanner<DecryptingBytes>) throws(Type1Error) -> [BinaryString?] {
            guard case .number(let declared) = scanner.nextToken(), declared >= 0, declared < 65536,
                  scanner.nextToken() == .word, scanner.textIs("array"), scanner.isAtTokenBoundary else { throw Type1Error("Subrs") }
            let count = Int(declared)
            var strings = [BinaryString?](repeating: nil, count: count)
            var read = 0
            while read < count {
                let word = try scanner.source.nextWord()
                if word == .np || word == .bar || word == .noaccess || word == .put { continue }
                guard word == .dup else { throw Type1Error("Subrs entry") }
                let index = try scanner.source.nextCount()
                guard index < count else { throw Type1Error("Subrs index") }
                strings[index] = try binaryString(&scanner.source)
                read += 1
            }
            return strings
        }

        /// After `/CharStrings`: `count dict dup begin`, then entries `/name length RD
        /// <binary>` each followed by `ND` (or `|-`, or `noaccess def`), up to `end`.
        private static func readCharStrings(
            _ scanner: inout PostScriptScanner<DecryptingBytes>,
            _ entry: (GlyphName, _ spelling: BinaryString, BinaryString) throws(Type1Error) -> Void
        ) throws(Type1Error) {
            guard case .number(let declared) = scanner.nextToken(), declared >= 1 else { throw Type1Error("CharStrings") }
            while true {
                guard scanner.nextToken() == .word else { throw Type1Error("CharStrings") }
                if scanner.textIs("begin") { break }
            }
            guard scanner.isAtTokenBoundary else { throw Type1Error("CharStrings") }
            var read = 0
            while let head = try scanner.source.nextCharStringHead() {
                switch head {
                case .entry(let name, let nameStart, let nameKey, let length):
                    read += 1
                    // FreeType reads at most the count declared.
                    guard Double(read) <= declared else { throw Type1Error("more CharStrings than declared") }
                    let string = BinaryString(start: scanner.source.position, count: length, key: scanner.source.cipher.key)
                    guard scanner.source.skip(length) else { throw Type1Error("binary string past the end") }
                    try entry(GlyphName(name), BinaryString(start: nameStart, count: name.count, key: nameKey), string)
                case .word(let word):
                    if word == .end { return }
                }
            }
            throw Type1Error("CharStrings without end")
        }

        /// `length RD ` and the binary string after it, passed over.
        private static func binaryString(_ source: inout DecryptingBytes) throws(Type1Error) -> BinaryString {
            let length = try source.nextCount()
            _ = try source.nextWord()  // RD, -| or whatever the font calls it; one white-space byte after
            let string = BinaryString(start: source.position, count: length, key: source.cipher.key)
            guard source.skip(length) else { throw Type1Error("binary string past the end") }
            return string
        }
    }

    /// How a glyph name bears on the Unicode map FreeType builds from the names (psnames'
    /// `ps_unicode_value`): `H` and `x` themselves; names it could map to U+0048 or U+0078 as
    /// well (`uni0048`, `u0078`, `H.alt`, …); anything else.
    enum GlyphName: Equatable {
        case notdef, space, capitalH, smallX, otherForH, otherForX, other

        init(_ name: ShortWord) {
            switch name.byte(0) {
            case UInt8(ascii: "H"):
                self = name.count == 1 ? .capitalH : (name.byte(1) == UInt8(ascii: ".") ? .otherForH : .other)
            case UInt8(ascii: "x"):
                self = name.count == 1 ? .smallX : (name.byte(1) == UInt8(ascii: ".") ? .otherForX : .other)
            case UInt8(ascii: "."):
                self = name == Self.notdefName ? .notdef : .other
            case UInt8(ascii: "s"):
                self = name == Self.spaceName ? .space : .other
            case UInt8(ascii: "u"):
                self = Self.unicodeName(name.bytes) ?? .other
            default:
                self = .other
            }
        }

        private static let notdefName = ShortWord(".notdef"), spaceName = ShortWord("space")

        /// `uniXXXX` or `uXXXX[XX]` (with any suffix after a dot) whose first four digits (or
        /// fewer) are 0048 or 0078: a name psnames could map to H or x.
        private static func unicodeName(_ name: [UInt8]) -> GlyphName? {
            let digitsStart = name.starts(with: "uni".utf8) ? 3 : 1
            var value: UInt32 = 0, digits = 0
            var index = digitsStart
            while index < name.count, name[index] != UInt8(ascii: "."), digits < 4 {
                guard let digit = name[index].hexadecimalDigitValue else { return nil }
                value = value << 4 | UInt32(digit)
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            return value == 0x48 ? .otherForH : value == 0x78 ? .otherForX : nil
        }
    }
}
