/// A system font design (`Font.Design`, `UIFontDescriptor.SystemDesign`), which picks the
/// family and its tracking table.
public enum FontDesign: String, CaseIterable, Hashable, Sendable, CustomStringConvertible, SpelledName {
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

    /// The kind of name an unknown design is reported as.
    public static let nameKind = DynamicTypeError.NameKind.fontDesign

    /// The case name, `monospace` and `mono` (for ``monospaced``), and the CSS generic family
    /// (`system-ui`, `ui-serif` …).
    public var spellings: [String] {
        [rawValue] + (self == .monospaced ? ["monospace", "mono"] : []) + [cssGenericFamily]
    }

    /// The case name.
    public var canonicalName: String { rawValue }
}
