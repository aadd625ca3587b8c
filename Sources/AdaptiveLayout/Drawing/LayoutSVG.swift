import CatalogFormats
import CatalogSystem

// `catalog layout --format svg` and the site's layout page: the window drawn as Adaptivity draws it, to scale: its
// outline, the area outside the safe area tinted, the safe area, the status, navigation and
// tool bars, the layout margins, the readable guide and the size classes in the middle; beside
// it every figure with its value and kind, in the layout's unit (the site's page draws the
// window alone and lists the figures itself). What is not published is not drawn, and the list
// says so.

package enum LayoutSVG {
    package static let svgMargin = 24.0
    /// The longest side of the drawn window, in SVG pixels.
    package static let svgWindowSide = 480.0

    /// The drawing of `layout`, a whole SVG document.
    package static func document(_ layout: WindowLayout) -> String {
        let originX = svgMargin + 44, originY = svgMargin + 62
        var (body, drawnWidth, drawnHeight) = picture(layout, x: originX, y: originY)
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
        return opening(width: canvasWidth, height: canvasHeight, title: "catalog layout: " + heading)
            + "\(text("heading", svgMargin, svgMargin + 10, heading))\n"
            + "\(text("subheading", svgMargin, svgMargin + 28, subheading(layout)))\n"
            + body.joined(separator: "\n") + "\n</svg>\n"
    }

    /// The window alone, as ``document(_:)`` draws it (outline, areas, bars, labels, size
    /// classes, width and height), without the heading and the list of figures: the site's
    /// layout page, which lists the figures beside it. It depends on the layout's figures
    /// (``WindowLayout/entries``) and unit alone: its title is ``subheading(_:)``, not the
    /// heading, so windows that differ only in OS version or size category draw the same.
    package static func windowDocument(_ layout: WindowLayout) -> String {
        let originX = svgMargin + 20, originY = svgMargin + 20
        let (body, drawnWidth, drawnHeight) = picture(layout, x: originX, y: originY)
        // A window without a size is two lines of text: as wide as the longer, at about 7.2 px a
        // character of 13 px sans-serif.
        let textWidth = layout.width.value == nil || layout.height.value == nil
            ? Double(max(36, (layout.width.provenance.note ?? "").count)) * 7.2 : 0
        let canvasWidth = (originX + max(drawnWidth, textWidth) + svgMargin).rounded(.up)
        let canvasHeight = (originY + drawnHeight + svgMargin).rounded(.up)
        return opening(width: canvasWidth, height: canvasHeight, title: subheading(layout), body: body)
            + body.joined(separator: "\n") + "\n</svg>\n"
    }

    /// The window at (`x`, `y`), with its width above and its height left of it, or two lines
    /// saying its size is not published; and the size drawn, in SVG pixels.
    static func picture(_ layout: WindowLayout, x originX: Double, y originY: Double)
        -> (body: [String], width: Double, height: Double) {
        let unit = layout.unit.symbol
        var body = [String]()
        guard let width = layout.width.value, let height = layout.height.value else {
            let note = layout.width.provenance.note ?? "not published"
            body.append(text("missing", originX, originY + 20, "The window's size is not published:"))
            body.append(text("missing", originX, originY + 40, note))
            return (body, svgWindowSide * 0.6, 80)
        }
        let s = svgWindowSide / max(width, height)
        let (drawnWidth, drawnHeight) = (width * s, height * s)
        body += window(layout, width: width, height: height, scale: s, x: originX, y: originY)
        body.append(text("dimension", originX + drawnWidth / 2, originY - 10, LayoutFormat.number(width) + " " + unit, anchor: "middle"))
        body.append("  <text class=\"dimension\" text-anchor=\"middle\" transform=\"translate(\(n(originX - 10)) "
            + "\(n(originY + drawnHeight / 2))) rotate(-90)\">\(escaped(LayoutFormat.number(height) + " " + unit))</text>")
        return (body, drawnWidth, drawnHeight)
    }

    /// The style's rules: a class and its declarations.
    static let styleRules: [(name: String, declarations: String)] = [
        ("outside", "fill: #fdecea;"),
        ("outline", "fill: none; stroke: #111; stroke-width: 1.5;"),
        ("safe-area", "fill: #eef7ee; stroke: #43a047; stroke-width: 1; stroke-dasharray: 4 3;"),
        ("bar", "fill: #cfd8dc;"),
        ("margins", "fill: none; stroke: #e53935; stroke-width: 1; stroke-dasharray: 3 3;"),
        ("readable", "fill: #90caf9; fill-opacity: 0.45;"),
        ("heading", "font: bold 14px sans-serif; fill: #222;"),
        ("subheading", "font: 12px sans-serif; fill: #555;"),
        ("dimension", "font: 12px sans-serif; fill: #333;"),
        ("classes", "font: bold 28px sans-serif; fill: #333;"),
        ("label", "font: 10px sans-serif; fill: #37474f;"),
        ("figure", "font: 12px sans-serif; fill: #222;"),
        ("none", "fill: #999;"),
        ("kind", "font: italic 11px sans-serif; fill: #666;"),
        ("note", "font: 10px sans-serif; fill: #666;"),
        ("missing", "font: 13px sans-serif; fill: #999;"),
    ]

    /// The document's start: the XML declaration, the `<svg>` element of `width` by `height`,
    /// its title, the style (the rules of the classes `body` uses, else all of them) and a white
    /// ground.
    static func opening(width: Double, height: Double, title: String, body: [String]? = nil) -> String {
        let used = body.map { Set($0.compactMap { className($0).map(String.init) }) }
        let rules = styleRules.filter { used?.contains($0.name) ?? true }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))">
              <title>\(escaped(title))</title>
              <style>

            """ + rules.map { "    .\($0.name) { \($0.declarations) }\n" }.joined() + """
              </style>
              <rect width="100%" height="100%" fill="#fff"/>

            """
    }

    /// The class of an element written on `line` by ``text(_:_:_:_:anchor:)``, `rect` or
    /// `window`: the first `class="…"`'s value.
    static func className(_ line: String) -> Substring? {
        guard let start = line.firstRange(of: "class=\"")?.upperBound,
              let end = line[start...].firstIndex(of: "\"") else { return nil }
        return line[start..<end]
    }

    /// What the drawing shows, and in which colours.
    package static func subheading(_ layout: WindowLayout) -> String {
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
