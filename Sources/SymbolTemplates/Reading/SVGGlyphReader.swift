import CatalogSystem
import TypeScale

/// Any SVG as a ``TemplateGlyph``, through the subset templates hold: paths and basic shapes,
/// filled and stroked, in groups with transforms. The view box is the em: its height the units
/// per em, its width the advance, its bottom the baseline. A stroke becomes the outline it
/// paints through FreeType's stroker (``OutlineStroker``: `stroke-width`, `stroke-linecap`,
/// `stroke-linejoin` and `stroke-miterlimit` as SVG defines them; `stroke-dasharray` and
/// `stroke-dashoffset` cut the path into dashes first, ``SVGDashes``), drawn in the element's own
/// coordinates and then transformed, as SVG strokes are. Each element's outline (its fill, its
/// stroke) is turned to wind positively, so overlapping elements join under the nonzero fill
/// a template's one path is drawn with. Everything else — text, images, `use`, gradients and
/// patterns, clipping, masks, filters — is refused in one line.
public enum SVGGlyphReader {
    /// Elements skipped with what they hold: they draw nothing.
    static let skipped: Set<String> = ["title", "desc", "metadata", "defs"]

    /// The glyph of the SVG at `path`.
    /// - Throws: ``TemplateError``, naming the element refused.
    public static func read(path: String, limit: FileSizeLimit = .standard) throws(TemplateError) -> TemplateGlyph {
        let bytes: [UInt8]
        do { bytes = try FileReader(limit: limit).read(path).bytes } catch { throw .file(path: error.path, reason: error.reason) }
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
        var walk = Walk()
        // The root's own paint (Lucide sets fill="none" stroke="currentColor" there).
        let paint = try SVGPaint.inherited(from: root, parent: SVGPaint())
        for child in root.children { try walk.collect(child, transform: .identity, inherited: paint) }
        guard !walk.elements.isEmpty else { throw .nothingDrawn }
        let toGlyph = AffineTransform(a: 1, b: 0, c: 0, d: -1, e: -box.x, f: box.y + box.height)
        return TemplateGlyph(elements: toGlyph.apply(walk.elements), unitsPerEm: box.height, advance: box.width)
    }

    /// The outlines collected, and the stroker (made at the first stroke).
    struct Walk {
        var elements = [GlyphPath.Element]()
        var stroker: OutlineStroker?

        mutating func collect(_ node: XMLTree, transform parent: AffineTransform, inherited: SVGPaint) throws(TemplateError) {
            let name = node.localName
            if SVGGlyphReader.skipped.contains(name) { return }
            guard name == "g" || SVGShapes.names.contains(name) else { throw .unsupported(line: node.line, what: "<\(name)>") }
            for attribute in ["clip-path", "mask", "filter"] where SVGPaint.value(attribute, of: node).map({ $0 != "none" }) ?? false {
                throw .unsupported(line: node.line, what: "\(attribute) on <\(name)>")
            }
            var transform = parent
            if let text = node["transform"] {
                guard let own = AffineTransform.parse(text) else { throw .badValue(line: node.line, attribute: "transform", value: text) }
                transform = parent.concatenating(own)
            }
            let paint = try SVGPaint.inherited(from: node, parent: inherited)
            if SVGPaint.value("display", of: node) == "none" || SVGPaint.value("visibility", of: node) == "hidden" { return }
            if name == "g" {
                for child in node.children { try collect(child, transform: transform, inherited: paint) }
                return
            }
            for value in [paint.fill, paint.stroke] where value.hasPrefix("url(") {
                throw .unsupported(line: node.line, what: "a gradient or pattern paint (\(value)) on <\(name)>")
            }
            guard let outline = try SVGShapes.outline(of: node) else { return }
            if paint.fills { add(transform.apply(outline)) }
            if paint.strokes, let style = paint.style {
                if stroker == nil {
                    do { stroker = try OutlineStroker() } catch { throw .stroke(line: node.line, reason: error.description) }
                }
                let dashes = try paint.dashes()
                // pathLength rescales the dashes to a length the author gave: not read, so refused.
                if dashes != nil, node["pathLength"] != nil { throw .unsupported(line: node.line, what: "pathLength on a dashed <\(name)>") }
                let path = dashes.map { $0.dashed(outline) } ?? outline
                let stroked: [GlyphPath.Element]
                do { stroked = try stroker!.outline(of: path, style: style) } catch {
                    throw .stroke(line: node.line, reason: error.description)
                }
                add(transform.apply(stroked))
            }
        }

        /// Appends one element's fill or stroke, turned to wind positively.
        private mutating func add(_ outline: [GlyphPath.Element]) {
            elements += GlyphGeometry(outline).area < 0 ? GlyphPath.reversingContours(outline) : outline
        }
    }
}
