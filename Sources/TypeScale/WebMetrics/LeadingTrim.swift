#if canImport(Glibc)
import Glibc
#endif

/// Capsize's `createStyleObject`: a font size, a line height, and the margins of `::before`
/// and `::after` that trim the space above the cap height and below the baseline, so a text
/// box starts at its first line's cap height and ends at its last line's baseline.
///
/// Formulas (Capsize's `computeValues`): with ascent, |descent|, line gap and cap height over
/// units per em as scales, content area = ascent + line gap + |descent|, natural line height
/// = content area / upm × font size, offset = (natural − line height) / 2 / font size
/// (0 without a line height), cap-height trim = −(ascent − capHeight + lineGap / 2 − offset),
/// baseline trim = −(|descent| + lineGap / 2 − offset), in em. Every value is rounded to 4
/// decimals (layout units are 1/60 to 1/64 px), as Capsize's `round`.
public struct LeadingTrim: Sendable, Hashable {
    /// The font size in px.
    public let fontSize: Double
    /// The line height in px, or nil for `normal`.
    public let lineHeight: Double?
    /// The `::before` bottom margin, em (negative: it pulls the text up).
    public let capHeightTrim: Double
    /// The `::after` top margin, em.
    public let baselineTrim: Double

    /// How the size is given.
    public enum Size: Sendable, Hashable {
        /// The font size in px.
        case fontSize(Double)
        /// The cap height in px (the font size follows from the font's cap height).
        case capHeight(Double)
    }

    /// How the line height is given.
    public enum Leading: Sendable, Hashable {
        /// `normal`: the font's own.
        case normal
        /// The line height in px.
        case lineHeight(Double)
        /// The line height as a multiple of the font size (CSS `1.5em`, `150%`).
        case lineHeightMultiple(Double)
        /// The visible gap between trimmed lines, px: line height = cap height + gap
        /// (Capsize's `lineGap` option).
        case lineGap(Double)
    }

    /// The trim for a font with these metrics (any one unit, e.g. font units with
    /// `unitsPerEm`; `descent` negative as stored).
    public init(size: Size, leading: Leading, ascent: Double, descent: Double, lineGap: Double, capHeight: Double,
                unitsPerEm: Double) {
        let capHeightScale = capHeight / unitsPerEm
        let fontSize: Double, capHeightPixels: Double
        switch size {
        case .fontSize(let value): fontSize = value; capHeightPixels = value * capHeightScale
        case .capHeight(let value): fontSize = value / capHeightScale; capHeightPixels = value
        }
        let lineHeight: Double? = switch leading {
        case .normal: nil
        case .lineHeight(let value): value
        case .lineHeightMultiple(let multiple): multiple * fontSize
        case .lineGap(let gap): capHeightPixels + gap
        }
        let descentScale = abs(descent) / unitsPerEm, ascentScale = ascent / unitsPerEm, gapScale = lineGap / unitsPerEm
        let naturalLineHeight = (ascent + lineGap + abs(descent)) / unitsPerEm * fontSize
        let offset = lineHeight.map { (naturalLineHeight - $0) / 2 / fontSize } ?? 0
        self.fontSize = Self.round(fontSize)
        self.lineHeight = lineHeight.map(Self.round)
        capHeightTrim = Self.round(-(ascentScale - capHeightScale + gapScale / 2 - offset))
        baselineTrim = Self.round(-(descentScale + gapScale / 2 - offset))
    }

    /// The trim for `metrics` (its cap height and units per em) with the ascender, descender
    /// and line gap of `line` (font units), or nil when the font has no cap height.
    ///
    /// `line` nil takes `metrics`' hhea values, as Capsize does. A browser lays a line out
    /// with the set ``FaceMetrics/freeTypeLineMetrics`` gives: Chromium on Linux (Skia's
    /// `SkScalerContext_FreeType::generateFontMetrics`) takes the OS/2 typo values when
    /// USE_TYPO_METRICS is set, else FreeType's ascender and descender (hhea, or typo, or win
    /// when hhea's are both 0), so margins from hhea miss the cap height of such a font.
    public init?(size: Size, leading: Leading, metrics: CapsizeMetrics, line: LineMetrics? = nil) {
        guard let capHeight = metrics.capHeight, capHeight > 0 else { return nil }
        let line = line ?? metrics.hheaLine
        self.init(size: size, leading: leading, ascent: Double(line.ascender), descent: Double(line.descender),
                  lineGap: Double(line.lineGap), capHeight: Double(capHeight), unitsPerEm: Double(metrics.unitsPerEm))
    }

    /// The cap height of `metrics` in px at this trim's font size, rounded as ``round(_:)``
    /// rounds, or nil for a font without one: a line height under it makes trimmed lines overlap.
    package func capHeightPixels(_ metrics: CapsizeMetrics) -> Double? {
        metrics.capHeight.map { Self.round(fontSize * Double($0) / Double(metrics.unitsPerEm)) }
    }

    /// `value` to 4 decimals as JavaScript's `parseFloat(value.toFixed(4))`: the nearest of
    /// the exact binary value, an exact tie away from zero.
    public static func round(_ value: Double) -> Double {
        round(value, decimals: 4)
    }

    static func round(_ value: Double, decimals: Int) -> Double {
        let scale = pow(10, Double(decimals))
        let scaled = value.magnitude * scale
        if scaled - scaled.rounded(.down) == 0.5 { return (value < 0 ? -1 : 1) * scaled.rounded(.up) / scale }
        return Double(fixed(value, decimals: decimals)) ?? value
    }

    /// `value` with `decimals` digits after the point, as C's `%.Nf` prints it (the exact
    /// binary value rounded to the nearest, ties to even).
    static func fixed(_ value: Double, decimals: Int) -> String {
        var buffer = [CChar](repeating: 0, count: 400)
        let count = withVaList([value]) { arguments in vsnprintf(&buffer, buffer.count, "%.\(decimals)f", arguments) }
        return String(decoding: buffer[0..<max(0, min(Int(count), buffer.count - 1))].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
