import CatalogFormats

/// Glyph outlines as path elements, in **font units** with y pointing **up** (the font's own
/// coordinate system: the baseline is y = 0). Draw them at a type size by scaling with
/// `pointSize / unitsPerEm` and flipping y, e.g. in SVG
/// `transform="translate(x, baseline) scale(k, -k)"`.
public struct GlyphPath: Sendable, Hashable {
    /// One drawing command, in font units.
    public enum Element: Sendable, Hashable {
        /// Starts a contour at (x, y).
        case move(x: Double, y: Double)
        /// A straight line to (x, y).
        case line(x: Double, y: Double)
        /// A quadratic Bézier curve (TrueType) through control point (cx, cy) to (x, y).
        case quadratic(cx: Double, cy: Double, x: Double, y: Double)
        /// A cubic Bézier curve (CFF) through control points 1 and 2 to (x, y).
        case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
        /// Closes the current contour.
        case close
    }

    /// The elements, contour by contour, glyph by glyph.
    public var elements: [Element]
    /// The pen's advance in font units: the glyphs' advance widths plus the letter spacing
    /// between them.
    public var advance: Double
    /// How many glyphs were drawn; ``missingGlyphCount`` of them are `.notdef` for characters
    /// the font lacks.
    public var glyphCount: Int
    /// How many characters the font has no glyph for (drawn as its `.notdef` glyph).
    public var missingGlyphCount: Int

    /// Creates a path.
    public init(elements: [Element] = [], advance: Double = 0, glyphCount: Int = 0, missingGlyphCount: Int = 0) {
        self.elements = elements
        self.advance = advance
        self.glyphCount = glyphCount
        self.missingGlyphCount = missingGlyphCount
    }

    /// The path as SVG path data (`M`, `L`, `Q`, `C`, `Z`), in font units with y up, numbers
    /// rounded to 1/100 unit.
    public var svgPathData: String { svgPathData(decimals: 2) }

    /// The path as SVG path data (`M`, `L`, `Q`, `C`, `Z`), in font units with y up, numbers
    /// rounded to `decimals` places without trailing zeros (a custom symbol template's six).
    public func svgPathData(decimals: Int) -> String {
        var bytes = [UInt8]()
        bytes.reserveCapacity(elements.count * (10 + 2 * decimals))
        // `lead` and the point `x y`, written as bytes (a path of thousands of elements built
        // from small strings took most of `catalog site`'s glyph time).
        func point(_ lead: Unicode.Scalar, _ x: Double, _ y: Double) {
            bytes.append(UInt8(ascii: lead))
            SVGNumber.append(x, decimals: decimals, to: &bytes)
            bytes.append(UInt8(ascii: " "))
            SVGNumber.append(y, decimals: decimals, to: &bytes)
        }
        for element in elements {
            switch element {
            case .move(let x, let y): point("M", x, y)
            case .line(let x, let y): point("L", x, y)
            case .quadratic(let cx, let cy, let x, let y):
                point("Q", cx, cy)
                point(" ", x, y)
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                point("C", c1x, c1y)
                point(" ", c2x, c2y)
                point(" ", x, y)
            case .close: bytes.append(UInt8(ascii: "Z"))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
