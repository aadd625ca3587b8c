import CatalogSystem
import SymbolTemplates

/// `catalog template check FILE.svg|DIR`: templates read and checked, in lint's formats and
/// exit codes.
enum TemplateCheckCommand {
    static let formats: [OutputFormat] = [.text, .json, .github]

    static let spec = CommandSpec(
        path: ["template", "check"],
        summary: "Check custom symbol templates as Xcode reads them.",
        discussion: """
        PATH is a template SVG, a NAME.symbolset folder (the SVG its Contents.json names), or \
        any folder: every symbol set beneath it (an asset catalog, an app). Each template's \
        version, scales, weights and margins are reported, then its findings, as lint writes \
        them: no-template-version, missing-group, no-regular-source, not-interpolatable, \
        missing-guide, disallowed-element (errors); missing-sources, guide-moved, \
        outside-margins, off-baseline, open-path, stroked-shape, disallowed-transform, \
        unknown-variant, empty-variant (warnings); canvas-size (a note). Guides are checked \
        where the SF Symbols app draws them on its 3300×2200 canvas; on another canvas \
        (SwiftDraw's 800×600) against each other. 'catalog lint' checks the symbol sets of an \
        app's asset catalogs the same way. Exit status: 0 without errors, 1 with errors \
        (--strict: or warnings), 2 when a template cannot be read, 64 for usage errors.
        """,
        arguments: [ArgumentSpec(name: "PATH", summary: "Template SVG files, symbol sets or folders.", isVariadic: true, completion: .file)],
        options: [OptionSpec.strict] + OutputOptions.options(formats: formats),
        examples: [
            CommandExample("catalog template check heart.svg", "Check one template."),
            CommandExample("catalog template check App/Assets.xcassets --format github", "Annotations for every symbol set."),
        ],
        run: run)

    struct Options: CommandOptions {
        var paths: [String]
        var strict: Bool
        var output: OutputOptions
        init(_ parsed: ParsedCommand) throws(CLIError) {
            paths = parsed.values(TemplateCheckCommand.spec.arguments[0])
            guard !paths.isEmpty else { throw parsed.usageError("missing PATH") }
            strict = parsed.flag(.strict)
            output = OutputOptions(parsed)
        }
    }

    /// A template that cannot be read as the one line exit 2 prints, naming `file`.
    static func cannotRun<Value>(file: String? = nil, _ body: () throws(TemplateError) -> Value) throws(CLIError) -> Value {
        do { return try body() } catch { throw CLIError.cannotRun(error.naming(file: file)) }
    }

    private static func run(_ options: Options, _ context: inout CommandContext) throws {
        context.writeFailureStatus = 2
        var templates = [SymbolTemplate]()
        for path in options.paths {
            let files = try cannotRun { () throws(TemplateError) in try TemplateFiles.templates(at: path, limit: context.fileLimit) }
            for file in files {
                templates.append(try cannotRun(file: file) { () throws(TemplateError) in try TemplateReader.read(path: file, limit: context.fileLimit) })
            }
        }
        let findings = templates.flatMap(TemplateChecker.check)
        let text = switch options.output.format {
        case .json: TemplateReport.json(templates, findings).rendered()
        case .github: TemplateRenderer.github(templates, findings)
        default: TemplateRenderer.text(templates, findings, style: context.style(options.output))
        }
        try context.emit(text, to: options.output)
        let failing = findings.contains { $0.severity == .error } || options.strict && findings.contains { $0.severity == .warning }
        context.exitStatus = failing ? 1 : 0
    }
}
