import CatalogSystem

/// `catalog completions bash|zsh|fish`: a completion script generated from the command specs.
enum CompletionsCommand {
    static let spec = CommandSpec(
        path: ["completions"],
        summary: "Print a shell completion script for bash, zsh or fish.",
        discussion: """
        The script completes commands, options, fixed option values, and values that depend \
        on the data (symbol names, categories, releases, collections, data sets, font \
        families) by calling 'catalog __complete'. 'make install' puts the scripts where each \
        shell finds them; to try one in the current shell, use the examples.
        """,
        arguments: [Options.shell],
        options: [OutputOptions.path],
        examples: [
            CommandExample("source <(catalog completions bash)", "Complete catalog in the current bash."),
            CommandExample("catalog completions zsh -o ~/.zfunc/_catalog", "Install for zsh (with ~/.zfunc in fpath)."),
            CommandExample("catalog completions fish > ~/.config/fish/completions/catalog.fish", "Install for fish."),
        ],
        run: { (options: Options, context) in
            let script = CompletionScript.render(options.shell, table: CompletionTable(specs: CatalogCLI.commands))
            try context.emit(script, to: options.output)
        })

    /// What `completions` is asked.
    struct Options: CommandOptions {
        static let shell = ArgumentSpec(name: "SHELL", summary: "bash, zsh or fish.", suggestions: CompletionScript.Shell.allCases.map(\.rawValue))

        var shell: CompletionScript.Shell
        var output: OutputOptions

        init(_ parsed: ParsedCommand) throws(CLIError) {
            let name = parsed.value(Self.shell) ?? ""
            guard let shell = CompletionScript.Shell(rawValue: name) else {
                let shells = CompletionScript.Shell.allCases.map(\.rawValue)
                throw parsed.usageError("unknown shell '\(name)'; expected \(Wording.list(shells))" + Wording.didYouMean(name, among: shells))
            }
            self.shell = shell
            output = OutputOptions(parsed)
        }
    }
}
