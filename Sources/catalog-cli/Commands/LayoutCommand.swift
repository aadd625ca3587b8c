import AdaptiveLayout

/// `catalog layout DEVICE` and `catalog layout --width W --height H --idiom phone|pad`: the
/// figures Adaptivity's main window shows for a window, each with its source (AdaptiveLayout).
enum LayoutCommand {
    static let formats: [OutputFormat] = [.text, .json, .tsv, .svg]

    static let device = ArgumentSpec(name: "DEVICE", summary: "An iPhone, iPad or Apple Watch as people name it ('catalog layout list').",
                                     isOptional: true, isVariadic: true, completion: .device)
    static let width = OptionSpec(name: "width", valueName: "POINTS", summary: "A window of this width in points, instead of a DEVICE.")
    static let height = OptionSpec(name: "height", valueName: "POINTS", summary: "The typed window's height in points.")
    static let idiom = OptionSpec(name: "idiom", valueName: "IDIOM", choices: [Idiom.phone, .pad].map(\.rawValue),
                                  summary: "The typed window's idiom: phone or pad.")

    static let spec = CommandSpec(
        path: ["layout"],
        summary: "Show the size, safe area, margins, readable guide, bars and size classes a window gets on a device.",
        discussion: """
        The figures Adaptivity's main window shows, in its order: the window's width and \
        height, the safe area, the leading and trailing layout margins (from the safe area, \
        then from the window's edges) and the space between them, the readable content guide, \
        the status bar, navigation bar, large title, toolbar and tab bar and the space between \
        the bars, and the size classes. Each figure says where it comes from: published (Apple \
        states it: the HIG's Layout specifications, Apple's documentation), measured (someone \
        measured a running system, named), derived (a rule applied to named inputs: a margin \
        widened by the safe area, a Split View width from the screen's fraction, the size class \
        of a typed size) or not published, never made up. The table and its sources: \
        docs/layout.md.

        DEVICE is any name of a model (iPhone 16 Pro, iphone-16-pro, ipad-pro-13-m4), quoted or \
        not; a typo gets a did-you-mean. --split gives an iPad's Split View or Slide Over \
        window; --width, --height and --idiom a window of any size, with the rule that gave its \
        size classes. --os picks the iOS or iPadOS version (figures measured before iOS 26 are \
        not assumed to hold after it). --pixels multiplies by UIKit's scale and \
        --native-pixels by the native one (the Plus models and the minis differ); the HIG's own \
        pixels are shown where it prints them.

        JSON: {schemaVersion, subject: {kind, id, model, higRow, idiom}, orientation, \
        arrangement, os, sizeCategory, unit, scale, figures: [{key, value, source: {kind, \
        references, rule, inputs, note}}], notes, sources: [{id, publisher, title, where, date}]}. \
        TSV: one row per figure: key, value, unit, kind, references, rule or note (the safe area \
        as four rows). SVG: the window drawn as Adaptivity draws it (outline, safe area, margins, \
        readable guide, bars, size classes), labelled in the unit asked.
        """,
        arguments: [device],
        options: [width, height, idiom] + LayoutOptions.options + OutputOptions.options(formats: formats),
        rules: [
            .exclusive([.argument(device), .option(width)], message: "give a DEVICE or --width, --height and --idiom, not both"),
            .required([.argument(device), .option(width), .option(height), .option(idiom)],
                      message: "give a DEVICE ('catalog layout list' lists them) or --width W --height H --idiom phone|pad"),
            .requires(.option(width), .option(height), message: "--width needs --height (points)"),
            .requires(.option(height), .option(width), message: "--height needs --width (points)"),
            .requires(.option(width), .option(idiom), message: "--width and --height need --idiom (phone or pad)"),
            .requires(.option(idiom), .option(width), message: "--idiom needs --width and --height"),
            .exclusive([.option(width), .option(LayoutOptions.split)], message: "--split is for a DEVICE: a typed window is its own size"),
            .exclusive([.option(width), .option(LayoutOptions.orientation)],
                       message: "--orientation is for a DEVICE: a typed window is landscape when wider than tall"),
        ] + LayoutOptions.rules,
        examples: [
            CommandExample("catalog layout \"iPhone 16 Pro\"", "Every figure of the iPhone 16 Pro's window, with its source."),
            CommandExample("catalog layout ipad-pro-13-m4 --orientation landscape --split 2/3 --os 18",
                           "The wide Split View app on the 13-inch iPad Pro on iPadOS 18."),
            CommandExample("catalog layout --width 700 --height 500 --idiom pad", "The size classes of a 700 × 500 pt iPad window."),
            CommandExample("catalog layout iphone-15 --orientation landscape --format svg -o iphone-15.svg", "The window drawn."),
        ],
        run: run)

    /// What `layout` is asked.
    struct Options: CommandOptions {
        var subject: LayoutQuery.Subject
        var layout: LayoutOptions
        var output: OutputOptions

        init(_ parsed: ParsedCommand) throws(CLIError) {
            output = OutputOptions(parsed)
            layout = try LayoutOptions(parsed)
            if let width = parsed.value(LayoutCommand.width) {
                let height = parsed.value(LayoutCommand.height) ?? ""
                subject = .window(widthPoints: try Self.points(width, LayoutCommand.width, parsed),
                                  heightPoints: try Self.points(height, LayoutCommand.height, parsed),
                                  idiom: parsed.choice(LayoutCommand.idiom) ?? .phone)
            } else {
                let name = parsed.values(LayoutCommand.device).joined(separator: " ")
                do {
                    subject = try LayoutOptions.device(name)
                } catch {
                    throw parsed.usageError(error.description)
                }
            }
        }

        /// A typed length: a plain decimal number (the library checks its range).
        static func points(_ text: String, _ option: OptionSpec, _ parsed: ParsedCommand) throws(CLIError) -> Double {
            let number = text.hasSuffix("pt") ? String(text.dropLast(2)) : text
            guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let value = Double(number) else {
                throw parsed.usageError("--\(option.name) needs a number of points greater than 0 and at most 10000, not '\(text)'")
            }
            return value
        }
    }

    static func run(_ options: Options, _ context: inout CommandContext) throws {
        let layout = try options.layout.layout(options.subject, context)
        let output = options.output
        let text = switch output.format {
        case .json: LayoutReport.json(layout).rendered()
        case .tsv: LayoutReport.tsv(layout)
        case .svg: LayoutSVG.document(layout)
        default: LayoutRenderer.text(layout, style: context.style(output))
        }
        try context.emit(text, to: output)
    }
}
