import CatalogSystem
import TypeScale

/// Reads a custom symbol template (any version) into a ``SymbolTemplate``. The groups are
/// found by id wherever a drawing app nested them; every transform down the tree is applied.
public enum TemplateReader {
    /// Elements that may stand in a variant: shapes and groups.
    static let allowedInVariant = SVGShapes.names.union(["g", "title", "desc"])

    /// Reads the template at `path`, at most `limit` bytes.
    /// - Throws: ``TemplateError``.
    public static func read(path: String, limit: FileSizeLimit = .standard) throws(TemplateError) -> SymbolTemplate {
        let bytes: [UInt8]
        do { bytes = try FileReader(limit: limit).read(path).bytes } catch { throw .file(path: error.path, reason: error.reason) }
        return try read(bytes, file: path)
    }

    /// Reads template `bytes`, named `file` in findings.
    public static func read(_ bytes: [UInt8], file: String) throws(TemplateError) -> SymbolTemplate {
        let root = try XMLTreeReader.read(bytes)
        guard root.localName == "svg" else { throw .notSVG(root: root.name) }
        var template = SymbolTemplate(file: file, version: nil, canvas: canvas(of: root), guides: [], referenceGlyphCount: 0,
                                      margins: [], variants: [], problems: [], hasNotes: false, hasGuides: false, hasSymbols: false)
        var walker = Walker(template: template)
        try walker.visit(root, transform: .identity, section: nil)
        template = walker.template
        template.version = version(in: root)
        return template
    }

    /// `Template v.3.0` (or a drawing app's `Template-v.3.0` id) anywhere in the document.
    static func version(in root: XMLTree) -> String? {
        func search(_ node: XMLTree) -> String? {
            for text in [node.text, node["id"] ?? ""] {
                for marker in ["Template v.", "Template-v."] {
                    guard let range = text.firstRange(of: marker) else { continue }
                    let digits = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
                    let trimmed = digits.hasSuffix(".") ? digits.dropLast() : digits
                    if !trimmed.isEmpty { return String(trimmed) }
                }
            }
            for child in node.children { if let found = search(child) { return found } }
            return nil
        }
        return search(root)
    }

    static func canvas(of root: XMLTree) -> (width: Double, height: Double)? {
        if let width = root["width"].flatMap(SVGLength.parse), let height = root["height"].flatMap(SVGLength.parse) {
            return (width, height)
        }
        var scanner = NumberScanner(Substring(root["viewBox"] ?? ""))
        guard scanner.next() != nil, scanner.next() != nil, let width = scanner.next(), let height = scanner.next() else { return nil }
        return (width, height)
    }
}

/// The walk of ``TemplateReader``: which section (Notes, Guides, Symbols, a variant) an
/// element is in, and the transform down to it.
struct Walker {
    enum Section { case notes, guides, symbols, variant(Int) }
    var template: SymbolTemplate

    mutating func visit(_ node: XMLTree, transform parent: AffineTransform, section: Section?) throws(TemplateError) {
        var transform = parent
        if let text = node["transform"] {
            guard let own = AffineTransform.parse(text) else { throw .badValue(line: node.line, attribute: "transform", value: text) }
            transform = parent.concatenating(own)
            if case .variant = section, !own.isTranslation {
                template.problems.append(TemplateProblem(kind: .transform, line: node.line, detail: "transform=\"\(text)\" inside a variant"))
            }
        }
        let id = node["id"] ?? ""
        var section = section
        switch section {
        case nil:
            if id == "Notes" { section = .notes; template.hasNotes = true }
            if id == "Guides" { section = .guides; template.hasGuides = true }
            if id == "Symbols" { section = .symbols; template.hasSymbols = true }
        case .symbols where node.localName == "g":
            if let name = VariantName(id) {
                if !transform.isTranslation {
                    template.problems.append(TemplateProblem(kind: .transform, line: node.line, detail: "variant \(name) is not only translated"))
                }
                template.variants.append(TemplateVariant(name: name, line: node.line, transform: transform, shapes: []))
                section = .variant(template.variants.count - 1)
            } else if !id.isEmpty {
                template.problems.append(TemplateProblem(kind: .unknownVariant, line: node.line, detail: id))
            }
        case .guides:
            try guide(node, id: id, transform: transform)
        case .variant(let index):
            try shape(node, into: index, transform: transform)
        default:
            break
        }
        if case .variant = section, !TemplateReader.allowedInVariant.contains(node.localName) { return }
        for child in node.children { try visit(child, transform: transform, section: section) }
    }

    private mutating func guide(_ node: XMLTree, id: String, transform: AffineTransform) throws(TemplateError) {
        if id == "H-reference" { template.referenceGlyphCount += 1; return }
        let parts = id.split(separator: "-")
        if parts.count == 2, let kind = TemplateGuide.Kind(rawValue: String(parts[0])), let scale = TemplateScale(rawValue: String(parts[1])),
           let point = try start(of: node) {
            template.guides.append(TemplateGuide(kind: kind, scale: scale, y: transform.apply(point.x, point.y).y, line: node.line))
            return
        }
        for side in ["left-margin", "right-margin"] where id == side || id.hasPrefix(side + "-") {
            let variant = id == side ? nil : VariantName(String(id.dropFirst(side.count + 1)))
            guard id == side || variant != nil, var point = try start(of: node) else { continue }
            // Version 1 draws each margin as a rectangle as wide as the margin: the glyph side is the one that counts.
            if node.localName == "rect", side == "left-margin" { point.x += SVGLength.parse(node["width"] ?? "") ?? 0 }
            let x = transform.apply(point.x, point.y).x
            if let index = template.margins.firstIndex(where: { $0.variant == variant }) {
                if side == "left-margin" { template.margins[index].left = x } else { template.margins[index].right = x }
            } else {
                template.margins.append(TemplateMargins(variant: variant, left: side == "left-margin" ? x : .nan,
                                                        right: side == "right-margin" ? x : .nan, line: node.line))
            }
        }
    }

    /// Where a guide's element starts: a line's first point, a rectangle's corner, a path's first move.
    private func start(of node: XMLTree) throws(TemplateError) -> (x: Double, y: Double)? {
        switch node.localName {
        case "line": return (SVGLength.parse(node["x1"] ?? "0") ?? 0, SVGLength.parse(node["y1"] ?? "0") ?? 0)
        case "rect": return (SVGLength.parse(node["x"] ?? "0") ?? 0, SVGLength.parse(node["y"] ?? "0") ?? 0)
        case "path":
            if case .move(let x, let y)? = try SVGPathData.parse(node["d"] ?? "", line: node.line).first { return (x, y) }
            return nil
        default: return nil
        }
    }

    private mutating func shape(_ node: XMLTree, into index: Int, transform: AffineTransform) throws(TemplateError) {
        guard TemplateReader.allowedInVariant.contains(node.localName) else {
            template.problems.append(TemplateProblem(kind: .element, line: node.line, detail: "<\(node.localName)> in \(template.variants[index].name)"))
            return
        }
        guard let outline = try SVGShapes.outline(of: node) else { return }
        let stroke = SVGPaint.value("stroke", of: node)
        template.variants[index].shapes.append(TemplateShape(
            element: node.localName, line: node.line, elements: transform.apply(outline),
            stroked: stroke != nil && stroke != "none", closed: SVGShapes.isClosed(outline)))
    }
}
