import TypeScale

/// `catalog type-ramp`: a platform's text styles at a size category, resolved to real fonts
/// and measured.
enum TypeRampCommand {
    static let formats = ["text", "json", "tsv", "css", "svg"]

    static let spec = CommandSpec(
        path: ["type-ramp"],
        summary: "Show the Dynamic Type styles of a platform, resolved to real fonts and measured in points.",
        discussion: """
        One row per text style: weight, point size, leading (tight and loose: -2/+2 pt on iOS \
        and macOS, -1/+1 on watchOS), HIG tracking (SF Pro, SF Pro Rounded or New York by \
        design; 0 for monospaced; SF Compact on watchOS) and the font the style resolves to, \
        with that font's metrics at the style's size in points, scaled from font units \
        (value x size / units per em): ascender, descender, cap height, x-height, natural line \
        height (ascender - descender + line gap of the set FreeType uses), the baseline's offset \
        from the top of a line box of the leading (CSS half-leading: (leading - (ascender - \
        descender)) / 2 + ascender), and the first baseline as Apple's text system places it \
        with the line height fixed at the leading (leading + descender).

        --size-category takes every spelling Apple uses, case-insensitive: HIG (xSmall, AX3), \
        UIKit (extraSmall, accessibilityExtraLarge), SwiftUI (accessibility3), raw values \
        (UICTContentSizeCategoryL); 'all' gives every category's sizes and leadings (no fonts). \
        macOS and tvOS have one size (Large).


        """ + FontSelection.familiesDiscussion + """


        JSON: {schemaVersion, platform, sizeCategory, design, width, styles: [{style, weight, \
        weightValue, pointSize, leading, tracking, trackingEm, font: {family, style, file, \
        resolution}, ascender, descender, capHeight, xHeight, lineHeight, baselineOffset, \
        firstBaseline}]}, lengths in points rounded to 0.0001; with 'all': {schemaVersion, \
        platform, categories, styles: [{style, pointSizes, leadings}]}. TSV: one row per style \
        with the JSON fields in order (font flattened), or with 'all' one row per style and \
        category: style, category, size, leading. CSS: custom properties --type-STYLE-… (1 pt \
        = 1 px) and a .type-STYLE class each, with its leading trim (Capsize's formulas on the \
        font's metrics at the style's size and leading: text-box: trim-both cap alphabetic \
        inside @supports, the ::before/::after margins inside @supports not); with 'all', one block per category selected by \
        [data-size-category="NAME"], Large on :root. SVG: a specimen of each style's name \
        drawn from the font's glyph outlines (no kerning or shaping) in its line box, with \
        baseline and cap-height guides.
        """,
        options: [
            OptionSpec(name: "platform", valueName: "PLATFORM", summary: "ios, macos, watchos or tvos (default: ios).",
                       suggestions: TypePlatform.allCases.map(\.rawValue)),
            OptionSpec(name: "size-category", valueName: "NAME|all", summary: "Content size category, or all (default: Large).",
                       suggestions: ContentSizeCategory.allCases.map(\.higName) + ["all"]),
            FontSelection.designOption,
            FontSelection.widthOption,
            FontSelection.fontOption,
            OptionSpec(name: "leading", valueName: "LEADING", summary: "standard, tight or loose (default: standard).",
                       suggestions: LeadingVariant.allCases.map(\.rawValue)),
            OptionSpec(name: "emphasized", summary: "Use each style's emphasized weight."),
            OptionSpec(name: "format", valueName: "FORMAT", choices: formats, summary: "Output format (default: text)."),
        ] + OptionSpec.output().filter { $0.name != "format" },
        examples: [
            CommandExample("catalog type-ramp", "iOS text styles at Large, measured in the default design's font."),
            CommandExample("catalog type-ramp --platform watchos --size-category AX3", "watchOS at accessibility size 3."),
            CommandExample("catalog type-ramp --format svg -o ramp.svg", "A specimen picture."),
        ],
        run: { command, context in try run(command, &context) })

    static func run(_ command: ParsedCommand, _ context: inout CommandContext) throws {
        let format = command.flag("json") ? "json" : command.option("format") ?? "text"
        let platform = try command.named("platform") ?? TypePlatform.ios
        let leading = try command.named("leading") ?? LeadingVariant.standard
        let design = try FontSelection.design(command)
        let width = try FontSelection.width(command)
        let style = ANSIStyle(enabled: context.usesColor(for: command) && format == "text")

        if command.option("size-category")?.lowercased() == "all" {
            if format == "svg" {
                throw CLIError.usage("--format svg draws one size category; give --size-category NAME", command: spec.name)
            }
            let matrix = try TypeRampMatrix(platform: platform, leading: leading)
            let text = switch format {
            case "json": TypeRampRenderer.json(matrix).rendered()
            case "tsv": TypeRampRenderer.tsv(matrix)
            case "css": TypeRampRenderer.css(matrix)
            default: TypeRampRenderer.text(matrix, style: style, width: context.textWidth(for: command))
            }
            try context.emit(text, for: command)
            return
        }

        let category = try command.option("size-category").map { text throws(CLIError) in
            guard let category = ContentSizeCategory(name: text) else {
                throw command.unknownName(text, option: "size-category", ContentSizeCategory.self, extra: ["all"])
            }
            return category
        } ?? .large
        let options = TypeRamp.Options(platform: platform, category: category, design: design, width: width,
                                       leading: leading, emphasized: command.flag("emphasized"))
        let resolver = try FontSelection.resolver(design: design, command, context)
        let ramp = try TypeRamp(options, resolver: resolver)
        let text = switch format {
        case "json": TypeRampRenderer.json(ramp).rendered()
        case "tsv": TypeRampRenderer.tsv(ramp)
        case "css": TypeRampRenderer.css(ramp)
        case "svg": try TypeRampRenderer.svg(ramp, resolver: resolver)
        default: TypeRampRenderer.text(ramp, source: resolver.source, style: style, width: context.textWidth(for: command))
        }
        context.standardError += FontSelection.substituteNotes(ramp.fonts)
        try context.emit(text, for: command)
    }
}
