/// The metrics Capsize publishes for a system font that web pages fall back to (Arial,
/// Helvetica, Times New Roman, Georgia, Courier New, Segoe UI, `-apple-system`, Roboto, …), one
/// variant (weight and style) each: what `fallback --for NAME` uses when NAME is one of them, so
/// the rule fits the font the visitor's machine has rather than the one this machine has.
///
/// The values are @capsizecss/metrics 3.5.0's, shipped in
/// `Data/typography/capsize-system-fonts.tsv` with their source, and generated into
/// ``published`` by `Scripts/generate-system-font-metrics.py`.
public struct SystemFontMetrics: Sendable, Hashable {
    /// The family as CSS names it (`Arial`, `-apple-system`).
    public let family: String
    /// Capsize's variant name: `regular`, `italic`, `700`, `700italic`.
    public let variant: String
    /// The published metrics, in font units (`subsets` holds `latin` and `thai`).
    public let metrics: CapsizeMetrics
    /// Full and PostScript names of metric-compatible faces common on Linux (Liberation Sans for
    /// Arial): the same advance widths and `hhea` values, so the same rule fits them.
    public let linuxClones: [String]

    /// A published face (the generated table's rows).
    init(family: String, variant: String, fullName: String, postscriptName: String, category: String, capHeight: Int,
         ascent: Int, descent: Int, lineGap: Int, unitsPerEm: Int, xHeight: Int, latin: Int, thai: Int, linuxClones: [String]) {
        self.family = family
        self.variant = variant
        self.linuxClones = linuxClones
        let weight = variant.hasPrefix("700") ? 700 : 400
        metrics = CapsizeMetrics(
            familyName: family, fullName: fullName, postscriptName: postscriptName, category: FontCategory(rawValue: category),
            capHeight: HeightMeasurement(value: capHeight, source: .os2), ascent: ascent, descent: descent, lineGap: lineGap,
            unitsPerEm: unitsPerEm, xHeight: HeightMeasurement(value: xHeight, source: .os2), xWidthAvg: latin,
            subsets: [.latin: latin, .thai: thai], weightClass: weight, isItalic: variant.hasSuffix("italic"))
    }

    /// The weight of this variant on the CSS scale (400 or 700).
    public var weight: Int { metrics.weightClass ?? 400 }

    /// The published variant of `family` (compared ignoring case and spaces, as fontconfig and
    /// browsers compare family names; `BlinkMacSystemFont` and `system-ui` are `-apple-system`'s
    /// names too) nearest `weight` and `italic`: the italic variant when asked and published, the
    /// bold one for a weight of 600 or more when published; nil when the family is not one
    /// Capsize publishes.
    public static func variant(of family: String, weight: Int = 400, italic: Bool = false) -> SystemFontMetrics? {
        let key = Self.key(family)
        let wanted = aliases[key] ?? key
        let faces = published.filter { Self.key($0.family) == wanted }
        guard !faces.isEmpty else { return nil }
        let bold = weight >= 600
        return faces.min { score($0, bold: bold, italic: italic) < score($1, bold: bold, italic: italic) }
    }

    /// Other names of a published family.
    static let aliases = ["blinkmacsystemfont": "-apple-system", "system-ui": "-apple-system"]

    /// Lower case without spaces: `timesnewroman`.
    static func key(_ family: String) -> String { String(family.lowercased().filter { $0 != " " }) }

    /// Lower is nearer: style first, then weight.
    static func score(_ face: SystemFontMetrics, bold: Bool, italic: Bool) -> Int {
        (face.metrics.isItalic == italic ? 0 : 2) + ((face.weight >= 600) == bold ? 0 : 1)
    }
}
