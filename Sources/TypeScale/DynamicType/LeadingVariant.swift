/// Standard, tight or loose leading (UIKit `traitTightLeading`/`traitLooseLeading`, AppKit
/// `.tightLeading`/`.looseLeading`, SwiftUI `Font.leading(.tight/.loose)`).
///
/// Per WWDC20 session 10175: tight is 2 points less than the standard leading on iOS and
/// macOS and 1 point less on watchOS; loose is as much more. Apple publishes no values for
/// tvOS. The HIG advises against tight leading for three or more lines.
public enum LeadingVariant: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case standard
    case tight
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

    /// Parses `standard`, `tight` or `loose`, case-insensitively.
    public init?(name: String) {
        guard let value = DynamicTypeNameMatcher.match(name, in: Self.spellingTable) else {
            return nil
        }
        self = value
    }

    /// Parses like ``init(name:)`` or throws ``DynamicTypeError/unknownName(_:name:suggestions:)``.
    public init(parsing name: String) throws(DynamicTypeError) {
        self = try DynamicTypeNameMatcher.parse(name, in: Self.spellingTable, kind: .leading)
    }

    static let spellingTable: [DynamicTypeNameMatcher.Spelling<LeadingVariant>] =
        allCases.map { .init(text: $0.rawValue, value: $0) }
}
