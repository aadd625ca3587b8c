/// One `@font-face` rule that makes a local fallback font take the space a web font takes,
/// as Capsize's `createFontStack` (and Next.js, fontaine) compute it.
///
/// `size-adjust` = (xWidthAvg / upm of the web font) / (xWidthAvg / upm of the fallback), so
/// the fallback's average character is as wide; the overrides are the web font's ascent,
/// |descent| and line gap over (upm × size-adjust), so lines are as tall. Percentages are
/// rounded to 4 decimals as Capsize rounds. An override is left out when the fallback, scaled
/// by size-adjust, already has that metric (compared rounded, each over its own em; Capsize
/// compares the raw units, which is the same when the two fonts share units per em and
/// size-adjust is 100%), and size-adjust when it is 100%.
///
/// Capsize takes both fonts' `hhea` values. Given the line metrics a browser lays each face
/// out with (``FaceMetrics/freeTypeLineMetrics``: the OS/2 typo values when USE_TYPO_METRICS
/// is set), the overrides reproduce the web font's line as Chromium sets it, and an override
/// is left out only when the fallback's own line (what Chromium uses without one) already
/// has it; an override replaces the fallback's ascent, descent or gap whatever its flags.
public struct FallbackFontFace: Sendable, Hashable {
    /// The rule's `font-family`: `"FAMILY Fallback"`, or `"FAMILY Fallback: FALLBACK"` when
    /// there are several fallbacks (Capsize's names).
    public let fontFamily: String
    /// The names for `src: local(…)`: the fallback's full name, then its PostScript name
    /// (each once).
    public let localNames: [String]
    /// The fallback's family, for the end of the font-family stack.
    public let fallbackFamily: String
    /// `size-adjust` in percent, or nil when it is 100%.
    public let sizeAdjust: Double?
    /// `ascent-override` in percent, or nil when left out.
    public let ascentOverride: Double?
    /// `descent-override` in percent, or nil when left out.
    public let descentOverride: Double?
    /// `line-gap-override` in percent, or nil when left out.
    public let lineGapOverride: Double?

    /// The rule for `fallback` standing in for `font`, sized by both fonts' average widths for
    /// `subset` (Capsize's `subset` option); `sizeAdjust` (percent) replaces the computed
    /// size-adjust. `fontLine` and `fallbackLine` (font units of each) are the ascender,
    /// descender and line gap a browser lays each face out with; nil takes the metrics' `hhea`
    /// values, as Capsize does.
    public init(font: CapsizeMetrics, fallback: CapsizeMetrics, fontFamily: String, sizeAdjust override: Double? = nil,
                subset: CharacterFrequencies.Subset = .latin, fontLine: LineMetrics? = nil, fallbackLine: LineMetrics? = nil) {
        let fontRatio = Double(font.xWidthAvg(subset)) / Double(font.unitsPerEm)
        let fallbackRatio = Double(fallback.xWidthAvg(subset)) / Double(fallback.unitsPerEm)
        let computed = fontRatio > 0 && fallbackRatio > 0 ? fontRatio / fallbackRatio : 1
        let sizeAdjust = override.map { $0 / 100 } ?? computed
        let em = Double(font.unitsPerEm) * sizeAdjust
        func percent(_ value: Double) -> Double { LeadingTrim.round(value * 100) }
        func fallbackPercent(_ units: Int) -> Double { percent(Double(units) / Double(fallback.unitsPerEm)) }

        let line = fontLine ?? font.hheaLine, own = fallbackLine ?? fallback.hheaLine
        let ascent = percent(Double(line.ascender) / em)
        let descent = percent(Double(abs(line.descender)) / em)
        let lineGap = percent(Double(line.lineGap) / em)
        self.fontFamily = fontFamily
        self.fallbackFamily = fallback.familyName ?? fallback.fullName ?? fallback.postscriptName ?? "?"
        var names = [String]()
        for name in [fallback.fullName, fallback.postscriptName].compactMap({ $0 }) where !names.contains(name) {
            names.append(name)
        }
        if names.isEmpty { names = [fallbackFamily] }
        self.localNames = names
        self.sizeAdjust = percent(sizeAdjust) == 100 ? nil : percent(sizeAdjust)
        ascentOverride = ascent != 0 && ascent != fallbackPercent(own.ascender) ? ascent : nil
        descentOverride = descent != 0 && descent != fallbackPercent(abs(own.descender)) ? descent : nil
        lineGapOverride = lineGap != fallbackPercent(own.lineGap) ? lineGap : nil
    }

    /// The rules for each of `fallbacks` standing in for `font`, named as Capsize names them,
    /// sized for `subset`. `fontLine` and `fallbackLines` (by index; nil or missing takes
    /// `hhea`) are the line metrics a browser lays each face out with, as in
    /// ``init(font:fallback:fontFamily:sizeAdjust:subset:fontLine:fallbackLine:)``.
    public static func stack(font: CapsizeMetrics, fallbacks: [CapsizeMetrics], sizeAdjust: Double? = nil,
                             subset: CharacterFrequencies.Subset = .latin, fontLine: LineMetrics? = nil,
                             fallbackLines: [LineMetrics?] = []) -> [FallbackFontFace] {
        let family = font.familyName ?? font.fullName ?? "Font"
        return fallbacks.indices.map { index in
            let fallback = fallbacks[index]
            let name = fallbacks.count > 1 ? "\(family) Fallback: \(fallback.familyName ?? fallback.fullName ?? "?")" : "\(family) Fallback"
            return FallbackFontFace(font: font, fallback: fallback, fontFamily: name, sizeAdjust: sizeAdjust, subset: subset,
                                    fontLine: fontLine, fallbackLine: index < fallbackLines.count ? fallbackLines[index] : nil)
        }
    }
}
