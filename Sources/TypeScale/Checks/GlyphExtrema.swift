import CatalogSystem

/// The highest and lowest glyphs of a face, from exact outline bounds.
///
/// Exact bounds (``GlyphGeometry``) are computed only for glyphs whose stored box reaches a
/// limit: the `glyf` header box for TrueType, the control box for CFF (either holds the
/// exact bounds, so a glyph whose box stays inside cannot cross). The result says, for each
/// limit, the glyph that crosses it most, if any, and how high the stored boxes reach.
///
/// The work is bounded by the face's size: a glyph past ``GlyphLoadLimits`` (its own
/// components loaded more than 4,096 times, or nested over 64 levels), and every glyph that
/// would take the face's loads past ``recordsPerFace``, is not measured but judged by its
/// stored box, and counted in ``unmeasured``.
public struct GlyphExtrema: Sendable, Hashable {
    /// A glyph past a limit.
    public struct Crossing: Sendable, Hashable {
        /// The glyph's index in the font.
        public let glyphIndex: Int
        /// The glyph's name (`post` or CFF), or `glyph N`.
        public let name: String
        /// Its exact top (for the ascent) or bottom (for the descent), font units, rounded out
        /// to whole units; its stored box's when ``unmeasured`` says why it was not measured.
        public let extent: Int
        /// Why the glyph was judged by its stored box, or nil when it was measured exactly.
        public let unmeasured: Unmeasured?
    }

    /// Why a glyph whose stored box reaches a limit was not measured exactly.
    public enum Unmeasured: Sendable, Hashable {
        /// The glyph alone is past ``GlyphLoadLimits``.
        case glyph(GlyphLoadLimits.Excess)
        /// Measuring it would take the face past ``GlyphExtrema/recordsPerFace`` records.
        case face(limit: Int)

        /// `"it expands to more than 4,096 glyph records (the limit for one glyph)"`.
        public var message: String {
            switch self {
            case .glyph(let excess): excess.message
            case .face(let limit): "measuring it would take the face past \(Numbers.grouped(limit)) glyph records (the limit for one face)"
            }
        }
    }

    /// The most glyph records FreeType loads to measure one face's glyphs exactly: 1,048,576,
    /// 27 times the most any of the 335 TrueType faces fontconfig lists on the development
    /// machine takes for all its glyphs (37,886).
    public static let recordsPerFace = 1_048_576

    /// The highest stored box top and lowest stored box bottom, font units.
    public let storedTop: Int, storedBottom: Int
    /// The glyph whose top is above `ascentLimit` the most, or nil.
    public let aboveAscent: Crossing?
    /// The glyph whose bottom is below `−descentLimit` the most, or nil.
    public let belowDescent: Crossing?
    /// How many glyphs were measured exactly.
    public let measuredCount: Int
    /// How many glyphs whose stored box reaches a limit were judged by it, not measured.
    public let unmeasuredCount: Int
    /// The glyph records FreeType loaded for the glyphs measured.
    public let recordsLoaded: Int

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
    /// of a collection that share their outlines share them), measuring at most
    /// `recordBudget` glyph records.
    init(face: FontFace, ascentLimit: Int, descentLimit: Int, boxes: [GlyphBox?], recordBudget: Int = recordsPerFace) throws {
        var top = Int.min, bottom = Int.max
        var candidates = [(index: Int, box: GlyphBox, up: Bool, down: Bool)]()
        for (glyph, box) in boxes.enumerated() {
            guard let box else { continue }
            top = max(top, Int(box.yMax))
            bottom = min(bottom, Int(box.yMin))
            let up = box.yMax >= Double(ascentLimit), down = box.yMin <= Double(-descentLimit)
            if up || down { candidates.append((glyph, box, up, down)) }
        }
        var above: Crossing?, below: Crossing?
        var measured = 0, unmeasured = 0, records = 0
        for candidate in candidates {
            let bounds: GlyphBox?, why: Unmeasured?
            switch Self.cost(of: candidate.index, in: face) {
            case .failure(let excess):
                (bounds, why) = (candidate.box, .glyph(excess))
            case .success(let cost) where records + cost > recordBudget:
                (bounds, why) = (candidate.box, .face(limit: recordBudget))
            case .success(let cost):
                (bounds, why) = (try face.glyphMetrics(glyphIndex: candidate.index, keepingOutline: false).bounds, nil)
                records += cost
            }
            if why == nil { measured += 1 } else { unmeasured += 1 }
            guard let bounds else { continue }
            let name = face.glyphName(candidate.index) ?? "glyph \(candidate.index)"
            let high = Int(bounds.yMax.rounded(.up)), low = Int(bounds.yMin.rounded(.down))
            if candidate.up, high > ascentLimit, high > (above?.extent ?? .min) {
                above = Crossing(glyphIndex: candidate.index, name: name, extent: high, unmeasured: why)
            }
            if candidate.down, low < -descentLimit, low < (below?.extent ?? .max) {
                below = Crossing(glyphIndex: candidate.index, name: name, extent: low, unmeasured: why)
            }
        }
        storedTop = top == .min ? 0 : top
        storedBottom = bottom == .max ? 0 : bottom
        aboveAscent = above
        belowDescent = below
        measuredCount = measured
        unmeasuredCount = unmeasured
        recordsLoaded = records
    }

    /// The glyph records measuring glyph `index` loads, or the limit of one glyph it is past.
    private static func cost(of index: Int, in face: FontFace) -> Result<Int, GlyphLoadLimits.Excess> {
        do throws(FreeTypeError) {
            return .success(try face.glyphLoadCost(index).records)
        } catch {
            if case .glyphOverLimit(_, _, let excess) = error.reason { return .failure(excess) }
            return .success(1)  // FreeType's own error comes when the glyph is measured
        }
    }
}
