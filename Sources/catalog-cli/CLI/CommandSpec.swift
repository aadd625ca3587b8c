/// One subcommand, declared once: drives parsing, `--help`, the man page and completions.
/// Its run function gets the command's options struct, built from the parsed line once.
struct CommandSpec: Sendable {
    /// The words that select it, e.g. `["info"]` or `["data-sets", "add"]`.
    let path: [String]
    let summary: String
    /// A longer explanation for `--help`, or empty.
    var discussion: String
    var arguments: [ArgumentSpec]
    var options: [OptionSpec]
    /// Options and arguments that exclude or need each other, checked by the parser in order.
    var rules: [OptionRule]
    /// Worked examples for `--help` and the man page.
    var examples: [CommandExample]
    /// What the command writes without `--format`.
    var defaultFormat: OutputFormat
    /// False when its text format is a file format (an export read back line by line),
    /// never wrapped to a terminal.
    var textIsForPeople: Bool
    /// Builds the command's options from the parsed line, then runs it with them.
    let run: @Sendable (ParsedCommand, inout CommandContext) throws -> Void

    /// A command whose options `parse` builds from the parsed line (usage errors thrown
    /// there), for `run`.
    init<Options>(
        path: [String], summary: String, discussion: String = "", arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [], rules: [OptionRule] = [], examples: [CommandExample] = [],
        defaultFormat: OutputFormat = .text, textIsForPeople: Bool = true,
        parse: @escaping @Sendable (ParsedCommand) throws(CLIError) -> Options,
        run: @escaping @Sendable (Options, inout CommandContext) throws -> Void
    ) {
        self.path = path
        self.summary = summary
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.rules = rules
        self.examples = examples
        self.defaultFormat = defaultFormat
        self.textIsForPeople = textIsForPeople
        self.run = { parsed, context in try run(try parse(parsed), &context) }
    }

    /// A command whose run function takes its ``CommandOptions`` struct.
    init<Options: CommandOptions>(
        path: [String], summary: String, discussion: String = "", arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [], rules: [OptionRule] = [], examples: [CommandExample] = [],
        defaultFormat: OutputFormat = .text, textIsForPeople: Bool = true,
        run: @escaping @Sendable (Options, inout CommandContext) throws -> Void
    ) {
        self.init(path: path, summary: summary, discussion: discussion, arguments: arguments, options: options, rules: rules,
                  examples: examples, defaultFormat: defaultFormat, textIsForPeople: textIsForPeople,
                  parse: { parsed throws(CLIError) in try Options(parsed) }, run: run)
    }

    var name: String { path.joined(separator: " ") }

    /// This command under an older spelling `path`, kept working: the same arguments,
    /// options, help and run, its examples spelled the old way; its summary names the
    /// command it stands for.
    func alias(_ path: [String]) -> CommandSpec {
        let run = self.run
        let (current, old) = ("catalog " + name, "catalog " + path.joined(separator: " "))
        let examples = examples.map { example in
            CommandExample(example.command.hasPrefix(current) ? old + example.command.dropFirst(current.count) : example.command,
                           example.explanation)
        }
        return CommandSpec(
            path: path, summary: "The same as '\(current)' (an older spelling, kept working).",
            discussion: summary + (discussion.isEmpty ? "" : "\n\n" + discussion), arguments: arguments, options: options,
            rules: rules, examples: examples, defaultFormat: defaultFormat, textIsForPeople: textIsForPeople,
            parse: { parsed throws(CLIError) in parsed }, run: { parsed, context in try run(parsed, &context) })
    }

    /// Every option the command accepts, the global ones included.
    var allOptions: [OptionSpec] { options + OptionSpec.global }

    func option(named name: String) -> OptionSpec? {
        allOptions.first { $0.name == name || $0.aliases.contains(name) }
    }

    func option(short: Character) -> OptionSpec? {
        allOptions.first { $0.short == short }
    }
}

/// A positional argument. Like ``OptionSpec``, the value a command declares is the key its
/// options struct reads it by.
struct ArgumentSpec: Sendable {
    let name: String
    var summary: String
    var isOptional = false
    /// Takes every remaining argument.
    var isVariadic = false
    /// What shell completion offers for it.
    var completion: ValueCompletion = .none
    /// Values completion offers; they restrict nothing.
    var suggestions: [String] = []

    /// The same argument (same name, so the same key) described differently for one command.
    func with(_ change: (inout ArgumentSpec) -> Void) -> ArgumentSpec {
        var copy = self
        change(&copy)
        return copy
    }
}

/// One example in `--help`: a command line and what it does.
struct CommandExample: Sendable {
    /// The whole command line, starting with `catalog`.
    let command: String
    let explanation: String

    init(_ command: String, _ explanation: String) {
        self.command = command
        self.explanation = explanation
    }
}

/// The values shell completion offers for an argument or option value. Fixed `choices`
/// complete by themselves; these name the open-ended kinds.
enum ValueCompletion: String, Sendable {
    case none
    case file
    case directory
    /// Symbol names of the data set in effect.
    case symbol
    case category
    case release
    /// Platforms of the data set's release table (`iOS`, `macOS`, …).
    case platform
    case collection
    case dataSet = "data-set"
    /// Data set names and `all`, for `search --data-set`, which reads several.
    case dataSets = "data-sets"
    /// Font families known to fontconfig, or font files.
    case font
    /// Every device model's name as a command-line word (`catalog layout`), found when asked:
    /// a spec does not lay out the device table.
    case device
}
