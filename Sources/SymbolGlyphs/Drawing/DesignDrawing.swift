import CatalogFormats
import CatalogSystem
import SymbolCatalog
import TypeScale

/// One icon on its own design grid, as its package ships it: the viewBox of the package's SVG
/// (Font Awesome 512 high and its advance wide, Material Design Icons and Lucide 24 × 24,
/// Phosphor 256 × 256), drawn in `currentColor` (a filled glyph's outline with
/// `fill="currentColor"`; a stroked set's own elements with its stroke attributes), never
/// cropped to the ink. What `glyph --format svg --plain`, `copy --format svg` and a
/// collection's SVG sprite write, byte for byte.
package struct DesignDrawing: Sendable, Equatable {
    /// The viewBox width and height, in SVG units (it starts at 0 0).
    package let width: Double
    package let height: Double
    /// One em in SVG units: a size in points sets the em to that many pixels.
    package let em: Double
    /// The attributes that paint the elements, on the root (or the sprite's `<symbol>`).
    package let paint: [SVGAttribute]
    /// The elements, escaped, on one line.
    package let body: String
    /// A filled glyph's outline on the grid (SVG units, y down), whose path data the body's one
    /// `<path>` holds; nil for a stroked set's elements.
    package let outline: GlyphPath?

    /// A filled glyph: its outline placed on `grid`, its advance wide.
    package init(filled metrics: GlyphMetrics, on grid: DesignGrid) {
        width = metrics.advance * grid.scale
        height = grid.height
        em = grid.em
        paint = [SVGAttribute(name: "fill", value: "currentColor")]
        let placed = grid.placed(metrics.path)
        outline = placed
        body = Self.pathElement(placed.svgPathData)
    }

    /// A stroked set's icon: its `elements` as the package ships them, with the set's stroke
    /// attributes, on the set's viewBox (which a stroked ``SVGGrid`` has).
    package init(stroked elements: [SVGElement], grid: SVGGrid) {
        width = grid.viewBoxWidth ?? grid.viewBoxHeight
        height = grid.viewBoxHeight
        em = grid.viewBoxHeight
        paint = grid.strokeAttributes
        outline = nil
        body = elements.map { element in
            "<\(element.name)" + Self.attributes(element.attributes) + "/>"
        }.joined()
    }

    /// The SVG file: `<svg xmlns=… viewBox="0 0 W H" PAINT>BODY</svg>` and a line feed; with
    /// `pointSize`, also `width` and `height` in pixels (1 pt = 1 px, one em the point size).
    package func document(pointSize: Double? = nil) -> String {
        var root = [SVGAttribute(name: "xmlns", value: "http://www.w3.org/2000/svg")]
        if let pointSize {
            let pixels = pointSize / max(em, .leastNormalMagnitude)
            root.append(SVGAttribute(name: "width", value: GlyphSVG.n(width * pixels)))
            root.append(SVGAttribute(name: "height", value: GlyphSVG.n(height * pixels)))
        }
        return Self.document(root: root, viewBox: viewBox, paint: paint, body: body)
    }

    /// ``document(pointSize:)`` without a size, as a frame a page fills per icon of this grid
    /// and paint: ``widthPlaceholder`` where ``widthText`` goes (its first occurrence) and
    /// ``bodyPlaceholder`` (its last) where ``body`` goes, or for a filled glyph where the path
    /// data of ``outline`` goes.
    package var frame: String {
        Self.document(root: [SVGAttribute(name: "xmlns", value: "http://www.w3.org/2000/svg")],
                      viewBox: SVGAttribute(name: "viewBox", value: "0 0 \(Self.widthPlaceholder) \(GlyphSVG.n(height))"),
                      paint: paint, body: outline == nil ? Self.bodyPlaceholder : Self.pathElement(Self.bodyPlaceholder))
    }

    private static func pathElement(_ data: String) -> String { "<path d=\"\(data)\"/>" }

    /// The viewBox width as the document writes it.
    package var widthText: String { GlyphSVG.n(width) }
    /// Where ``frame`` takes ``widthText``.
    package static let widthPlaceholder = "{width}"
    /// Where ``frame`` takes ``body``.
    package static let bodyPlaceholder = "{body}"

    private static func document(root: [SVGAttribute], viewBox: SVGAttribute, paint: [SVGAttribute], body: String) -> String {
        "<svg" + attributes(root + [viewBox] + paint) + ">" + body + "</svg>\n"
    }

    /// The icon as a sprite's `<symbol id="ID" viewBox=… PAINT><title>TITLE</title>BODY</symbol>`.
    package func symbol(id: String, title: String) -> String {
        Self.symbol(id: id, title: title, viewBox: viewBox, paint: paint, body: body)
    }

    /// ``symbol(id:title:)`` as a frame a page fills per icon of this grid and paint:
    /// ``idPlaceholder`` and ``titlePlaceholder`` where the id and the escaped title go, then
    /// ``widthPlaceholder`` and ``bodyPlaceholder`` as in ``frame``.
    package var symbolFrame: String {
        Self.symbol(id: Self.idPlaceholder, title: Self.titlePlaceholder,
                    viewBox: SVGAttribute(name: "viewBox", value: "0 0 \(Self.widthPlaceholder) \(GlyphSVG.n(height))"),
                    paint: paint, body: outline == nil ? Self.bodyPlaceholder : Self.pathElement(Self.bodyPlaceholder))
    }

    /// Where ``symbolFrame`` takes the id.
    package static let idPlaceholder = "{id}"
    /// Where ``symbolFrame`` takes the title, escaped as element content.
    package static let titlePlaceholder = "{title}"

    private static func symbol(id: String, title: String, viewBox: SVGAttribute, paint: [SVGAttribute], body: String) -> String {
        "<symbol" + attributes([SVGAttribute(name: "id", value: id), viewBox] + paint) + "><title>"
            + XMLText.content(title, replacing: TerminalText.visibleForm) + "</title>" + body + "</symbol>"
    }

    private var viewBox: SVGAttribute {
        SVGAttribute(name: "viewBox", value: "0 0 \(widthText) \(GlyphSVG.n(height))")
    }

    /// ` name="value"…`, each value escaped (its characters were checked when read: nothing
    /// XML cannot hold is left to replace).
    static func attributes(_ attributes: [SVGAttribute]) -> String {
        attributes.map { " \($0.name)=\"" + XMLText.attributeValue($0.value, replacing: TerminalText.visibleForm) + "\"" }.joined()
    }
}
