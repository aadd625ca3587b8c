import CatalogSystem
import SymbolCatalog
import SymbolGlyphs
import TypeScale

extension SiteGlyphs {
    /// The glyphs of every set in `sets` that has any (its own fonts, or `symbolsFont` for a
    /// set that names none), by set name; each set missing a font says so in one note on
    /// stderr. The alignment boxes come from `textFont` (default: the default design's
    /// family) at the size `catalog glyph` uses without options; without a text font they
    /// are left out, with a note, unless `textFont` was asked for. `fontFiles` are the font
    /// files read (the text font's among them), which the site's folder must not hold.
    static func measureAll(_ sets: [(name: String, dataSet: DataSet)], symbolsFont: String?, textFont: String?,
                           _ context: inout CommandContext) throws -> (glyphs: [String: SiteGlyphs], fontFiles: [String]) {
        let drawn = sets.filter { !$0.dataSet.styleFonts.isEmpty || symbolsFont != nil }
        guard !drawn.isEmpty else { return ([:], []) }
        // --symbols-font draws only the sets that name no fonts: say so when there are none,
        // rather than take a font that is never read (or not a font) without a word.
        if let symbolsFont, !sets.contains(where: { $0.dataSet.styleFonts.isEmpty }) {
            context.standardError += "catalog: note: --symbols-font \(TerminalText.visible(symbolsFont)) is not used: "
                + "every set here draws from fonts of its own\n"
        }
        let fontconfig = SharedFontconfig(environment: context.environment)
        let sizes = try GlyphSizes.standard()
        var band: TextLineBand?
        var fontFiles = [String]()
        do {
            let text = try GlyphSource.textFont(textFont, weight: sizes.textWeight, pointSize: sizes.textPointSize,
                                                environment: context.environment, limit: context.fileLimit,
                                                fontconfig: fontconfig)
            band = text.band
            fontFiles.append(text.font.path)
        } catch where textFont == nil {
            context.standardError += "catalog: note: no text font for the glyphs' alignment boxes (\(error)); "
                + "they are left out (give --text-font FILE)\n"
        }
        var measured = [String: SiteGlyphs]()
        for (index, set) in drawn.enumerated() {
            context.progress.update("Measuring glyphs", done: index, of: drawn.count)
            guard let glyphs = try measure(set.dataSet, symbolsFont: symbolsFont, band: band, fontconfig: fontconfig, context: context)
            else { continue }
            if let note = glyphs.note { context.standardError += "catalog: note: \(note)\n" }
            measured[set.name] = glyphs
            fontFiles += glyphs.fontFiles
        }
        return (measured, fontFiles)
    }
}
