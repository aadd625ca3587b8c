import CatalogSystem
import SymbolCatalog
import SymbolGlyphs
import TypeScale

/// One data set's glyphs before they are measured: its symbols in the order `data/NAME.js`
/// lists them, the style each is drawn in by default (``SymbolSnippet/preferredStyle(_:)``:
/// solid, regular, brands, else its first), and the font file of every style it draws in,
/// found (through fontconfig) before anything is written, so that the site's folder is known
/// not to hold one. ``measure(_:style:into:)`` measures a run of the symbols at a time
/// (``SiteGlyphs``), so that a set's outlines are never all held at once.
package final class SiteGlyphSource {
    /// The set's name in the site.
    package let name: String
    let dataSet: DataSet
    /// A reader of the set's glyphs: one for each time the set is written, so that what it
    /// keeps (faces, the set's design grid) goes with it.
    let makeReader: () -> SymbolGlyphReader
    /// The text font's band, for the alignment boxes; nil without a text font.
    let band: TextLineBand?
    /// True for glyphs from `--symbols-font`.
    let fromUserFont: Bool
    /// The symbols `data/NAME.js` lists (``SiteData/listedSymbols(_:)``).
    let symbols: [Symbol]
    /// Each symbol's default style, or why it has none.
    let defaultStyles: [Result<String, any Error>]
    /// For a set of more than one style: every style, sorted (a style file each); else none.
    let styles: [String]
    /// The font file of each style a symbol is drawn in, or why there is none.
    let paths: [String: Result<String, any Error>]

    /// The glyphs of `dataSet` (registered as `name`): from `symbolsFont` when the set names
    /// no fonts of its own, else from its fonts. Nil when the set has no fonts and no
    /// `symbolsFont` was given (SF Symbols' glyphs may not be redistributed). A `symbolsFont`
    /// that cannot be read is an error; a font of the set's own that is not installed leaves
    /// its symbols without glyphs (``SiteGlyphs/note``).
    package init?(name: String, dataSet: DataSet, symbolsFont: String?, band: TextLineBand?, fontconfig: SharedFontconfig,
                  environment: [String: String], fontInstaller: @escaping (DataSet) -> String?) throws {
        let override = dataSet.styleFonts.isEmpty ? symbolsFont : nil
        guard override != nil || !dataSet.styleFonts.isEmpty else { return nil }
        let makeReader = {
            SymbolGlyphReader(dataSet: dataSet, fontOverride: override, environment: environment,
                              fontInstaller: { fontInstaller(dataSet) }, fontconfig: fontconfig, fontOption: nil)
        }
        let reader = makeReader()
        if override != nil {
            _ = try FontFace(path: try reader.fontPath(for: ""), limit: reader.fileLimit)
        }
        let symbols = SiteData.listedSymbols(dataSet)
        let defaultStyles = symbols.map { symbol in
            Result { try reader.style(of: symbol, requested: SymbolSnippet.preferredStyle(symbol.styles)) }
        }
        let all = Set(dataSet.symbols.values.flatMap(\.styles)).sorted()
        let styles = all.count > 1 ? all : []
        var paths = [String: Result<String, any Error>]()
        for case .success(let style) in defaultStyles where paths[style] == nil {
            paths[style] = Result { try reader.fontPath(for: style) }
        }
        for style in styles where paths[style] == nil {
            paths[style] = Result { try reader.fontPath(for: style) }
        }
        self.name = name
        self.dataSet = dataSet
        self.makeReader = makeReader
        self.band = band
        fromUserFont = override != nil
        self.symbols = symbols
        self.defaultStyles = defaultStyles
        self.styles = styles
        self.paths = paths
    }

    /// The font files the glyphs are read from.
    package var fontFiles: [String] { paths.values.compactMap { try? $0.get() }.sorted() }

    /// Measures `range` of ``symbols`` with `reader` (``makeReader``), each in its default
    /// style, or with `style` only those that have it, drawn in it, and adds their glyphs to
    /// `glyphs` (its fonts numbered in the order first met); returns each glyph's metrics,
    /// outline kept, for the template files.
    func measure(_ range: Range<Int>, style only: String? = nil, with reader: SymbolGlyphReader,
                 into glyphs: inout SiteGlyphs) throws -> [(name: String, metrics: GlyphMetrics)] {
        var drawn = [(symbol: Symbol, style: Result<String, any Error>)]()
        for index in range {
            if let only {
                if symbols[index].styles.contains(only) { drawn.append((symbols[index], .success(only))) }
            } else {
                drawn.append((symbols[index], defaultStyles[index]))
            }
        }
        var outlines = [(name: String, metrics: GlyphMetrics)]()
        let measured = reader.measure(drawn, paths: paths, keepingOutlines: true)
        glyphs.asked += measured.count
        for (index, result) in measured.enumerated() {
            if case .success(let style) = drawn[index].style { glyphs.drawnStyles.insert(style) }
            guard case .success(let glyph?) = result, case .success(let style) = drawn[index].style else { continue }
            guard let design = try? reader.designDrawing(of: drawn[index].symbol, measured: glyph.metrics, style: style) else { continue }
            let key = glyph.file + "\u{0}" + (glyph.style ?? "")
            let font = glyphs.fontIndex[key] ?? glyphs.fonts.count
            if font == glyphs.fonts.count {
                glyphs.fontIndex[key] = font
                let box = band.map { glyph.metrics.alignmentBox(textBand: $0) }
                let grid = try reader.designGrid(style: style, unitsPerEm: glyph.metrics.unitsPerEm)
                glyphs.fonts.append(SiteGlyphs.Font(
                    family: glyph.family, style: glyph.style, unitsPerEm: glyph.metrics.unitsPerEm, alignment: box.map { ($0.yMin, $0.yMax) },
                    design: (grid.scale, grid.baseline, design.frame, design.symbolFrame, design.outline != nil)))
            }
            glyphs.glyphs.append(SiteGlyphs.Glyph(name: glyph.name, font: font, metrics: glyph.metrics, design: design))
            outlines.append((glyph.name, glyph.metrics))
        }
        glyphs.missing = glyphs.asked - glyphs.glyphs.count
        let missingFonts = paths.filter { glyphs.drawnStyles.contains($0.key) }.sorted { $0.key < $1.key }.compactMap { _, path -> String? in
            guard case .failure(let error) = path else { return nil }
            return "\(error)"
        }
        glyphs.note = missingFonts.first.map { "\(dataSet.name): \(glyphs.missing) of \(glyphs.asked) symbols without glyphs: " + $0 }
        return outlines
    }
}
