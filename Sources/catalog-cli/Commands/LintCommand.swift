import CatalogSystem
import SymbolCatalog
import SymbolLint

/// `catalog lint PATH…`: checks an app's SF Symbol names against a data set and the
/// app's deployment targets.
enum LintCommand {
    static let formats: [OutputFormat] = [.text, .json, .github, .sarif]

    static let spec = CommandSpec(
        path: ["lint"],
        summary: "Check the SF Symbol names of an app against its deployment targets.",
        discussion: """
        Reads string literals of Image(systemName:), UIImage(systemName:), \
        NSImage(systemSymbolName:), every systemImage: argument and \
        UIApplicationShortcutIcon(systemImageName:) in .swift files, catalog="system" images \
        in storyboards and xibs, and UIApplicationShortcutItemIconSymbolName in Info.plist \
        files (.build, DerivedData, Pods, Carthage and .git are skipped). Names that are not \
        plain literals are listed as not checked; both literals of 'c ? "a" : "b"' and the \
        literal of 'x ?? "a"' are checked. Deployment targets come from --deployment-target \
        for every file, else from what builds each file, looking upward from it: the Xcode \
        targets whose sources hold it (build phases, INFOPLIST_FILE, synchronized folders and \
        their exceptions; settings from the project, the target and their .xcconfig files, for \
        the platforms each builds for; a target that sets none is checked at the newest OS \
        the data set knows, marked assumed) and the nearest Package.swift with platforms:. A file \
        several targets build is checked against each; a file nothing builds against the \
        lowest found. A name inside a guard (if, guard or while #available, the else of \
        #unavailable, a declaration or extension marked @available, a #if os(…) branch) is \
        checked against the higher of the target and the guard on each platform. The output \
        says which targets governed which files. Rules: \
        unknown-symbol and \
        unavailable-at-target (errors), renamed-symbol and deprecated-symbol (warnings: the \
        data set's symbol_deprecations.strings), rename-pending, \
        restricted-symbol, localized-variant and newer-than-data-set (notes: an unknown name \
        where every target is past what the data set knows). Where the tree has asset catalogs \
        (.xcassets), each symbol set's template is checked as 'catalog template check' checks \
        it, under the same rules (unreadable-symbol-set, an error, for one that cannot be read), \
        and the literal of Image("name"), Image(decorative:), UIImage(named:), NSImage(named:) \
        and UIImage(imageLiteralResourceName:) that no asset of any kind in them, nor an image \
        file in the tree, answers to (ignoring case) is missing-asset (a warning, with \
        did-you-mean). A '// catalog:ignore [RULE …]' comment after code \
        suppresses on its line; on a line of its own, on the next line ('<!-- \
        catalog:ignore -->' in storyboards, xibs and plists). Exit status: 0 without errors, 1 with errors (--strict: or \
        warnings), 2 when the lint cannot run, 64 for usage errors.
        """,
        arguments: [Options.paths],
        options: [OptionSpec.dataSet, Options.deploymentTarget, OptionSpec.strict, Options.baseline, Options.writeBaseline, Options.fix]
            + OutputOptions.options(formats: formats),
        examples: [
            CommandExample("catalog lint . --data-set sf6", "Lint the current project against the registered set sf6."),
            CommandExample("catalog lint Sources --deployment-target iOS 16.0 --format github",
                           "Check for iOS 16 and print GitHub Actions annotations."),
            CommandExample("catalog lint . --write-baseline lint-baseline.json",
                           "Accept today's findings; later runs pass --baseline lint-baseline.json."),
        ],
        run: run)

    /// What `lint` is asked.
    struct Options: CommandOptions {
        static let paths = ArgumentSpec(name: "PATH", summary: "Files or folders to lint (default: the current folder).",
                                        isOptional: true, isVariadic: true, completion: .file)
        static let deploymentTarget = OptionSpec(name: "deployment-target", valueName: "PLATFORM VERSION",
                                                 summary: "Check against this OS version (iOS, macOS, tvOS, watchOS, visionOS); repeat per platform.",
                                                 valueCount: 2, suggestions: Platform.apple.map(\.rawValue))
        static let baseline = OptionSpec(name: "baseline", valueName: "FILE", summary: "Leave out the findings recorded in FILE.", completion: .file)
        static let writeBaseline = OptionSpec(name: "write-baseline", valueName: "FILE", summary: "Record the current findings in FILE.",
                                              completion: .file)
        static let fix = OptionSpec(name: "fix", summary: "Rewrite old names to their new names where every target of the file has them, and too-new names to an older name all of them have.")

        /// The paths (default: the current folder), each `--deployment-target` checked, and `--fix`.
        var lint: LintOptions
        var strict: Bool
        var baseline: String?
        var writeBaseline: String?
        var dataSet: DataSetSelection
        var output: OutputOptions

        init(_ parsed: ParsedCommand) throws(CLIError) {
            let paths = parsed.values(Self.paths)
            lint = LintOptions(paths: paths.isEmpty ? ["."] : paths)
            lint.targets = try parsed.uses(Self.deploymentTarget).map { words throws(CLIError) in try Self.target(words, parsed) }
            lint.fix = parsed.flag(Self.fix)
            strict = parsed.flag(.strict)
            baseline = parsed.value(Self.baseline)
            writeBaseline = parsed.value(Self.writeBaseline)
            dataSet = DataSetSelection(parsed)
            output = OutputOptions(parsed)
        }

        /// `--deployment-target PLATFORM VERSION`: an unknown platform or a version that is
        /// not dot-separated numbers is a usage error.
        static func target(_ words: [String], _ parsed: ParsedCommand) throws(CLIError) -> DeploymentTarget {
            let name = words.first ?? "", versionText = words.dropFirst().first ?? ""
            guard let platform = Platform.apple.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
                throw parsed.usageError("unknown platform '\(name)' for --deployment-target; expected \(Wording.list(Platform.apple.map(\.rawValue)))"
                                        + Wording.didYouMean(name, among: Platform.apple.map(\.rawValue)))
            }
            guard let version = OSVersion(versionText) else {
                throw parsed.usageError("invalid version '\(versionText)' for --deployment-target \(platform); expected numbers such as 15.0")
            }
            return DeploymentTarget(platform: platform, version: version, source: .flag)
        }
    }

    private static func run(_ options: Options, _ context: inout CommandContext) throws {
        var lint = options.lint
        lint.currentDirectory = Paths.currentDirectory()
        lint.limit = context.fileLimit
        context.writeFailureStatus = 2
        let dataSet: DataSet
        do {
            dataSet = try options.dataSet.load(context)
            if let path = options.baseline {
                lint.baseline = try LintBaseline(contentsOf: path, limit: context.fileLimit)
            }
        } catch {
            // Any data set that cannot be read (one that names several too) or a bad baseline.
            throw CLIError.cannotRun("\(error)")
        }
        let progress = context.progress
        let report: LintReport
        do {
            report = try Linter.run(lint, dataSet: dataSet) { done, total in
                if total >= 200 { progress.update("Linting", done: done, of: total) }
            }
        } catch {
            progress.finish()
            // Files fixed before the failure are changed: say which.
            if case .stopped(_, let fixed) = error {
                context.standardOutput += fixed.map { LintRenderer.fixLine($0) + "\n" }.joined()
            }
            throw CLIError.cannotRun(error.description)
        }
        progress.finish()
        context.standardError += TerminalText.lines(report.skippedNames.map { "catalog: warning: \($0): name is not UTF-8; skipped" })
        for (path, reason) in report.notFixed {
            context.standardError += TerminalText.lines(["catalog: \(path) \(reason)"])
        }
        // The files --fix changed are said on stderr when the report that lists them is lost.
        let fixedNote = Self.fixedNote(report)
        if let path = options.writeBaseline {
            do {
                try context.write(LintBaseline(report.findingsBeforeBaseline).rendered(), to: path)
            } catch {
                context.standardError += fixedNote
                throw cannotRun(error)
            }
        }
        for target in report.ignoredTargets {
            context.standardError += "catalog: note: \(dataSet.name) has no \(target.platform) versions; \(target.label) not checked\n"
        }
        let style = context.style(options.output)
        let text = switch options.output.format {
        case .json: LintReport.json(report).rendered()
        case .github: LintRenderer.github(report)
        case .sarif: LintReport.sarif(report, dataSet: dataSet).rendered()
        default: LintRenderer.text(report, style: style)
        }
        do {
            try context.emit(text, to: options.output)
        } catch {
            context.standardError += fixedNote
            throw cannotRun(error)
        }
        context.writeFailureNote = fixedNote
        // --write-baseline accepts today's findings: once they are recorded, none fails the run.
        let failing = report.count(.error) > 0 || options.strict && report.count(.warning) > 0
        context.exitStatus = failing && options.writeBaseline == nil ? 1 : 0
    }

    /// `catalog: note: …` and one line per fix, or nothing when --fix changed nothing.
    static func fixedNote(_ report: LintReport) -> String {
        guard !report.fixes.isEmpty else { return "" }
        let files = Set(report.fixes.map(\.location.file)).count
        return "catalog: note: the report was not written, but --fix made \(report.fixes.count) "
            + (report.fixes.count == 1 ? "fix" : "fixes") + " in \(files) " + (files == 1 ? "file" : "files") + ":\n"
            + report.fixes.map { "catalog: " + LintRenderer.fixLine($0) + "\n" }.joined()
    }

    /// A failed write as exit 2: the lint could not run to its end.
    private static func cannotRun(_ error: CLIError) -> CLIError {
        if case .failure(let message) = error { return .cannotRun(message) }
        return error
    }
}
