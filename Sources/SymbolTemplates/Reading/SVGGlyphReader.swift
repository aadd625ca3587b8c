import CatalogSystem
import TypeScale

/// Any SVG as a ``TemplateGlyph``, through the subset templates hold: paths and basic shapes
/// with fills, in groups with transforms. The view box is the em: its height the units per
/// em, its width the advance, its bottom the baseline. Everything else — text, images,
/// `use`, gradients and patterns, clipping, masks, filters, strokes — is refused in one line.
public enum SVGGlyphReader {
    /// Elements skipped with what they hold: they draw nothing.
    static let skipped: Set<String> = ["title", "desc", "metadata", "defs"]

    /// The glyph of the SVG at `path`.
    /// - Throws: ``TemplateError``, naming the element refused.
    public static func read(path: String, limit: FileSizeLimit = .standard) throws(TemplateError) -> TemplateGlyph {
        let bytes: [UInt8]
        do { bytes = try FileReader(limit: limit).read(path).bytes } catch { throw .file(path: path, reason: error.description) }
        return try read(bytes)
    }

    /// The glyph of SVG `bytes`.
    public static func read(_ bytes: [UInt8]) throws(TemplateError) -> TemplateGlyph {
        let root = try XMLTreeReader.read(bytes)
        guard root.localName == "svg" else { throw .notSVG(root: root.name) }
        var box = (x: 0.0, y: 0.0, width: 0.0, height: 0.0)
        var scanner = NumberScanner(Substring(root["viewBox"] ?? ""))
        if let x = scanner.next(), let y = scanner.next(), let width = scanner.next(), let height = scanner.next() {
            box = (x, y, width, height)
        } else if let width = root["width"].flatMap(SVGLength.parse), let height = root["height"].flatMap(SVGLength.parse) {
            box = (0, 0, width, height)
        }
        guard box.width > 0, box.height > 0 else { throw .badValue(line: root.line, attribute: "viewBox", value: root["viewBox"] ?? "") }
        var elements = [GlyphPath.Element]()
        for child in root.children { try collect(child, transform: .identity, inherited: Paint(), into: &elements) }
        guard !elements.isEmpty else { throw .nothingDrawn }
        let toGlyph = AffineTransform(a: 1, b: 0, c: 0, d: -1, e: -box.x, f: box.y + box.height)
        return TemplateGlyph(elements: toGlyph.apply(elements), unitsPerEm: box.height, advance: box.width)
    }

    /// The `fill` and `stroke` an element inherits from its groups (SVG's initial values
    /// until a group sets them).
    struct Paint {
        var fill = "black"
        var stroke = "none"
    }

    private static func collect(_ node: XMLTree, transform parent: AffineTransform, inherited: Paint,
                                into elements: inout [GlyphPath.Element]) throws(TemplateError) {
        let name = node.localName
        if skipped.contains(name) { return }
        guard name == "g" || SVGShapes.names.contains(name) else { throw .unsupported(line: node.line, what: "<\(name)>") }
        for attribute in ["clip-path", "mask", "filter"] where SVGPaint.value(attribute, of: node).map({ $0 != "none" }) ?? false {
            throw .unsupported(line: node.line, what: "\(attribute) on <\(name)>")
        }
        var transform = parent
        if let text = node["transform"] {
            guard let own = AffineTransform.parse(text) else { throw .badValue(line: node.line, attribute: "transform", value: text) }
            transform = parent.concatenating(own)
        }
        var paint = inherited
        if let fill = SVGPaint.value("fill", of: node) { paint.fill = fill }
        if let stroke = SVGPaint.value("stroke", of: node) { paint.stroke = stroke }
        if SVGPaint.value("display", of: node) == "none" || SVGPaint.value("visibility", of: node) == "hidden" { return }
        if name == "g" {
            for child in node.children { try collect(child, transform: transform, inherited: paint, into: &elements) }
            return
        }
        for value in [paint.fill, paint.stroke] where value.hasPrefix("url(") {
            throw .unsupported(line: node.line, what: "a gradient or pattern paint (\(value)) on <\(name)>")
        }
        if paint.stroke != "none" && paint.stroke != "transparent" {
            throw .unsupported(line: node.line, what: "a stroke on <\(name)> (outline it first)")
        }
        guard paint.fill != "none", paint.fill != "transparent", let outline = try SVGShapes.outline(of: node) else { return }
        elements += transform.apply(outline)
    }
}
