import CatalogSystem

/// A command word that only leads to subcommands (`codegen`, `import`, `collection`): alone
/// it is a usage error that lists them; `--help` lists them with their summaries.
enum CommandGroup {
    /// The group's spec. `subcommands` are the specs one word below `path`.
    static func spec(
        path: [String], summary: String, discussion: String = "", subcommands: [CommandSpec], examples: [CommandExample] = []
    ) -> CommandSpec {
        let names = subcommands.map { $0.path.last ?? "" }
        let width = names.map(\.count).max() ?? 0
        let listing = zip(names, subcommands).map { name, spec in
            "  " + HelpRenderer.pad(name, width) + "  " + spec.summary
        }.joined(separator: "\n")
        let group = path.joined(separator: " ")
        let subcommand = ArgumentSpec(name: "SUBCOMMAND", summary: "One of \(Wording.list(names)), then its arguments.",
                                      isOptional: true, isVariadic: true, suggestions: names)
        return CommandSpec(
            path: path, summary: summary,
            discussion: (discussion.isEmpty ? "" : discussion + "\n\n") + "Subcommands:\n" + listing,
            arguments: [subcommand],
            examples: examples,
            parse: { parsed in parsed.value(subcommand) },
            run: { word, _ in
                // Only reached without a subcommand or with a word that is none (the
                // subcommands have specs of their own).
                guard let word else {
                    throw CLIError.usage("'catalog \(group)' needs a subcommand: \(Wording.list(names))", command: group)
                }
                let unknown = group + " " + word
                throw CLIError.usage("unknown command '\(unknown)'" + Wording.didYouMean(unknown, among: names.map { group + " " + $0 }),
                                     command: group)
            })
    }
}
