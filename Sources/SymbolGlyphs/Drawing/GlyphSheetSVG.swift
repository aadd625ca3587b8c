import CatalogFormats
import CatalogSystem
import TypeScale

/// `glyphs --format svg`: a contact sheet, a grid of measured glyphs at one scale.
package enum GlyphSheetSVG {
    package static let cellWidth = 112.0
    package static let cellHeight = 124.0
    package static let square = 80.0

    /// The contact sheet: every glyph at one scale (the same size in em, so their relative
    /// sizes show), the largest filling its square; with `marks` each glyph's box, baseline,
    /// box centre and optical centre too. Each cell has a `<title>` (a tooltip) with the
    /// whole name, which its label may shorten.
    package static func document(_ figures: [GlyphFigures], columns: Int, title: String, marks: Bool = false) -> String {
        let n = GlyphSVG.n
        let margin = GlyphSVG.margin
        let columnCount = max(1, min(columns, figures.count))
        let rows = (figures.count + columnCount - 1) / columnCount
        let width = margin * 2 + Double(columnCount) * cellWidth
        let height = margin * 2 + Double(max(rows, 1)) * cellHeight
        // Pixels per em: the largest box side (in em) of the sheet fills a square.
        let largest = figures.map { figure in
            let box = GlyphSVG.drawnBox(figure.metrics)
            return max(box.width, box.height, 1) / Double(max(figure.metrics.unitsPerEm, 1))
        }.max() ?? 1
        let pixelsPerEm = square / largest
        var cells = [String]()
        for (index, figure) in figures.enumerated() {
            let x = margin + Double(index % columnCount) * cellWidth + (cellWidth - square) / 2
            let y = margin + Double(index / columnCount) * cellHeight
            cells.append("  <g class=\"cell\" data-name=\"\(XMLText.attributeValue(figure.glyph.name, replacing: TerminalText.visibleForm))\">")
            let font = [figure.glyph.family, figure.glyph.style].compactMap { $0 }.joined(separator: " ")
            cells.append("  <title>\(XMLText.content(figure.glyph.name + (font.isEmpty ? "" : " (\(font))"), replacing: TerminalText.visibleForm))</title>")
            cells.append("  <rect class=\"square\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(square))\" height=\"\(n(square))\"/>")
            cells.append(GlyphSVG.fitted(figure.metrics, x: x, y: y, side: square, id: "glyph-\(index)",
                                              scale: pixelsPerEm / Double(max(figure.metrics.unitsPerEm, 1)), marks: marks))
            var label = figure.glyph.name
            if label.count > 16 { label = String(label.prefix(15)) + "…" }
            cells.append("  <text class=\"label\" x=\"\(n(x + square / 2))\" y=\"\(n(y + square + 16))\" text-anchor=\"middle\">"
                + XMLText.content(label, replacing: TerminalText.visibleForm) + "</text>")
            cells.append("  </g>")
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))">
              <title>\(XMLText.content(title, replacing: TerminalText.visibleForm))</title>
            \(GlyphSVG.svgStyle)
              <rect width="100%" height="100%" fill="#fff"/>

            """ + cells.joined(separator: "\n") + "\n</svg>\n"
    }
}
