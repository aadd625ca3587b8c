import CatalogFormats
import CatalogSystem
import SymbolCatalog
import SymbolGlyphs
import TypeScale

/// `catalog glyphs [TERM…]`: the glyphs of the symbols a search finds, measured; a contact
/// sheet in SVG, or each one's figures in JSON or text.
enum GlyphsCommand {
    static let spec = CommandSpec(
        path: ["glyphs"],
        summary: "Measure the glyphs of many symbols: a contact sheet (SVG) or their figures.",
        discussion: """
        TERM and the filters select symbols as in 'catalog search' (no term: every symbol). \
        Each is drawn in --style when it has that style (others are left out), else in its \
        first style, from the data set's font for that style (see 'catalog glyph'); a symbol \
        without a code point is the glyph of its name, left out (and counted on stderr) when \
        the font has none or no font is named.


        """ + GlyphCommand.figuresDiscussion + """


        SVG: a grid of --columns cells (default 8), each the symbol's grey square with its \
        glyph, all at one scale (the largest box fills its square, so relative sizes show), \
        its name (the whole name and font as a tooltip), and with --marks its box and \
        baseline in orange and optical centre in red. JSON: \
        {schemaVersion, dataSet, glyphs: [one object per symbol as 'catalog glyph' prints it, \
        without schemaVersion]}. Text: one line per symbol: name, style, box and optical-centre \
        offset in font units.
        """,
        arguments: [SearchCommand.terms],
        options: [OptionSpec.dataSet] + SearchFilters.options(without: SearchFilters.variants)
            + GlyphOptions.options + [Options.columns, Options.marks] + OutputOptions.options(formats: GlyphCommand.formats),
        rules: SearchFilters.rules + GlyphOptions.rules,
        examples: [
            CommandExample("catalog glyphs arrow --format svg -o arrows.svg", "A contact sheet of the arrows."),
            CommandExample("catalog glyphs arrow --format svg --marks -o arrows.svg", "The same with boxes and optical centres."),
            CommandExample("catalog glyphs --category animals --style solid --json", "Figures of every solid animal symbol."),
        ],
        run: run)

    /// What `glyphs` is asked.
    struct Options: CommandOptions {
        static let columns = OptionSpec(name: "columns", valueName: "N", summary: "Cells per row of the SVG contact sheet (default: 8).")
        static let marks = OptionSpec(name: "marks", summary: "In the SVG sheet, mark each glyph's box, baseline and optical centre.")

        var terms: [String]
        var dataSet: DataSetSelection
        var filters: SearchFilters
        var glyph: GlyphOptions
        /// Cells per row of the SVG sheet.
        var columns: Int
        /// `--marks`: each glyph's box, baseline and optical centre drawn on the sheet.
        var marks: Bool
        var output: OutputOptions

        init(_ parsed: ParsedCommand) throws(CLIError) {
            output = OutputOptions(parsed)
            columns = try parsed.wholeNumber(Self.columns, minimum: 1, requirement: "a whole number above 0") ?? 8
            glyph = try GlyphOptions(parsed)
            terms = parsed.values(SearchCommand.terms)
            dataSet = DataSetSelection(parsed)
            filters = try SearchFilters(parsed)
            marks = parsed.flag(Self.marks)
        }
    }

    static func run(_ options: Options, _ context: inout CommandContext) throws {
        let format = options.output.format
        let sizes = try options.glyph.sizes()
        let job = GlyphSheetJob(sizes: sizes, font: options.glyph.font, textFont: options.glyph.textFont, environment: context.environment,
                                limit: context.fileLimit)
        let dataSet = try options.dataSet.load(context)
        let results = try dataSet.search(try options.filters.query(terms: options.terms, in: dataSet))
        let registry = DataSetLocator.registry(context)
        let progress = context.progress
        let (figures, withoutCodePoint) = try job.figures(of: results.map(\.symbol), in: dataSet, style: options.glyph.style,
                                                          keepingOutlines: format == .svg, fontInstaller: { registry.fontInstallCommand(for: dataSet) },
                                                          measuring: { progress.update("measuring glyphs", done: 0, of: $0) })
        context.progress.finish()
        if withoutCodePoint > 0 {
            context.standardError += "catalog: note: \(withoutCodePoint) symbol(s) without a code point (or a glyph of their name) left out\n"
        }
        let output = switch format {
        case .json: GlyphReport.sheetJSON(figures, dataSet: dataSet.name).document()
        case .svg: RenderedDocument(text: GlyphSheetSVG.document(figures, columns: options.columns,
                                                                 title: "catalog glyphs " + options.terms.joined(separator: " "),
                                                                 marks: options.marks), isVisible: false)
        default: RenderedDocument(text: GlyphSheetRenderer.text(figures), isVisible: false)
        }
        try context.emit(output, to: options.output)
    }
}
