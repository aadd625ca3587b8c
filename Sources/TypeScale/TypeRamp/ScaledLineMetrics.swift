/// A face's vertical metrics at one type size, in **points**, and where its baseline sits in a
/// line box of a given height (the leading).
///
/// Every length is scaled from font units as `value × pointSize / unitsPerEm`, unrounded
/// (FreeType's own scaled size metrics are rounded to whole pixels). Ascender, descender and
/// line gap are those of the set FreeType uses for the face (``FaceMetrics/freeTypeLineMetrics``:
/// `hhea`, or OS/2 typo with USE_TYPO_METRICS, …).
public struct ScaledLineMetrics: Sendable, Hashable {
    /// The type size, in points.
    public let pointSize: Double
    /// The line box height (the style's leading), in points.
    public let leading: Double
    /// Distance from the baseline up to the top of the line, in points (positive).
    public let ascender: Double
    /// Distance from the baseline down to the bottom of the line, in points: **negative**, as
    /// fonts store it.
    public let descender: Double
    /// The font's line gap, in points.
    public let lineGap: Double
    /// The cap height in points, or `nil` when the font has none (no OS/2 value, no `H`).
    public let capHeight: Double?
    /// The x-height in points, or `nil` when the font has none.
    public let xHeight: Double?

    /// Scales `lineMetrics` (font units) and the heights to `pointSize` for a face of
    /// `unitsPerEm`, with a line box of `leading` points.
    public init(lineMetrics: LineMetrics, capHeight: Int?, xHeight: Int?, unitsPerEm: Int, pointSize: Double, leading: Double) {
        let scale = { (units: Int) in Double(units) * pointSize / Double(unitsPerEm) }
        self.pointSize = pointSize
        self.leading = leading
        ascender = scale(lineMetrics.ascender)
        descender = scale(lineMetrics.descender)
        lineGap = scale(lineMetrics.lineGap)
        self.capHeight = capHeight.map(scale)
        self.xHeight = xHeight.map(scale)
    }

    /// Scales `metrics` to `pointSize`, with a line box of `leading` points; `nil` when the
    /// face has no SFNT line metrics (see ``FaceMetrics/freeTypeLineMetrics``).
    public init?(metrics: FaceMetrics, pointSize: Double, leading: Double) {
        guard let lines = metrics.freeTypeLineMetrics else { return nil }
        self.init(lineMetrics: lines, capHeight: metrics.capHeight.value, xHeight: metrics.xHeight.value,
                  unitsPerEm: metrics.unitsPerEm, pointSize: pointSize, leading: leading)
    }

    /// The font's natural line height (baseline to baseline), in points:
    /// `ascender − descender + lineGap`.
    public var lineHeight: Double { ascender - descender + lineGap }

    /// The baseline's distance from the top of a line box `leading` points high, in the
    /// half-leading model of CSS: the space the leading adds to (or takes from) the font's
    /// ascender-to-descender height is split equally above and below,
    /// `(leading − (ascender − descender)) / 2 + ascender`.
    public var baselineOffset: Double { (leading - (ascender - descender)) / 2 + ascender }

    /// The first line's baseline, from the top of a text box whose lines are `leading` points
    /// high, as Apple's text system places it (TextKit with the line height fixed at the
    /// leading, as a style's leading is applied): the extra space goes above the text, so the
    /// descender touches the bottom of the line box, `leading + descender`. Compare
    /// ``baselineOffset``, the CSS placement.
    public var firstBaseline: Double { leading + descender }
}
