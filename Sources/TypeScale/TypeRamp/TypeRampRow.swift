/// One text style of a ``TypeRamp``: its table values and the resolved font's metrics at the
/// style's size. Lengths are in points.
public struct TypeRampRow: Sendable, Hashable {
    /// The text style.
    public let style: TextStyle
    /// The weight used (the style's, or its emphasized weight).
    public let weight: FontWeight
    /// The point size.
    public let pointSize: Double
    /// The leading (line height) in points, with the tight or loose delta applied.
    public let leading: Double
    /// The HIG tracking for the size, design and platform.
    public let tracking: Tracking
    /// The font the style resolved to.
    public let font: ResolvedFont
    /// The font's vertical metrics at ``pointSize``, with a line box of ``leading``.
    public let metrics: ScaledLineMetrics

    /// Creates a row.
    public init(style: TextStyle, weight: FontWeight, pointSize: Double, leading: Double, tracking: Tracking,
                font: ResolvedFont, metrics: ScaledLineMetrics) {
        self.style = style
        self.weight = weight
        self.pointSize = pointSize
        self.leading = leading
        self.tracking = tracking
        self.font = font
        self.metrics = metrics
    }
}
