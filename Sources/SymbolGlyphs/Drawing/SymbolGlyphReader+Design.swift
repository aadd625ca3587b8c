import SymbolCatalog
import TypeScale

extension SymbolGlyphReader {
    /// The SVG of `symbol` in `style` (nil: ``style(of:requested:)``'s default) on its icon's
    /// own design grid (``DesignDrawing``), sized `pointSize` pixels to the em when given: the
    /// one function behind `glyph --format svg --plain`, `copy --format svg` and a collection's
    /// sprite, for any caller that draws a symbol as its package does.
    package func designSVG(of symbol: Symbol, style: String? = nil, pointSize: Double? = nil) throws -> String {
        try designDrawing(of: symbol, style: style).document(pointSize: pointSize)
    }

    /// `symbol` in `style` on its design grid: a stroked set's own strokes (no font needed),
    /// else the glyph of the style's font placed on the set's ``SVGGrid``, else (`--font`, a
    /// set without a grid) on the font's own em (``DesignGrid/init(fontUnits:unitsPerEm:)``).
    /// A set that names no fonts has none without `--font` (``SymbolGlyphError/noFonts(symbol:dataSet:apple:option:)``).
    package func designDrawing(of symbol: Symbol, style requested: String? = nil) throws -> DesignDrawing {
        let grid = fontOverride == nil ? try svgGrid() : nil
        if let grid, grid.isStroked {
            if let requested { _ = try style(of: symbol, requested: requested) }  // a style it lacks is refused all the same
            guard let elements = grid.strokes[symbol.name] else {
                throw SymbolGlyphError.noStrokes(symbol: symbol.name, dataSet: dataSet.name)
            }
            return DesignDrawing(stroked: elements, grid: grid)
        }
        if fontOverride == nil, dataSet.styleFonts.isEmpty {
            throw SymbolGlyphError.noFonts(symbol: symbol.name, dataSet: dataSet.name, apple: dataSet.family == DataSet.appleFamily,
                                           option: fontOption ?? "--font FILE")
        }
        let style = try self.style(of: symbol, requested: requested)
        return try designDrawing(of: symbol, measured: try self.glyph(of: symbol, style: style).metrics, style: style)
    }

    /// `symbol` drawn on its design grid from `metrics` already measured in `style`'s font
    /// (the site measures every glyph once): what ``designDrawing(of:style:)`` draws, a
    /// stroked set's own strokes in place of the outline.
    package func designDrawing(of symbol: Symbol, measured metrics: GlyphMetrics, style: String) throws -> DesignDrawing {
        let grid = fontOverride == nil ? try svgGrid() : nil
        if let grid, grid.isStroked {
            guard let elements = grid.strokes[symbol.name] else {
                throw SymbolGlyphError.noStrokes(symbol: symbol.name, dataSet: dataSet.name)
            }
            return DesignDrawing(stroked: elements, grid: grid)
        }
        return DesignDrawing(filled: metrics, on: try designGrid(style: style, unitsPerEm: metrics.unitsPerEm))
    }

    /// How font units of `style`'s font (of `unitsPerEm`) land on the design grid: the set's
    /// ``SVGGrid`` (a stroked set's too: its strokes are on it), else (`--font`, a set without
    /// a grid) the font's own em from its ascender to its descender.
    package func designGrid(style: String, unitsPerEm: Int) throws -> DesignGrid {
        if fontOverride == nil, let grid = try svgGrid() { return DesignGrid(grid, unitsPerEm: unitsPerEm) }
        return DesignGrid(fontUnits: try TextLineBand(face: try face(for: style).face), unitsPerEm: unitsPerEm)
    }
}
