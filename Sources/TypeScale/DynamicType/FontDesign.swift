/// A system font design (`Font.Design`, `UIFontDescriptor.SystemDesign`), which picks the
/// family and its tracking table.
public enum FontDesign: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// SF Pro (SF Compact on watchOS).
    case `default`
    /// SF Pro Rounded (SF Compact Rounded on watchOS).
    case rounded
    /// New York.
    case serif
    /// SF Mono (no tracking table: tracking is 0).
    case monospaced

    /// The family on `platform`: "SF Pro", "SF Pro Rounded", "New York", "SF Mono"; on watchOS
    /// "SF Compact" and "SF Compact Rounded".
    public func familyName(on platform: TypePlatform) -> String {
        switch (self, platform) {
        case (.default, .watchos): "SF Compact"
        case (.default, _): "SF Pro"
        case (.rounded, .watchos): "SF Compact Rounded"
        case (.rounded, _): "SF Pro Rounded"
        case (.serif, _): "New York"
        case (.monospaced, _): "SF Mono"
        }
    }

    /// WebKit's CSS generic family: `system-ui`, `ui-rounded`, `ui-serif`, `ui-monospace`.
    public var cssGenericFamily: String {
        switch self {
        case .default: "system-ui"
        case .rounded: "ui-rounded"
        case .serif: "ui-serif"
        case .monospaced: "ui-monospace"
        }
    }

    /// The case name (`default`, `rounded` …).
    public var description: String { rawValue }

    /// Parses a design case-insensitively: the case name (`default`, `rounded`, `serif`,
    /// `monospaced`), `monospace`, `mono`, or the CSS generic family (`system-ui`,
    /// `ui-serif` …).
    public init?(name: String) {
        guard let value = DynamicTypeNameMatcher.match(name, in: Self.spellingTable) else {
            return nil
        }
        self = value
    }

    /// Parses like ``init(name:)`` or throws ``DynamicTypeError/unknownName(_:name:suggestions:)``.
    public init(parsing name: String) throws(DynamicTypeError) {
        self = try DynamicTypeNameMatcher.parse(name, in: Self.spellingTable, kind: .fontDesign)
    }

    /// For "did you mean": up to `limit` design names nearest to `name`; empty when none is close.
    public static func suggestions(for name: String, limit: Int = 3) -> [String] {
        DynamicTypeNameMatcher.suggestions(for: name, in: spellingTable, limit: limit)
    }

    static let spellingTable: [DynamicTypeNameMatcher.Spelling<FontDesign>] =
        allCases.map { .init(text: $0.rawValue, value: $0) }
            + [.init(text: "monospace", value: .monospaced)]
            + [.init(text: "mono", value: .monospaced)]
            + allCases.map { .init(text: $0.cssGenericFamily, value: $0) }
}
