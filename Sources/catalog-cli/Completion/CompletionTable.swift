/// What shell completion needs to know, derived from the command specs alone: the command
/// paths, each command's options and the values they take, and its positional arguments.
/// The bash, zsh and fish generators render this one table.
struct CompletionTable {
    struct Command {
        /// The words that select the command, joined by spaces (`collection add`).
        let path: String
        let summary: String
        let options: [Option]
        /// The value kind of each positional argument, in order.
        let arguments: [Values]
        /// True when the last argument takes every remaining word.
        let lastArgumentRepeats: Bool
        /// The next words that select a longer command (`add` after `collection`).
        let subcommands: [(word: String, summary: String)]

        /// The values the positional argument at `index` takes.
        func argument(at index: Int) -> Values {
            if index < arguments.count { return arguments[index] }
            return lastArgumentRepeats ? arguments.last ?? .none : .none
        }
    }

    struct Option {
        /// `--format`.
        let long: String
        /// `-o`, when there is a short form.
        let short: String?
        /// Other long spellings.
        let aliases: [String]
        let summary: String
        /// Nil for a flag.
        let values: Values?
        /// Words after the option that are its value (1, or 2 for `--available-in PLATFORM VERSION`).
        let valueCount: Int

        /// Every spelling: long, aliases and short.
        var spellings: [String] { [long] + aliases + (short.map { [$0] } ?? []) }
    }

    enum Values: Equatable {
        case none
        case choices([String])
        /// Files, folders, or a dynamic kind answered by `catalog __complete KIND`.
        case kind(ValueCompletion)
    }

    let commands: [Command]

    init(specs: [CommandSpec]) {
        var commands = specs.map { spec in
            let children = specs
                .filter { $0.path.count == spec.path.count + 1 && $0.path.starts(with: spec.path) }
                .map { (word: $0.path[spec.path.count], summary: $0.summary) }
            // A group like `collection` declares its subcommands as a variadic argument; the
            // completion offers the subcommands instead.
            let arguments = children.isEmpty ? spec.arguments : []
            return Command(
                path: spec.name, summary: spec.summary,
                options: spec.allOptions.map(Self.option),
                arguments: arguments.map { Self.values(choices: $0.suggestions, completion: $0.completion) },
                lastArgumentRepeats: arguments.last?.isVariadic ?? false,
                subcommands: children)
        }
        // Words that only lead to longer commands (`codegen` of `codegen swift`) complete
        // their next words, though they are no command of their own.
        let paths = Set(specs.map(\.path))
        var groups = [[String]]()
        for spec in specs {
            for length in 1..<max(1, spec.path.count) {
                let prefix = Array(spec.path.prefix(length))
                if !paths.contains(prefix) && !groups.contains(prefix) { groups.append(prefix) }
            }
        }
        for group in groups {
            var words = [String]()
            for spec in specs where spec.path.count > group.count && spec.path.starts(with: group) {
                let word = spec.path[group.count]
                if !words.contains(word) { words.append(word) }
            }
            let subcommands = words.map { word in
                (word: word, summary: specs.first { $0.path == group + [word] }?.summary ?? "")
            }
            commands.append(Command(path: group.joined(separator: " "), summary: subcommands.first?.summary ?? "",
                                    options: [], arguments: [], lastArgumentRepeats: false, subcommands: subcommands))
        }
        self.commands = commands
    }

    /// The top-level words (`info`, `collection`, …) with their summaries.
    var topLevel: [(word: String, summary: String)] {
        var seen = Set<String>()
        return commands.compactMap { command in
            let word = command.path.split(separator: " ").first.map(String.init) ?? command.path
            guard seen.insert(word).inserted else { return nil }
            let summary = commands.first { $0.path == word }?.summary ?? command.summary
            return (word, summary)
        }
    }

    private static func option(_ spec: OptionSpec) -> Option {
        Option(
            long: "--" + spec.name, short: spec.short.map { "-\($0)" }, aliases: spec.aliases.map { "--" + $0 },
            summary: spec.summary,
            values: spec.isFlag ? nil : values(choices: spec.choices.isEmpty ? spec.suggestions : spec.choices,
                                               completion: spec.completion),
            valueCount: spec.valueCount)
    }

    private static func values(choices: [String], completion: ValueCompletion) -> Values {
        if !choices.isEmpty { return .choices(choices) }
        return completion == .none ? .none : .kind(completion)
    }
}
