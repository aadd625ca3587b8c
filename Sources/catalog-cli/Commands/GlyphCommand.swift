import SymbolCatalog
import TypeScale

/// `catalog glyph NAME` / `catalog glyph --font F --char C`: a glyph's exact box, bearings,
/// baseline, alignment box and optical centre, in font units and points, and its placement
/// beside text; text, JSON or the alignment view in SVG.
enum GlyphCommand {
    static let formats: [OutputFormat] = [.text, .json, .svg]

    /// The options `glyph` and `glyphs` share.
    static let sharedOptions: [OptionSpec] = [
        OptionSpec(name: "style", valueName: "STYLE", choices: ["solid", "regular", "brands"],
                   summary: "Font style to draw the symbol in (default: the symbol's first style)."),
        OptionSpec(name: "scale", valueName: "SCALE", choices: SymbolScale.allCases.map(\.rawValue),
                   summary: "Symbol scale beside text: small (x0.783), medium (x1), large (x1.29) (default: medium)."),
        OptionSpec(name: "text-style", valueName: "STYLE",
                   summary: "Place the symbol beside text of this iOS text style (Body, Title 1, caption2, ...).",
                   suggestions: TextStyle.allCases.compactMap(\.uikitName)),
        OptionSpec(name: "size-category", valueName: "NAME", summary: "Content size category of the text style (default: Large).",
                   suggestions: ContentSizeCategory.allCases.map(\.higName)),
        OptionSpec(name: "point-size", valueName: "N", summary: "Symbol point size (default: the text style's size, else Body's, x the scale)."),
        OptionSpec(name: "font", valueName: "FILE|PATTERN", summary: "Read glyphs from this font file or fontconfig pattern instead.",
                   completion: .font),
        OptionSpec(name: "text-font", valueName: "FILE|PATTERN",
                   summary: "Text font for the alignment box and placement (default: the default design's family).", completion: .font),
    ]

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
        (install-fonts.sh installs Font Awesome's: Scripts/ in the source tree, \
        PREFIX/share/catalog when installed), or from --font. For any font: \
        --font FILE|PATTERN --char C (one character, or U+XXXX), at --weight (a variable \
        font's wght, or the family member fontconfig has nearest; the Font Awesome style \
        chooses its own font).


        """ + figuresDiscussion + """


        JSON: {schemaVersion, name, character, font: {family, style, file}, unitsPerEm, \
        glyphIndex, bounds: {xMin, yMin, xMax, yMax}, advance, leftSideBearing, \
        rightSideBearing, alignmentBox: {…}, baselineOffset, opticalCenter: {x, y}, \
        opticalCenterOffset: {x, y}, points: {pointSize, the same lengths in points}, \
        placement: {textStyle, sizeCategory, textPointSize, scale, symbolPointSize, \
        offsetFromTextBaseline} or null, textFont: {name, ascender, descender, capHeight in \
        em}}, lengths rounded to 0.0001; null figures for a glyph without contours. SVG: the \
        reference app's alignment view (grey square with centre lines, the glyph's larger side \
        filling it, the box and baseline in orange, the optical centre in red), drawn in font \
        units in one transform; with --text-style also the symbol beside a line of text with \
        both baselines. --plain: the glyph alone, sized in points (an icon).
        """,
        arguments: [ArgumentSpec(name: "NAME", summary: "Symbol name (omit with --char).", isOptional: true, completion: .symbol)],
        options: [OptionSpec.dataSet] + sharedOptions + [
            OptionSpec(name: "char", valueName: "C|U+XXXX", summary: "With --font: the character whose glyph to measure."),
            OptionSpec(name: "weight", valueName: "WEIGHT", summary: "With --font: font weight, ultraLight … black or 100 … 900 (default: regular).",
                       suggestions: FontWeight.allCases.map(\.appleName)),
            OptionSpec(name: "plain", summary: "With --format svg: the glyph alone, no guides."),
        ] + OptionSpec.output(formats: formats),
        examples: [
            CommandExample("catalog glyph house --text-style body --scale large", "Figures of Font Awesome's house beside Body text."),
            CommandExample("catalog glyph heart --style regular --format svg -o heart.svg", "The alignment view of the regular heart."),
            CommandExample("catalog glyph --font 'DejaVu Sans' --char U+2665 --json", "Any font's glyph, as JSON."),
        ],
        run: { command, context in try run(command, &context) })

    static func run(_ command: ParsedCommand, _ context: inout CommandContext) throws {
        let name = spec.name
        let format = context.format(for: command)
        if command.flag("plain") && format != .svg {
            throw CLIError.usage("--plain draws an SVG; add --format svg", command: name)
        }
        let options = try GlyphOptions(command)
        let fontconfig = SharedFontconfig(environment: context.environment)
        let glyph: MeasuredGlyph
        if let char = command.option("char") {
            guard let font = command.option("font") else {
                throw CLIError.usage("--char needs --font FILE|PATTERN (a symbol NAME picks its own font)", command: name)
            }
            if command.argument("NAME") != nil { throw CLIError.usage("give NAME or --char, not both", command: name) }
            let weight = try command.named("weight") ?? FontWeight.regular
            glyph = try GlyphSource.fontGlyph(font, scalar: try GlyphSource.scalar(char, command: name), weight: weight,
                                              pointSize: options.pointSize, environment: context.environment)
        } else {
            guard let symbolName = command.argument("NAME") else {
                throw CLIError.usage("missing NAME (or --font FILE --char C)", command: name)
            }
            let dataSet = try DataSetLocator.load(for: command, context)
            let (symbol, _) = try dataSet.resolve(symbolName)
            let installerContext = context
            let reader = SymbolGlyphReader(dataSet: dataSet, fontOverride: command.option("font"), environment: context.environment,
                                           fontInstaller: { FontInstaller.command(for: dataSet, installerContext) }, fontconfig: fontconfig)
            let style = try reader.style(of: symbol, requested: command.option("style"))
            glyph = try reader.glyph(of: symbol, style: style)
            if command.option("weight") != nil, let family = dataSet.styleFonts[style]?.family {
                context.standardError += "catalog: note: --weight does not apply to \(family): the style chooses the font (--style)\n"
            }
        }
        let text = try GlyphSource.textFont(command, weight: options.textWeight, pointSize: options.textPointSize, context,
                                            fontconfig: fontconfig)
        var figures = try options.figures(for: glyph, band: text.band, textFontName: FontSelection.fontName(text.font))
        if format == .svg, let placement = figures.placement {
            figures.textSample = try text.face.outline(of: placement.textStyle.displayName + " text")
            figures.textUnitsPerEm = text.face.unitsPerEm
        }
        let output = switch format {
        case .json: GlyphRenderer.json(figures).rendered()
        case .svg: command.flag("plain") ? GlyphRenderer.plainSVG(figures) : GlyphRenderer.svg(figures)
        default: GlyphRenderer.text(figures, style: ANSIStyle(enabled: context.usesColor(for: command)))
        }
        try context.emit(output, for: command)
    }
}

/// The size options of `glyph` and `glyphs`, parsed once: text style, category, scale and the
/// symbol's point size.
struct GlyphOptions {
    let textStyle: TextStyle?
    let category: ContentSizeCategory
    let scale: SymbolScale
    /// The symbol's point size.
    let pointSize: Double
    /// The text style's weight (Regular without one), for the text font.
    let textWeight: FontWeight
    let textPointSize: Double

    init(_ command: ParsedCommand) throws {
        textStyle = try command.named("text-style", as: TextStyle.self)
        category = try command.named("size-category") ?? ContentSizeCategory.large
        scale = command.option("scale").flatMap(SymbolScale.init(rawValue:)) ?? .medium
        let cell = try DynamicTypeTable.style(textStyle ?? .body, platform: .ios, category: category)
        textWeight = textStyle == nil ? .regular : cell.weight
        textPointSize = cell.pointSize
        if let text = command.option("point-size") {
            if textStyle != nil {
                throw CLIError.usage("--point-size and --text-style exclude each other (the text style sets the size)", command: command.spec.name)
            }
            guard let size = Double(text), size.isFinite, size > 0 else {
                throw CLIError.usage("--point-size needs a positive number, not '\(text)'", command: command.spec.name)
            }
            pointSize = size
        } else {
            pointSize = cell.pointSize * scale.factor
        }
    }

    /// The figures of `glyph` beside a text font of `band` and, with a text style, the placement.
    func figures(for glyph: MeasuredGlyph, band: TextLineBand, textFontName: String) throws -> GlyphFigures {
        let placement = try textStyle.map {
            try SymbolPlacement(glyph: glyph.metrics, textStyle: $0, sizeCategory: category, scale: scale, textBand: band)
        }
        return GlyphFigures(glyph: glyph, band: band, textFontName: textFontName, pointSize: pointSize, placement: placement)
    }
}
