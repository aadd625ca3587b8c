import CatalogSystem
import TypeScale

/// `catalog metrics FONT…`: names, vertical metrics and variation axes of font faces.
enum MetricsCommand {
    static let spec = CommandSpec(
        path: ["metrics"],
        summary: "Show the vertical metrics, names and variation axes of fonts.",
        discussion: """
        FONT is a font file (every face of a collection) or a fontconfig pattern such as \
        'DejaVu Serif:bold' or 'monospace' (the face it matches, at its named instance for a \
        variable font); a FONT that exists, contains '/' or ends in a font extension (.ttf, \
        .otf, .ttc, .woff2, ...) is a file. A pattern whose best match is another family is \
        an error; generic names match any family. FONTCONFIG_FILE selects the configuration. \
        --files-from adds font files from a list, one path a line, after the FONT arguments \
        (empty lines skipped); a bad line or a font it names that cannot be measured is an \
        error naming FILE:LINE.

        Lengths are in font units; OS/2 win descent is positive, as stored. Cap and x-height \
        come from OS/2 (version 2 or later), else from the top of the H and x glyphs. A font \
        is variable as FreeType reads it: fvar over glyf with gvar, or over CFF2 (fvar alone \
        gives no axes); one with more than 64 axes or 1,024 named instances is refused. TSV: one \
        row per face with the JSON fields in order, hhea, typo and win flattened, axes as \
        tag=min:default:max (comma-separated), named instances as name@tag=value,... \
        (semicolon-separated).

        Capsize: the font-metrics object of @capsizecss/metrics and @capsizecss/unpack, with \
        its key names (familyName, fullName, postscriptName, category, capHeight, ascent, \
        descent, lineGap, unitsPerEm, xHeight, xWidthAvg, subsets: {latin: {xWidthAvg}}), \
        ready to save and import: one face gives that object, several an array of them. \
        ascent, descent (negative) and lineGap are hhea's, as Capsize reads them; capHeight and \
        xHeight OS/2's, else measured from the H and x glyphs; xWidthAvg the average advance \
        of the Latin subset weighted by English character frequencies; category from PANOSE \
        and post.isFixedPitch, or null.
        """,
        arguments: [fonts],
        options: [filesFrom] + OutputOptions.options(formats: [.text, .json, .tsv, .capsize]),
        rules: [.required([.argument(fonts), .option(filesFrom)], message: "missing FONT (or --files-from FILE)")],
        examples: [
            CommandExample("catalog metrics \"DejaVu Sans\"", "Vertical metrics of the font fontconfig picks."),
            CommandExample("catalog metrics /usr/share/fonts/truetype/dejavu/*.ttf --format tsv", "Several font files, one row each."),
            CommandExample("catalog metrics Inter.ttf --format capsize -o inter.json", "Capsize's metrics object for a font."),
            CommandExample("find /usr/share/fonts -name '*.ttf' | catalog metrics --files-from - --format tsv", "Every TrueType font under a folder."),
        ],
        run: { (options: Options, context) in
            let list: FontList?
            do {
                list = try options.filesFrom.map { try FontList.read($0, limit: context.fileLimit, progress: context.progress) }
            } catch let error as SystemError {
                throw CLIError.failure("--files-from " + error.description)
            }
            let faces = try MeasuredFace.measure(options.fonts.fonts, list: list, environment: context.environment, progress: context.progress)
            context.progress.finish()
            let text = switch options.fonts.output.format {
            case .json: FaceMetrics.metricsJSON(faces.map(\.metrics)).rendered()
            case .tsv: FaceMetrics.metricsTSV(faces.map(\.metrics))
            case .capsize: try CapsizeMetrics.capsizeJSON(faces.map { try $0.capsizeMetrics(limit: FileSizeLimit.of(context.environment)) }).rendered()
            default: MetricsRenderer.text(faces, style: context.style(options.fonts.output))
            }
            try context.emit(text, to: options.fonts.output)
        })

    /// `--files-from FILE|-`: font files one path a line (TypeScale's ``FontList``).
    static let filesFrom = OptionSpec(
        name: "files-from", valueName: "FILE",
        summary: "Also read font files from FILE, one path a line ('-': standard input).", completion: .file)

    /// FONT, optional with `--files-from`.
    static let fonts = FontsOptions.fonts.with {
        $0.summary = "Font file, or fontconfig pattern."
        $0.isOptional = true
    }

    /// What `metrics` is asked: the fonts and output, and `--files-from`.
    struct Options: CommandOptions {
        var fonts: FontsOptions
        var filesFrom: String?

        init(_ parsed: ParsedCommand) {
            fonts = FontsOptions(parsed)
            filesFrom = parsed.value(MetricsCommand.filesFrom)
        }
    }
}
