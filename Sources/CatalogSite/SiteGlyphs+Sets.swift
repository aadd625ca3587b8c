import CatalogSystem
import SymbolCatalog
import SymbolGlyphs
import TypeScale

extension SiteGlyphs {
    /// The glyphs of every set in `sets` that has any (its own fonts, or `symbolsFont` for a
    /// set that names none), by set name, ready to measure (``SiteGlyphSource``: its fonts
    /// found, nothing measured yet; ``SiteBuilder`` measures each set as it writes it). The
    /// alignment boxes come from `textFont` (default: the default design's family) at the size
    /// `catalog glyph` uses without options; without a text font they are left out, with a
    /// note, unless `textFont` was asked for. `fontFiles` are the font files to read (the text
    /// font's among them), which the site's folder must not hold; `notes` the lines for stderr
    /// (each set missing a font says so in one more, ``SiteGlyphs/note``, once measured). Fonts
    /// are found as `environment` says, files read within `limit`; `fontInstaller` names the
    /// command that installs a set's fonts; `progress` hears of each set.
    package static func sources(_ sets: [(name: String, dataSet: DataSet)], symbolsFont: String?, textFont: String?,
                                environment: [String: String], limit: FileSizeLimit, fontInstaller: @escaping (DataSet) -> String?,
                                progress: (String, Int, Int) -> Void) throws
        -> (sources: [String: SiteGlyphSource], fontFiles: [String], notes: [String]) {
        let drawn = sets.filter { !$0.dataSet.styleFonts.isEmpty || symbolsFont != nil }
        guard !drawn.isEmpty else { return ([:], [], []) }
        var notes = [String]()
        // --symbols-font draws only the sets that name no fonts: say so when there are none,
        // rather than take a font that is never read (or not a font) without a word.
        if let symbolsFont, !sets.contains(where: { $0.dataSet.styleFonts.isEmpty }) {
            notes.append("--symbols-font \(TerminalText.visible(symbolsFont)) is not used: every set here draws from fonts of its own")
        }
        let fontconfig = SharedFontconfig(environment: environment)
        let sizes = try GlyphSizes.standard()
        var band: TextLineBand?
        var fontFiles = [String]()
        do {
            let text = try GlyphSource.textFont(textFont, weight: sizes.textWeight, pointSize: sizes.textPointSize,
                                                environment: environment, limit: limit,
                                                fontconfig: fontconfig)
            band = text.band
            fontFiles.append(text.font.path)
        } catch where textFont == nil {
            notes.append("no text font for the glyphs' alignment boxes (\(error)); they are left out (give --text-font FILE)")
        }
        var sources = [String: SiteGlyphSource]()
        for (index, set) in drawn.enumerated() {
            progress("Finding the glyphs' fonts", index, drawn.count)
            guard let source = try SiteGlyphSource(name: set.name, dataSet: set.dataSet, symbolsFont: symbolsFont, band: band,
                                                   fontconfig: fontconfig, environment: environment, fontInstaller: fontInstaller)
            else { continue }
            sources[set.name] = source
            fontFiles += source.fontFiles
        }
        return (sources, fontFiles, notes)
    }
}
