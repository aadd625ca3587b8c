import CatalogSystem
import SymbolCatalog
import SymbolGlyphs

/// `catalog collection export NAME --format svg-sprite`.
extension CollectionCommand {
    /// What `collection export` is asked: the collection, where it is, how it is written.
    struct ExportOptions: CommandOptions {
        /// `--style`: the style the sprite draws its symbols in, where they have it.
        static let style = GlyphOptions.style.with {
            $0.summary = "With --format svg-sprite: draw the symbols that have this style in it (default: solid, regular, brands, else the first)."
        }

        var name: String
        var dataSet: DataSetSelection
        var store: StoreSelection
        var output: OutputOptions
        var style: String?
        var symbolsFont: String?

        init(_ parsed: ParsedCommand) {
            let named = NameOptions(parsed)
            (name, dataSet, store, output) = (named.name, named.dataSet, named.store, named.output)
            style = parsed.value(Self.style)
            symbolsFont = parsed.value(CopyCommand.symbolsFont)
        }
    }

    /// The collection's symbols in this data set as one sprite (SymbolGlyphs' ``SVGSprite``), each
    /// drawn as `copy --format svg` draws it; the symbols the set lacks, those without the
    /// style asked for, and those whose font has no glyph of them named on stderr.
    static func sprite(_ collection: UserCollection, in dataSet: DataSet, _ options: ExportOptions,
                       _ context: inout CommandContext) throws -> String {
        let namesFonts = !dataSet.styleFonts.isEmpty
        let drawingContext = context
        let reader = SymbolGlyphReader(dataSet: dataSet, fontOverride: namesFonts ? nil : options.symbolsFont, environment: context.environment,
                                       fontInstaller: { FontInstaller.command(for: dataSet, drawingContext) },
                                       fontOption: namesFonts ? nil : "--symbols-font FILE|PATTERN")
        var icons = [(name: String, asset: String, drawing: DesignDrawing)]()
        var missing = [String](), otherStyle = [String](), noGlyph = [String]()
        let isApple = dataSet.family == DataSet.appleFamily
        for entry in collection.entries {
            guard let (symbol, _) = dataSet.lookUp(entry) else { missing.append(entry.primaryName); continue }
            var style = SymbolSnippet.preferredStyle(symbol.styles)
            if let wanted = options.style {
                if symbol.styles.contains(wanted) { style = wanted } else if !symbol.styles.isEmpty { otherStyle.append(symbol.name) }
            }
            do {
                let drawing = try reader.designDrawing(of: symbol, style: style)
                icons.append((symbol.name, isApple ? "sf-" + symbol.name : SymbolSnippet.assetName(of: symbol.name, style: style, in: dataSet), drawing))
            } catch SymbolGlyphError.noGlyph {
                noGlyph.append(symbol.name)
            }
        }
        var notes = [String]()
        if !missing.isEmpty { notes.append("not in \(dataSet.name), left out: " + missing.joined(separator: ", ")) }
        if let style = options.style, !otherStyle.isEmpty { notes.append("no \(style) style, drawn in their own: " + otherStyle.joined(separator: ", ")) }
        if !noGlyph.isEmpty { notes.append("no glyph in the font, left out: " + noGlyph.joined(separator: ", ")) }
        context.standardError += TerminalText.lines(notes.map { "catalog: note: " + $0 })
        let ids = SVGSprite.ids(icons.map(\.asset))
        return SVGSprite.document(zip(ids, icons).map { ($0, $1.name, $1.drawing) })
    }
}
