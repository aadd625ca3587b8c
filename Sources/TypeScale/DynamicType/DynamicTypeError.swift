import CatalogSystem

/// Why a Dynamic Type question has no answer: an unknown name, a size category or text style
/// the platform does not have, or a number that cannot be a point size. ``description`` is one
/// line fit for stderr, for example:
///
///     unknown size category 'AX7'; did you mean 'AX1', 'AX2' or 'AX3'?
///     macOS has one text size (Large); size category AX3 is not available there
public enum DynamicTypeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of name failed to parse.
    public enum NameKind: String, CaseIterable, Sendable {
        /// A platform (`iOS`, `macOS`, …).
        case platform = "platform"
        /// A text style (`body`, `largeTitle`, …).
        case textStyle = "text style"
        /// A content size category (`large`, `AX3`, …).
        case sizeCategory = "size category"
        /// A font weight (`regular`, `bold`, …).
        case fontWeight = "font weight"
        /// A font width (`condensed`, …).
        case fontWidth = "font width"
        /// A font design (`default`, `rounded`, …).
        case fontDesign = "font design"
        /// A leading variant (`standard`, `tight`, `loose`).
        case leading = "leading"

        /// The canonical names of this kind, in order (listed when nothing is close).
        public var validNames: [String] {
            switch self {
            case .platform: TypePlatform.canonicalNames
            case .textStyle: TextStyle.canonicalNames
            case .sizeCategory: ContentSizeCategory.canonicalNames
            case .fontWeight: FontWeight.canonicalNames
            case .fontWidth: FontWidth.canonicalNames
            case .fontDesign: FontDesign.canonicalNames
            case .leading: LeadingVariant.canonicalNames
            }
        }
    }

    /// `name` is not a spelling of any value of `kind`; `suggestions` are close spellings
    /// (possibly none).
    case unknownName(NameKind, name: String, suggestions: [String])
    /// The platform has no such text size: macOS and tvOS have only Large, watchOS has no
    /// Medium and no AX4/AX5.
    case categoryNotAvailable(ContentSizeCategory, platform: TypePlatform)
    /// The platform's table has no such style (e.g. Large Title on tvOS, Callout on watchOS).
    case styleNotAvailable(TextStyle, platform: TypePlatform)
    /// Apple publishes no tight/loose leading for the platform (tvOS).
    case leadingNotPublished(LeadingVariant, platform: TypePlatform)
    /// A point size that is zero, negative, infinite or NaN.
    case invalidPointSize(Double)
    /// A value to scale that is infinite or NaN.
    case nonFiniteValue(Double)

    /// One line naming the value and what is wrong, fit for stderr.
    public var description: String {
        switch self {
        case .unknownName(let kind, let name, let suggestions):
            "unknown \(kind.rawValue) '\(name)'" + (suggestions.isEmpty
                ? "; expected one of " + kind.validNames.joined(separator: ", ")
                : NameSuggestions.didYouMeanClause(suggestions))
        case .categoryNotAvailable(let category, let platform):
            if platform.hasDynamicType {
                "\(platform) has no \(category) text size; use one of "
                    + platform.supportedCategories.map(\.higName).joined(separator: ", ")
            } else {
                "\(platform) has one text size (Large); size category \(category) "
                    + "is not available there"
            }
        case .styleNotAvailable(let style, let platform):
            "\(platform) has no \(style) text style; use one of "
                + platform.textStyles.map(\.displayName).joined(separator: ", ")
        case .leadingNotPublished(let variant, let platform):
            "\(platform) has no published \(variant.rawValue) leading "
                + "(Apple gives tight and loose leading for iOS, macOS and watchOS only)"
        case .invalidPointSize(let size):
            "point size must be a positive finite number, got \(Self.format(size))"
        case .nonFiniteValue(let value):
            "the value to scale must be a finite number, got \(Self.format(value))"
        }
    }

    /// `17` for whole numbers, otherwise Swift's shortest form (`17.5`, `nan`, `-inf`).
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(describing: value)
    }
}
