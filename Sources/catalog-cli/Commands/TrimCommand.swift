import TypeScale

/// `catalog trim FONT --font-size PX|--cap-height PX`: Capsize's leading trim for a font.
enum TrimCommand {
    static let spec = CommandSpec(
        path: ["trim"],
        summary: "Compute the leading trim that makes text start at its cap height and end at its baseline (Capsize).",
        discussion: """
        What Capsize's createStyleObject computes, from the font's own metrics (hhea ascent, \
        descent and line gap; OS/2 cap height, else the top of the H glyph): the font size, \
        the line height, and the margins of ::before and ::after that trim the space above \
        the cap height and below the baseline. Content area = ascent + line gap + |descent|; \
        cap-height trim = -(ascent/upm - capHeight/upm + lineGap/upm/2 - offset) em, baseline \
        trim = -(|descent|/upm + lineGap/upm/2 - offset) em, offset = (natural line height - \
        line height) / 2 / font size (0 without --line-height or --line-gap); values rounded \
        to 4 decimals, as Capsize.

        --cap-height sizes the font by its capital letters (font size = cap height / \
        capHeight/upm); --line-gap sets the line height to the cap height plus the gap \
        (Capsize's lineGap option: the visible space between trimmed lines).

        FONT is a font file (its first face) or a fontconfig pattern ('Noto Sans', sans-serif); \
        FONTCONFIG_FILE selects the configuration.

        CSS: the rule on SELECTOR (--selector, default .trim) with font-size and line-height, \
        then 'text-box: trim-both cap alphabetic' inside @supports (text-box: trim-both cap \
        alphabetic) and the pseudo-element margins inside @supports not (...), so no browser \
        trims twice. JSON: {schemaVersion, font: {name, family, file, faceIndex}, fontSize, \
        lineHeight (null: normal), capHeightTrim, baselineTrim (em), style (Capsize's style \
        object)}.
        """,
        arguments: [ArgumentSpec(name: "FONT", summary: "Font file, or fontconfig pattern.", completion: .font)],
        options: [
            OptionSpec(name: "font-size", valueName: "PX", summary: "The font size in px."),
            OptionSpec(name: "cap-height", valueName: "PX", summary: "The cap height in px (instead of --font-size)."),
            OptionSpec(name: "line-height", valueName: "PX", summary: "The line height in px (default: normal)."),
            OptionSpec(name: "line-gap", valueName: "PX", summary: "The gap between lines in px: line height = cap height + gap."),
            OptionSpec(name: "selector", valueName: "SELECTOR", summary: "The CSS selector of the rule (default: .trim)."),
        ] + OptionSpec.output(formats: [.css, .json, .text]),
        examples: [
            CommandExample("catalog trim \"DejaVu Sans\" --font-size 16 --line-height 24", "CSS for 16 px text on 24 px lines."),
            CommandExample("catalog trim Inter.ttf --cap-height 12 --line-gap 8 --json", "Sized by cap height, as JSON."),
        ],
        defaultFormat: .css,
        run: { command, context in try run(command, &context) })

    static func run(_ command: ParsedCommand, _ context: inout CommandContext) throws {
        let size: LeadingTrim.Size
        switch (try WebFont.number(command, "font-size"), try WebFont.number(command, "cap-height")) {
        case (let fontSize?, nil): size = .fontSize(fontSize)
        case (nil, let capHeight?): size = .capHeight(capHeight)
        case (nil, nil): throw CLIError.usage("give --font-size PX or --cap-height PX", command: spec.name)
        default: throw CLIError.usage("give --font-size or --cap-height, not both", command: spec.name)
        }
        let leading: LeadingTrim.Leading
        switch (try WebFont.number(command, "line-height"), try WebFont.number(command, "line-gap")) {
        case (let height?, nil): leading = .lineHeight(height)
        case (nil, let gap?): leading = .lineGap(gap)
        case (nil, nil): leading = .normal
        default: throw CLIError.usage("give --line-height or --line-gap, not both", command: spec.name)
        }
        var configuration: FontconfigConfiguration?
        let font = try WebFont.read(command.argument("FONT") ?? "", environment: context.environment, configuration: &configuration)
        guard let trim = LeadingTrim(size: size, leading: leading, metrics: font.metrics) else {
            throw CLIError.failure("\(font.path): the font has no cap height (no OS/2 value and no 'H' glyph); it cannot be trimmed")
        }
        let text = switch context.format(for: command) {
        case .json: TrimRenderer.json(trim, font: font).rendered()
        case .text: TrimRenderer.text(trim, font: font)
        default: TrimRenderer.css(trim, font: font, selector: command.option("selector") ?? ".trim")
        }
        try context.emit(text, for: command)
    }
}
