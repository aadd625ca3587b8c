/// What the parser made of the command line for one command, read through the specs it
/// declares: ``CommandOptions`` structs are built from it, nothing else reads it.
struct ParsedCommand: Sendable {
    let spec: CommandSpec
    /// Positional arguments by argument name; a variadic one holds all its values.
    var arguments: [String: [String]] = [:]
    /// Each use of an option by option name, as the words it took (none for a flag), in order.
    var uses: [String: [[String]]] = [:]

    /// True when the option was given (for a flag: set).
    func flag(_ option: OptionSpec) -> Bool { uses[option.name] != nil }

    /// The words of each use of `option`, in order (`--available-in iOS 15.0` gives
    /// `[["iOS", "15.0"]]`).
    func uses(_ option: OptionSpec) -> [[String]] { uses[option.name] ?? [] }

    /// The value of a one-word option, the last use winning; nil when absent.
    func value(_ option: OptionSpec) -> String? { uses(option).last?.first }

    /// The value of each use of a repeatable one-word option, in order.
    func values(_ option: OptionSpec) -> [String] { uses(option).compactMap(\.first) }

    /// A positional argument's value, or nil when it is absent.
    func value(_ argument: ArgumentSpec) -> String? { arguments[argument.name]?.first }

    /// Every value of a variadic argument.
    func values(_ argument: ArgumentSpec) -> [String] { arguments[argument.name] ?? [] }

    /// True when the option or argument was given (a variadic argument: at least one value).
    func isGiven(_ input: CommandInput) -> Bool {
        switch input {
        case .option(let option): flag(option)
        case .argument(let argument): !(arguments[argument.name] ?? []).isEmpty
        }
    }

    /// A bad command line for this command (exit 64, with its usage line).
    func usageError(_ message: String) -> CLIError { .usage(message, command: spec.name) }
}
