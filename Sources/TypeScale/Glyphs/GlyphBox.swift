/// A point in a glyph's coordinate system: font units (or points, once scaled), y up, the
/// baseline at y = 0 and the glyph's origin at x = 0.
public struct GlyphPoint: Sendable, Hashable {
    /// Across, right positive.
    public var x: Double
    /// Up from the baseline.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point with both coordinates multiplied by `factor` (e.g. `pointSize / unitsPerEm`
    /// to go from font units to points).
    public func scaled(by factor: Double) -> GlyphPoint {
        GlyphPoint(x: x * factor, y: y * factor)
    }
}

/// An axis-aligned rectangle in a glyph's coordinate system: font units (or points, once
/// scaled), y up, the baseline at y = 0.
public struct GlyphBox: Sendable, Hashable {
    /// The left edge.
    public var xMin: Double
    /// The bottom edge (negative below the baseline).
    public var yMin: Double
    /// The right edge.
    public var xMax: Double
    /// The top edge.
    public var yMax: Double

    /// Creates a box.
    public init(xMin: Double, yMin: Double, xMax: Double, yMax: Double) {
        self.xMin = xMin
        self.yMin = yMin
        self.xMax = xMax
        self.yMax = yMax
    }

    /// `xMax - xMin`.
    public var width: Double { xMax - xMin }
    /// `yMax - yMin`.
    public var height: Double { yMax - yMin }
    /// The middle of the box.
    public var center: GlyphPoint { GlyphPoint(x: (xMin + xMax) / 2, y: (yMin + yMax) / 2) }

    /// The box with every coordinate multiplied by `factor`.
    public func scaled(by factor: Double) -> GlyphBox {
        GlyphBox(xMin: xMin * factor, yMin: yMin * factor, xMax: xMax * factor, yMax: yMax * factor)
    }

    /// The smallest box holding this one and `point`.
    mutating func include(_ x: Double, _ y: Double) {
        if x < xMin { xMin = x }
        if x > xMax { xMax = x }
        if y < yMin { yMin = y }
        if y > yMax { yMax = y }
    }
}
