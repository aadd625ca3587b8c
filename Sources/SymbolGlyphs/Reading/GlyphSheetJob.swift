import CatalogSystem
import SymbolCatalog
import TypeScale

/// The figures of a contact sheet (`catalog glyphs`), begun before its symbols are known: the
/// text font is found (and fontconfig loaded, when a font is a pattern) on another core while
/// the caller reads and searches its data set.
package final class GlyphSheetJob {
    private let sizes: GlyphSizes
    private let font: String?
    private let environment: [String: String]
    private let fontconfig: SharedFontconfig
    private let textLookup: Pending<Result<(band: TextLineBand, face: FontFace, font: ResolvedFont), any Error>>

    /// Starts finding `textFont` (a file or fontconfig pattern; nil: the default design's
    /// family) at `sizes`' text weight and size; `font` (`--font`) draws every symbol instead of
    /// its set's fonts. fontconfig is asked on every run, so its answers are never stale.
    package init(sizes: GlyphSizes, font: String?, textFont: String?, environment: [String: String], limit: FileSizeLimit) {
        let fontconfig = SharedFontconfig(environment: environment)
        if GlyphSource.needsFontconfig(font: font, textFont: textFont) { fontconfig.prefetch() }
        self.sizes = sizes
        self.font = font
        self.environment = environment
        self.fontconfig = fontconfig
        // Also starts the thread that measures beside this one, ready when it is needed.
        textLookup = Pending {
            Result { try GlyphSource.textFont(textFont, weight: sizes.textWeight, pointSize: sizes.textPointSize,
                                              environment: environment, limit: limit, fontconfig: fontconfig) }
        }
    }

    /// The figures of `symbols` of `dataSet` in `style` (nil: each one's first), in order: their
    /// fonts looked up while the text font still may be, then the glyphs measured on every core
    /// (``SymbolGlyphReader/measureSheet(_:style:keepingOutlines:measuring:)``, which calls
    /// `measuring` with how many). `keepingOutlines` keeps the outlines an SVG sheet draws;
    /// `fontInstaller` names the command that installs the set's fonts.
    /// - Returns: the figures, and how many symbols were left out (no code point, and no glyph
    ///   of their name).
    /// - Throws: the text font's error, or the first glyph's that cannot be measured.
    package func figures(of symbols: [Symbol], in dataSet: DataSet, style: String?, keepingOutlines: Bool,
                         fontInstaller: @escaping () -> String?, measuring: (Int) -> Void = { _ in }) throws
        -> (figures: [GlyphFigures], leftOut: Int) {
        let reader = SymbolGlyphReader(dataSet: dataSet, fontOverride: font, environment: environment, fontInstaller: fontInstaller,
                                       fontconfig: fontconfig)
        let (measured, leftOut) = reader.measureSheet(symbols, style: style, keepingOutlines: keepingOutlines, measuring: measuring)
        let text = try textLookup.value.get()
        return (try sizes.figures(for: measured, band: text.band, textFontName: FontSelection.fontName(text.font)), leftOut)
    }
}
