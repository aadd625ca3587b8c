/// Insets from a window's four edges (a safe area), in the layout's unit.
public struct EdgeInsets: Sendable, Hashable {
    /// From the top edge.
    public let top: Double
    /// From the left edge.
    public let left: Double
    /// From the bottom edge.
    public let bottom: Double
    /// From the right edge.
    public let right: Double

    /// The four insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Each inset multiplied by `factor` (points to pixels).
    public func scaled(by factor: Double) -> EdgeInsets {
        EdgeInsets(top: top * factor, left: left * factor, bottom: bottom * factor, right: right * factor)
    }
}
