import SymbolCatalog
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
        first style, from the data set's font for that style (see 'catalog glyph'); symbols \
        without a code point are left out and counted on stderr.


        """ + GlyphCommand.figuresDiscussion + """


        SVG: a grid of --columns cells (default 8), each the symbol's grey square with its \
        glyph, all at one scale (the largest box fills its square, so relative sizes show), \
        its name (the whole name and font as a tooltip), and with --marks its box and \
        baseline in orange and optical centre in red. JSON: \
        {schemaVersion, dataSet, glyphs: [one object per symbol as 'catalog glyph' prints it, \
        without schemaVersion]}. Text: one line per symbol: name, style, box and optical-centre \
        offset in font units.
        """,
        arguments: [ArgumentSpec(name: "TERM", summary: "Search terms.", isOptional: true, isVariadic: true, completion: .symbol)],
        options: [OptionSpec.dataSet] + SearchCommand.filterOptions.filter { $0.name != "variants" }
            + GlyphCommand.sharedOptions + [
                OptionSpec(name: "columns", valueName: "N", summary: "Cells per row of the SVG contact sheet (default: 8)."),
                OptionSpec(name: "marks", summary: "In the SVG sheet, mark each glyph's box, baseline and optical centre."),
            ] + OptionSpec.output(formats: GlyphCommand.formats),
        examples: [
            CommandExample("catalog glyphs arrow --format svg -o arrows.svg", "A contact sheet of the arrows."),
            CommandExample("catalog glyphs arrow --format svg --marks -o arrows.svg", "The same with boxes and optical centres."),
            CommandExample("catalog glyphs --category animals --style solid --json", "Figures of every solid animal symbol."),
        ],
        run: { command, context in try run(command, &context) })

    static func run(_ command: ParsedCommand, _ context: inout CommandContext) throws {
        let format = context.format(for: command)
        var columns = 8
        if let text = command.option("columns") {
            guard let number = Int(text), number > 0 else {
                throw CLIError.usage("--columns needs a whole number above 0, not '\(text)'", command: spec.name)
            }
            columns = number
        }
        let options = try GlyphOptions(command)
        let dataSet = try DataSetLocator.load(for: command, context)
        var query = try SearchCommand.query(from: command)
        query.terms = command.values("TERM")
        let results = try dataSet.search(query)
        let reader = SymbolGlyphReader(dataSet: dataSet, fontOverride: command.option("font"), environment: context.environment,
                                           fontInstaller: FontInstaller.command(for: dataSet, context))
        let text = try GlyphSource.textFont(command, weight: options.textWeight, pointSize: options.textPointSize, context)
        let textFontName = FontSelection.fontName(text.font)
        let requestedStyle = command.option("style")

        var figures = [GlyphFigures]()
        var withoutCodePoint = 0
        let symbols = results.map(\.symbol)
        for (index, symbol) in symbols.enumerated() {
            context.progress.update("measuring glyphs", done: index, of: symbols.count)
            if let requestedStyle, !symbol.styles.contains(requestedStyle) { continue }
            guard symbol.unicode != nil else { withoutCodePoint += 1; continue }
            let glyph = try reader.glyph(of: symbol, style: try reader.style(of: symbol, requested: requestedStyle))
            figures.append(try options.figures(for: glyph, band: text.band, textFontName: textFontName))
        }
        context.progress.finish()
        if withoutCodePoint > 0 {
            context.standardError += "catalog: note: \(withoutCodePoint) symbol(s) without a code point left out\n"
        }
        let output = switch format {
        case .json: GlyphSheetRenderer.json(figures, dataSet: dataSet.name).rendered()
        case .svg: GlyphSheetRenderer.svg(figures, columns: columns, title: "catalog glyphs " + command.values("TERM").joined(separator: " "),
                                          marks: command.flag("marks"))
        default: GlyphSheetRenderer.text(figures)
        }
        try context.emit(output, for: command)
    }
}
