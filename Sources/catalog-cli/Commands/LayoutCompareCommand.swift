import AdaptiveLayout

/// `catalog layout compare A B`: two devices' windows side by side, with the same options.
enum LayoutCompareCommand {
    static let first = ArgumentSpec(name: "A", summary: "A device as people name it (quote a name with spaces).",
                                    completion: .device)
    static let second = ArgumentSpec(name: "B", summary: "The device to compare it with.", completion: .device)

    static let spec = CommandSpec(
        path: ["layout", "compare"],
        summary: "Compare the windows of two devices figure by figure, with the same orientation, share, size and OS.",
        discussion: """
        Every figure of 'catalog layout' for A and for B, and whether they differ; each value \
        with its kind (published, measured, derived, not published). A figure that is not \
        published on either side is not a difference anyone knows of: it is marked '?'.

        JSON: {schemaVersion, a: {the 'catalog layout' document without schemaVersion}, b: {…}, \
        differences: [key]}. TSV: one row per figure: key, A's value, A's kind, B's value, B's \
        kind, same|differs|unknown.
        """,
        arguments: [first, second],
        options: LayoutOptions.options + OutputOptions.options(formats: [.text, .json, .tsv]),
        rules: LayoutOptions.rules,
        examples: [
            CommandExample("catalog layout compare \"iPhone 16 Pro\" \"iPhone 16 Pro Max\" --orientation landscape --os 18",
                           "Where the two phones' landscape windows differ."),
        ],
        run: run)

    /// What `layout compare` is asked.
    struct Options: CommandOptions {
        var subjects: (LayoutQuery.Subject, LayoutQuery.Subject)
        var layout: LayoutOptions
        var output: OutputOptions

        init(_ parsed: ParsedCommand) throws(CLIError) {
            output = OutputOptions(parsed)
            layout = try LayoutOptions(parsed)
            do {
                subjects = (try LayoutOptions.device(parsed.value(first) ?? ""), try LayoutOptions.device(parsed.value(second) ?? ""))
            } catch {
                throw parsed.usageError(error.description)
            }
        }
    }

    static func run(_ options: Options, _ context: inout CommandContext) throws {
        let a = try options.layout.layout(options.subjects.0, context)
        let b = try options.layout.layout(options.subjects.1, context)
        let output = options.output
        let text = switch output.format {
        case .json: LayoutReport.comparisonJSON(a, b).rendered()
        case .tsv: LayoutReport.comparisonTSV(a, b)
        default: LayoutCompareRenderer.text(a, b, style: context.style(output))
        }
        try context.emit(text, to: output)
    }
}
