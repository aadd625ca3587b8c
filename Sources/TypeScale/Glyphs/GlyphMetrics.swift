/// One glyph of a font measured exactly: its outline, advance and ``GlyphGeometry``, with the
/// figures the reference app's alignment view shows. Every length is in **font units** of
/// the glyph's font (``unitsPerEm`` to the em), y up, the baseline at y = 0; multiply by
/// ``scale(pointSize:)`` for points.
public struct GlyphMetrics: Sendable, Hashable {
    /// The glyph's index in its font.
    public let glyphIndex: Int
    /// Units per em of the glyph's font.
    public let unitsPerEm: Int
    /// The advance width (`hmtx`, or `HVAR`/`gvar` at a variable instance).
    public let advance: Double
    /// The outline (without elements when measured without keeping it).
    public let path: GlyphPath
    /// The exact bounds and optical centre of ``path``.
    public let geometry: GlyphGeometry

    /// Creates metrics from an outline; ``geometry`` is measured from it.
    public init(glyphIndex: Int, unitsPerEm: Int, advance: Double, path: GlyphPath) {
        self.init(glyphIndex: glyphIndex, unitsPerEm: unitsPerEm, advance: advance, path: path, keepingOutline: true)
    }

    /// Creates metrics from an outline; ``geometry`` is measured from it, and without
    /// `keepingOutline` the outline is then dropped (``path`` has no elements): for measuring
    /// many glyphs that are not drawn, whose outlines are most of the memory they take.
    public init(glyphIndex: Int, unitsPerEm: Int, advance: Double, path: GlyphPath, keepingOutline: Bool) {
        self.glyphIndex = glyphIndex
        self.unitsPerEm = unitsPerEm
        self.advance = advance
        self.geometry = GlyphGeometry(path.elements)
        self.path = keepingOutline ? path
            : GlyphPath(elements: [], advance: path.advance, glyphCount: path.glyphCount, missingGlyphCount: path.missingGlyphCount)
    }

    /// Points per font unit at a type size of `pointSize` points: `pointSize / unitsPerEm`.
    public func scale(pointSize: Double) -> Double { pointSize / Double(unitsPerEm) }

    /// The exact bounding box, or `nil` for a glyph without contours.
    public var bounds: GlyphBox? { geometry.bounds }

    /// The left side bearing: from the origin to the box's left edge (`xMin`); `nil` without
    /// contours.
    public var leftSideBearing: Double? { bounds?.xMin }

    /// The right side bearing: from the box's right edge to the advance (`advance − xMax`);
    /// `nil` without contours.
    public var rightSideBearing: Double? { bounds.map { advance - $0.xMax } }

    /// How far the baseline lies above the box's bottom edge (`−yMin`): positive for a glyph
    /// that descends below the baseline, negative for one that floats above it; `nil` without
    /// contours.
    public var baselineOffset: Double? { bounds.map { -$0.yMin } }

    /// The alignment box: the advance across, and the text font's ascender–descender band
    /// (given as fractions of its em, `band`) up and down, at this glyph's em: x from 0 to
    /// ``advance``, y from `band.descender × unitsPerEm` to `band.ascender × unitsPerEm`.
    public func alignmentBox(textBand band: TextLineBand) -> GlyphBox {
        let em = Double(unitsPerEm)
        return GlyphBox(xMin: 0, yMin: band.descender * em, xMax: advance, yMax: band.ascender * em)
    }
}
