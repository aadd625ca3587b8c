/// What to resolve to a real font: a weight and width (of the resolver's design or font), and
/// optionally the point size for a variable font's optical-size axis.
public struct FontRequest: Sendable, Hashable, CustomStringConvertible {
    /// The weight asked for: OpenType 100 (ultraLight) … 900 (black).
    public let weight: FontWeight
    /// The width asked for: fontconfig width 63, 75, 100, 125 or 150; `wdth` 62.5 … 150 on a
    /// variable font.
    public let width: FontWidth
    /// The type size in points, set as the `opsz` coordinate of a variable font that has that
    /// axis; `nil` leaves `opsz` at its default.
    public let pointSize: Double?

    /// Creates a request.
    public init(weight: FontWeight, width: FontWidth = .standard, pointSize: Double? = nil) {
        self.weight = weight
        self.width = width
        self.pointSize = pointSize
    }

    /// `"semibold (600), condensed"`, with `", 17 pt"` when a size is given.
    public var description: String {
        "\(weight.appleName) (\(weight.openTypeWeight)), \(width)"
            + (pointSize.map { ", \(DynamicTypeError.format($0)) pt" } ?? "")
    }
}
