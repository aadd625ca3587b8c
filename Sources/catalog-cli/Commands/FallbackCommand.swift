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
        as wide; ascent-override, descent-override and line-gap-override = FONT's hhea ascent, \
        |descent| and line gap over (upm x size-adjust), so lines are as tall; percentages \
        rounded to 4 decimals, as Capsize. An override is left out when the fallback already \
        has that metric at that size, size-adjust when it is 100%. src names the fallback's \
        full and PostScript names with local(); the rule's family is "FAMILY Fallback" \
        ("FAMILY Fallback: FALLBACK" for each of several fallbacks); last comes the \
        font-family stack (FONT, the fallback faces, the fallback families) as a custom \
        property on :root.

        FONT and each FALLBACK are a font file (its first face) or a fontconfig pattern ('DejaVu Sans', \
        sans-serif: the font this machine would use); repeat --for for several fallbacks. \
        --size-adjust PERCENT replaces the computed size-adjust, as Capsize allows; the \
        overrides follow it. FONTCONFIG_FILE selects the fontconfig configuration.

        JSON: {schemaVersion, font: {name, family, file, faceIndex, unitsPerEm, xWidthAvg}, \
        fontFamily, fontFaces: [{fontFamily, src, fallback: {…as font}, sizeAdjust, \
        ascentOverride, descentOverride, lineGapOverride}]}, percentages as numbers, null when \
        left out.
        """,
        arguments: [WebFont.argument.with { $0.summary = "The web font: a font file, or fontconfig pattern." }],
        options: [Options.fallbacks, Options.sizeAdjust, WebFont.axesOption] + OutputOptions.options(formats: [.css, .json]),
        rules: [.required([.option(Options.fallbacks)], message: "give at least one --for FALLBACK (a font file or fontconfig pattern)")],
        examples: [
            CommandExample("catalog fallback Inter.ttf --for sans-serif", "A fallback face for Inter from this machine's sans-serif font."),
            CommandExample("catalog fallback \"Noto Sans\" --for \"DejaVu Sans\" --for \"Liberation Sans\" --json", "Two fallbacks, as JSON."),
        ],
        defaultFormat: .css,
        run: run)

    /// What `fallback` is asked.
    struct Options: CommandOptions {
        static let fallbacks = OptionSpec(name: "for", valueName: "FALLBACK", summary: "A fallback font file or fontconfig pattern (repeatable).",
                                          completion: .font)
        static let sizeAdjust = OptionSpec(name: "size-adjust", valueName: "PERCENT", summary: "Use this size-adjust instead of the computed one.")

        var font: String
        /// `--axes`: where to measure a variable FONT (the fallbacks at their own instances).
        var axes: [String: Double]?
        /// Each `--for`, in order.
        var fallbacks: [String]
        /// `--size-adjust` in percent, instead of the computed one.
        var sizeAdjust: Double?
        var output: OutputOptions

        init(_ parsed: ParsedCommand) throws(CLIError) {
            font = parsed.value(WebFont.argument) ?? ""
            axes = try WebFont.axes(parsed)
            fallbacks = parsed.values(Self.fallbacks)
            sizeAdjust = try WebFont.number(parsed, Self.sizeAdjust, unit: "%")
            output = OutputOptions(parsed)
        }
    }

    static func run(_ options: Options, _ context: inout CommandContext) throws {
        var configuration: FontconfigConfiguration?
        let font = try WebFont.read(options.font, axes: options.axes, environment: context.environment, configuration: &configuration)
        var fallbacks = [WebFont]()
        for argument in options.fallbacks {
            fallbacks.append(try WebFont.read(argument, environment: context.environment, configuration: &configuration))
        }
        let faces = FallbackFontFace.stack(font: font.metrics, fallbacks: fallbacks.map(\.metrics), sizeAdjust: options.sizeAdjust)
        let stack = FallbackRenderer.Stack(font: font, fallbacks: fallbacks, faces: faces)
        let text = options.output.format == .json ? FallbackRenderer.json(stack).rendered() : FallbackRenderer.css(stack)
        try context.emit(text, to: options.output)
    }
}
