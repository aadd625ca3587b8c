import SymbolCatalog

extension SymbolGlyphReader {
    /// A collection's symbols as one sprite (``SVGSprite``), each drawn as `copy --format svg`
    /// draws it (``designDrawing(of:style:)``) with the asset-catalog name `copy --format asset`
    /// gives as its id (`sf-NAME` for SF Symbols): in `wanted` style where the symbol has it,
    /// else in its preferred one.
    /// - Returns: the document, and one note per kind of symbol left out or drawn otherwise:
    ///   those the set lacks, those without `wanted` style, those whose font has no glyph of them.
    package func sprite(of entries: [StoredEntry], style wanted: String?) throws -> (document: String, notes: [String]) {
        var icons = [(name: String, asset: String, drawing: DesignDrawing)]()
        var missing = [String](), otherStyle = [String](), noGlyph = [String]()
        let isApple = dataSet.family == DataSet.appleFamily
        for entry in entries {
            guard let (symbol, _) = dataSet.lookUp(entry) else { missing.append(entry.primaryName); continue }
            var style = SymbolSnippet.preferredStyle(symbol.styles)
            if let wanted {
                if symbol.styles.contains(wanted) { style = wanted } else if !symbol.styles.isEmpty { otherStyle.append(symbol.name) }
            }
            do {
                let drawing = try designDrawing(of: symbol, style: style)
                icons.append((symbol.name, isApple ? "sf-" + symbol.name : SymbolSnippet.assetName(of: symbol.name, style: style, in: dataSet), drawing))
            } catch SymbolGlyphError.noGlyph {
                noGlyph.append(symbol.name)
            }
        }
        var notes = [String]()
        if !missing.isEmpty { notes.append("not in \(dataSet.name), left out: " + missing.joined(separator: ", ")) }
        if let wanted, !otherStyle.isEmpty { notes.append("no \(wanted) style, drawn in their own: " + otherStyle.joined(separator: ", ")) }
        if !noGlyph.isEmpty { notes.append("no glyph in the font, left out: " + noGlyph.joined(separator: ", ")) }
        let ids = SVGSprite.ids(icons.map(\.asset))
        return (SVGSprite.document(zip(ids, icons).map { ($0, $1.name, $1.drawing) }), notes)
    }
}
