import TypeScale

/// `catalog trim FONT --font-size PX|--cap-height PX`: Capsize's leading trim for a font.
enum TrimCommand {
    static let spec = CommandSpec(
        path: ["trim"],
        summary: "Compute the leading trim that makes text start at its cap height and end at its baseline (Capsize).",
        discussion: """
        What Capsize's createStyleObject computes, from the font's own metrics (the ascent, \
        descent and line gap browsers lay it out with: OS/2 typo values when USE_TYPO_METRICS \
        is set, else hhea, where Capsize always takes hhea; OS/2 cap height, else the top of \
        the H glyph): the font size, \
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
        arguments: [WebFontArgument.argument],
        options: [Options.fontSize, Options.capHeight, Options.lineHeight, Options.lineGap, WebFontArgument.axesOption, Options.selector]
            + OutputOptions.options(formats: [.css, .json, .text]),
        rules: Options.rules,
        examples: [
            CommandExample("catalog trim \"DejaVu Sans\" --font-size 16 --line-height 24", "CSS for 16 px text on 24 px lines."),
            CommandExample("catalog trim Inter.ttf --cap-height 12 --line-gap 8 --json", "Sized by cap height, as JSON."),
        ],
        defaultFormat: .css,
        run: run)

    /// What `trim` is asked.
    struct Options: CommandOptions {
        static let fontSize = OptionSpec(name: "font-size", valueName: "PX", summary: "The font size in px.")
        static let capHeight = OptionSpec(name: "cap-height", valueName: "PX", summary: "The cap height in px (instead of --font-size).")
        static let lineHeight = OptionSpec(name: "line-height", valueName: "PX|EM",
                                           summary: "The line height in px (24, 24px) or as a multiple of the font size (1.5em, 150%); default: normal.")
        static let lineGap = OptionSpec(name: "line-gap", valueName: "PX",
                                        summary: "The gap between lines in px: line height = cap height + gap.")
        static let selector = OptionSpec(name: "selector", valueName: "SELECTOR", summary: "The CSS selector of the rule (default: .trim).")
        static let sizeNeeded = OptionRule.required([.option(fontSize), .option(capHeight)],
                                                    message: "give --font-size PX or --cap-height PX")
        /// Exactly one of `--font-size` and `--cap-height`, at most one of `--line-height` and `--line-gap`.
        static let rules: [OptionRule] = [
            sizeNeeded,
            .exclusive([.option(fontSize), .option(capHeight)], message: "give --font-size or --cap-height, not both"),
            .exclusive([.option(lineHeight), .option(lineGap)], message: "give --line-height or --line-gap, not both"),
        ]

        var font: String
        /// `--axes`: where to measure a variable FONT.
        var axes: [String: Double]?
        var size: LeadingTrim.Size
        var leading: LeadingTrim.Leading
        var selector: String
        var output: OutputOptions

        init(_ parsed: ParsedCommand) throws(CLIError) {
            font = parsed.value(WebFontArgument.argument) ?? ""
            axes = try WebFontArgument.axes(parsed)
            if let fontSize = try WebFontArgument.number(parsed, Self.fontSize) {
                size = .fontSize(fontSize)
            } else if let capHeight = try WebFontArgument.number(parsed, Self.capHeight) {
                size = .capHeight(capHeight)
            } else {
                throw Self.sizeNeeded.error(for: parsed)
            }
            if let height = try WebFontArgument.lineHeight(parsed, Self.lineHeight) {
                leading = height
            } else if let gap = try WebFontArgument.number(parsed, Self.lineGap, allowingZero: true) {
                // Capsize takes 0: lines that touch, cap height to baseline.
                leading = .lineGap(gap)
            } else {
                leading = .normal
            }
            selector = parsed.value(Self.selector) ?? ".trim"
            output = OutputOptions(parsed)
        }
    }

    static func run(_ options: Options, _ context: inout CommandContext) throws {
        var configuration: FontconfigConfiguration?
        let font = try WebFont.read(options.font, axes: options.axes, environment: context.environment, configuration: &configuration)
        guard let trim = LeadingTrim(size: options.size, leading: options.leading, metrics: font.metrics, line: font.line) else {
            throw CLIError.failure("\(font.path): the font has no cap height (no OS/2 value and no 'H' glyph); it cannot be trimmed")
        }
        // A line height under the cap height makes trimmed lines overlap: `--line-height 1.5`
        // meant 1.5 times the font size, not 1.5px.
        if case .lineHeight(let height) = options.leading, let capHeightPixels = trim.capHeightPixels(font.metrics), height < capHeightPixels {
            let given = WebFont.css(LeadingTrim.round(height))
            throw CLIError.usage("--line-height \(given) is \(given)px, less than the cap height (\(WebFont.css(capHeightPixels))px): "
                                 + "lines would overlap; for \(given) times the font size write \(given)em", command: "trim")
        }
        let text = switch options.output.format {
        case .json: trim.json(font: font).rendered()
        case .text: TrimRenderer.text(trim, font: font)
        default: LeadingTrimCSS.document(trim, fontName: font.name, fontPath: font.path, selector: options.selector)
        }
        try context.emit(text, to: options.output)
    }
}
