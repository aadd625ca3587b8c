import SymbolCatalog

/// The whole command line as a function: arguments and environment in, exit code and
/// output out. The one place where errors become output and exit codes.
enum CatalogCLI {
    struct Result: Equatable {
        var exitCode: Int32
        var standardOutput: String
        var standardError: String
    }

    static let commands: [CommandSpec] = [
        InfoCommand.spec,
        ShowCommand.spec,
        SearchCommand.spec,
        PickCommand.spec,
        CopyCommand.spec,
        BrowseCommands.categoriesSpec,
        BrowseCommands.releasesSpec,
        BrowseCommands.localizationsSpec,
        CollectionsCommand.listSpec,
        CollectionsCommand.showSpec,
        FavoritesCommand.listSpec,
        FavoritesCommand.addSpec,
        FavoritesCommand.removeSpec,
        FavoritesCommand.clearSpec,
        CollectionCommand.groupSpec,
        CollectionCommand.newSpec,
        CollectionCommand.renameSpec,
        CollectionCommand.deleteSpec,
        CollectionCommand.addSpec,
        CollectionCommand.removeSpec,
        CollectionCommand.clearSpec,
        CollectionCommand.exportSpec,
        CollectionCommand.importSpec,
        CollectionDoctorCommand.spec,
        DiffCommand.spec,
        ImportCommand.spec,
        DataSetsCommand.listSpec,
        DataSetsCommand.addSpec,
        DataSetsCommand.removeSpec,
        MetricsCommand.spec,
        FontsCommand.spec,
        TypeRampCommand.spec,
        GlyphCommand.spec,
        GlyphsCommand.spec,
        LintCommand.spec,
        CodegenCommand.swiftSpec,
        CompletionsCommand.spec,
    ]

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
        defer { context.progress.finish() }
        do {
            try dispatch(arguments, &context)
            return Result(exitCode: context.exitStatus, standardOutput: context.standardOutput, standardError: context.standardError)
        } catch let error as CLIError {
            return result(for: error, context)
        } catch {
            return Result(exitCode: 1, standardOutput: context.standardOutput,
                          standardError: context.standardError + "catalog: \(error)\n")
        }
    }

    private static func dispatch(_ arguments: [String], _ context: inout CommandContext) throws {
        if arguments.isEmpty { throw CLIError.usage("missing command", command: nil) }
        if arguments == ["--help"] || arguments == ["-h"] || arguments == ["help"] {
            throw CLIError.help(HelpRenderer.rootHelp(commands: commands))
        }
        if arguments == ["--version"] || arguments == ["-V"] {
            throw CLIError.help(CatalogVersion.text(context))
        }
        if arguments.first == CompletionCandidates.spec.name {
            return CompletionCandidates.run(Array(arguments.dropFirst()), &context)
        }
        if arguments == ["help", "--man"] {
            throw CLIError.help(ManPageRenderer.render(commands: commands))
        }
        if arguments.first == "help" {
            let parser = ArgumentParser(commands: commands, environment: context.environment)
            let (spec, _) = try parser.selectCommand(Array(arguments.dropFirst()))
            throw CLIError.help(HelpRenderer.help(for: spec))
        }
        let parser = ArgumentParser(commands: commands, environment: context.environment)
        let (spec, rest) = try parser.selectCommand(arguments)
        let parsed = try parser.parse(spec, rest)
        if let limit = context.environment["CATALOG_MAX_FILE_MB"], !limit.isEmpty,
           ReadingLimits.megabytes(fromSetting: limit) == nil {
            throw CLIError.failure("CATALOG_MAX_FILE_MB: '\(limit)' is not a whole number of megabytes from 1 to 1048576")
        }
        context.progress = ProgressReporter(
            isEnabled: context.stderrIsTerminal && !parsed.flag("quiet"), width: context.terminalWidth,
            write: context.writeProgress)
        try spec.run(parsed, &context)
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
                          standardError: context.standardError + "catalog: \(message)\n\(usage)\n")
        case .failure(let message):
            return Result(exitCode: 1, standardOutput: context.standardOutput,
                          standardError: context.standardError + "catalog: \(message)\n")
        case .cannotRun(let message):
            return Result(exitCode: 2, standardOutput: context.standardOutput,
                          standardError: context.standardError + "catalog: \(message)\n")
        }
    }
}
