import CatalogSystem
import SymbolCatalog
import TypeScale

extension SymbolGlyphReader {
    /// The glyphs of `symbols` (a search's results, in its order), as `glyphs` measures them:
    /// each in `requested` style when it has it (others left out), else in its first style.
    /// Each style's font is looked up once (a fontconfig match each), then the glyphs are
    /// measured on every core (``measure(_:paths:keepingOutlines:)``); a failure is kept with
    /// its symbol, so the first in order is the error, as one by one. `measuring` hears how
    /// many are measured before the work starts.
    /// - Returns: the glyphs, and how many symbols were left out because they have no code
    ///   point and no font draws their name (none is named, or it has no glyph of the name).
    package func measureSheet(_ symbols: [Symbol], style requested: String?, keepingOutlines: Bool,
                              measuring: (Int) -> Void = { _ in }) -> (glyphs: [Result<MeasuredGlyph, any Error>], leftOut: Int) {
        var drawn = [(symbol: Symbol, style: Result<String, any Error>)]()
        var leftOut = 0
        // Without a code point the glyph is found by name, in a font the data set or --font names.
        let drawsByName = fontOverride != nil || !dataSet.styleFonts.isEmpty
        for symbol in symbols {
            if let requested, !draws(symbol, in: requested) { continue }
            guard symbol.unicode != nil || drawsByName else { leftOut += 1; continue }
            drawn.append((symbol, Result { try style(of: symbol, requested: requested) }))
        }
        measuring(drawn.count)
        var paths = [String: Result<String, any Error>]()
        for case .success(let style) in drawn.map(\.style) where paths[style] == nil {
            paths[style] = Result { try fontPath(for: style) }
        }
        let glyphs = measure(drawn, paths: paths, keepingOutlines: keepingOutlines).compactMap { result -> Result<MeasuredGlyph, any Error>? in
            guard case .success(nil) = result else { return result.map { $0! } }
            leftOut += 1
            return nil
        }
        return (glyphs, leftOut)
    }
}
