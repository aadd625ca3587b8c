import CatalogFormats
import TypeScale

/// Writes a custom symbol template as the SF Symbols app lays one out (docs/templates.md):
/// the 3300×2200 canvas, Notes, Guides (baselines, caplines, a reference glyph per scale,
/// each variant's margins) and the variants given under Symbols.
public enum TemplateWriter {
    /// Decimals of the glyph coordinates written: a millionth of a template unit.
    public static let decimals = 6

    /// The template of `variants` (each glyph placed by ``TemplatePlacement``), its Notes
    /// naming `name`.
    public static func svg(name: String, variants: [(VariantName, TemplateGlyph)], version: TemplateVersion = .standard) -> String {
        segments(name: name, variants: variants, version: version).map(\.text).joined()
    }

    /// ``svg(name:variants:version:)`` in its order as segments: the text every template of
    /// the same variants and version shares (``TemplateSegment/shared(_:)``), and what is the
    /// symbol's own (its name, its margins, its placed outline: ``TemplateSegment/own(_:)``).
    /// The site keeps the shared text once per set and style and the rest per symbol.
    public static func segments(name: String, variants: [(VariantName, TemplateGlyph)], version: TemplateVersion = .standard) -> [TemplateSegment] {
        let label = XMLText.content(name) { _ in "\u{FFFD}" }
        let style = "fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;"
        let marginStyle = "fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;"
        var out = [TemplateSegment]()
        var shared = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
        <svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="3300" height="2200">
         <!--template writer: catalog template export-->
         <g id="Notes">
          <rect height="2200" id="artboard" style="fill:white;opacity:1" width="3300" x="0" y="0"/>

        """
        func own(_ text: String) {
            out.append(.shared(shared))
            out.append(.own(text))
            shared = ""
        }
        func text(_ content: String, x: Double, y: Double, anchor: String? = nil, id: String? = nil) -> String {
            let idAttribute = id.map { " id=\"\($0)\"" } ?? ""
            let anchorStyle = anchor.map { "text-anchor:\($0);" } ?? ""
            return "  <text\(idAttribute) style=\"stroke:none;fill:black;font-family:sans-serif;font-size:13;\(anchorStyle)\" transform=\"matrix(1 0 0 1 \(number(x)) \(number(y)))\">\(content)</text>\n"
        }
        for weight in SymbolWeight.allCases { shared += text(weight.rawValue, x: weight.columnCenter, y: 322, anchor: "middle") }
        for (scale, label) in [(TemplateScale.small, "Small"), (.medium, "Medium"), (.large, "Large")] {
            shared += text(label, x: 263, y: scale.baseline + 30)
        }
        shared += text("Template v.\(version.rawValue)", x: 3036, y: 1933, anchor: "end", id: "template-version")
        shared += text("Requires Xcode \(version.xcode) or greater", x: 3036, y: 1951, anchor: "end")
        let generated = text("\u{0}", x: 3036, y: 1969, anchor: "end", id: "descriptive-name").split(separator: "\u{0}", omittingEmptySubsequences: false)
        shared += generated[0] + "Generated from "
        own(label)
        shared += generated[1]
        shared += text("Typeset at 100 points", x: 3036, y: 1987, anchor: "end")
        shared += " </g>\n <g id=\"Guides\">\n"
        for scale in TemplateScale.allCases {
            shared += "  <g id=\"H-reference\" style=\"fill:#27AAE1;stroke:none;\" transform=\"matrix(1 0 0 1 339 \(number(scale.baseline)))\">\n"
            shared += "   <path d=\"\(referenceGlyph)\"/>\n  </g>\n"
            for (kind, y) in [("Baseline", scale.baseline), ("Capline", scale.baseline - TemplateChecker.capHeight)] {
                shared += "  <line id=\"\(kind)-\(scale.rawValue)\" style=\"\(style)\" x1=\"263\" x2=\"3036\" y1=\"\(number(y))\" y2=\"\(number(y))\"/>\n"
            }
        }
        let placed = variants.sorted { $0.0 < $1.0 }.map { ($0.0, $0.1, TemplatePlacement($0.1, as: $0.0)) }
        for (variant, _, placement) in placed {
            let top = number(variant.scale.baseline - 95.215), bottom = number(variant.scale.baseline + 24.121)
            for (side, x) in [("left", placement.origin.x), ("right", placement.origin.x + placement.width)] {
                shared += "  <line id=\"\(side)-margin-\(variant)\" style=\"\(marginStyle)\" x1=\""
                own(number(x))
                shared += "\" x2=\""
                own(number(x))
                shared += "\" y1=\"\(top)\" y2=\"\(bottom)\"/>\n"
            }
        }
        shared += " </g>\n <g id=\"Symbols\">\n"
        for (variant, glyph, placement) in placed.reversed() {
            shared += "  <g id=\"\(variant)\" transform=\"matrix(1 0 0 1 "
            own(number(placement.origin.x))
            shared += " \(number(placement.origin.y)))\">\n   <path d=\""
            own(pathData(placement.glyphToVariant.apply(glyph.elements)))
            shared += "\"/>\n  </g>\n"
        }
        shared += " </g>\n</svg>\n"
        out.append(.shared(shared))
        return out
    }

    /// SVG path data of `elements`, absolute commands, ``decimals`` places.
    public static func pathData(_ elements: [GlyphPath.Element]) -> String {
        GlyphPath(elements: elements).svgPathData(decimals: decimals)
    }

    /// The reference glyph drawn at x 339 of each scale: an H as tall as the cap height, two
    /// stems and a bar (drawn here, not SF Pro's).
    static let referenceGlyph = "M0 0L7.2 0L7.2-32.4L32.8-32.4L32.8 0L40 0L40-70.459L32.8-70.459L32.8-38.6L7.2-38.6L7.2-70.459L0-70.459Z"

    static func number(_ value: Double) -> String { SVGNumber.format(value, decimals: 3) }
    static func fine(_ value: Double) -> String { SVGNumber.format(value, decimals: decimals) }
}
