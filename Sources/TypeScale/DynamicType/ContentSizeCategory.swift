/// A Dynamic Type content size category (the user's text size), smallest first.
///
/// The order is the HIG's: xSmall, Small, Medium, **Large** (the default), xLarge, xxLarge,
/// xxxLarge, then the larger accessibility sizes AX1 … AX5. Categories compare by that order.
/// Case names follow SwiftUI's `DynamicTypeSize`; every spelling Apple uses is accepted by
/// ``init(name:)``.
///
/// Not every platform has every category: see ``TypePlatform/supportedCategories``.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable,
    CustomStringConvertible, SpelledName
{
    /// xSmall (`UIContentSizeCategory.extraSmall`).
    case xSmall = 0
    /// Small.
    case small
    /// Medium.
    case medium
    /// The default category on iOS (and on 40–42 mm watches).
    case large
    /// xLarge (`.extraLarge`).
    case xLarge
    /// xxLarge (`.extraExtraLarge`).
    case xxLarge
    /// xxxLarge (`.extraExtraExtraLarge`), the largest before the accessibility sizes.
    case xxxLarge
    /// AX1 (`UIContentSizeCategory.accessibilityMedium`).
    case accessibility1
    /// AX2 (`.accessibilityLarge`).
    case accessibility2
    /// AX3 (`.accessibilityExtraLarge`).
    case accessibility3
    /// AX4 (`.accessibilityExtraExtraLarge`).
    case accessibility4
    /// AX5 (`.accessibilityExtraExtraExtraLarge`).
    case accessibility5

    /// Position in the HIG order, 0 (xSmall) … 11 (AX5).
    public var order: Int { rawValue }

    /// Smaller categories first, in the HIG's order.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The HIG's name: `xSmall`, `Small`, `Medium`, `Large`, `xLarge`, `xxLarge`, `xxxLarge`,
    /// `AX1` … `AX5`.
    public var higName: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "AX1"
        case .accessibility2: "AX2"
        case .accessibility3: "AX3"
        case .accessibility4: "AX4"
        case .accessibility5: "AX5"
        }
    }

    /// The `UIContentSizeCategory` constant: `extraSmall` … `extraExtraExtraLarge`,
    /// `accessibilityMedium` … `accessibilityExtraExtraExtraLarge`.
    public var uikitName: String {
        switch self {
        case .xSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "extraLarge"
        case .xxLarge: "extraExtraLarge"
        case .xxxLarge: "extraExtraExtraLarge"
        case .accessibility1: "accessibilityMedium"
        case .accessibility2: "accessibilityLarge"
        case .accessibility3: "accessibilityExtraLarge"
        case .accessibility4: "accessibilityExtraExtraLarge"
        case .accessibility5: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// The `UIContentSizeCategory` raw value: `UICTContentSizeCategoryXS` …
    /// `UICTContentSizeCategoryAccessibilityXXXL`.
    public var uikitRawValue: String {
        let suffix = switch self {
        case .xSmall: "XS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .xLarge: "XL"
        case .xxLarge: "XXL"
        case .xxxLarge: "XXXL"
        case .accessibility1: "AccessibilityM"
        case .accessibility2: "AccessibilityL"
        case .accessibility3: "AccessibilityXL"
        case .accessibility4: "AccessibilityXXL"
        case .accessibility5: "AccessibilityXXXL"
        }
        return "UICTContentSizeCategory" + suffix
    }

    /// The SwiftUI `DynamicTypeSize` case: `xSmall` … `xxxLarge`, `accessibility1` …
    /// `accessibility5` (also the Swift case name).
    public var swiftUIName: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "accessibility1"
        case .accessibility2: "accessibility2"
        case .accessibility3: "accessibility3"
        case .accessibility4: "accessibility4"
        case .accessibility5: "accessibility5"
        }
    }

    /// Whether this is one of the larger accessibility sizes (AX1 … AX5).
    public var isAccessibilityCategory: Bool { self >= .accessibility1 }

    /// The HIG name (``higName``).
    public var description: String { higName }

    /// The kind of name an unknown category is reported as.
    public static let nameKind = DynamicTypeError.NameKind.sizeCategory

    /// The HIG name.
    public var canonicalName: String { higName }

    /// Every accepted spelling (HIG, UIKit, UIKit raw value, SwiftUI), category by category.
    public var spellings: [String] { [higName, uikitName, uikitRawValue, swiftUIName] }
}
