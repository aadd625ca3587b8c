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

    /// The collection's symbols in this data set as one sprite (SymbolGlyphs'
    /// ``SymbolGlyphReader/sprite(of:style:)``); what it left out or drew otherwise named on stderr.
    static func sprite(_ collection: UserCollection, in dataSet: DataSet, _ options: ExportOptions,
                       _ context: inout CommandContext) throws -> String {
        let registry = DataSetLocator.registry(context)
        let reader = SymbolGlyphReader(dataSet: dataSet, symbolsFont: options.symbolsFont, environment: context.environment,
                                       fontInstaller: { registry.fontInstallCommand(for: dataSet) })
        let (document, notes) = try reader.sprite(of: collection.entries, style: options.style)
        context.standardError += TerminalText.lines(notes.map { "catalog: note: " + $0 })
        return document
    }
}
