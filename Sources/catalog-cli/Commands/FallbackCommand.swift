import CatalogSystem
import TypeScale

/// `catalog fallback FONT --for FALLBACK…`: `@font-face` rules that make local fallback fonts
/// take the web font's space (Capsize's createFontStack).
enum FallbackCommand {
    static let spec = CommandSpec(
        path: ["fallback"],
        summary: "Write @font-face rules that make local fallback fonts take a web font's space (no layout shift).",
        discussion: """
        As Capsize's createFontStack (and Next.js and fontaine) compute them: size-adjust = \
        (xWidthAvg/upm of FONT) / (xWidthAvg/upm of the fallback), so an average character is \
        as wide; ascent-override, descent-override and line-gap-override = FONT's ascent, \
        |descent| and line gap over (upm x size-adjust), so lines are as tall; percentages \
        rounded to 4 decimals, as Capsize. The ascent, descent and line gap are those browsers \
        lay each font out with: OS/2 typo values when USE_TYPO_METRICS is set, else hhea \
        (Capsize always takes hhea). An override is left out when the fallback already \
        has that metric at that size, size-adjust when it is 100%. src names the fallback's \
        full and PostScript names with local(); the rule's family is "FAMILY Fallback" \
        ("FAMILY Fallback: FALLBACK" for each of several fallbacks); last comes the \
        font-family stack (FONT, the fallback faces, the fallback families) as a custom \
        property on :root.

        FONT and each FALLBACK are a font file (its first face) or a fontconfig pattern ('DejaVu Sans', \
        sans-serif: the font this machine would use); repeat --for for several fallbacks. A \
        FALLBACK that names a system font Capsize publishes metrics for (Arial, Helvetica, \
        Times New Roman, Georgia, Courier New, Segoe UI, -apple-system, Roboto, Verdana, \
        Trebuchet MS, Helvetica Neue) uses those published values (@capsizecss/metrics 3.5.0), \
        whatever this machine has: the variant nearest FONT's weight and style (or \
        --font-weight and --font-style), src naming it and its metric-compatible Linux clone \
        (local('Arial'), local('ArialMT'), local('Liberation Sans'), …). Any other name is \
        matched by fontconfig; when fontconfig substitutes another family for it (Carlito for \
        Calibri), a warning says so.

        --size-adjust PERCENT replaces the computed size-adjust, as Capsize allows; the \
        overrides follow it. --subset thai sizes by the Thai average width instead of the Latin \
        one (Capsize's subset option). --font-weight, --font-style, --font-display and \
        --unicode-range add those descriptors to every rule; without --font-weight and \
        --font-style a rule declares its fallback face's own weight (OS/2 usWeightClass) when \
        not 400 and italic when the face is italic. FONTCONFIG_FILE selects the fontconfig \
        configuration.

        JSON: {schemaVersion, font: {name, family, file, faceIndex, unitsPerEm, xWidthAvg}, \
        fontFamily, subset, fontFaces: [{fontFamily, src, fallback: {…as font, source: file, \
        fontconfig or capsize (file and faceIndex null)}, fontWeight, fontStyle, fontDisplay, \
        unicodeRange, sizeAdjust, ascentOverride, descentOverride, lineGapOverride}]}, \
        percentages as numbers, null when left out; xWidthAvg is the subset's.
        """,
        arguments: [WebFontArgument.argument.with { $0.summary = "The web font: a font file, or fontconfig pattern." }],
        options: [Options.fallbacks, Options.sizeAdjust, Options.subset, WebFontArgument.axesOption] + FontFaceDescriptors.options
            + OutputOptions.options(formats: [.css, .json]),
        rules: [.required([.option(Options.fallbacks)], message: "give at least one --for FALLBACK (a font file or fontconfig pattern)")],
        examples: [
            CommandExample("catalog fallback Inter.ttf --for sans-serif", "A fallback face for Inter from this machine's sans-serif font."),
            CommandExample("catalog fallback \"Noto Sans\" --for \"DejaVu Sans\" --for \"Liberation Sans\" --json", "Two fallbacks, as JSON."),
            CommandExample("catalog fallback Inter-Bold.woff2 --for Arial --for Helvetica --font-display swap",
                           "Fallbacks for the bold face from Arial Bold and Helvetica Bold, as Macs and Windows have them."),
        ],
        defaultFormat: .css,
        run: run)

    /// What `fallback` is asked.
    struct Options: CommandOptions {
        static let fallbacks = OptionSpec(name: "for", valueName: "FALLBACK", summary: "A fallback font file or fontconfig pattern (repeatable).",
                                          completion: .font)
        static let sizeAdjust = OptionSpec(name: "size-adjust", valueName: "PERCENT", summary: "Use this size-adjust instead of the computed one.")
        static let subset = OptionSpec(name: "subset", valueName: "SUBSET", choices: CharacterFrequencies.Subset.allCases.map(\.rawValue),
                                       summary: "Size by the average width of this character set (default: latin).")

        var font: String
        /// `--axes`: where to measure a variable FONT (the fallbacks at their own instances).
        var axes: [String: Double]?
        /// Each `--for`, in order.
        var fallbacks: [String]
        /// `--size-adjust` in percent, instead of the computed one.
        var sizeAdjust: Double?
        /// `--subset`: whose average width sizes the fallbacks.
        var subset: CharacterFrequencies.Subset
        /// `--font-weight`, `--font-style`, `--font-display`, `--unicode-range`.
        var descriptors: FontFaceDescriptors
        var output: OutputOptions

        init(_ parsed: ParsedCommand) throws(CLIError) {
            font = parsed.value(WebFontArgument.argument) ?? ""
            axes = try WebFontArgument.axes(parsed)
            fallbacks = parsed.values(Self.fallbacks)
            sizeAdjust = try WebFontArgument.number(parsed, Self.sizeAdjust, unit: "%")
            subset = parsed.choice(Self.subset) ?? .latin
            descriptors = try FontFaceDescriptors.parse(parsed)
            output = OutputOptions(parsed)
        }
    }

    static func run(_ options: Options, _ context: inout CommandContext) throws {
        var warnings = [String]()
        let stack = try FallbackStack.make(font: options.font, axes: options.axes, fallbacks: options.fallbacks, sizeAdjust: options.sizeAdjust,
                                           subset: options.subset, descriptors: options.descriptors, environment: context.environment,
                                           warnings: &warnings)
        context.standardError += TerminalText.lines(warnings)
        let text = options.output.format == .json ? stack.json.rendered() : stack.css
        try context.emit(text, to: options.output)
    }
}
