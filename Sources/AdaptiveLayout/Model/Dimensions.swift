/// A width and a height, in the unit the property holding them names (`portraitPoints`,
/// `printedPixels`).
public struct Dimensions: Sendable, Hashable {
    /// The horizontal extent.
    public let width: Double
    /// The vertical extent.
    public let height: Double

    /// `width` by `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Width and height swapped: a portrait screen held in landscape.
    public var swapped: Dimensions { Dimensions(width: height, height: width) }

    /// These dimensions as held in `orientation`, when they are a portrait screen's.
    public func held(_ orientation: Orientation) -> Dimensions {
        orientation == .portrait ? self : swapped
    }
}
