/// A rendering mode recorded in `layerset_availability.plist`.
///
/// Apple's files only record `hierarchical` and `multicolor`: monochrome is implicit for
/// every symbol, and palette/variable colour are not recorded there.
public struct Layerset: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The name as the file writes it (`hierarchical`).
    public let rawValue: String
    /// The rendering mode the file calls `rawValue` (any name is kept as written).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Hierarchical rendering: one colour in several opacities.
    public static let hierarchical = Layerset(rawValue: "hierarchical")
    /// Multicolor rendering: the symbol's own colours.
    public static let multicolor = Layerset(rawValue: "multicolor")

    /// The name as written.
    public var description: String { rawValue }
    /// By name.
    public static func < (lhs: Layerset, rhs: Layerset) -> Bool { lhs.rawValue < rhs.rawValue }
}
