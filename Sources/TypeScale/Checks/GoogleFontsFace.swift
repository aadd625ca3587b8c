/// What fontbakery 1.1.0's vertical-metrics checks read of one face besides `hhea`, the typo
/// and the win values (``VerticalMetricsCheck`` keeps those): for
/// ``VerticalMetricsCheck/googleFontsChecks(_:)``.
struct GoogleFontsFace: Sendable, Hashable {
    /// OS/2 and `hhea` are present.
    let hasOS2: Bool, hasHhea: Bool
    /// OS/2 `fsSelection`, nil without OS/2.
    let fsSelection: Int?
    /// fontbakery's `get_bounding_box`, font units: for CFF outlines (`OTTO`) `head`'s yMin
    /// and yMax; else the lowest and highest stored `glyf` box, from 0 (an empty glyph has
    /// none). `head`'s box for a face whose `glyf` boxes cannot be read (WOFF2); nil for a
    /// face with neither `glyf` nor CFF (a bitmap font), where fontbakery's code raises.
    let box: (bottom: Int, top: Int)?
    /// How many characters of fontbakery's CJK ranges the best `cmap` maps (`is_cjk_font`:
    /// more than 150).
    let cjkCharacters: Int
    /// The glyph `typoascender_exceeds_Agrave` measures (`Agrave`, else `uni00C0`; by the
    /// `cmap` entry of U+00C0 in a font without glyph names, whose names fontTools makes
    /// from the `cmap`), and the exact top of its outline (fontTools' `BoundsPen`), or nil.
    let agrave: (name: String, top: Double?)?
    /// fontTools' `getBestFullName`: name IDs 21 + 22, 16 + 17, 1 + 2 (the family alone when
    /// the style is "Regular"), else 4, else 6.
    let fullName: String?

    /// fontbakery's `is_cjk_font`.
    var isCJK: Bool { cjkCharacters > 150 }

    /// fontbakery's `CJK_UNICODE_RANGES` (constants.py; CJK Symbols and Punctuation left
    /// out there too).
    static let cjkRanges: [ClosedRange<Int>] = [
        0x1100...0x11FF, 0x3040...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF, 0x3100...0x312F, 0x31A0...0x31BF,
        0x3130...0x318F, 0x3200...0x32FF, 0x3300...0x33FF, 0xAC00...0xD7AF, 0x4E00...0x9FFF, 0x2E80...0x2EFF,
        0x2F00...0x2FDF, 0x2FF0...0x2FFF, 0x3400...0x4DBF, 0x20000...0x2A6DF, 0x3190...0x319F, 0x31C0...0x31EF,
        0xF900...0xFAFF, 0x2F800...0x2FA1F,
    ]

    /// Reads the face `tables` and `face` (nil: bitmap only) read.
    init(tables: FontTables, face: FontFace?) throws {
        let head = try tables.head()
        let os2 = try tables.os2()
        hasOS2 = os2 != nil
        hasHhea = try tables.horizontalHeader() != nil
        fsSelection = os2?.fsSelection
        if tables.has("CFF ") || tables.has("CFF2") {
            box = (head.yMin, head.yMax)
        } else if let boxes = try? tables.glyphBounds() {
            var bottom = 0, top = 0
            for glyph in 0..<(try tables.glyphCount) {
                guard let box = try boxes.bounds(of: glyph) else { continue }
                bottom = min(bottom, Int(box.yMin))
                top = max(top, Int(box.yMax))
            }
            box = (bottom, top)
        } else {
            box = tables.has("glyf") ? (head.yMin, head.yMax) : nil
        }
        cjkCharacters = try tables.characterMap()?.mappedCount(in: Self.cjkRanges) ?? 0
        agrave = try face.flatMap { face -> (String, Double?)? in
            let found: (String, Int)?
            if face.hasGlyphNames {
                found = face.glyphIndex(named: "Agrave").map { ("Agrave", $0) } ?? face.glyphIndex(named: "uni00C0").map { ("uni00C0", $0) }
            } else {
                found = face.glyphIndex(for: "\u{C0}").map { ("Agrave", $0) }
            }
            guard let (name, index) = found else { return nil }
            return (name, try face.glyphMetrics(glyphIndex: index).bounds?.yMax)
        }
        let names = try tables.names()
        fullName = names.flatMap { names in
            for (family, style) in [(21, 22), (16, 17), (1, 2)] {
                guard let family = names.name(family), let style = names.name(style) else { continue }
                return style.lowercased() == "regular" ? family : family + " " + style
            }
            return names.name(4) ?? names.name(6)
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.hasOS2 == rhs.hasOS2 && lhs.hasHhea == rhs.hasHhea && lhs.fsSelection == rhs.fsSelection && lhs.box?.bottom == rhs.box?.bottom
            && lhs.box?.top == rhs.box?.top && lhs.cjkCharacters == rhs.cjkCharacters && lhs.agrave?.name == rhs.agrave?.name
            && lhs.agrave?.top == rhs.agrave?.top && lhs.fullName == rhs.fullName
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(box?.top)
        hasher.combine(fullName)
    }
}
