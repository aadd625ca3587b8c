/// One rule of ``VerticalMetricsCheck`` applied to a face (or a family) and its verdict, with
/// the numbers it was decided on.
public struct MetricCheck: Sendable, Hashable {
    /// A verdict.
    public enum Status: String, Sendable, Hashable, CaseIterable, Comparable {
        /// The rule holds, it should be looked at, or text will be clipped or spaced wrongly.
        case pass, warn, fail

        /// Worse verdicts later: pass, warn, fail.
        public static func < (lhs: Status, rhs: Status) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
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
            }
        }

        /// The verdict when the rule is not met.
        public var severity: Status {
            switch self {
            case .hheaMetrics, .typoMetrics, .winMetrics, .winAscent, .winDescent: .fail
            default: .warn
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
