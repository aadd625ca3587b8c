import AdaptiveLayout
import CatalogSystem
import SymbolCatalog

/// The whole command line as a function: arguments and environment in, exit code and
/// output out. The one place where errors become output and exit codes.
enum CatalogCLI {
    struct Result: Equatable {
        var exitCode: Int32
        var standardOutput: String
        var standardError: String
        /// The exit status when writing standard output fails afterwards (1; lint: 2).
        var writeFailureStatus: Int32 = 1
        /// What standard error adds when writing standard output fails afterwards.
        var writeFailureNote = ""
    }

    /// Every command's words and how to build its spec (``CommandEntry``): a run builds only
    /// the spec of the command it runs.
    static let table: [CommandEntry] = [
        CommandEntry(["info"]) { InfoCommand.spec },
        CommandEntry(["show"]) { ShowCommand.spec },
        CommandEntry(["search"]) { SearchCommand.spec },
        CommandEntry(["pick"]) { PickCommand.spec },
        CommandEntry(["copy"]) { CopyCommand.spec },
        CommandEntry(["categories"]) { BrowseCommands.categoriesSpec },
        CommandEntry(["releases"]) { BrowseCommands.releasesSpec },
        CommandEntry(["localizations"]) { BrowseCommands.localizationsSpec },
        CommandEntry(["collection"]) { CollectionCommand.groupSpec },
        CommandEntry(["collection", "list"]) { CollectionsCommand.listSpec },
        CommandEntry(["collection", "show"]) { CollectionsCommand.showSpec },
        CommandEntry(["collection", "new"]) { CollectionCommand.newSpec },
        CommandEntry(["collection", "add"]) { CollectionCommand.addSpec },
        CommandEntry(["collection", "remove"]) { CollectionCommand.removeSpec },
        CommandEntry(["collection", "clear"]) { CollectionCommand.clearSpec },
        CommandEntry(["collection", "delete"]) { CollectionCommand.deleteSpec },
        CommandEntry(["collection", "rename"]) { CollectionCommand.renameSpec },
        CommandEntry(["collection", "import"]) { CollectionCommand.importSpec },
        CommandEntry(["collection", "export"]) { CollectionCommand.exportSpec },
        CommandEntry(["collection", "doctor"]) { CollectionDoctorCommand.spec },
        // Older spellings of collection list, show and add|remove|clear favorites.
        CommandEntry(["collections"]) { CollectionsCommand.listAlias },
        CommandEntry(["collections", "show"]) { CollectionsCommand.showAlias },
        CommandEntry(["favorites"]) { FavoritesCommand.listSpec },
        CommandEntry(["favorites", "add"]) { FavoritesCommand.addSpec },
        CommandEntry(["favorites", "remove"]) { FavoritesCommand.removeSpec },
        CommandEntry(["favorites", "clear"]) { FavoritesCommand.clearSpec },
        CommandEntry(["diff"]) { DiffCommand.spec },
        CommandEntry(["site"]) { SiteCommand.spec },
        CommandEntry(["import"]) { ImportCommand.groupSpec },
        CommandEntry(["import", "fontawesome"]) { ImportCommand.spec },
        // Font Awesome 7, Material Design Icons, Phosphor, Lucide (SymbolImport's IconSet).
        CommandEntry(["import", "fa7"]) { IconSetImportCommand.spec(.fa7) },
        CommandEntry(["import", "mdi"]) { IconSetImportCommand.spec(.mdi) },
        CommandEntry(["import", "phosphor"]) { IconSetImportCommand.spec(.phosphor) },
        CommandEntry(["import", "lucide"]) { IconSetImportCommand.spec(.lucide) },
        CommandEntry(["data-sets"]) { DataSetsCommand.listSpec },
        CommandEntry(["data-sets", "list"]) { DataSetsCommand.listWordSpec },
        CommandEntry(["data-sets", "add"]) { DataSetsCommand.addSpec },
        CommandEntry(["data-sets", "remove"]) { DataSetsCommand.removeSpec },
        CommandEntry(["data-sets", "default"]) { DataSetDefaultCommand.spec },
        CommandEntry(["metrics"]) { MetricsCommand.spec },
        CommandEntry(["fonts"]) { FontsCommand.spec },
        CommandEntry(["type-ramp"]) { TypeRampCommand.spec },
        CommandEntry(["trim"]) { TrimCommand.spec },
        CommandEntry(["fallback"]) { FallbackCommand.spec },
        CommandEntry(["check"]) { CheckCommand.spec },
        CommandEntry(["layout"]) { LayoutCommand.spec },
        CommandEntry(["layout", "list"]) { LayoutListCommand.spec },
        CommandEntry(["layout", "compare"]) { LayoutCompareCommand.spec },
        CommandEntry(["glyph"]) { GlyphCommand.spec },
        CommandEntry(["glyphs"]) { GlyphsCommand.spec },
        CommandEntry(["template"]) { TemplateCommand.groupSpec },
        CommandEntry(["template", "export"]) { TemplateCommand.exportSpec },
        CommandEntry(["template", "check"]) { TemplateCheckCommand.spec },
        CommandEntry(["lint"]) { LintCommand.spec },
        CommandEntry(["codegen"]) { CodegenCommand.groupSpec },
        CommandEntry(["codegen", "swift"]) { CodegenCommand.swiftSpec },
        CommandEntry(["completions"]) { CompletionsCommand.spec },
    ]

    /// Every command's spec, in the table's order: for help, completions, the man page and
    /// the docs, which list them all.
    static var commands: [CommandSpec] { table.map { $0.make() } }


    static func run(
        arguments: [String], environment: [String: String], stdoutIsTerminal: Bool = false,
        executablePath: String? = nil, terminalWidth: Int? = nil,
        stderrIsTerminal: Bool = false, writeProgress: @escaping (String) -> Void = { _ in }
    ) -> Result {
        var context = CommandContext(
            environment: environment, executablePath: executablePath, stdoutIsTerminal: stdoutIsTerminal,
            terminalWidth: environment["COLUMNS"].flatMap(Int.init) ?? terminalWidth)
        context.stderrIsTerminal = stderrIsTerminal
        context.writeProgress = writeProgress
        defer {
            context.pendingIndexes.saveAll()
            context.progress.finish()
        }
        let result: Result
        var outputIsVisible = false
        do {
            try dispatch(arguments, &context)
            result = Result(exitCode: context.exitStatus, standardOutput: context.standardOutput, standardError: context.standardError,
                            writeFailureStatus: context.writeFailureStatus, writeFailureNote: context.writeFailureNote)
            outputIsVisible = context.standardOutputIsVisible
        } catch let error as CLIError {
            result = Self.result(for: error, context)
            // A JSON document emitted before the failure is not made visible again (its
            // invisible characters are its own: see ``OutputFormat/hasOwnEscapes``).
            if case .help = error {} else { outputIsVisible = context.standardOutputIsVisible }
        } catch {
            result = Result(exitCode: 1, standardOutput: context.standardOutput,
                            standardError: context.standardError + "catalog: \(TerminalText.visible("\(error)"))\n")
        }
        return safe(result, outputIsVisible: outputIsVisible)
    }

    /// What reaches the streams: every control character from data or the command line made
    /// visible (line feeds and, on stdout, TSV's tabs kept), whether or not they go to a
    /// terminal; then the colour of text output (see ``StyleMarks``).
    /// `outputIsVisible`: standard output is already so (``CommandContext/emit(_:to:)``).
    private static func safe(_ result: Result, outputIsVisible: Bool) -> Result {
        let output = outputIsVisible ? result.standardOutput
            : TerminalText.visible(result.standardOutput, keepingLineFeeds: true, keepingTabs: true)
        return Result(
            exitCode: result.exitCode,
            standardOutput: StyleMarks.render(output),
            standardError: TerminalText.visible(result.standardError, keepingLineFeeds: true),
            writeFailureStatus: result.writeFailureStatus,
            writeFailureNote: TerminalText.visible(result.writeFailureNote, keepingLineFeeds: true))
    }

    private static func dispatch(_ arguments: [String], _ context: inout CommandContext) throws {
        if arguments.isEmpty { throw CLIError.usage("missing command", command: nil) }
        // Help fits the terminal, or 80 columns when standard output is not one.
        let helpWidth = context.stdoutIsTerminal ? max(40, context.terminalWidth ?? 80) : 80
        if arguments == ["--help"] || arguments == ["-h"] || arguments == ["help"] {
            throw CLIError.help(HelpRenderer.rootHelp(rows: CommandSummaries.rows, width: helpWidth))
        }
        if arguments == ["--version"] || arguments == ["-V"] {
            throw CLIError.help(CatalogVersion.text(context))
        }
        if arguments.starts(with: CompletionCandidates.path) {
            return CompletionCandidates.run(Array(arguments.dropFirst()), &context)
        }
        if arguments == ["help", "--summaries"] {
            throw CLIError.help(HelpRenderer.summaries(commands: commands))
        }
        if arguments == ["help", "--man"] {
            throw CLIError.help(ManPageRenderer.render(commands: commands, width: helpWidth))
        }
        if arguments.starts(with: ["help", "--markdown"]) {
            // Every page with its `==> FILE <==` line, or one command's page alone.
            let words = Array(arguments.dropFirst(2))
            let spec = words.isEmpty ? nil : try ArgumentParser(table: table, environment: context.environment).selectCommand(words).0
            throw CLIError.help(spec.map { MarkdownRenderer.page(for: $0, commands: commands) } ?? MarkdownRenderer.bundle(commands: commands))
        }
        if arguments.first == "help" {
            let parser = ArgumentParser(table: table, environment: context.environment)
            let (spec, _) = try parser.selectCommand(Array(arguments.dropFirst()))
            throw CLIError.help(HelpRenderer.help(for: spec, width: helpWidth))
        }
        var parser = ArgumentParser(table: table, environment: context.environment)
        parser.helpWidth = helpWidth
        let (spec, rest) = try parser.selectCommand(try parser.movingLeadingOptions(arguments))
        let parsed = try parser.parse(spec, rest)
        do {
            context.fileLimit = try FileSizeLimit(environment: context.environment)
        } catch {
            throw CLIError.failure(error.description)
        }
        context.progress = ProgressReporter(
            isEnabled: context.stderrIsTerminal && !parsed.flag(.quiet), width: context.terminalWidth,
            write: context.writeProgress)
        do {
            try spec.run(parsed, &context)
        } catch let error as SearchError where error.isUsage {
            throw CLIError.usage(error.description, command: spec.name)
        } catch let error as LayoutError where error.isUsage {
            throw CLIError.usage(error.description, command: spec.name)
        }
    }

    private static func result(for error: CLIError, _ context: CommandContext) -> Result {
        switch error {
        case .help(let text):
            return Result(exitCode: 0, standardOutput: context.standardOutput + text, standardError: context.standardError)
        case .usage(let message, let commandName):
            let usage = commandName
                .flatMap { name in commands.first { $0.name == name } }
                .map(HelpRenderer.usageLine) ?? "Usage: catalog COMMAND [arguments] [options] (see 'catalog --help')"
            return Result(exitCode: 64, standardOutput: context.standardOutput,
                          standardError: context.standardError + "catalog: \(TerminalText.visible(message))\n\(usage)\n")
        case .failure(let message):
            return Result(exitCode: 1, standardOutput: context.standardOutput,
                          standardError: context.standardError + "catalog: \(TerminalText.visible(message))\n")
        case .cannotRun(let message):
            return Result(exitCode: 2, standardOutput: context.standardOutput,
                          standardError: context.standardError + "catalog: \(TerminalText.visible(message))\n")
        }
    }
}

extension SearchError {
    /// A filter value the data set has no such name for (category, release, platform,
    /// localization, layerset) or an OS version that is not one: a bad command line.
    /// An unknown collection is an unknown argument, like an unknown symbol.
    var isUsage: Bool {
        if case .unknownCollection = self { return false }
        return true
    }
}
