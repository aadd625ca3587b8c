/// A `--long` option, either a flag or one taking a value. The value a command declares is
/// also the key its options struct reads it by (through ``ParsedCommand``), so renaming it
/// renames both.
struct OptionSpec: Sendable {
    let name: String
    var short: Character?
    /// Other long names that mean the same (`--json` is separate: it sets `format`).
    var aliases: [String] = []
    /// The value's placeholder in help (`FORMAT`), or nil for a flag.
    var valueName: String?
    /// The fixed values allowed, or empty for free text.
    var choices: [String] = []
    var summary: String
    /// Read from this environment variable when the option is absent.
    var environment: String?
    /// How many words the option takes (`--available-in iOS 15.0` takes 2); each use keeps
    /// its words (``ParsedCommand/uses(_:)``).
    var valueCount = 1
    /// What shell completion offers for the value (fixed `choices` need none).
    var completion: ValueCompletion = .none
    /// Values completion offers where parsing accepts more spellings than these (size
    /// categories, designs); unlike `choices`, they restrict nothing.
    var suggestions: [String] = []

    var isFlag: Bool { valueName == nil }

    /// The same option (same name, so the same key) described differently for one command.
    func with(_ change: (inout OptionSpec) -> Void) -> OptionSpec {
        var copy = self
        change(&copy)
        return copy
    }

    static let help = OptionSpec(name: "help", short: "h", summary: "Show help for this command.")
    static let quiet = OptionSpec(name: "quiet", short: "q", summary: "No progress line on stderr during long work.")

    /// Options every command takes.
    static let global: [OptionSpec] = [help, quiet]

    /// `--strict` of the commands with a verdict (`lint`, `check`).
    static let strict = OptionSpec(name: "strict", summary: "Exit 1 on warnings too.")
}
