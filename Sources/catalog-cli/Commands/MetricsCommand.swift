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
        options: [FontList.option] + OutputOptions.options(formats: [.text, .json, .tsv, .capsize]),
        rules: [.required([.argument(fonts), .option(FontList.option)], message: "missing FONT (or --files-from FILE)")],
        examples: [
            CommandExample("catalog metrics \"DejaVu Sans\"", "Vertical metrics of the font fontconfig picks."),
            CommandExample("catalog metrics /usr/share/fonts/truetype/dejavu/*.ttf --format tsv", "Several font files, one row each."),
            CommandExample("catalog metrics Inter.ttf --format capsize -o inter.json", "Capsize's metrics object for a font."),
            CommandExample("find /usr/share/fonts -name '*.ttf' | catalog metrics --files-from - --format tsv", "Every TrueType font under a folder."),
        ],
        run: { (options: Options, context) in
            let list = try options.filesFrom.map { path throws(CLIError) in try FontList.read(path, limit: context.fileLimit, progress: context.progress) }
            let faces = try measure(options.fonts.fonts, list: list, environment: context.environment, progress: context.progress)
            context.progress.finish()
            let text = switch options.fonts.output.format {
            case .json: FaceMetrics.metricsJSON(faces.map(\.metrics)).rendered()
            case .tsv: FaceMetrics.metricsTSV(faces.map(\.metrics))
            case .capsize: try CapsizeMetrics.capsizeJSON(faces.map { try capsizeMetrics($0, limit: FileSizeLimit.of(context.environment)) }).rendered()
            default: MetricsRenderer.text(faces, style: context.style(options.fonts.output))
            }
            try context.emit(text, to: options.fonts.output)
        })

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
            filesFrom = parsed.value(FontList.option)
        }
    }

    /// One face to print, and the fontconfig match that found it (nil for a file argument).
    struct MeasuredFace: Sendable {
        let metrics: FaceMetrics
        let faceCount: Int
        let match: FontMatch?
    }

    /// The faces of every argument, in order: each face of a file, the matched face of a
    /// pattern. fontconfig is only started when an argument is a pattern; patterns are
    /// matched first, in order, then every argument is measured, on every core when there
    /// are many. The files of `list` come after the arguments. The first bad argument, in
    /// argument order, is the error; a list's names its `FILE:LINE`.
    static func measure(
        _ arguments: [String], list: FontList? = nil, environment: [String: String], progress: ProgressReporter = .silent
    ) throws -> [MeasuredFace] {
        var configuration: FontconfigConfiguration?
        let limit = FileSizeLimit.of(environment)
        var requests = [Request]()
        for argument in arguments {
            switch FontReference(argument) {
            case .file(let path):
                requests.append(.file(path))
            case .pattern(let pattern):
                do {
                    let fontconfig = try configuration ?? loadConfiguration(environment)
                    configuration = fontconfig
                    requests.append(.match(try fontconfig.match(pattern)))
                } catch {
                    requests.append(.failed(error))
                }
            }
        }
        // Where each request came from, for its error: nil for an argument, FILE:LINE for a list's.
        var origins = [String?](repeating: nil, count: requests.count)
        for entry in list?.entries ?? [] {
            requests.append(.file(entry.path))
            origins.append(list?.location(entry))
        }
        var faces = [MeasuredFace]()
        var start = 0
        while start < requests.count {
            progress.update("Measuring fonts", done: start, of: requests.count)
            let batch = Array(requests[start..<min(requests.count, start + batchSize)])
            let measured = ParallelMap.map(count: batch.count) { index in
                Result { () throws -> [MeasuredFace] in try batch[index].measure(limit: limit) }
            }
            for (index, result) in measured.enumerated() {
                do {
                    faces += try result.get()
                } catch {
                    guard let origin = origins[start + index] else { throw error }
                    throw CLIError.failure("\(origin): \(error)")
                }
            }
            start += batch.count
        }
        return faces
    }

    /// Arguments measured between two progress updates.
    static let batchSize = 512

    /// One argument, ready to measure.
    enum Request: @unchecked Sendable {
        case file(String)
        case match(FontMatch)
        /// A pattern that did not match (or fontconfig could not start): its error.
        case failed(any Error)

        func measure(limit: FileSizeLimit) throws -> [MeasuredFace] {
            switch self {
            case .file(let path):
                let all = try FaceMetrics.faces(inFile: path, limit: limit)
                return all.map { MeasuredFace(metrics: $0, faceCount: all.count, match: nil) }
            case .match(let match):
                let (metrics, faceCount) = try FaceMetrics.face(of: match, limit: limit)
                return [MeasuredFace(metrics: metrics, faceCount: faceCount, match: match)]
            case .failed(let error):
                throw error
            }
        }
    }

    /// The face's Capsize metrics: its tables read again from the file, cap and x-height as
    /// measured for `metrics`; a pattern matched at a named instance, at that instance.
    static func capsizeMetrics(_ face: MeasuredFace, limit: FileSizeLimit) throws -> CapsizeMetrics {
        if let match = face.match, match.namedInstanceIndex != nil { return try match.openFace(limit: limit).capsizeMetrics(limit: limit) }
        let m = face.metrics
        return try CapsizeMetrics(tables: FontTables(path: m.path, faceIndex: m.faceIndex, limit: limit), capHeight: m.capHeight,
                                  xHeight: m.xHeight)
    }

    /// `FONTCONFIG_FILE` from the command's environment when set, else the system configuration.
    static func loadConfiguration(_ environment: [String: String]) throws -> FontconfigConfiguration {
        try SharedFontconfig.configurationLoader(environment)()
    }
}
