/// One subcommand, declared once: drives parsing, `--help` and (later) completions.
struct CommandSpec: Sendable {
    /// The words that select it, e.g. `["info"]` or `["data-sets", "add"]`.
    let path: [String]
    let summary: String
    /// A longer explanation for `--help`, or empty.
    var discussion: String = ""
    var arguments: [ArgumentSpec] = []
    var options: [OptionSpec] = []
    /// Worked examples for `--help` and the man page.
    var examples: [CommandExample] = []
    /// What the command writes without `--format`.
    var defaultFormat = OutputFormat.text
    /// False when its text format is a file format (an export read back line by line),
    /// never wrapped to a terminal.
    var textIsForPeople = true
    /// Runs the command with parsed input.
    let run: @Sendable (ParsedCommand, inout CommandContext) throws -> Void

    var name: String { path.joined(separator: " ") }

    /// Every option the command accepts, the global ones included.
    var allOptions: [OptionSpec] { options + OptionSpec.global }

    func option(named name: String) -> OptionSpec? {
        allOptions.first { $0.name == name || $0.aliases.contains(name) }
    }

    func option(short: Character) -> OptionSpec? {
        allOptions.first { $0.short == short }
    }
}

/// A positional argument.
struct ArgumentSpec: Sendable {
    let name: String
    let summary: String
    var isOptional = false
    /// Takes every remaining argument.
    var isVariadic = false
    /// What shell completion offers for it.
    var completion: ValueCompletion = .none
    /// Values completion offers; they restrict nothing.
    var suggestions: [String] = []
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
    /// Font families known to fontconfig, or font files.
    case font
}

/// A `--long` option, either a flag or one taking a value.
struct OptionSpec: Sendable {
    let name: String
    var short: Character?
    /// Other long names that mean the same (`--json` is separate: it sets `format`).
    var aliases: [String] = []
    /// The value's placeholder in help (`FORMAT`), or nil for a flag.
    var valueName: String?
    /// The fixed values allowed, or empty for free text.
    var choices: [String] = []
    let summary: String
    /// Read from this environment variable when the option is absent.
    var environment: String?
    /// How many words the option takes (`--available-in iOS 15.0` takes 2); they are
    /// stored joined by a space.
    var valueCount = 1
    /// What shell completion offers for the value (fixed `choices` need none).
    var completion: ValueCompletion = .none
    /// Values completion offers where parsing accepts more spellings than these (size
    /// categories, designs); unlike `choices`, they restrict nothing.
    var suggestions: [String] = []

    var isFlag: Bool { valueName == nil }

    /// Options every command takes.
    static let global: [OptionSpec] = [
        OptionSpec(name: "help", short: "h", summary: "Show help for this command."),
        OptionSpec(name: "quiet", short: "q", summary: "No progress line on stderr during long work."),
    ]

    static let dataSet = OptionSpec(
        name: "data-set", valueName: "NAME|PATH",
        summary: "Data set: a folder, or a registered or embedded name (default: $CATALOG_DATA_SET, else the newest embedded).",
        environment: "CATALOG_DATA_SET", completion: .dataSet)

    /// The output options of every command that prints data.
    static func output(formats: [OutputFormat] = [.text, .json, .tsv]) -> [OptionSpec] {
        [
            OptionSpec(name: "format", valueName: "FORMAT", choices: formats.map(\.rawValue),
                       summary: "Output format (default: \(formats.first?.rawValue ?? "text"))."),
            OptionSpec(name: "json", summary: "Same as --format json."),
            OptionSpec(name: "output", short: "o", valueName: "FILE", summary: "Write to FILE instead of stdout.",
                       completion: .file),
            OptionSpec(name: "color", valueName: "WHEN", choices: ["auto", "always", "never"],
                       summary: "Colour text output (default: auto: on a TTY, without NO_COLOR, TERM not dumb)."),
        ]
    }
}
