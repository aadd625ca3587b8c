import CatalogFormats
import CatalogSystem
import TypeScale

// `glyph --format svg`: the reference app's alignment view. A grey square with centre lines;
// the glyph scaled so the larger side of its box fills the square, centred; the box and the
// baseline in orange and the optical centre as a marker. The glyph, box, baseline and centre
// are drawn in font units inside one transform (`scale(k -k)`, y up), so their coordinates
// are the JSON's. With a text style, a second panel sets the symbol beside a line of text at
// 4 px per point, with both baselines.

package enum GlyphSVG {
    package static let side = 240.0
    package static let margin = 24.0
    package static let headerHeight = 40.0
    package static let pixelsPerPoint = 4.0

    package static let svgStyle = """
          <style>
            .square { fill: #ececec; }
            .centre-line { stroke: #c4c4c4; stroke-width: 1; }
            .outline { fill: #1c1c1e; }
            .bounds, .baseline { fill: none; stroke: #ff9500; stroke-width: 1.5; vector-effect: non-scaling-stroke; }
            .optical-center { fill: #ff3b30; }
            .box-center { fill: none; stroke: #ff9500; stroke-width: 1; vector-effect: non-scaling-stroke; }
            .text-baseline { stroke: #007aff; stroke-width: 1; }
            .symbol-baseline { stroke: #ff9500; stroke-width: 1; stroke-dasharray: 4 3; }
            .label { font: 11px sans-serif; fill: #666; }
            .heading { font: bold 12px sans-serif; fill: #333; }
          </style>
        """

    package static func document(_ figures: GlyphFigures) -> String {
        let m = figures.metrics, glyph = figures.glyph
        let top = margin + headerHeight
        var body = [String]()
        body.append("  <rect class=\"square\" x=\"\(n(margin))\" y=\"\(n(top))\" width=\"\(n(side))\" height=\"\(n(side))\"/>")
        body.append("  <line class=\"centre-line\" x1=\"\(n(margin + side / 2))\" y1=\"\(n(top))\" x2=\"\(n(margin + side / 2))\" y2=\"\(n(top + side))\"/>")
        body.append("  <line class=\"centre-line\" x1=\"\(n(margin))\" y1=\"\(n(top + side / 2))\" x2=\"\(n(margin + side))\" y2=\"\(n(top + side / 2))\"/>")
        body.append(fitted(m, x: margin, y: top, side: side, id: "glyph"))
        var width = margin * 2 + side
        var height = top + side + margin
        if let placement = figures.placement, let sample = figures.textSample {
            let panel = besideText(figures, placement, sample, x: width, top: top)
            body.append(panel.svg)
            width += panel.width + margin
            height = max(height, top + panel.height + margin)
        }
        let font = [glyph.family, glyph.style].compactMap { $0 }.joined(separator: " ")
        let heading = (glyph.scalar.map { "\(glyph.name) (\(GlyphSource.label($0)))" } ?? glyph.name) + ", \(font)"
        let detail = "box \(u(m.bounds?.width ?? 0)) × \(u(m.bounds?.height ?? 0)) of \(m.unitsPerEm) units/em"
            + (m.geometry.opticalCenterOffset.map { ", optical centre \(u($0.x)), \(u($0.y)) from the box centre" } ?? "")
        // The picture is at least as wide as its heading and detail lines: never clipped.
        width = max(width, margin * 2 + textWidth(heading, fontSize: 12), margin * 2 + textWidth(detail, fontSize: 11))
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))">
              <title>\(XMLText.content("catalog glyph " + heading, replacing: TerminalText.visibleForm))</title>
            \(svgStyle)
              <rect width="100%" height="100%" fill="#fff"/>
              <text class="heading" x="\(n(margin))" y="\(n(margin + 4))">\(XMLText.content(heading, replacing: TerminalText.visibleForm))</text>
              <text class="label" x="\(n(margin))" y="\(n(margin + 20))">\(XMLText.content(detail, replacing: TerminalText.visibleForm))</text>

            """ + body.joined(separator: "\n") + "\n</svg>\n"
    }

    /// The glyph in the square at (x, y), its box centred: scaled by `scale` (pixels per
    /// font unit), else so that its larger side fills the square. With `marks`, the box, the
    /// baseline across the square, the box centre and the optical centre too, all in font
    /// units.
    package static func fitted(_ m: GlyphMetrics, x: Double, y: Double, side: Double, id: String, scale: Double? = nil, marks: Bool = true) -> String {
        let box = drawnBox(m)
        let k = scale ?? side / max(box.width, box.height, 1)
        let tx = x + (side - box.width * k) / 2 - box.xMin * k
        let baseline = y + (side + box.height * k) / 2 + box.yMin * k
        var lines = ["  <g id=\"\(id)\" transform=\"translate(\(n(tx)) \(n(baseline))) scale(\(s(k)) \(s(-k)))\">"]
        lines.append("    <path class=\"outline\" d=\"\(m.path.svgPathData)\"/>")
        guard marks else { return (lines + ["  </g>"]).joined(separator: "\n") }
        if let bounds = m.bounds {
            lines.append("    <rect class=\"bounds\" x=\"\(u(bounds.xMin))\" y=\"\(u(bounds.yMin))\" width=\"\(u(bounds.width))\" height=\"\(u(bounds.height))\"/>")
            let c = bounds.center
            lines.append("    <circle class=\"box-center\" cx=\"\(u(c.x))\" cy=\"\(u(c.y))\" r=\"\(u(2.5 / k))\"/>")
        }
        lines.append("    <line class=\"baseline\" x1=\"\(u((x - tx) / k))\" y1=\"0\" x2=\"\(u((x + side - tx) / k))\" y2=\"0\"/>")
        if let optical = m.geometry.opticalCenter {
            lines.append("    <circle class=\"optical-center\" cx=\"\(u(optical.x))\" cy=\"\(u(optical.y))\" r=\"\(u(3.5 / k))\"/>")
        }
        lines.append("  </g>")
        return lines.joined(separator: "\n")
    }

    /// The box a glyph is placed by: its bounds, else (no contours) its advance by one em.
    package static func drawnBox(_ m: GlyphMetrics) -> GlyphBox {
        m.bounds ?? GlyphBox(xMin: 0, yMin: 0, xMax: m.advance, yMax: Double(m.unitsPerEm))
    }

    /// A width in pixels that `text` at `fontSize` px in a sans-serif face does not exceed:
    /// 0.7 em per terminal column (wide characters two), above the widest Latin capitals of
    /// common faces' bold.
    package static func textWidth(_ text: String, fontSize: Double) -> Double {
        Double(TerminalWidth.columns(text)) * fontSize * 0.7
    }

    /// The symbol beside a line of text at ``pixelsPerPoint``: the text's cap-height middle on
    /// the square's horizontal centre line, the symbol's box centred on it.
    package static func besideText(_ figures: GlyphFigures, _ p: SymbolPlacement, _ sample: GlyphPath,
                           x: Double, top: Double) -> (svg: String, width: Double, height: Double) {
        let m = figures.metrics, z = pixelsPerPoint
        let textBaseline = top + side / 2 + figures.band.capHeight * p.textPointSize * z / 2
        let symbolBaseline = textBaseline - p.offsetFromTextBaseline * z
        let symbolScale = p.symbolPointSize * z / Double(m.unitsPerEm)
        let textScale = p.textPointSize * z / Double(figures.textUnitsPerEm)
        let pad = 16.0
        let symbolX = x + pad
        let textX = symbolX + m.advance * symbolScale + p.textPointSize * z * 0.25
        let width = (textX - x) + sample.advance * textScale + pad
        var lines = ["  <g id=\"beside-text\">"]
        lines.append("    <rect class=\"square\" x=\"\(n(x))\" y=\"\(n(top))\" width=\"\(n(width))\" height=\"\(n(side))\"/>")
        lines.append("    <line class=\"text-baseline\" x1=\"\(n(x))\" y1=\"\(n(textBaseline))\" x2=\"\(n(x + width))\" y2=\"\(n(textBaseline))\"/>")
        lines.append("    <line class=\"symbol-baseline\" x1=\"\(n(x))\" y1=\"\(n(symbolBaseline))\" x2=\"\(n(x + width))\" y2=\"\(n(symbolBaseline))\"/>")
        lines.append("    <g id=\"symbol\" transform=\"translate(\(n(symbolX)) \(n(symbolBaseline))) scale(\(s(symbolScale)) \(s(-symbolScale)))\">")
        lines.append("      <path class=\"outline\" d=\"\(m.path.svgPathData)\"/>")
        if let b = m.bounds {
            lines.append("      <rect class=\"bounds\" x=\"\(u(b.xMin))\" y=\"\(u(b.yMin))\" width=\"\(u(b.width))\" height=\"\(u(b.height))\"/>")
        }
        lines.append("    </g>")
        lines.append("    <path class=\"outline\" transform=\"translate(\(n(textX)) \(n(textBaseline))) scale(\(s(textScale)) \(s(-textScale)))\" d=\"\(sample.svgPathData)\"/>")
        let label = "\(p.textStyle.displayName) \(u(p.textPointSize)) pt at \(p.sizeCategory.higName), \(p.scale.rawValue) symbol "
            + "\(u(p.symbolPointSize)) pt, baseline \(p.offsetFromTextBaseline > 0 ? "+" : "")\(u(p.offsetFromTextBaseline)) pt"
        lines.append("    <text class=\"label\" x=\"\(n(x))\" y=\"\(n(top + side + 14))\">\(XMLText.content(label, replacing: TerminalText.visibleForm))</text>")
        lines.append("  </g>")
        return (lines.joined(separator: "\n"), width, side + 20)
    }

    /// Pixels: two decimals.
    package static func n(_ value: Double) -> String { SVGNumber.format(value, decimals: 2) }
    /// Font units: four decimals, as the JSON.
    package static func u(_ value: Double) -> String { SVGNumber.format(value, decimals: 4) }
    /// Scale factors: eight decimals.
    package static func s(_ value: Double) -> String { SVGNumber.format(value, decimals: 8) }
}
