import CatalogSite
import CatalogSystem
import SymbolCatalog

/// `catalog site --output DIR [--data-set NAME…]`: the catalogue as a static site.
enum SiteCommand {
    static let spec = CommandSpec(
        path: ["site"],
        summary: "Write the catalogue as a static site: grid, search, filters, details (offline).",
        discussion: """
        Writes DIR/index.html with its scripts, style and one data file per data set \
        (data/NAME.js). The page works opened from file:// with no server and makes no \
        network request; any static host serves it the same. Search ranks as 'catalog \
        search' does (the rule table is written into data/rules.js), typos included. \
        Permalinks: #/symbol/NAME (old names resolve) and #/search?q=…&category=…. \
        Without --data-set, every embedded data set, the default one first (as \
        'catalog data-sets' marks it); the first is shown first. DIR is \
        replaced whole; an existing folder must be empty or a site this command wrote \
        (it carries .catalog-site), and is refused when it holds anything the command \
        reads: a data set, the store, a font, catalog's data, configuration or cache. \
        See docs/site.md for the page's contract.

        Glyphs: each set whose style_fonts.plist names fonts (Font Awesome; install-fonts.sh \
        installs them) is drawn from those fonts, found through fontconfig, and its \
        LICENSE.txt is copied into the site (licences/). The site carries outlines, not \
        fonts: data/glyphs-NAME.js, each symbol's path, advance, box, alignment box and \
        optical centre in font units, measured as 'catalog glyph' measures them (its \
        alignment box from --text-font, default: the default design's family). A set \
        whose fonts are not installed is written without glyphs, with a note on stderr. \
        SF Symbols' glyphs may not be redistributed: SF sets show names and metadata \
        unless --symbols-font FILE draws them (every set that names no fonts of its \
        own) from a font you supply; its outlines are then copied into the site, and \
        you are responsible for that font's licence. Each drawn symbol's SF Symbols \
        custom symbol template ('catalog template export NAME') is written too, in files of \
        128 symbols the page loads when a download is asked for; --no-templates leaves \
        them out.

        #/collections lists the favorites and collections of the store (--store) as they \
        are now, read-only; favorites starred in the page stay in the browser and export \
        as a file for 'catalog collection import'. #/type shows the Dynamic Type ramps of \
        each platform, size category and design, drawn as 'type-ramp --format svg' draws \
        them from the fonts fontconfig resolves (FONTCONFIG_FILE, CATALOG_FONT_*); a design \
        with no font is left out and named on stderr. --no-type-pages leaves them out. \
        #/layout shows what 'catalog layout' answers for each device, orientation, \
        arrangement, OS version and size category, every figure with its source, and the \
        window drawn as 'layout --format svg' draws it (data/layout.js, layout/IDIOM.js).
        """,
        options: [Options.destination, Options.dataSets, Options.symbolsFont, Options.textFont, Options.noGlyphs, Options.noTemplates, OptionSpec.store, Options.noTypePages]
            + OutputOptions.options(formats: [.text, .json], color: false)
            .filter { $0.name != OutputOptions.path.name },
        rules: [Options.destinationNeeded,
                .exclusive([.option(Options.noGlyphs), .option(Options.symbolsFont)], message: "--no-glyphs and --symbols-font exclude each other")],
        examples: [
            CommandExample("catalog site -o site", "Every embedded data set; open site/index.html in a browser."),
            CommandExample("catalog site -o site --data-set sf6 --data-set fontawesome-6", "Two data sets, with a switcher."),
            CommandExample("catalog site -o site --data-set sf6 --symbols-font ~/SF-Symbols.ttf",
                           "SF Symbols drawn from a font you supply (you answer for its licence)."),
            CommandExample("catalog site -o site --no-type-pages", "Without the type pages (no fonts needed, smaller)."),
        ],
        run: run)

    /// What `site` is asked.
    struct Options: CommandOptions {
        /// `--output DIR`: the site's folder, not where the report goes.
        static let destination = OutputOptions.path.with { option in
            option.valueName = "DIR"
            option.summary = "Site folder to write (replaced whole)."
            option.completion = .directory
        }
        /// `--data-set`, repeatable, without `$CATALOG_DATA_SET`: the default is every set.
        static let dataSets = OptionSpec.dataSet.with { option in
            option.environment = nil
            option.summary = "A data set to include (repeatable; a folder, or a registered or embedded name; default: every embedded one)."
        }
        /// `--symbols-font`: the font that draws the sets naming no fonts of their own.
        static let symbolsFont = OptionSpec(
            name: "symbols-font", valueName: "FILE|PATTERN",
            summary: "Draw the sets without fonts of their own (SF Symbols) from this font; its outlines go in the site.",
            completion: .font)
        /// `--text-font`, as `glyph` reads it, for the alignment boxes only.
        static let textFont = GlyphOptions.textFont.with { option in
            option.summary = "Text font of the glyphs' alignment boxes (default: the default design's family)."
        }
        /// `--no-glyphs`: names and metadata only.
        static let noGlyphs = OptionSpec(name: "no-glyphs", summary: "Write no glyphs (no data/glyphs-*.js, no fonts looked up).")
        /// `--no-templates`: no SF Symbol template files for the details' download.
        static let noTemplates = OptionSpec(
            name: "no-templates", summary: "Write no SF Symbol templates (data/templates-*.js: about 48 MB for the five open sets).")
        /// `--no-type-pages`: the site without `#/type`'s specimens.
        static let noTypePages = OptionSpec(
            name: "no-type-pages", summary: "Leave out the type pages (the Dynamic Type specimens of every platform, size and design: about 3 MB).")
        static let destinationNeeded = OptionRule.required([.option(destination)], message: "missing --output DIR (the site folder to write)")

        var destination: String
        var dataSets: [String]
        /// `--symbols-font`, for the sets that name no fonts.
        var symbolsFont: String?
        /// `--text-font`: the text font of the alignment boxes.
        var textFont: String?
        /// False with `--no-glyphs`.
        var glyphs: Bool
        /// False with `--no-templates`.
        var templates: Bool
        /// The store whose favorites and collections `#/collections` lists.
        var store: StoreSelection
        /// Whether to draw the type pages' specimens.
        var typePages: Bool
        /// The report's format.
        var format: OutputFormat

        init(_ parsed: ParsedCommand) throws(CLIError) {
            guard let destination = parsed.value(Self.destination) else { throw Self.destinationNeeded.error(for: parsed) }
            guard destination != "-" else {
                throw .usage("--output -: a site is a folder, not standard output (for a folder named '-', give ./-)", command: "site")
            }
            self.destination = destination
            dataSets = parsed.values(Self.dataSets)
            symbolsFont = parsed.value(Self.symbolsFont)
            textFont = parsed.value(Self.textFont)
            glyphs = !parsed.flag(Self.noGlyphs)
            templates = !parsed.flag(Self.noTemplates)
            store = StoreSelection(parsed)
            typePages = !parsed.flag(Self.noTypePages)
            format = OutputOptions(parsed).format
        }
    }

    static func run(_ options: Options, _ context: inout CommandContext) throws {
        // The page opens on its first set: the default one when every embedded set is written.
        let registry = DataSetLocator.registry(context)
        let entries = try registry.entriesOrEmbedded(options.dataSets)
        var sets = [(name: String, dataSet: DataSet)]()
        for (index, entry) in entries.enumerated() {
            context.progress.update("Loading data sets", done: index, of: entries.count)
            sets.append((entry.name, try DataSetLocator.load(entry, context)))
        }
        var inputs = SiteBuilder.inputs(store: options.store.store(context)?.path, environment: context.environment,
                                        symbolsFont: options.symbolsFont, textFont: options.textFont)
        let progress = context.progress
        let glyphs = options.glyphs
            ? try SiteGlyphs.sources(sets, symbolsFont: options.symbolsFont, textFont: options.textFont, environment: context.environment,
                                     limit: context.fileLimit, fontInstaller: { registry.fontInstallCommand(for: $0) },
                                     progress: { progress.update($0, done: $1, of: $2) })
            : (sources: [:], fontFiles: [], notes: [])
        context.standardError += glyphs.notes.map { "catalog: note: \($0)\n" }.joined()
        inputs += glyphs.fontFiles.map { ProtectedPath("font", $0) }
        let contents = try options.store.marksContents(&context)
        var pages = [("data/store.js", SiteStoreData.script(contents, sets: sets))]
        var typeNotes = ""
        if options.typePages {
            context.progress.update("Drawing the type pages")
            let type = SiteTypePages(environment: context.environment, limit: context.fileLimit)
            pages += type.files
            inputs += type.fontFiles.map { ProtectedPath("font", $0) }
            typeNotes = type.notes.joined()
        } else {
            pages.append(("data/type.js", SiteTypePages.omitted))
        }
        context.progress.update("Laying out the layout page")
        pages += try SiteLayoutPage.shared.get().files
        context.progress.update("Writing \(options.destination)")
        // The glyphs are measured set by set as the folder is written: their notes come after.
        let written: SiteReport
        do {
            written = try SiteBuilder.write(sets, glyphs: glyphs.sources, templates: options.templates, to: options.destination, pages: pages,
                                            protecting: inputs, version: CatalogVersion.current,
                                            progress: { progress.update($0, done: $1, of: $2) })
        } catch {
            context.standardError += typeNotes
            throw error
        }
        context.standardError += written.notes.map { "catalog: note: \($0)\n" }.joined() + typeNotes
        context.progress.finish()
        context.standardOutput += options.format == .json ? written.json().rendered() : written.text()
    }
}
