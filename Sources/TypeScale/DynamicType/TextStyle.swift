/// A system text style. Case names are UIKit's `UIFont.TextStyle` names; ``displayName`` is the
/// HIG's ("Large Title", "Subhead").
///
/// iOS and macOS have the first eleven styles. tvOS has no Large Title, Subhead or Footnote but
/// adds ``subtitle1``; watchOS has no Callout, Subhead or Footnote but adds ``footnote1`` and
/// ``footnote2``. See ``TypePlatform/textStyles`` for each platform's list. visionOS's Extra
/// Large Title 1 and 2 are not modelled: no size table for them is published.
public enum TextStyle: String, CaseIterable, Hashable, Sendable, CustomStringConvertible, SpelledName {
    /// "Large Title".
    case largeTitle
    /// "Title 1".
    case title1
    /// "Title 2".
    case title2
    /// "Title 3".
    case title3
    /// "Headline".
    case headline
    /// "Body".
    case body
    /// "Callout".
    case callout
    /// "Subhead".
    case subheadline
    /// "Footnote".
    case footnote
    /// "Caption 1".
    case caption1
    /// "Caption 2".
    case caption2
    /// tvOS only: "Subtitle 1" (Regular, where tvOS's other styles are Medium).
    case subtitle1
    /// watchOS only: "Footnote 1".
    case footnote1
    /// watchOS only: "Footnote 2".
    case footnote2

    /// The HIG's name: "Large Title", "Title 1" … "Subhead", "Caption 2", "Subtitle 1",
    /// "Footnote 1", "Footnote 2".
    public var displayName: String {
        switch self {
        case .largeTitle: "Large Title"
        case .title1: "Title 1"
        case .title2: "Title 2"
        case .title3: "Title 3"
        case .headline: "Headline"
        case .body: "Body"
        case .callout: "Callout"
        case .subheadline: "Subhead"
        case .footnote: "Footnote"
        case .caption1: "Caption 1"
        case .caption2: "Caption 2"
        case .subtitle1: "Subtitle 1"
        case .footnote1: "Footnote 1"
        case .footnote2: "Footnote 2"
        }
    }

    /// The `UIFont.TextStyle` constant (`largeTitle`, `subheadline` …), or nil for the tvOS and
    /// watchOS styles that have no UIKit constant of their own.
    public var uikitName: String? {
        isIOSStyle ? rawValue : nil
    }

    /// The `UIFont.TextStyle` raw value (`UICTFontTextStyleTitle0` for Large Title,
    /// `UICTFontTextStyleSubhead` …), or nil where ``uikitName`` is nil.
    public var uikitRawValue: String? {
        let suffix: String? = switch self {
        case .largeTitle: "Title0"
        case .title1: "Title1"
        case .title2: "Title2"
        case .title3: "Title3"
        case .headline: "Headline"
        case .body: "Body"
        case .callout: "Callout"
        case .subheadline: "Subhead"
        case .footnote: "Footnote"
        case .caption1: "Caption1"
        case .caption2: "Caption2"
        case .subtitle1, .footnote1, .footnote2: nil
        }
        return suffix.map { "UICTFontTextStyle" + $0 }
    }

    /// The SwiftUI `Font.TextStyle` case (`title` for Title 1, `caption` for Caption 1), or nil
    /// where ``uikitName`` is nil.
    public var swiftUIName: String? {
        switch self {
        case .title1: "title"
        case .caption1: "caption"
        case .subtitle1, .footnote1, .footnote2: nil
        default: rawValue
        }
    }

    /// The HIG name (``displayName``).
    public var description: String { displayName }

    /// The kind of name an unknown style is reported as.
    public static let nameKind = DynamicTypeError.NameKind.textStyle

    /// The HIG name.
    public var canonicalName: String { displayName }

    /// Every accepted spelling: case name, HIG name, UIKit raw value, SwiftUI name.
    public var spellings: [String] {
        var result = [rawValue, displayName]
        for extra in [uikitRawValue, swiftUIName].compactMap({ $0 }) where !result.contains(extra) {
            result.append(extra)
        }
        return result
    }

    private var isIOSStyle: Bool {
        switch self {
        case .subtitle1, .footnote1, .footnote2: false
        default: true
        }
    }
}
