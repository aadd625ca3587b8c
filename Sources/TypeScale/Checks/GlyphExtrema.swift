/// The highest and lowest glyphs of a face, from exact outline bounds.
///
/// Exact bounds (``GlyphGeometry``) are computed only for glyphs whose stored box reaches a
/// limit: the `glyf` header box for TrueType, the control box for CFF (either holds the
/// exact bounds, so a glyph whose box stays inside cannot cross). The result says, for each
/// limit, the glyph that crosses it most, if any, and how high the stored boxes reach.
public struct GlyphExtrema: Sendable, Hashable {
    /// A glyph past a limit.
    public struct Crossing: Sendable, Hashable {
        /// The glyph's index in the font.
        public let glyphIndex: Int
        /// The glyph's name (`post` or CFF), or `glyph N`.
        public let name: String
        /// Its exact top (for the ascent) or bottom (for the descent), font units, rounded out
        /// to whole units.
        public let extent: Int
    }

    /// The highest stored box top and lowest stored box bottom, font units.
    public let storedTop: Int, storedBottom: Int
    /// The glyph whose exact top is above `ascentLimit` the most, or nil.
    public let aboveAscent: Crossing?
    /// The glyph whose exact bottom is below `−descentLimit` the most, or nil.
    public let belowDescent: Crossing?
    /// How many glyphs were measured exactly.
    public let measuredCount: Int

    /// Finds the glyphs of `face` (whose stored boxes `tables` may give) past `ascentLimit`
    /// above and `descentLimit` below the baseline (both positive, as usWin values).
    public init(face: FontFace, tables: FontTables, ascentLimit: Int, descentLimit: Int) throws {
        try self.init(face: face, ascentLimit: ascentLimit, descentLimit: descentLimit,
                      boxes: Self.boxes(face: face, tables: tables))
    }

    /// Every glyph's stored box: `glyf`'s, else (CFF) the control box FreeType loads, nil for
    /// an empty glyph.
    static func boxes(face: FontFace, tables: FontTables) throws -> [GlyphBox?] {
        let stored = try tables.glyphBounds()
        return try (0..<face.glyphCount).map { glyph in
            try stored.map { table in try table.bounds(of: glyph) } ?? face.controlBox(glyphIndex: glyph)
        }
    }

    /// As ``init(face:tables:ascentLimit:descentLimit:)`` with the stored boxes given (faces
    /// of a collection that share their outlines share them).
    init(face: FontFace, ascentLimit: Int, descentLimit: Int, boxes: [GlyphBox?]) throws {
        var top = Int.min, bottom = Int.max
        var candidates = [(index: Int, up: Bool, down: Bool)]()
        for (glyph, box) in boxes.enumerated() {
            guard let box else { continue }
            top = max(top, Int(box.yMax))
            bottom = min(bottom, Int(box.yMin))
            let up = box.yMax >= Double(ascentLimit), down = box.yMin <= Double(-descentLimit)
            if up || down { candidates.append((glyph, up, down)) }
        }
        var above: Crossing?, below: Crossing?
        for candidate in candidates {
            guard let exact = try face.glyphMetrics(glyphIndex: candidate.index).bounds else { continue }
            let name = face.glyphName(candidate.index) ?? "glyph \(candidate.index)"
            let high = Int(exact.yMax.rounded(.up)), low = Int(exact.yMin.rounded(.down))
            if candidate.up, high > ascentLimit, high > (above?.extent ?? .min) {
                above = Crossing(glyphIndex: candidate.index, name: name, extent: high)
            }
            if candidate.down, low < -descentLimit, low < (below?.extent ?? .max) {
                below = Crossing(glyphIndex: candidate.index, name: name, extent: low)
            }
        }
        storedTop = top == .min ? 0 : top
        storedBottom = bottom == .max ? 0 : bottom
        aboveAscent = above
        belowDescent = below
        measuredCount = candidates.count
    }
}
