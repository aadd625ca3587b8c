/// Ascender, descender and line gap of one set of vertical metrics (`hhea`, or the OS/2 typo
/// values), in font units.
public struct LineMetrics: Sendable, Hashable {
    /// Distance from the baseline up to the top of the line, in font units (positive up).
    public let ascender: Int
    /// Distance from the baseline down to the bottom of the line, in font units: **negative**
    /// below the baseline, as `hhea` and OS/2 store it.
    public let descender: Int
    /// Extra space between lines, in font units.
    public let lineGap: Int

    /// Creates line metrics from values in font units.
    public init(ascender: Int, descender: Int, lineGap: Int) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }

    /// The distance from one baseline to the next, in font units: `ascender - descender +
    /// lineGap`.
    public var lineHeight: Int { ascender - descender + lineGap }
}

/// The OS/2 table's Windows clipping metrics, as stored, in font units.
public struct WindowsMetrics: Sendable, Hashable {
    /// `usWinAscent`: distance above the baseline, in font units (positive).
    public let ascent: Int
    /// `usWinDescent`: distance below the baseline, in font units, stored **positive**.
    public let descent: Int

    /// Creates Windows metrics from the stored values in font units (both positive).
    public init(ascent: Int, descent: Int) {
        self.ascent = ascent
        self.descent = descent
    }
}

/// Which of the font's metric sets FreeType (2.12, `sfobjs.c`) turns into its face-wide
/// ascender, descender and height.
public enum LineMetricsSource: String, Sendable, Hashable, CaseIterable {
    /// The `hhea` table: the usual case.
    case hhea
    /// The OS/2 typo values: when `USE_TYPO_METRICS` (fsSelection bit 7) is set, or when
    /// `hhea` has ascender and descender both 0 and the typo values are not.
    case typo
    /// The OS/2 Windows values (`usWinAscent`, `-usWinDescent`, no line gap): when `hhea` and
    /// the typo values are all 0.
    case win
    /// No SFNT tables (Type 1, CID, PFR, …): FreeType derives the values from the font's
    /// bounding box or AFM data.
    case other
}

/// A cap height or x-height, in font units, and where it came from.
public struct HeightMeasurement: Sendable, Hashable {
    /// Where a ``HeightMeasurement`` comes from.
    public enum Source: String, Sendable, Hashable, CaseIterable {
        /// OS/2 `sCapHeight` / `sxHeight` (OS/2 version 2 or later, value not 0).
        case os2
        /// The top (`yMax`) of the outline of the `H` (cap height) or `x` (x-height) glyph.
        case glyph
        /// Neither: no usable OS/2 value and no such glyph (or an empty one).
        case none
    }

    /// The height in font units, or `nil` when ``source`` is ``Source/none``.
    public let value: Int?
    /// Where ``value`` comes from.
    public let source: Source

    /// Creates a measurement; `value` must be `nil` exactly when `source` is `.none`.
    public init(value: Int?, source: Source) {
        self.value = value
        self.source = source
    }

    /// No value.
    public static let none = HeightMeasurement(value: nil, source: .none)
}
