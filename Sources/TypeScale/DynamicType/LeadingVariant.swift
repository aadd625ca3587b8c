/// Standard, tight or loose leading (UIKit `traitTightLeading`/`traitLooseLeading`, AppKit
/// `.tightLeading`/`.looseLeading`, SwiftUI `Font.leading(.tight/.loose)`).
///
/// Per WWDC20 session 10175: tight is 2 points less than the standard leading on iOS and
/// macOS and 1 point less on watchOS; loose is as much more. Apple publishes no values for
/// tvOS. The HIG advises against tight leading for three or more lines.
public enum LeadingVariant: String, CaseIterable, Hashable, Sendable, CustomStringConvertible, SpelledName {
    /// The style's own leading.
    case standard
    /// Less leading (`traitTightLeading`).
    case tight
    /// More leading (`traitLooseLeading`).
    case loose

    /// What to add to the standard leading on `platform`, in points: 0 for ``standard``;
    /// -2/+2 (iOS, macOS), -1/+1 (watchOS) for ``tight``/``loose``; nil for tight and loose on
    /// tvOS, where no value is published.
    public func delta(on platform: TypePlatform) -> Double? {
        let step: Double
        switch platform {
        case .ios, .macos: step = 2
        case .watchos: step = 1
        case .tvos: return self == .standard ? 0 : nil
        }
        switch self {
        case .standard: return 0
        case .tight: return -step
        case .loose: return step
        }
    }

    /// The case name.
    public var description: String { rawValue }

    /// The kind of name an unknown variant is reported as.
    public static let nameKind = DynamicTypeError.NameKind.leading

    /// `standard`, `tight` or `loose`.
    public var spellings: [String] { [rawValue] }

    /// The case name.
    public var canonicalName: String { rawValue }
}
