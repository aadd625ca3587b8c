/// A face's metrics as Capsize's font-metrics object holds them (`@capsizecss/metrics`,
/// `@capsizecss/unpack`), in font units: what `createStyleObject` and `createFontStack` take.
///
/// ``ascent``, ``descent`` and ``lineGap`` are `hhea`'s, as Capsize reads them; ``capHeight``
/// and ``xHeight`` are OS/2's (version 2 or later, not 0), else measured from the top of the
/// `H` and `x` glyphs (Capsize would have none); ``xWidthAvg`` is the frequency-weighted
/// average advance of the Latin subset, ``subsets`` holds it for each of Capsize's subsets.
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
    /// The average advance width of the Latin subset in font units, each character weighted
    /// by Capsize's `latin` weightings (``CharacterFrequencies/latin``: letters, digits,
    /// punctuation and the space, as counted in English WikiNews), a character without a glyph
    /// counted as glyph 0's advance; rounded half up, as JavaScript's `Math.round`.
    public let xWidthAvg: Int
    /// The average advance width in font units for each of Capsize's subsets, weighted by
    /// ``CharacterFrequencies/of(_:)`` (`latin` is ``xWidthAvg``).
    public let subsets: [CharacterFrequencies.Subset: Int]
    /// OS/2 `usWeightClass` (at a variable font's instance, its `wght` coordinate), or nil
    /// when the font does not say.
    public let weightClass: Int?
    /// True when the face is italic or oblique (OS/2 `fsSelection` bit 0 or 9, else `head`'s
    /// `macStyle` bit 1).
    public let isItalic: Bool
    /// Where ``capHeight`` and ``xHeight`` come from.
    public let capHeightSource: HeightMeasurement.Source
    /// Where ``xHeight`` comes from (OS/2, the `x` glyph's top, or none).
    public let xHeightSource: HeightMeasurement.Source

    /// Creates metrics from their values; `subsets` defaults to `latin` = `xWidthAvg` alone.
    public init(familyName: String?, fullName: String?, postscriptName: String?, category: FontCategory?,
                capHeight: HeightMeasurement, ascent: Int, descent: Int, lineGap: Int, unitsPerEm: Int,
                xHeight: HeightMeasurement, xWidthAvg: Int, subsets: [CharacterFrequencies.Subset: Int]? = nil,
                weightClass: Int? = nil, isItalic: Bool = false) {
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
        self.subsets = (subsets ?? [:]).merging([.latin: xWidthAvg]) { _, latin in latin }
        self.weightClass = weightClass
        self.isItalic = isItalic
        capHeightSource = capHeight.source
        xHeightSource = xHeight.source
    }

    /// ``ascent``, ``descent`` and ``lineGap`` (`hhea`'s, font units) as line metrics.
    public var hheaLine: LineMetrics { LineMetrics(ascender: ascent, descender: descent, lineGap: lineGap) }

    /// The average advance width for `subset` (``xWidthAvg`` for `latin`, and for a subset
    /// these metrics do not hold).
    public func xWidthAvg(_ subset: CharacterFrequencies.Subset) -> Int {
        subsets[subset] ?? xWidthAvg
    }
}
