import TypeScale

/// The paint of an element as SVG inherits it down the tree: `fill` and `stroke`, and the
/// stroke's width, caps, joins, miter limit and dashes. Each is read from the element's attribute or
/// its `style` declaration (which wins); `inherit`, or nothing, takes the parent's.
struct SVGPaint {
    var fill = "black"
    var stroke = "none"
    var width = 1.0
    var cap = StrokeStyle.Cap.butt
    var join = StrokeStyle.Join.miter
    var miterLimit = 4.0
    /// `stroke-dasharray` and `stroke-dashoffset` as written, and the line each was set on.
    var dasharray: (value: String, line: Int)?
    var dashoffset: String?

    /// True when the fill paints something.
    var fills: Bool { fill != "none" && fill != "transparent" }
    /// True when the stroke paints something.
    var strokes: Bool { stroke != "none" && stroke != "transparent" && width > 0 }
    /// The stroke as FreeType's stroker takes it, or nil when it paints nothing.
    var style: StrokeStyle? { strokes ? StrokeStyle(width: width, cap: cap, join: join, miterLimit: miterLimit) : nil }

    /// `parent`'s paint with what `node` sets.
    /// - Throws: ``TemplateError`` for a value SVG does not define, or `vector-effect: non-scaling-stroke`.
    static func inherited(from node: XMLTree, parent: SVGPaint) throws(TemplateError) -> SVGPaint {
        var paint = parent
        func own(_ name: String) -> String? {
            guard let value = value(name, of: node), value != "inherit" else { return nil }
            return value
        }
        func bad(_ name: String, _ value: String) -> TemplateError { .badValue(line: node.line, attribute: name, value: value) }
        if let fill = own("fill") { paint.fill = fill }
        if let stroke = own("stroke") { paint.stroke = stroke }
        if let text = own("stroke-width") {
            guard let width = SVGLength.parse(text), width >= 0 else { throw bad("stroke-width", text) }
            paint.width = width
        }
        if let text = own("stroke-linecap") {
            guard let cap = StrokeStyle.Cap(rawValue: text) else { throw bad("stroke-linecap", text) }
            paint.cap = cap
        }
        if let text = own("stroke-linejoin") {
            guard let join = StrokeStyle.Join(rawValue: text) else { throw bad("stroke-linejoin", text) }
            paint.join = join
        }
        if let text = own("stroke-miterlimit") {
            guard let limit = SVGLength.parse(text), limit >= 1 else { throw bad("stroke-miterlimit", text) }
            paint.miterLimit = limit
        }
        if let dashes = own("stroke-dasharray") { paint.dasharray = (dashes, node.line) }
        if let offset = own("stroke-dashoffset") { paint.dashoffset = offset }
        if own("vector-effect") == "non-scaling-stroke" {
            throw .unsupported(line: node.line, what: "vector-effect=\"non-scaling-stroke\" on <\(node.localName)>")
        }
        return paint
    }

    /// The dash pattern the stroke is drawn with, or nil for a solid line.
    /// - Throws: ``TemplateError/badValue(line:attribute:value:)`` for lengths SVG does not define.
    func dashes() throws(TemplateError) -> SVGDashes? {
        guard let dasharray else { return nil }
        switch SVGDashes.parse(dasharray.value, offset: dashoffset) {
        case .success(let dashes): return dashes
        case .failure(.dasharray): throw .badValue(line: dasharray.line, attribute: "stroke-dasharray", value: dasharray.value)
        case .failure(.dashoffset): throw .badValue(line: dasharray.line, attribute: "stroke-dashoffset", value: dashoffset ?? "")
        }
    }

    /// The value of property `name` set on `node` itself, or nil.
    static func value(_ name: String, of node: XMLTree) -> String? {
        if let style = node["style"] {
            for declaration in style.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1)
                if parts.count == 2, parts[0].trimmed == name { return String(parts[1].trimmed) }
            }
        }
        return node[name].map { String(Substring($0).trimmed) }
    }
}

extension Substring {
    /// Without white space at either end.
    var trimmed: Substring {
        drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed().reduce(into: Substring()) { $0.append($1) }
    }
}
