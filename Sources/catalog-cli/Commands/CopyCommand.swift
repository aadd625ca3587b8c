import CatalogSystem
import SymbolCatalog
import SymbolGlyphs
import SymbolTemplates

/// `catalog copy NAME [--format FORMAT]`: a symbol's name, character, SVG or a snippet on the
/// clipboard.
enum CopyCommand {
    static let spec = CommandSpec(
        path: ["copy"],
        summary: "Put a symbol's name, character or snippet on the clipboard.",
        discussion: """
        NAME resolves as for 'show' (old, legacy and variant names, code points); the current \
        name is copied. Inside tmux (TMUX set) the text goes to tmux (tmux load-buffer -w: its \
        paste buffer, and the terminal's clipboard through tmux, which its default \
        set-clipboard drops from other programs). Otherwise, when standard output is a \
        terminal, the text goes through the terminal (OSC 52: works over SSH); otherwise \
        through wl-copy, xclip or xsel, the first installed that works; otherwise it is \
        printed, with a note on stderr. The picker copies the same way.

        --format chooses what is copied, by the names of the site's copy buttons: name (the \
        default), character (its private-use code point), svg (the icon on its own design grid \
        as its package ships it, in currentColor: the bytes 'glyph NAME --format svg --plain' \
        writes; Lucide's own strokes; from the set's fonts, which install-fonts.sh installs), \
        html (the set's web-font HTML), swiftui (Image), swiftui-label (Label), uikit (UIImage), \
        appkit (NSImage) and asset (an open set's asset-catalog name). For SF Symbols the Swift \
        formats name the system symbol (Image(systemName:), Label(_:systemImage:), \
        UIImage(systemName:), NSImage(systemSymbolName:accessibilityDescription:)); for an open \
        set they name the image its SVG becomes in an asset catalog (fa-solid-house, mdi-home, \
        ph-bold-house, lucide-house: Image("fa-solid-house"), UIImage(named:), NSImage(named:)). \
        Names in Swift are escaped as Swift string literals. SF Symbols' glyphs are not shipped: \
        their SVG needs --symbols-font, a font that draws them. --style chooses the style of \
        the svg, html, asset and open-set Swift formats (default: solid, else regular, else \
        brands, else the first). --character, --swift and --html are --format character, \
        swiftui and html.

        --template copies the SF Symbols custom symbol template of the symbol: the bytes \
        'template export NAME --data-set SET --style STYLE' writes (--style as there: regular \
        where the symbol has it, else its first; Phosphor's weights as interpolation sources \
        where they are point-compatible, said on stderr), from the set's fonts; an SF set \
        needs --symbols-font. See docs/templates.md.

        With --available-in PLATFORM VERSION the name copied is the one to write for that OS: \
        an old name when the current one came later (doc.on.doc for iOS 17, \
        document.on.document for iOS 18), said on stderr; a symbol with no name yet on that \
        OS is an error naming the version its first name came in.
        """,
        arguments: [NameOptions.name],
        options: [OptionSpec.dataSet, availableIn, format, style, symbolsFont, template] + snippetFlags.map(\.option),
        rules: [.exclusive([.option(format)] + snippetFlags.map { .option($0.option) }),
                .exclusive([.option(template), .option(format)] + snippetFlags.map { .option($0.option) },
                           message: "--template copies the template, not a format: leave out --format, --character, --swift and --html"),
                .exclusive([.option(template), .option(availableIn)], message: "--template copies no name; --available-in does not apply")],
        examples: [
            CommandExample("catalog copy heart", "The name heart on the clipboard."),
            CommandExample("catalog copy heart --format html", "<i class=\"fa-solid fa-heart\"></i> on the clipboard."),
            CommandExample("catalog copy house --format svg", "Font Awesome's house on its 576 x 512 grid, in currentColor."),
            CommandExample("catalog copy house --format svg --data-set lucide", "Lucide's own strokes, no font needed."),
            CommandExample("catalog copy house --template --data-set phosphor", "Phosphor's house as an SF Symbols custom symbol template."),
            CommandExample("catalog copy star.fill --format appkit --data-set sf6",
                           "NSImage(systemSymbolName: \"star.fill\", accessibilityDescription: \"Star Fill\")."),
            CommandExample("catalog copy document.on.document --available-in iOS 17 --data-set sf6",
                           "doc.on.doc, the name that iOS 17 has, on the clipboard."),
        ],
        run: { (options: Options, context) in
            let dataSet = try options.symbol.dataSet.load(context)
            let (symbol, _) = try dataSet.resolve(options.symbol.name)
            var name: String?
            if let (platformText, version) = options.availableIn {
                let platform = try dataSet.platform(platformText)
                let usable = try dataSet.nameToWrite(of: symbol, on: platform, at: version)
                if usable.name != symbol.name {
                    name = usable.name
                    context.standardError += "\(usable.name): the name for \(platform) \(version) (\(symbol.name) from \(platform) "
                        + (dataSet.osVersion(of: symbol.introduced, on: platform).map { "\($0)" } ?? "?") + ")\n"
                }
            }
            if options.template {
                try copyTemplate(of: symbol, in: dataSet, options, &context)
                return
            }
            if let style = options.style, !symbol.styles.contains(style) {
                throw CLIError.failure("'\(symbol.name)' has no \(style) style in \(dataSet.name); it has "
                    + (symbol.styles.isEmpty ? "none" : symbol.styles.joined(separator: ", ")))
            }
            let drawingContext = context
            let text = try options.snippet.text(for: symbol, name: name, style: options.style, in: dataSet) {
                try svg(of: symbol, style: options.style, in: dataSet, symbolsFont: options.symbolsFont, drawingContext)
            }
            // A final line feed (an SVG's) ends the line; one inside a name is shown as \n.
            try Clipboard.copyOrPrint(text, printed: TerminalText.lines([text.hasSuffix("\n") ? String(text.dropLast()) : text]), &context)
        })

    /// `--template`: the symbol's custom symbol template (SymbolTemplates).
    static let template = OptionSpec(name: "template",
                                     summary: "Copy the SF Symbols custom symbol template 'template export NAME' writes (SF: with --symbols-font).")

    /// Copies (else prints) the template `template export` writes for `symbol`, its notes on
    /// stderr as there; a set naming no fonts needs `--symbols-font`.
    private static func copyTemplate(of symbol: Symbol, in dataSet: DataSet, _ options: Options, _ context: inout CommandContext) throws {
        let font = dataSet.styleFonts.isEmpty ? options.symbolsFont : nil
        let reader = try TemplateCommand.reader(of: symbol, in: dataSet, font: font, fontOption: "--symbols-font FILE|PATTERN", context)
        let export = try TemplateCommand.export(symbol, style: options.style, reader: reader)[0].export
        context.standardError += TerminalText.lines(export.notes.map { "catalog: note: \(symbol.name): \($0)" })
        let text = TemplateWriter.svg(name: symbol.name, variants: export.variants)
        try Clipboard.copyOrPrint(text, printed: TerminalText.visible(text, keepingLineFeeds: true), &context)
    }

    /// `--format FORMAT`: what to copy, by the site's copy-button names.
    static let format = OptionSpec(name: "format", valueName: "FORMAT", choices: SymbolSnippet.allCases.map(\.rawValue),
                                   summary: "What to copy, by the site's copy-button names (default: name).")
    /// `--style STYLE`: the style of the SVG, HTML and asset name.
    static let style = GlyphOptions.style.with {
        $0.summary = "Style of the svg, html, asset and open-set Swift formats (default: solid, regular, brands, else the first it has)."
    }
    /// `--symbols-font`: the font that draws a set naming no fonts (SF Symbols), for --format svg.
    static let symbolsFont = OptionSpec(name: "symbols-font", valueName: "FILE|PATTERN",
                                        summary: "With --format svg: draw a set that names no fonts (SF Symbols) from this font.", completion: .font)

    /// `--character`, `--swift`, `--html`: `--format character`, `swiftui` and `html`.
    static let snippetFlags: [(snippet: SymbolSnippet, option: OptionSpec)] = [
        (.character, OptionSpec(name: "character", summary: "--format character: the symbol's character (its private-use code point).")),
        (.swiftui, OptionSpec(name: "swift", summary: "--format swiftui: Image(systemName: \"NAME\") for SF, Image(\"ASSET\") for an open set.")),
        (.html, OptionSpec(name: "html", summary: "--format html: the set's web-font HTML (Font Awesome, MDI, Phosphor, Lucide; not SF).")),
    ]

    /// The icon's SVG on its design grid (SymbolGlyphs): `--symbols-font` draws a set that
    /// names no fonts; a set's own fonts are found through fontconfig.
    static func svg(of symbol: Symbol, style: String?, in dataSet: DataSet, symbolsFont: String?, _ context: CommandContext) throws -> String {
        let registry = DataSetLocator.registry(context)
        let reader = SymbolGlyphReader(dataSet: dataSet, symbolsFont: symbolsFont, environment: context.environment,
                                       fontInstaller: { registry.fontInstallCommand(for: dataSet) })
        return try reader.designSVG(of: symbol, style: style ?? SymbolSnippet.preferredStyle(symbol.styles))
    }

    /// `--available-in PLATFORM VERSION`: the name to write for that OS.
    static let availableIn = SearchFilters.availableIn.with {
        $0.summary = "Copy the symbol's name for that OS: an old name when the current one came later."
    }

    /// What `copy` is asked.
    struct Options: CommandOptions {
        var symbol: NameOptions
        /// `--format` or the flag given (the parser lets through one at most), else the name.
        var snippet: SymbolSnippet
        /// `--style`.
        var style: String?
        /// `--symbols-font`.
        var symbolsFont: String?
        /// `--available-in`, as typed and read.
        var availableIn: (platform: String, version: OSVersion)?
        /// `--template`: the custom symbol template instead of a format.
        var template: Bool

        init(_ parsed: ParsedCommand) throws(CLIError) {
            symbol = NameOptions(parsed)
            snippet = parsed.choice(CopyCommand.format, as: SymbolSnippet.self) ?? snippetFlags.first { parsed.flag($0.option) }?.snippet ?? .name
            style = parsed.value(CopyCommand.style)
            symbolsFont = parsed.value(CopyCommand.symbolsFont)
            availableIn = try SearchFilters.availableIn(parsed)
            template = parsed.flag(CopyCommand.template)
        }
    }
}
