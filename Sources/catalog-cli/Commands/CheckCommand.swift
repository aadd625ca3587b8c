import CatalogSystem
import TypeScale

/// `catalog check FONT…`: the vertical-metrics rules of the Google Fonts guide.
enum CheckCommand {
    static let formats: [OutputFormat] = [.text, .json, .sarif]

    static let spec = CommandSpec(
        path: ["check"],
        summary: "Check the vertical metrics of fonts before they ship (Google Fonts' rules, or fontbakery's verdicts).",
        discussion: """
        Each rule gives pass, warn or fail with the numbers. Fail where text would be clipped \
        or spaced wrongly: hhea, OS/2 typo or win ascender and descender missing (both 0: \
        hhea-metrics, typo-metrics, win-metrics); usWinAscent below the highest glyph or \
        usWinDescent above the lowest (win-ascent, win-descent), from exact outline bounds \
        (computed for the glyphs whose stored box reaches the limit, up to 1,048,576 glyph \
        records a face; a glyph past that, or past 4,096 records or 64 levels of components \
        of its own, is judged by its stored box, as the message says), naming the glyph. \
        Warn: USE_TYPO_METRICS not set (use-typo-metrics); hhea ascender - descender + line \
        gap unequal to typo's (line-height-match); OS/2 cap height or x-height more than 2% of \
        the em from the top of the H or x glyph (cap-height, x-height); a non-zero hhea or typo \
        line gap (line-gap); faces of one family given together whose hhea, typo or win values \
        differ (family-metrics; the family is name ID 16, else 1).

        --profile googlefonts gives fontbakery 1.1.0's verdicts instead, under its check ids, \
        as 'fontbakery check-googlefonts' gives them offline: per face \
        family/win_ascent_and_descent (usWin values cover the stored glyph boxes of all the \
        fonts given, and are at most twice them), linegaps, os2_metrics_match_hhea (typo \
        ascender, descender and line gap each equal hhea's), typoascender_exceeds_Agrave \
        (warn) and googlefonts/vertical_metrics (line gaps 0, hhea sum 1.2-2.0 em, warn over \
        1.5); for the fonts given together, one family as in fontbakery, family/vertical_metrics \
        and googlefonts/use_typo_metrics. Fail, warn or skip (a CJK font; no Agrave).

        FONT is a font file (every face of a collection; TrueType, OpenType, WOFF, WOFF2) or a \
        fontconfig pattern. Exit status: 0 when nothing fails, 1 with a fail (--strict: or a \
        warn), 2 when a font cannot be read (the others are still checked and reported), 64 \
        for usage errors. JSON: {schemaVersion, profile, faces: [{file, faceIndex, family, \
        style, postscriptName, status, checks: [{rule, status, message, values, glyph}]}], \
        families: [{family, rule, faces, status, message}], summary: {pass, warn, fail, skip}}. SARIF 2.1.0: one \
        result per warn (warning) and fail (error).
        """,
        arguments: [FontsOptions.fonts],
        options: [OptionSpec.strict, Options.profile] + OutputOptions.options(formats: formats),
        examples: [
            CommandExample("catalog check MyFont-*.ttf", "Every face, and the family's consistency."),
            CommandExample("catalog check dist/*.woff2 --format sarif -o metrics.sarif", "SARIF for code scanning."),
            CommandExample("catalog check --profile googlefonts MyFamily-*.ttf", "fontbakery's verdicts for one family."),
        ],
        run: run)

    /// What `check` is asked: the fonts, `--strict`, `--profile`, the output.
    struct Options: CommandOptions {
        static let profile = OptionSpec(name: "profile", valueName: "PROFILE", choices: CheckProfile.allCases.map(\.rawValue),
                                        summary: "The rules: default (catalog's) or googlefonts (fontbakery 1.1.0's verdicts).")

        var fonts: FontsOptions
        var profile: CheckProfile

        init(_ parsed: ParsedCommand) {
            fonts = FontsOptions(parsed)
            profile = parsed.value(Self.profile).flatMap(CheckProfile.init(rawValue:)) ?? .standard
        }
    }

    static func run(_ all: Options, _ context: inout CommandContext) throws {
        let options = all.fonts, profile = all.profile
        let (report, unreadable) = VerticalMetricsCheck.checkFonts(options.fonts, profile: profile, environment: context.environment,
                                                                   progress: context.progress)
        if !report.faces.isEmpty || unreadable.isEmpty {
            let text = switch options.output.format {
            case .json: report.json.rendered()
            case .sarif: report.sarif.rendered()
            default: CheckRenderer.text(report, style: context.style(options.output))
            }
            try context.emit(text, to: options.output)
        }
        context.standardError += TerminalText.lines(unreadable.map { "catalog: " + $0 })
        let statuses = report.statuses
        let failing = statuses.contains(.fail) || options.strict && statuses.contains(.warn)
        context.exitStatus = !unreadable.isEmpty ? 2 : failing ? 1 : 0
    }
}
