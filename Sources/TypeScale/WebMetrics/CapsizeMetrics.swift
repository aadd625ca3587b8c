/// A face's metrics as Capsize's font-metrics object holds them (`@capsizecss/metrics`,
/// `@capsizecss/unpack`), in font units: what `createStyleObject` and `createFontStack` take.
///
/// ``ascent``, ``descent`` and ``lineGap`` are `hhea`'s, as Capsize reads them; ``capHeight``
/// and ``xHeight`` are OS/2's (version 2 or later, not 0), else measured from the top of the
/// `H` and `x` glyphs (Capsize would have none); ``xWidthAvg`` is the frequency-weighted
/// average advance of the Latin subset.
public struct CapsizeMetrics: Sendable, Hashable {
    /// The family name (name ID 1), or `nil`.
    public let familyName: String?
    /// The full name (name ID 4), or `nil`.
    public let fullName: String?
    /// The PostScript name (name ID 6), or `nil`.
    public let postscriptName: String?
    /// From PANOSE and `post.isFixedPitch`, or nil when the font does not say.
    public let category: FontCategory?
    /// Cap height in font units, or nil when there is none (no OS/2 value, no `H`).
    public let capHeight: Int?
    /// `hhea.ascender`.
    public let ascent: Int
    /// `hhea.descender`: **negative**, as Capsize has it.
    public let descent: Int
    /// `hhea.lineGap`.
    public let lineGap: Int
    /// Units per em: the font units every length here is in.
    public let unitsPerEm: Int
    /// x-height in font units, or nil.
    public let xHeight: Int?
    /// The average advance width of the Latin subset (U+0020–U+007F, U+00A0–U+00FF), each
    /// character weighted by its frequency in English text (``CharacterFrequencies/english``),
    /// combining marks left out, a character without a glyph counted as OS/2
    /// `xAvgCharWidth`; rounded half up, as JavaScript's `Math.round`.
    public let xWidthAvg: Int
    /// Where ``capHeight`` and ``xHeight`` come from.
    public let capHeightSource: HeightMeasurement.Source
    /// Where ``xHeight`` comes from (OS/2, the `x` glyph's top, or none).
    public let xHeightSource: HeightMeasurement.Source

    /// Creates metrics from their values.
    public init(familyName: String?, fullName: String?, postscriptName: String?, category: FontCategory?,
                capHeight: HeightMeasurement, ascent: Int, descent: Int, lineGap: Int, unitsPerEm: Int,
                xHeight: HeightMeasurement, xWidthAvg: Int) {
        self.familyName = familyName
        self.fullName = fullName
        self.postscriptName = postscriptName
        self.category = category
        self.capHeight = capHeight.value
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
        self.unitsPerEm = unitsPerEm
        self.xHeight = xHeight.value
        self.xWidthAvg = xWidthAvg
        capHeightSource = capHeight.source
        xHeightSource = xHeight.source
    }

    /// The Latin subset Capsize's `latin` weightings cover.
    public static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        (0x20...0x7F).contains(scalar.value) || (0xA0...0xFF).contains(scalar.value)
    }
}
