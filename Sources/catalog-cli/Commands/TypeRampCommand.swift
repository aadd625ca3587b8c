import CatalogSystem
import TypeScale

/// `catalog type-ramp`: a platform's text styles at a size category, resolved to real fonts
/// and measured.
enum TypeRampCommand {
    static let formats: [OutputFormat] = [.text, .json, .tsv, .css, .svg]

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
        options: [Options.platform, Options.sizeCategory, FontSelection.designOption, FontSelection.widthOption,
                  FontSelection.fontOption, Options.leading, Options.emphasized] + OutputOptions.options(formats: formats),
        examples: [
            CommandExample("catalog type-ramp", "iOS text styles at Large, measured in the default design's font."),
            CommandExample("catalog type-ramp --platform watchos --size-category AX3", "watchOS at accessibility size 3."),
            CommandExample("catalog type-ramp --format svg -o ramp.svg", "A specimen picture."),
        ],
        run: run)

    /// What `type-ramp` is asked.
    struct Options: CommandOptions {
        /// One size category, or every one (`--size-category all`: sizes and leadings, no fonts).
        enum Categories {
            case one(ContentSizeCategory)
            case all
        }

        static let platform = OptionSpec(name: "platform", valueName: "PLATFORM", summary: "ios, macos, watchos or tvos (default: ios).",
                                         suggestions: TypePlatform.allCases.map(\.rawValue))
        static let sizeCategory = OptionSpec(name: "size-category", valueName: "NAME|all", summary: "Content size category, or all (default: Large).",
                                             suggestions: ContentSizeCategory.allCases.map(\.higName) + ["all"])
        static let leading = OptionSpec(name: "leading", valueName: "LEADING", summary: "standard, tight or loose (default: standard).",
                                        suggestions: LeadingVariant.allCases.map(\.rawValue))
        static let emphasized = OptionSpec(name: "emphasized", summary: "Use each style's emphasized weight.")

        var platform: TypePlatform
        var categories: Categories
        var leading: LeadingVariant
        var emphasized: Bool
        var fonts: FontSelection
        var output: OutputOptions

        init(_ parsed: ParsedCommand) throws(CLIError) {
            output = OutputOptions(parsed)
            platform = try parsed.named(Self.platform) ?? .ios
            leading = try parsed.named(Self.leading) ?? .standard
            fonts = try FontSelection(parsed)
            emphasized = parsed.flag(Self.emphasized)
            let text = parsed.value(Self.sizeCategory)
            if text?.lowercased() == "all" {
                if output.format == .svg {
                    throw parsed.usageError("--format svg draws one size category; give --size-category NAME")
                }
                categories = .all
            } else if let text {
                guard let category = ContentSizeCategory(name: text) else {
                    throw parsed.unknownName(text, option: Self.sizeCategory, ContentSizeCategory.self, extra: ["all"])
                }
                categories = .one(category)
            } else {
                categories = .one(.large)
            }
        }
    }

    static func run(_ options: Options, _ context: inout CommandContext) throws {
        let (platform, leading, output) = (options.platform, options.leading, options.output)
        let style = ANSIStyle(enabled: context.usesColor(output) && output.format == .text)
        let category: ContentSizeCategory
        switch options.categories {
        case .all:
            let matrix = try TypeRampMatrix(platform: platform, leading: leading)
            let text = switch output.format {
            case .json: matrix.json.rendered()
            case .tsv: matrix.tsv
            case .css: TypeRampCSS.document(matrix)
            default: TypeRampRenderer.text(matrix, style: style, width: context.textWidth(output))
            }
            try context.emit(text, to: output)
            return
        case .one(let one):
            category = one
        }
        let ramp = TypeRamp.Options(platform: platform, category: category, design: options.fonts.design, width: options.fonts.width,
                                    leading: leading, emphasized: options.emphasized)
        let resolver = try options.fonts.resolver(context)
        let measured = try TypeRamp(ramp, resolver: resolver)
        let text = switch output.format {
        case .json: measured.json.rendered()
        case .tsv: measured.tsv
        case .css: TypeRampCSS.document(measured)
        case .svg: try TypeRampSVG.document(measured, resolver: resolver)
        default: TypeRampRenderer.text(measured, source: resolver.source, style: style, width: context.textWidth(output))
        }
        context.standardError += FontSelection.substituteNotes(measured.fonts)
        try context.emit(text, to: output)
    }
}
