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
        arguments: [ArgumentSpec(name: "FONT", summary: "The web font: a font file, or fontconfig pattern.", completion: .font)],
        options: [
            OptionSpec(name: "for", valueName: "FALLBACK", summary: "A fallback font file or fontconfig pattern (repeatable).",
                       completion: .font),
            OptionSpec(name: "size-adjust", valueName: "PERCENT", summary: "Use this size-adjust instead of the computed one."),
        ] + OptionSpec.output(formats: [.css, .json]),
        examples: [
            CommandExample("catalog fallback Inter.ttf --for sans-serif", "A fallback face for Inter from this machine's sans-serif font."),
            CommandExample("catalog fallback \"Noto Sans\" --for \"DejaVu Sans\" --for \"Liberation Sans\" --json", "Two fallbacks, as JSON."),
        ],
        defaultFormat: .css,
        run: { command, context in try run(command, &context) })

    static func run(_ command: ParsedCommand, _ context: inout CommandContext) throws {
        let fallbackArguments = command.options["for"] ?? []
        guard !fallbackArguments.isEmpty else {
            throw CLIError.usage("give at least one --for FALLBACK (a font file or fontconfig pattern)", command: spec.name)
        }
        let sizeAdjust = try WebFont.number(command, "size-adjust")
        var configuration: FontconfigConfiguration?
        let font = try WebFont.read(command.argument("FONT") ?? "", environment: context.environment, configuration: &configuration)
        var fallbacks = [WebFont]()
        for argument in fallbackArguments {
            fallbacks.append(try WebFont.read(argument, environment: context.environment, configuration: &configuration))
        }
        let faces = FallbackFontFace.stack(font: font.metrics, fallbacks: fallbacks.map(\.metrics), sizeAdjust: sizeAdjust)
        let stack = FallbackRenderer.Stack(font: font, fallbacks: fallbacks, faces: faces)
        let text = context.format(for: command) == .json ? FallbackRenderer.json(stack).rendered() : FallbackRenderer.css(stack)
        try context.emit(text, for: command)
    }
}
