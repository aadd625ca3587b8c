import CatalogSystem
import TypeScale

/// `catalog check FONT…`: the vertical-metrics rules of the Google Fonts guide.
enum CheckCommand {
    static let formats: [OutputFormat] = [.text, .json, .sarif]

    static let spec = CommandSpec(
        path: ["check"],
        summary: "Check the vertical metrics of fonts before they ship (Google Fonts' rules).",
        discussion: """
        Each rule gives pass, warn or fail with the numbers. Fail where text would be clipped \
        or spaced wrongly: hhea, OS/2 typo or win ascender and descender missing (both 0: \
        hhea-metrics, typo-metrics, win-metrics); usWinAscent below the highest glyph or \
        usWinDescent above the lowest (win-ascent, win-descent), from exact outline bounds \
        (computed for the glyphs whose stored box reaches the limit), naming the glyph. \
        Warn: USE_TYPO_METRICS not set (use-typo-metrics); hhea ascender - descender + line \
        gap unequal to typo's (line-height-match); OS/2 cap height or x-height more than 2% of \
        the em from the top of the H or x glyph (cap-height, x-height); a non-zero hhea or typo \
        line gap (line-gap); faces of one family given together whose hhea, typo or win values \
        differ (family-metrics; the family is name ID 16, else 1).

        FONT is a font file (every face of a collection; TrueType, OpenType, WOFF, WOFF2) or a \
        fontconfig pattern. Exit status: 0 when nothing fails, 1 with a fail (--strict: or a \
        warn), 2 when a font cannot be read (the others are still checked and reported), 64 \
        for usage errors. JSON: {schemaVersion, faces: [{file, faceIndex, family, style, \
        postscriptName, status, checks: [{rule, status, message, values, glyph}]}], families: \
        [{family, faces, status, message}], summary: {pass, warn, fail}}. SARIF 2.1.0: one \
        result per warn (warning) and fail (error).
        """,
        arguments: [ArgumentSpec(name: "FONT", summary: "Font files or fontconfig patterns.", isVariadic: true, completion: .font)],
        options: [OptionSpec(name: "strict", summary: "Exit 1 on warnings too.")] + OptionSpec.output(formats: formats),
        examples: [
            CommandExample("catalog check MyFont-*.ttf", "Every face, and the family's consistency."),
            CommandExample("catalog check dist/*.woff2 --format sarif -o metrics.sarif", "SARIF for code scanning."),
        ],
        run: { command, context in try run(command, &context) })

    static func run(_ command: ParsedCommand, _ context: inout CommandContext) throws {
        let arguments = command.values("FONT")
        guard !arguments.isEmpty else { throw CLIError.usage("give at least one FONT", command: spec.name) }
        var configuration: FontconfigConfiguration?
        var faces = [VerticalMetricsCheck]()
        var unreadable = [String]()
        for (index, argument) in arguments.enumerated() {
            context.progress.update("Checking fonts", done: index, of: arguments.count)
            do {
                faces += try check(argument, environment: context.environment, configuration: &configuration)
            } catch {
                unreadable.append("\(error)")
            }
        }
        context.progress.finish()
        let report = CheckRenderer.Report(faces: faces, families: VerticalMetricsCheck.familyChecks(faces))
        if !faces.isEmpty || unreadable.isEmpty {
            let text = switch context.format(for: command) {
            case .json: CheckRenderer.json(report).rendered()
            case .sarif: CheckRenderer.sarif(report).rendered()
            default: CheckRenderer.text(report, style: ANSIStyle(enabled: context.usesColor(for: command)))
            }
            try context.emit(text, for: command)
        }
        for line in unreadable { context.standardError += "catalog: \(line)\n" }
        let statuses = report.statuses
        let failing = statuses.contains(.fail) || command.flag("strict") && statuses.contains(.warn)
        context.exitStatus = !unreadable.isEmpty ? 2 : failing ? 1 : 0
    }

    /// Every face of a file, or the face a pattern matches.
    static func check(_ argument: String, environment: [String: String],
                      configuration: inout FontconfigConfiguration?) throws -> [VerticalMetricsCheck] {
        let limit = FileSizeLimit.of(environment)
        switch FontReference(argument) {
        case .file(let path):
            let first = try VerticalMetricsCheck(path: path, limit: limit)
            var faces = [first]
            let count = try FontTables(path: path, limit: limit).faceCount
            for index in 1..<max(1, count) { faces.append(try VerticalMetricsCheck(path: path, faceIndex: index, limit: limit)) }
            return faces
        case .pattern(let pattern):
            let fontconfig = try configuration ?? FontSelection.configurationLoader(environment)()
            configuration = fontconfig
            let match = try fontconfig.match(pattern)
            return [try VerticalMetricsCheck(path: match.path, faceIndex: match.faceIndex, limit: limit)]
        }
    }
}
