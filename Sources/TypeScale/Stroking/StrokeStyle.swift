/// How a path is stroked, as SVG's stroke properties say: the width, the caps on open ends,
/// the joins between segments and the miter limit, in the path's own units.
public struct StrokeStyle: Sendable, Hashable {
    /// `stroke-linecap`: what ends an open subpath.
    public enum Cap: String, Sendable, Hashable, CaseIterable {
        /// The stroke stops square at the end point (SVG's initial value).
        case butt
        /// A half circle of the stroke's width around the end point.
        case round
        /// A half square of the stroke's width beyond the end point.
        case square
    }

    /// `stroke-linejoin`: what fills the outer corner where two segments meet (SVG 1.1's
    /// three; SVG 2's `miter-clip` and `arcs` are not taken).
    public enum Join: String, Sendable, Hashable, CaseIterable {
        /// The outer edges extended until they meet, or a bevel where that is farther than
        /// the miter limit allows (SVG's initial value; PostScript's and PDF's miter).
        case miter
        /// A circular arc around the corner.
        case round
        /// A straight line across the corner.
        case bevel
    }

    /// The stroke's width (`stroke-width`), in the path's units; half of it lies each side.
    public var width: Double
    /// The caps of open subpaths.
    public var cap: Cap
    /// The joins between segments.
    public var join: Join
    /// The longest a miter may be, as a multiple of the width (`stroke-miterlimit`: the
    /// reciprocal sine of half the angle between the segments; 4 unless set).
    public var miterLimit: Double

    /// A stroke `width` units wide, with `cap`, `join` and `miterLimit` (SVG's initial values
    /// unless given).
    public init(width: Double, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 4) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }
}
