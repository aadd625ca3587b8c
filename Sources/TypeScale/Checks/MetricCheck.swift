/// One rule of ``VerticalMetricsCheck`` applied to a face (or a family) and its verdict, with
/// the numbers it was decided on.
public struct MetricCheck: Sendable, Hashable {
    /// A verdict.
    public enum Status: String, Sendable, Hashable, CaseIterable, Comparable {
        /// The rule holds, it should be looked at, or text will be clipped or spaced wrongly.
        case pass, warn, fail
        /// The rule does not apply to the face (``CheckProfile/googleFonts`` only, where
        /// fontbakery skips: a CJK font, no `Agrave`).
        case skip

        /// Worse verdicts later: skip, pass, warn, fail (fontbakery's order).
        public static func < (lhs: Status, rhs: Status) -> Bool {
            lhs.rank < rhs.rank
        }

        private var rank: Int {
            switch self {
            case .skip: 0
            case .pass: 1
            case .warn: 2
            case .fail: 3
            }
        }
    }

    /// The rules, after the Google Fonts guide's vertical-metrics requirements.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        /// hhea, typo and win ascender and descender are not all 0 (fail).
        case hheaMetrics = "hhea-metrics", typoMetrics = "typo-metrics", winMetrics = "win-metrics"
        /// usWinAscent covers the highest glyph, usWinDescent the lowest (fail: clipped).
        case winAscent = "win-ascent", winDescent = "win-descent"
        /// fsSelection bit 7 is set (warn).
        case useTypoMetrics = "use-typo-metrics"
        /// hhea ascender − descender + line gap equals typo's (warn).
        case lineHeightMatch = "line-height-match"
        /// OS/2 cap height and x-height within 2% of the em of the H and x glyphs (warn).
        case capHeight = "cap-height", xHeight = "x-height"
        /// hhea and typo line gaps are 0, as the web wants (warn).
        case lineGap = "line-gap"
        /// The faces of one family given together share their vertical metrics (warn).
        case familyMetrics = "family-metrics"

        // fontbakery 1.1.0's checks, under their check ids (``CheckProfile/googleFonts``).
        /// `family/win_ascent_and_descent`: usWin values cover, and are at most twice, the
        /// stored extent of all the fonts given.
        case fontbakeryWinAscentAndDescent = "family/win_ascent_and_descent"
        /// `linegaps`: hhea and typo line gaps are 0 (fail, as Google Fonts overrides it).
        case fontbakeryLinegaps = "linegaps"
        /// `os2_metrics_match_hhea`: typo ascender, descender and line gap each equal hhea's.
        case fontbakeryMetricsMatchHhea = "os2_metrics_match_hhea"
        /// `typoascender_exceeds_Agrave`: sTypoAscender reaches the top of `Agrave` (warn).
        case fontbakeryTypoAscenderAgrave = "typoascender_exceeds_Agrave"
        /// `googlefonts/vertical_metrics`: zero line gaps, the hhea sum 1.2–2 em (warn over
        /// 1.5), the signs of the ascenders and descenders.
        case fontbakeryVerticalMetrics = "googlefonts/vertical_metrics"
        /// `family/vertical_metrics`: every font given has the same hhea, typo and win values.
        case fontbakeryFamilyVerticalMetrics = "family/vertical_metrics"
        /// `googlefonts/use_typo_metrics`: every font given sets fsSelection bit 7.
        case fontbakeryUseTypoMetrics = "googlefonts/use_typo_metrics"

        /// The rules of `profile`, in the order they are reported.
        public static func rules(of profile: CheckProfile) -> [Rule] {
            switch profile {
            case .standard: [.hheaMetrics, .typoMetrics, .winMetrics, .winAscent, .winDescent, .useTypoMetrics, .lineHeightMatch,
                             .capHeight, .xHeight, .lineGap, .familyMetrics]
            case .googleFonts: [.fontbakeryWinAscentAndDescent, .fontbakeryLinegaps, .fontbakeryMetricsMatchHhea,
                                .fontbakeryTypoAscenderAgrave, .fontbakeryVerticalMetrics, .fontbakeryFamilyVerticalMetrics,
                                .fontbakeryUseTypoMetrics]
            }
        }

        /// One line on what the rule asks, for SARIF and help.
        public var summary: String {
            switch self {
            case .hheaMetrics: "hhea ascender and descender are set (not both 0)"
            case .typoMetrics: "OS/2 typo ascender and descender are set (not both 0)"
            case .winMetrics: "OS/2 usWinAscent and usWinDescent are set (not both 0)"
            case .winAscent: "usWinAscent is at least the highest glyph's top (exact outline bounds)"
            case .winDescent: "usWinDescent is at least the depth of the lowest glyph (exact outline bounds)"
            case .useTypoMetrics: "OS/2 fsSelection bit 7 (USE_TYPO_METRICS) is set"
            case .lineHeightMatch: "hhea ascender - descender + lineGap equals the OS/2 typo sum"
            case .capHeight: "OS/2 sCapHeight is within 2% of the em of the H glyph's top"
            case .xHeight: "OS/2 sxHeight is within 2% of the em of the x glyph's top"
            case .lineGap: "hhea and OS/2 typo line gaps are 0 (web line heights)"
            case .familyMetrics: "the faces of a family share hhea, typo and win metrics"
            case .fontbakeryWinAscentAndDescent: "usWinAscent/usWinDescent cover the fonts' yMax/|yMin| and are at most twice them"
            case .fontbakeryLinegaps: "hhea lineGap and OS/2 sTypoLineGap are 0"
            case .fontbakeryMetricsMatchHhea: "OS/2 sTypoAscender, sTypoDescender and sTypoLineGap equal hhea's"
            case .fontbakeryTypoAscenderAgrave: "OS/2 sTypoAscender is at least the top of /Agrave"
            case .fontbakeryVerticalMetrics: "line gaps 0, hhea sum 1.2-2.0 em (warn over 1.5), ascenders positive, descenders not"
            case .fontbakeryFamilyVerticalMetrics: "the fonts given share hhea, typo and win values"
            case .fontbakeryUseTypoMetrics: "every font given sets OS/2 fsSelection bit 7 (USE_TYPO_METRICS)"
            }
        }

        /// The verdict when the rule is not met (the worst, for a fontbakery check).
        public var severity: Status {
            switch self {
            case .hheaMetrics, .typoMetrics, .winMetrics, .winAscent, .winDescent: .fail
            case .useTypoMetrics, .lineHeightMatch, .capHeight, .xHeight, .lineGap, .familyMetrics, .fontbakeryTypoAscenderAgrave: .warn
            default: .fail
            }
        }
    }

    /// The rule applied.
    public let rule: Rule
    /// The verdict.
    public let status: Status
    /// What was found, with the numbers (`usWinAscent 1901 < 2015, the top of 'Aring'`).
    public let message: String
    /// The numbers by name, for JSON.
    public let values: [(String, Int)]
    /// The glyph a glyph rule names, if any.
    public let glyph: String?

    /// Creates a verdict with its message, numbers and glyph.
    public init(rule: Rule, status: Status, message: String, values: [(String, Int)] = [], glyph: String? = nil) {
        self.rule = rule
        self.status = status
        self.message = message
        self.values = values
        self.glyph = glyph
    }

    /// Passes when `ok`, else the rule's severity.
    init(_ rule: Rule, ok: Bool, _ message: String, values: [(String, Int)] = [], glyph: String? = nil) {
        self.init(rule: rule, status: ok ? .pass : rule.severity, message: message, values: values, glyph: glyph)
    }

    /// Equal when rule, verdict, message, numbers and glyph are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rule == rhs.rule && lhs.status == rhs.status && lhs.message == rhs.message && lhs.glyph == rhs.glyph
            && lhs.values.map(\.0) == rhs.values.map(\.0) && lhs.values.map(\.1) == rhs.values.map(\.1)
    }

    /// Hashes the rule, verdict and message.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(status)
        hasher.combine(message)
    }
}
