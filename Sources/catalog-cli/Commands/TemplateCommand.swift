import CatalogSystem
import SymbolCatalog
import SymbolGlyphs
import SymbolTemplates
import TypeScale

/// `catalog template export|check`: SF Symbols custom symbol templates written from a set's
/// glyphs or any SVG, and checked as Xcode reads them (SymbolTemplates).
enum TemplateCommand {
    static let groupSpec = CommandGroup.spec(
        path: ["template"],
        summary: "Write and check SF Symbols custom symbol templates.",
        discussion: """
        A custom symbol template is the SVG the SF Symbols app exports and Xcode's asset \
        catalogs read (NAME.symbolset/). See docs/templates.md for the layout, the placement \
        rule and what is not supported.
        """,
        subcommands: [exportSpec, TemplateCheckCommand.spec],
        examples: [
            CommandExample("catalog template export heart --data-set lucide -o heart.svg", "Lucide's heart as a template."),
            CommandExample("catalog template check Assets.xcassets", "Check every symbol set of an asset catalog."),
        ])

    static let exportSpec = CommandSpec(
        path: ["template", "export"],
        summary: "Write a symbol (or an SVG) as a custom symbol template.",
        discussion: """
        Writes template version 3.0 unless --template-version 4 (which adds nothing this \
        writer uses and needs Xcode 14): Regular-S, typeset at 100 points times 0.783, its box \
        centred on half SF Pro's cap height above the baseline, its advance between the \
        margins, centred on the Regular column. Where the set draws the symbol in weights \
        (Phosphor thin to bold) and --style is regular or left out, Ultralight-S and Black-S \
        come from the lightest and heaviest weights when all three are point-compatible; \
        otherwise Regular-S alone, and stderr says why. Font Awesome's regular and solid are \
        two designs: with --symbolset and no --style, both are written, solid as NAME.fill. \
        --svg FILE reads any SVG through the same code (paths and basic shapes, filled or \
        stroked, in groups with transforms; its view box is the em): a stroke becomes the \
        outline it paints through FreeType's stroker (stroke-width, stroke-linecap, \
        stroke-linejoin and stroke-miterlimit as SVG defines them; stroke-dasharray and \
        stroke-dashoffset cut the path into dashes first), so a Lucide icon's own SVG becomes \
        a template; anything else (text, images, gradients, …) is refused.
        """,
        arguments: [Options.name],
        options: [OptionSpec.dataSet, GlyphOptions.style, GlyphOptions.font, Options.svg, Options.symbolset, Options.version]
            + OutputOptions.options(formats: [.svg], color: false),
        rules: [.exclusive([.option(Options.symbolset), .option(OutputOptions.path)], message: "give -o FILE or --symbolset DIR, not both")],
        examples: [
            CommandExample("catalog template export heart --data-set lucide -o heart.svg", "Lucide's heart as a template."),
            CommandExample("catalog template export house --data-set phosphor --symbolset Assets.xcassets",
                           "Phosphor's house as Assets.xcassets/house.symbolset."),
            CommandExample("catalog template export --svg logo.svg app.logo --symbolset Assets.xcassets", "Any SVG."),
        ],
        defaultFormat: .svg,
        run: export)

    struct Options: CommandOptions {
        static let name = ArgumentSpec(name: "NAME", summary: "The symbol (with --svg: the template's name).", completion: .symbol)
        static let svg = OptionSpec(name: "svg", valueName: "FILE", summary: "Place this SVG's shapes instead of a symbol's glyph.", completion: .file)
        static let symbolset = OptionSpec(name: "symbolset", valueName: "DIR",
                                          summary: "Write DIR/NAME.symbolset/ (with Contents.json) instead of the SVG alone.", completion: .file)
        static let version = OptionSpec(name: "template-version", valueName: "V", summary: "Template version: 3 (default) or 4.",
                                        suggestions: TemplateVersion.allCases.map(\.rawValue))
        var name: String
        var svg: String?
        var symbolset: String?
        var version: TemplateVersion
        var style: String?
        var font: String?
        var dataSet: DataSetSelection
        var output: OutputOptions

        init(_ parsed: ParsedCommand) throws(CLIError) {
            guard let name = parsed.value(Self.name) else { throw parsed.usageError("missing NAME") }
            self.name = name
            svg = parsed.value(Self.svg)
            symbolset = parsed.value(Self.symbolset)
            do { version = try parsed.value(Self.version).map(TemplateVersion.parse) ?? .standard } catch { throw parsed.usageError(error.description) }
            style = parsed.value(GlyphOptions.style)
            font = parsed.value(GlyphOptions.font)
            dataSet = DataSetSelection(parsed)
            output = OutputOptions(parsed)
        }
    }

    private static func export(_ options: Options, _ context: inout CommandContext) throws {
        var symbols: [(name: String, export: TemplateExport)] = []
        if let svg = options.svg {
            let glyph = try failing(file: svg) { () throws(TemplateError) in try SVGGlyphReader.read(path: svg, limit: context.fileLimit) }
            symbols = [(options.name, TemplateExport(variants: [(.regularSmall, glyph)], notes: []))]
        } else {
            let dataSet = try options.dataSet.load(context)
            let (symbol, _) = try dataSet.resolve(options.name)
            let reader = try reader(of: symbol, in: dataSet, font: options.font, fontOption: "--font FILE", context)
            symbols = try export(symbol, style: options.style, bothDesigns: options.symbolset != nil, reader: reader)
        }
        for (name, export) in symbols {
            context.standardError += TerminalText.lines(export.notes.map { "catalog: note: \(name): \($0)" })
            let svg = TemplateWriter.svg(name: name, variants: export.variants, version: options.version)
            if let folder = options.symbolset {
                let written = try failing { () throws(TemplateError) in try SymbolSetWriter.write(svg: svg, name: name, into: folder) }
                context.standardOutput += TerminalText.lines(["Wrote \(written)"])
            } else {
                try context.emit(svg, to: options.output)
            }
        }
    }

    /// The glyph reader of `dataSet` for `symbol`'s template: the set's fonts, else (a set that
    /// names none: SF Symbols) `font`, which `fontOption` names; without it, one line saying so.
    static func reader(of symbol: Symbol, in dataSet: DataSet, font: String?, fontOption: String,
                       _ context: CommandContext) throws -> SymbolGlyphReader {
        let reader = SymbolGlyphReader(dataSet: dataSet, fontOverride: font, environment: context.environment,
                                       fontInstaller: { DataSetLocator.registry(context).fontInstallCommand(for: dataSet) }, fontOption: fontOption)
        try reader.checkDrawsTemplate(of: symbol)
        return reader
    }

    /// The templates of `symbol` in `style` (nil: regular where it has it, else its first), as
    /// `template export NAME` writes them and `copy NAME --template` copies the first: Regular-S,
    /// and a set's weights as interpolation sources where they are point-compatible; with
    /// `bothDesigns`, Font Awesome's regular and solid as NAME and NAME.fill.
    static func export(_ symbol: Symbol, style requested: String?, bothDesigns: Bool = false,
                       reader: SymbolGlyphReader) throws -> [(name: String, export: TemplateExport)] {
        try TemplateExport.designs(name: symbol.name, styles: symbol.styles, requested: requested, bothDesigns: bothDesigns,
                                   style: { try reader.style(of: symbol, requested: $0) },
                                   glyph: { TemplateGlyph(try reader.glyph(of: symbol, style: $0).metrics) })
    }

    /// A template error as the one-line failure the CLI prints (exit 1).
    static func failing<Value>(file: String? = nil, _ body: () throws(TemplateError) -> Value) throws(CLIError) -> Value {
        do { return try body() } catch { throw CLIError.failure(error.naming(file: file)) }
    }
}
