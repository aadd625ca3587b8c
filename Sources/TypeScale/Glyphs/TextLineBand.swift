/// The vertical figures of the text font a symbol is set beside, as **fractions of that
/// font's em** (font units ÷ units per em), so they apply at any size and to a symbol font of
/// another grid.
public struct TextLineBand: Sendable, Hashable {
    /// The ascender above the baseline (positive).
    public let ascender: Double
    /// The descender (negative below the baseline).
    public let descender: Double
    /// The cap height above the baseline (0 when the font has neither an OS/2 cap height nor
    /// an `H` glyph).
    public let capHeight: Double

    /// Creates a band from em fractions.
    public init(ascender: Double, descender: Double, capHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.capHeight = capHeight
    }

    /// The band of a text font: the ascender and descender FreeType uses (``LineMetrics``, in
    /// font units) and the cap height of `metrics`, divided by its units per em.
    public init(metrics: FaceMetrics, lineMetrics: LineMetrics) {
        let em = Double(metrics.unitsPerEm)
        self.init(ascender: Double(lineMetrics.ascender) / em, descender: Double(lineMetrics.descender) / em,
                  capHeight: Double(metrics.capHeight.value ?? 0) / em)
    }

    /// The band of `face` as a type ramp measures it: ``FaceMetrics/freeTypeLineMetrics``
    /// (FreeType's face-wide values for a face without SFNT tables) and the cap height.
    /// - Throws: ``FreeTypeError`` when the metrics cannot be read.
    public init(face: FontFace) throws(FreeTypeError) {
        let metrics = try face.metrics()
        self.init(metrics: metrics, lineMetrics: metrics.freeTypeLineMetrics ?? face.faceLineMetrics)
    }
}
