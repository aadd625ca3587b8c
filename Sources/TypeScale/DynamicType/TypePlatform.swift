/// An Apple platform whose system text styles TypeScale knows.
///
/// `ios` covers iPadOS (the HIG gives one table for both). iOS and watchOS have Dynamic Type
/// (a text size per ``ContentSizeCategory``); macOS and tvOS have one fixed size per style,
/// which TypeScale files under ``ContentSizeCategory/large``.
public enum TypePlatform: String, CaseIterable, Hashable, Sendable, CustomStringConvertible, SpelledName {
    /// iOS and iPadOS: 12 categories (xSmall … AX5) × 11 text styles.
    case ios
    /// macOS: 11 text styles, one size each (no Dynamic Type).
    case macos
    /// watchOS: 9 categories (xSmall, Small, Large … xxxLarge, AX1 … AX3) × 10 text styles.
    case watchos
    /// tvOS: 9 text styles, one size each (no published category scaling).
    case tvos

    /// Apple's spelling: `iOS`, `macOS`, `watchOS`, `tvOS`.
    public var displayName: String {
        switch self {
        case .ios: "iOS"
        case .macos: "macOS"
        case .watchos: "watchOS"
        case .tvos: "tvOS"
        }
    }

    /// The platform's name as Apple writes it (``displayName``).
    public var description: String { displayName }

    /// Whether the text size follows a user-chosen content size category (iOS, watchOS).
    public var hasDynamicType: Bool { self == .ios || self == .watchos }

    /// The categories the platform's table has, smallest first: all 12 on iOS; 9 on watchOS
    /// (no Medium, no AX4/AX5); only ``ContentSizeCategory/large`` on macOS and tvOS.
    public var supportedCategories: [ContentSizeCategory] {
        DynamicTypeTable.supportedCategories[self] ?? []
    }

    /// The default category: Large everywhere (on watchOS Large is the default of 40–42 mm
    /// cases; see ``watchOSDefaultCategory(caseSizeMillimeters:)``).
    public var defaultCategory: ContentSizeCategory { .large }

    /// The platform's text styles in the HIG's order (watchOS lists Caption above Footnote).
    public var textStyles: [TextStyle] {
        DynamicTypeTable.textStyles[self] ?? []
    }

    /// Whether `category` is one of ``supportedCategories``.
    public func supports(_ category: ContentSizeCategory) -> Bool {
        supportedCategories.contains(category)
    }

    /// Whether `style` is one of ``textStyles``.
    public func supports(_ style: TextStyle) -> Bool {
        textStyles.contains(style)
    }

    /// The HIG's default text size in points (iOS 17, macOS 13, watchOS 16, tvOS 29).
    public var defaultTextSize: Double {
        switch self {
        case .ios: 17
        case .macos: 13
        case .watchos: 16
        case .tvos: 29
        }
    }

    /// The HIG's minimum text size in points (iOS 11, macOS 10, watchOS 12, tvOS 23).
    public var minimumTextSize: Double {
        switch self {
        case .ios: 11
        case .macos: 10
        case .watchos: 12
        case .tvos: 23
        }
    }

    /// The watchOS default category for a watch case size in millimetres, per the HIG:
    /// 38 mm → Small; 40, 41, 42 mm → Large; 44, 45, 49 mm → xLarge; nil for other sizes.
    public static func watchOSDefaultCategory(caseSizeMillimeters: Int) -> ContentSizeCategory? {
        switch caseSizeMillimeters {
        case 38: .small
        case 40, 41, 42: .large
        case 44, 45, 49: .xLarge
        default: nil
        }
    }

    /// The kind of name an unknown platform is reported as.
    public static let nameKind = DynamicTypeError.NameKind.platform

    /// Apple's spelling (`iOS`, `macOS`, `watchOS`, `tvOS`); `iPadOS` for ``ios``.
    public var spellings: [String] { [displayName] + (self == .ios ? ["iPadOS"] : []) }

    /// Apple's spelling.
    public var canonicalName: String { displayName }
}
