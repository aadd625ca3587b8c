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
    public var svgPathData: String {
        var bytes = [UInt8]()
        bytes.reserveCapacity(elements.count * 12)
        for element in elements {
            switch element {
            case .move(let x, let y): Self.append("M", x, y, to: &bytes)
            case .line(let x, let y): Self.append("L", x, y, to: &bytes)
            case .quadratic(let cx, let cy, let x, let y):
                Self.append("Q", cx, cy, to: &bytes)
                Self.append(" ", x, y, to: &bytes)
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                Self.append("C", c1x, c1y, to: &bytes)
                Self.append(" ", c2x, c2y, to: &bytes)
                Self.append(" ", x, y, to: &bytes)
            case .close: bytes.append(UInt8(ascii: "Z"))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `lead` and the point `x y`, written as bytes (a path of thousands of elements built
    /// from small strings took most of `catalog site`'s glyph time).
    private static func append(_ lead: Unicode.Scalar, _ x: Double, _ y: Double, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: lead))
        appendNumber(x, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        appendNumber(y, to: &bytes)
    }

    /// `12`, `12.5`, `-0.25`: at most two decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        var bytes = [UInt8]()
        appendNumber(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``number(_:)``'s digits appended to `bytes`.
    static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        let hundredths = Int((value * 100).rounded())
        if hundredths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = hundredths.magnitude, whole = magnitude / 100, fraction = magnitude % 100
        appendDigits(whole, to: &bytes)
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    private static func appendDigits(_ value: UInt, to bytes: inout [UInt8]) {
        if value >= 10 { appendDigits(value / 10, to: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
