import CatalogFormats
import CatalogSystem

// `catalog layout --format svg` and the site's layout page: the window drawn as Adaptivity draws it, to scale: its
// outline, the area outside the safe area tinted, the safe area, the status, navigation and
// tool bars, the layout margins, the readable guide and the size classes in the middle; beside
// it every figure with its value and kind, in the layout's unit. What is not published is not
// drawn, and the list says so.

package enum LayoutSVG {
    package static let svgMargin = 24.0
    /// The longest side of the drawn window, in SVG pixels.
    package static let svgWindowSide = 480.0

    /// The drawing of `layout`, a whole SVG document.
    package static func document(_ layout: WindowLayout) -> String {
        let unit = layout.unit.symbol
        let originX = svgMargin + 44, originY = svgMargin + 62
        var body = [String]()
        var drawnWidth = 0.0, drawnHeight = 0.0
        if let width = layout.width.value, let height = layout.height.value {
            let s = svgWindowSide / max(width, height)
            (drawnWidth, drawnHeight) = (width * s, height * s)
            body += window(layout, width: width, height: height, scale: s, x: originX, y: originY)
            body.append(text("dimension", originX + drawnWidth / 2, originY - 10, LayoutFormat.number(width) + " " + unit, anchor: "middle"))
            body.append("  <text class=\"dimension\" text-anchor=\"middle\" transform=\"translate(\(n(originX - 10)) "
                + "\(n(originY + drawnHeight / 2))) rotate(-90)\">\(escaped(LayoutFormat.number(height) + " " + unit))</text>")
        } else {
            let note = layout.width.provenance.note ?? "not published"
            (drawnWidth, drawnHeight) = (svgWindowSide * 0.6, 80)
            body.append(text("missing", originX, originY + 20, "The window's size is not published:"))
            body.append(text("missing", originX, originY + 40, note))
        }
        // The figures beside the drawing.
        let listX = originX + max(drawnWidth, 300) + 32
        var y = originY + 4
        for entry in layout.entries {
            let label = (LayoutFormat.labels[entry.key] ?? entry.key) + ": " + LayoutFormat.value(entry.value, unit: layout.unit)
            body.append(text(entry.value == nil ? "figure none" : "figure", listX, y, label))
            body.append(text("kind", listX + 300, y, LayoutFormat.kind(entry.provenance.kind)))
            y += 17
        }
        for note in layout.notes {
            y += 6
            body.append(text("note", listX, y, note))
            y += 11
        }
        let widestNote = layout.notes.map(\.count).max() ?? 0
        let canvasWidth = (listX + max(360, Double(widestNote) * 5.6) + svgMargin).rounded(.up)
        let canvasHeight = (max(originY + drawnHeight, y) + svgMargin).rounded(.up)
        let heading = LayoutFormat.heading(layout)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(canvasWidth))" height="\(n(canvasHeight))" viewBox="0 0 \(n(canvasWidth)) \(n(canvasHeight))">
              <title>\(escaped("catalog layout: " + heading))</title>
              <style>
                .outside { fill: #fdecea; }
                .outline { fill: none; stroke: #111; stroke-width: 1.5; }
                .safe-area { fill: #eef7ee; stroke: #43a047; stroke-width: 1; stroke-dasharray: 4 3; }
                .bar { fill: #cfd8dc; }
                .margins { fill: none; stroke: #e53935; stroke-width: 1; stroke-dasharray: 3 3; }
                .readable { fill: #90caf9; fill-opacity: 0.45; }
                .heading { font: bold 14px sans-serif; fill: #222; }
                .subheading { font: 12px sans-serif; fill: #555; }
                .dimension { font: 12px sans-serif; fill: #333; }
                .classes { font: bold 28px sans-serif; fill: #333; }
                .label { font: 10px sans-serif; fill: #37474f; }
                .figure { font: 12px sans-serif; fill: #222; }
                .none { fill: #999; }
                .kind { font: italic 11px sans-serif; fill: #666; }
                .note { font: 10px sans-serif; fill: #666; }
                .missing { font: 13px sans-serif; fill: #999; }
              </style>
              <rect width="100%" height="100%" fill="#fff"/>
            \(text("heading", svgMargin, svgMargin + 10, heading))
            \(text("subheading", svgMargin, svgMargin + 28, subheading(layout)))

            """ + body.joined(separator: "\n") + "\n</svg>\n"
    }

    /// What the drawing shows, and in which colours.
    static func subheading(_ layout: WindowLayout) -> String {
        "Safe area green (outside it red), bars grey, layout margins dashed red, readable guide blue; to scale, in "
            + LayoutFormat.unitName(layout.unit)
    }

    /// The window's shapes, `s` SVG pixels a unit, its top-left corner at (`x`, `y`): the
    /// areas clipped to the window's rounded outline, the outline over them, the labels on top.
    static func window(_ layout: WindowLayout, width: Double, height: Double, scale s: Double, x: Double, y: Double) -> [String] {
        let outline = "x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width * s))\" height=\"\(n(height * s))\" rx=\"10\""
        var areas = [String](), labels = [String]()
        func rect(_ kind: String, _ left: Double, _ top: Double, _ w: Double, _ h: Double) -> String {
            "    <rect class=\"\(kind)\" x=\"\(n(x + left * s))\" y=\"\(n(y + top * s))\" width=\"\(n(max(0, w) * s))\" height=\"\(n(max(0, h) * s))\"/>"
        }
        // The content's vertical extent: the safe area where it is known.
        var top = 0.0, bottom = height
        let insets = layout.safeArea.value
        if let insets {
            (top, bottom) = (insets.top, height - insets.bottom)
            areas.append(rect("safe-area", insets.left, insets.top, width - insets.left - insets.right, bottom - top))
        }
        if let leading = layout.margins.leadingFromEdge.value, let between = layout.margins.between.value {
            areas.append(rect("margins", leading, top, between, bottom - top))
        }
        if let leading = layout.readable.leading.value, let guide = layout.readable.width.value {
            areas.append(rect("readable", leading, top, guide, bottom - top))
            labels.append(label(x + (leading + guide / 2) * s, y + (top + (bottom - top) * 0.75) * s, "readable guide " + LayoutFormat.number(guide),
                                anchor: "middle"))
        }
        if let insets {
            let (left, across) = (insets.left, width - insets.left - insets.right)
            if let status = layout.bars.statusBar.value, status > 0 {
                areas.append(rect("bar", 0, 0, width, status))
                if status * s >= 11 {  // else too thin to hold its label: the list gives it
                    labels.append(label(x + (width / 2) * s, y + status * s / 2 + 3, "status bar " + LayoutFormat.number(status), anchor: "middle"))
                }
            }
            if let bar = layout.bars.navigationBar.value {
                areas.append(rect("bar", left, top, across, bar))
                labels.append(label(x + (left + 8 / s) * s, y + (top + bar / 2) * s + 3, "navigation bar " + LayoutFormat.number(bar)))
            }
            if let bar = layout.bars.toolbar.value {
                areas.append(rect("bar", left, bottom - bar, across, bar))
                labels.append(label(x + (left + 8 / s) * s, y + (bottom - bar / 2) * s + 3, "toolbar " + LayoutFormat.number(bar)))
            }
        }
        let classes = "w" + short(layout.widthClass.value) + " h" + short(layout.heightClass.value)
        labels.append(text("classes", x + width * s / 2, y + height * s / 2 + 10, classes, anchor: "middle"))
        return ["  <clipPath id=\"screen\"><rect \(outline)/></clipPath>", "  <rect class=\"outside\" \(outline)/>",
                "  <g clip-path=\"url(#screen)\">"] + areas + ["  </g>", "  <rect class=\"outline\" \(outline)/>"] + labels
    }

    /// `C`, `R`, or `?` where not published (as Adaptivity writes `wC hR`).
    static func short(_ sizeClass: SizeClass?) -> String {
        switch sizeClass {
        case .compact: "C"
        case .regular: "R"
        case nil: "?"
        }
    }

    static func label(_ x: Double, _ y: Double, _ content: String, anchor: String? = nil) -> String {
        text("label", x, y, content, anchor: anchor)
    }

    static func text(_ kind: String, _ x: Double, _ y: Double, _ content: String, anchor: String? = nil) -> String {
        let anchored = anchor.map { " text-anchor=\"\($0)\"" } ?? ""
        return "  <text class=\"\(kind)\" x=\"\(n(x))\" y=\"\(n(y))\"\(anchored)>\(escaped(content))</text>"
    }

    static func escaped(_ text: String) -> String { XMLText.content(text, replacing: TerminalText.visibleForm) }

    /// Two decimals at most.
    static func n(_ value: Double) -> String { SVGNumber.format(value, decimals: 2) }
}
