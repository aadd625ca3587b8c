import CatalogFormats
import CatalogSystem

// `type-ramp --format svg`: a specimen. Each style's name is drawn from its font's glyph
// outlines (FreeType, in font units, scaled and flipped by a transform) at its size and
// tracking, in a line box of its leading, with baseline and cap-height guides.

package enum TypeRampSVG {
    package static let svgMargin = 24.0
    package static let svgLabelWidth = 170.0
    package static let svgRowGap = 12.0

    package static func document(_ ramp: TypeRamp, resolver: FontResolver) throws -> String {
        // First the outlines, for the canvas width; then the rows.
        var outlines = [(path: GlyphPath, scale: Double)]()
        for row in ramp.rows {
            let face = try resolver.face(for: row.font)
            let scale = row.pointSize / Double(face.unitsPerEm)
            let spacing = row.tracking.points / scale  // tracking in font units
            outlines.append((try face.outline(of: row.style.displayName, letterSpacing: spacing), scale))
        }
        let o = ramp.options
        let heading = "\(o.platform) \(o.category), design \(o.design), width \(o.width), \(o.leading) leading"
            + (o.emphasized ? ", emphasized" : "")
        let fonts = ramp.fonts.map { FontSelection.fontName($0) }.joined(separator: ", ")
        // The headings are text in the viewer's sans-serif: about 0.6 em per character.
        let headingWidth = Double(max(heading.count * 12, fonts.count * 11)) * 0.6
        let widest = outlines.map { $0.path.advance * $0.scale }.max() ?? 0
        let width = max(svgMargin * 2 + svgLabelWidth + max(widest, 200), svgMargin * 2 + headingWidth).rounded(.up)
        let left = svgMargin + svgLabelWidth, right = width - svgMargin

        var rows = [String]()
        var y = svgMargin + 36  // below the headings
        for (row, outline) in zip(ramp.rows, outlines) {
            let baseline = y + row.metrics.baselineOffset
            let label = "\(row.style.displayName) \(JSONOutput.format(row.pointSize))/\(JSONOutput.format(row.leading)) \(row.weight.appleName)"
            var group = ["  <g class=\"style\" id=\"\(TypeRampFormat.key(row.style))\">"]
            group.append("    <rect class=\"line-box\" x=\"\(n(left))\" y=\"\(n(y))\" width=\"\(n(right - left))\" height=\"\(n(row.leading))\"/>")
            group.append(guide("baseline", left, right, baseline))
            if let cap = row.metrics.capHeight { group.append(guide("cap-height", left, right, baseline - cap)) }
            group.append("    <text class=\"label\" x=\"\(n(svgMargin))\" y=\"\(n(baseline))\">\(XMLText.content(label, replacing: TerminalText.visibleForm))</text>")
            group.append("    <path class=\"glyphs\" transform=\"translate(\(n(left)) \(n(baseline))) "
                + "scale(\(k(outline.scale)) \(k(-outline.scale)))\" d=\"\(outline.path.svgPathData)\"/>")
            group.append("  </g>")
            rows.append(group.joined(separator: "\n"))
            y += row.leading + svgRowGap
        }
        let height = (y - svgRowGap + svgMargin).rounded(.up)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))">
              <title>\(XMLText.content("catalog type-ramp: \(heading): \(fonts)", replacing: TerminalText.visibleForm))</title>
              <style>
                .line-box { fill: #f4f4f4; }
                .baseline { stroke: #e4572e; stroke-width: 0.5; }
                .cap-height { stroke: #3a86ff; stroke-width: 0.5; stroke-dasharray: 2 2; }
                .label { font: 11px sans-serif; fill: #666; }
                .heading { font: bold 12px sans-serif; fill: #333; }
                .glyphs { fill: #111; }
              </style>
              <rect width="100%" height="100%" fill="#fff"/>
              <text class="heading" x="\(n(svgMargin))" y="\(n(svgMargin + 4))">\(XMLText.content(heading, replacing: TerminalText.visibleForm))</text>
              <text class="label" x="\(n(svgMargin))" y="\(n(svgMargin + 20))">\(XMLText.content(fonts, replacing: TerminalText.visibleForm))</text>

            """ + rows.joined(separator: "\n") + "\n</svg>\n"
    }

    private static func guide(_ kind: String, _ left: Double, _ right: Double, _ y: Double) -> String {
        "    <line class=\"\(kind)\" x1=\"\(n(left))\" y1=\"\(n(y))\" x2=\"\(n(right))\" y2=\"\(n(y))\"/>"
    }

    /// Two decimals at most.
    private static func n(_ value: Double) -> String { SVGNumber.format(value, decimals: 2) }
    /// Six decimals at most, for scale factors.
    private static func k(_ value: Double) -> String { SVGNumber.format(value, decimals: 6) }
}
