import CatalogSystem
import SymbolCatalog
import SymbolGlyphs
import TypeScale

/// `catalog glyph NAME` / `catalog glyph --font F --char C`: a glyph's exact box, bearings,
/// baseline, alignment box and optical centre, in font units and points, and its placement
/// beside text; text, JSON or the alignment view in SVG.
enum GlyphCommand {
    static let formats: [OutputFormat] = [.text, .json, .svg]

    static let figuresDiscussion = """
        Figures in font units of the symbol's font and in points at the symbol's point size: \
        the bounding box (the exact extrema of the outline's lines and quadratic or cubic \
        curves, as fontTools' BoundsPen computes them; not the control points, not the bounds \
        stored in the font), advance width, left side bearing (xMin) and right side bearing \
        (advance - xMax), the baseline's offset above the box's bottom (-yMin), the alignment \
        box (0 … advance across, the text font's descender … ascender up, at the symbol's em), \
        the optical centre (the area centroid, each contour counted with the sign of its \
        direction, as fontTools' StatisticsPen computes it) and its offset from the box's \
        centre. With --text-style, the placement as SF Symbols sets a symbol beside text: the \
        symbol's point size is the style's size at the size category (iOS) times the scale, \
        and its box is centred on half the text font's cap height above the text baseline; \
        offsetFromTextBaseline is where the symbol's baseline lands (positive: above).
        """

    static let spec = CommandSpec(
        path: ["glyph"],
        summary: "Measure a symbol's glyph: exact box, bearings, baseline, alignment box, optical centre.",
        discussion: """
        NAME is a symbol of the data set (old names and U+XXXX code points resolve too); its \
        glyph comes from the font the data set names for its style, found through fontconfig \
        (install-fonts.sh SET installs Font Awesome's, and builds and installs the icon sets' \
        from their SVGs: Scripts/ in the source tree, PREFIX/share/catalog when installed), \
        or from --font: the glyph of the symbol's code point, else the glyph named as the \
        symbol (Material Design Icons, Lucide and Font Awesome 7 have no code points in the \
        data; character is then null). For any font: \
        --font FILE|PATTERN --char C (one character, or U+XXXX), at --weight (a variable \
        font's wght, or the family member fontconfig has nearest; the Font Awesome style \
        chooses its own font).


        """ + figuresDiscussion + """


        JSON: {schemaVersion, name, character (U+XXXX or null), font: {family, style, file}, unitsPerEm, \
        glyphIndex, bounds: {xMin, yMin, xMax, yMax}, advance, leftSideBearing, \
        rightSideBearing, alignmentBox: {…}, baselineOffset, opticalCenter: {x, y}, \
        opticalCenterOffset: {x, y}, points: {pointSize, the same lengths in points}, \
        placement: {textStyle, sizeCategory, textPointSize, scale, symbolPointSize, \
        offsetFromTextBaseline} or null, textFont: {name, ascender, descender, capHeight in \
        em}}, lengths rounded to 0.0001; null figures for a glyph without contours. SVG: the \
        reference app's alignment view (grey square with centre lines, the glyph's larger side \
        filling it, the box and baseline in orange, the optical centre in red), drawn in font \
        units in one transform; with --text-style also the symbol beside a line of text with \
        both baselines. --plain: the icon alone on its own design grid, as its package ships \
        it: the package's viewBox (Font Awesome 512 high and the glyph's advance wide, Material \
        Design Icons and Lucide 24 x 24, Phosphor 256 x 256; a font no set places: its em, \
        ascender to descender), not cropped to the ink, in currentColor; Lucide as its own \
        strokes (stroke="currentColor", width 2, round caps and joins), kept with the set, no \
        font needed. Sized in pixels (1 pt = 1 px) only with --point-size or --text-style. \
        'copy --format svg' and 'collection export --format svg-sprite' write the same drawing.
        """,
        arguments: [Options.name],
        options: [OptionSpec.dataSet] + GlyphOptions.options + [Options.character, Options.weight, Options.plain]
            + OutputOptions.options(formats: formats),
        rules: GlyphOptions.rules + Options.rules,
        examples: [
            CommandExample("catalog glyph house --text-style body --scale large", "Figures of Font Awesome's house beside Body text."),
            CommandExample("catalog glyph heart --style regular --format svg -o heart.svg", "The alignment view of the regular heart."),
            CommandExample("catalog glyph --font 'DejaVu Sans' --char U+2665 --json", "Any font's glyph, as JSON."),
        ],
        run: run)

    /// What `glyph` is asked.
    struct Options: CommandOptions {
        /// A symbol of the data set, or a character of any font.
        enum Subject {
            case symbol(String)
            case character(Unicode.Scalar, font: String, weight: FontWeight)
        }

        static let name = ArgumentSpec(name: "NAME", summary: "Symbol name (omit with --char).", isOptional: true, completion: .symbol)
        static let character = OptionSpec(name: "char", valueName: "C|U+XXXX", summary: "With --font: the character whose glyph to measure.")
        static let weight = OptionSpec(name: "weight", valueName: "WEIGHT",
                                       summary: "With --font: font weight, ultraLight … black or 100 … 900 (default: regular).",
                                       suggestions: FontWeight.allCases.map(\.appleName))
        static let plain = OptionSpec(name: "plain", summary: "With --format svg: the icon alone on its own design grid (the package's viewBox), in currentColor.")
        static let subjectNeeded = OptionRule.required([.argument(name), .option(character)], message: "missing NAME (or --font FILE --char C)")
        static let rules: [OptionRule] = [
            .requires(.option(character), .option(GlyphOptions.font),
                      message: "--char needs --font FILE|PATTERN (a symbol NAME picks its own font)"),
            .exclusive([.argument(name), .option(character)], message: "give NAME or --char, not both"),
            subjectNeeded,
        ]

        var subject: Subject
        var dataSet: DataSetSelection
        var glyph: GlyphOptions
        /// `--weight` was given (it does not apply to a symbol: the style chooses its font).
        var weightGiven: Bool
        /// `--plain`: the glyph alone (SVG only).
        var plain: Bool
        var output: OutputOptions

        init(_ parsed: ParsedCommand) throws(CLIError) {
            output = OutputOptions(parsed)
            plain = parsed.flag(Self.plain)
            if plain && output.format != .svg {
                throw parsed.usageError("--plain draws an SVG; add --format svg")
            }
            glyph = try GlyphOptions(parsed)
            weightGiven = parsed.flag(Self.weight)
            dataSet = DataSetSelection(parsed)
            if let text = parsed.value(Self.character), let font = glyph.font {
                let weight = try parsed.named(Self.weight) ?? FontWeight.regular
                subject = .character(try GlyphOptions.scalar(text, command: parsed.spec.name), font: font, weight: weight)
            } else if let name = parsed.value(Self.name) {
                subject = .symbol(name)
            } else {
                throw Self.subjectNeeded.error(for: parsed)
            }
        }
    }

    static func run(_ options: Options, _ context: inout CommandContext) throws {
        let sizes = try options.glyph.sizes()
        let fontconfig = SharedFontconfig(environment: context.environment)
        if options.plain { return try context.emit(try plain(options, sizes: sizes, fontconfig: fontconfig, context), to: options.output) }
        let glyph: MeasuredGlyph
        switch options.subject {
        case .character(let scalar, let font, let weight):
            glyph = try GlyphSource.fontGlyph(font, scalar: scalar, weight: weight, pointSize: sizes.pointSize,
                                              environment: context.environment)
        case .symbol(let symbolName):
            let (symbol, reader) = try symbolReader(symbolName, options, fontconfig: fontconfig, context)
            let style = try reader.style(of: symbol, requested: options.glyph.style)
            glyph = try reader.glyph(of: symbol, style: style)
            if options.weightGiven, let family = reader.dataSet.styleFonts[style]?.family {
                context.standardError += TerminalText.lines(["catalog: note: --weight does not apply to \(family): the style chooses the font (--style)"])
            }
        }
        let format = options.output.format
        let figures = try sizes.figures(for: glyph, textFont: options.glyph.textFont, textSample: format == .svg, environment: context.environment,
                                        limit: context.fileLimit, fontconfig: fontconfig)
        let output = switch format {
        case .json: GlyphReport.json(figures).rendered()
        case .svg: GlyphSVG.document(figures)
        default: GlyphRenderer.text(figures, style: context.style(options.output))
        }
        try context.emit(output, to: options.output)
    }

    /// `--plain`: the icon on its own design grid (SymbolGlyphs' ``DesignDrawing``), sized only
    /// when a size was asked for; no text font is read.
    static func plain(_ options: Options, sizes: GlyphSizes, fontconfig: SharedFontconfig, _ context: CommandContext) throws -> String {
        let size = options.glyph.pointSize != nil || options.glyph.textStyle != nil ? sizes.pointSize : nil
        switch options.subject {
        case .character(let scalar, let font, let weight):
            return try GlyphSource.fontDesignSVG(font, scalar: scalar, weight: weight, pointSize: sizes.pointSize, size: size,
                                                 environment: context.environment)
        case .symbol(let symbolName):
            let (symbol, reader) = try symbolReader(symbolName, options, fontconfig: fontconfig, context)
            return try reader.designSVG(of: symbol, style: options.glyph.style, pointSize: size)
        }
    }

    /// The symbol `name` of the data set, and the reader of its glyphs: the set's fonts, or `--font`.
    static func symbolReader(_ name: String, _ options: Options, fontconfig: SharedFontconfig,
                             _ context: CommandContext) throws -> (Symbol, SymbolGlyphReader) {
        let dataSet = try options.dataSet.load(context)
        let (symbol, _) = try dataSet.resolve(name)
        let registry = DataSetLocator.registry(context)
        return (symbol, SymbolGlyphReader(dataSet: dataSet, fontOverride: options.glyph.font, environment: context.environment,
                                          fontInstaller: { registry.fontInstallCommand(for: dataSet) }, fontconfig: fontconfig))
    }
}
