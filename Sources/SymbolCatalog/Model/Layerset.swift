/// A rendering mode recorded in `layerset_availability.plist`, or Draw from `draw_symbols.plist`.
///
/// Apple's files only record `hierarchical` and `multicolor`: monochrome is implicit for
/// every symbol, palette/variable colour are not recorded there, and Draw is in no file.
public struct Layerset: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The name as the file writes it (`hierarchical`).
    public let rawValue: String
    /// The rendering mode the file calls `rawValue` (any name is kept as written).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Hierarchical rendering: one colour in several opacities.
    public static let hierarchical = Layerset(rawValue: "hierarchical")
    /// Multicolor rendering: the symbol's own colours.
    public static let multicolor = Layerset(rawValue: "multicolor")
    /// Draw: the symbol drawn on and off along its strokes (SF Symbols 7, iOS 26 and the
    /// same on every platform). No file of Apple's lists it: `draw_symbols.plist` does.
    public static let draw = Layerset(rawValue: "draw")
    /// The release Draw arrived in: `2025` (SF Symbols 7).
    public static let drawRelease = ReleaseID("2025")

    /// The name as written.
    public var description: String { rawValue }
    /// By name.
    public static func < (lhs: Layerset, rhs: Layerset) -> Bool { lhs.rawValue < rhs.rawValue }
}
