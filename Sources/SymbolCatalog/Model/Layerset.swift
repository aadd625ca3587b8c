/// A rendering mode recorded in `layerset_availability.plist`.
///
/// Apple's files only record `hierarchical` and `multicolor`: monochrome is implicit for
/// every symbol, and palette/variable colour are not recorded there.
public struct Layerset: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let hierarchical = Layerset(rawValue: "hierarchical")
    public static let multicolor = Layerset(rawValue: "multicolor")

    public var description: String { rawValue }
    public static func < (lhs: Layerset, rhs: Layerset) -> Bool { lhs.rawValue < rhs.rawValue }
}
