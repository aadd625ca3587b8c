import CatalogSystem

/// How much work loading one glyph may take, and what a face's loads have cost so far.
///
/// A TrueType composite glyph is drawn by loading each of its components, and theirs, again
/// every time one is used: FreeType follows them with no limit but a cycle, so three levels of
/// 20 components make one glyph of 8,421 loads, and a 60,000-glyph font of them took `check`
/// 123 s. A glyph is counted before FreeType draws it (``FontFace`` reads each composite's own
/// record once, without its components) and refused past either limit. The nesting limit is
/// HarfBuzz's for drawing a `glyf` glyph (`HB_MAX_NESTING_LEVEL`, 64). The record limit is a
/// quarter of HarfBuzz's (`HB_MAX_GRAPH_EDGE_COUNT`, 16,384): FreeType grows a glyph's
/// arrays of components and points a few entries at a time, so drawing one takes time in the
/// square of its records (a glyph of 16,384 took 40 ms of CPU, and 9.6 s under
/// AddressSanitizer, which copies at every one of those reallocations; one of 4,096, a few
/// ms). The largest glyph of the 335 TrueType faces fontconfig lists on the development
/// machine takes 29 loads and nests 5 levels.
public struct GlyphLoadLimits: Sendable, Hashable {
    /// The most glyph records one glyph may make FreeType load: the glyph itself, each of its
    /// components and theirs, counted every time one is used.
    public let records: Int
    /// The most levels of components below a glyph (a component of a component is 2).
    public let nesting: Int

    /// 4,096 records and 64 levels.
    public static let standard = GlyphLoadLimits(records: 4_096, nesting: 64)

    /// Limits of `records` glyph records and `nesting` levels.
    public init(records: Int, nesting: Int) {
        self.records = records
        self.nesting = nesting
    }

    /// Which limit a glyph is past.
    public enum Excess: Error, Sendable, Hashable {
        /// It would load more than ``GlyphLoadLimits/records`` glyph records.
        case records(limit: Int)
        /// Its components nest more than ``GlyphLoadLimits/nesting`` levels deep.
        case nesting(limit: Int)

        /// `"it expands to more than 4,096 glyph records (the limit for one glyph)"`.
        public var message: String {
            switch self {
            case .records(let limit): "it expands to more than \(Numbers.grouped(limit)) glyph records (the limit for one glyph)"
            case .nesting(let limit): "its components nest more than \(limit) levels deep (the limit for one glyph)"
            }
        }
    }
}

/// What loading one glyph costs: the glyph records FreeType loads for it (itself, its
/// components and theirs, each time used) and how many levels its components nest.
struct GlyphLoadCost: Sendable, Hashable {
    /// Records loaded: 1 for a glyph without components.
    let records: Int
    /// Levels below the glyph: 0 without components.
    let nesting: Int

    static let single = GlyphLoadCost(records: 1, nesting: 0)
}

/// What a face's glyph loads have cost so far (its work counters).
public struct GlyphLoadWork: Sendable, Hashable {
    /// Glyph records FreeType was asked to load to draw whole glyphs, each component counted
    /// every time it is used.
    public internal(set) var recordsLoaded = 0
    /// Glyphs read without their components to count a composite's cost (each at most once).
    public internal(set) var recordsCounted = 0
    /// Glyphs refused for being past a limit.
    public internal(set) var glyphsRefused = 0
}
