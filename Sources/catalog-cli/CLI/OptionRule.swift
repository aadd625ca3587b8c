import CatalogSystem

/// An option or a positional argument, as an ``OptionRule`` names it.
enum CommandInput: Sendable {
    case option(OptionSpec)
    case argument(ArgumentSpec)

    /// `--name` or `NAME`.
    var label: String {
        switch self {
        case .option(let option): "--" + option.name
        case .argument(let argument): argument.name
        }
    }
}

/// How a command's options and arguments constrain each other, declared in its spec and
/// checked by the parser once the line is read, in the spec's order: the first rule broken
/// is the usage error, with its message.
struct OptionRule: Sendable {
    enum Kind: Sendable {
        /// At most one of the inputs.
        case atMostOne
        /// At least one of the inputs.
        case atLeastOne
        /// The first input needs the others.
        case firstNeedsRest
    }

    let kind: Kind
    let inputs: [CommandInput]
    let message: String

    /// At most one of `inputs`; the message defaults to `--a, --b and --c exclude each other`.
    static func exclusive(_ inputs: [CommandInput], message: String? = nil) -> OptionRule {
        OptionRule(kind: .atMostOne, inputs: inputs,
                   message: message ?? Wording.list(inputs.map(\.label), conjunction: "and") + " exclude each other")
    }

    /// At most one of the options (flags such as `--restricted` and `--unrestricted`).
    static func exclusive(_ options: OptionSpec..., message: String? = nil) -> OptionRule {
        exclusive(options.map(CommandInput.option), message: message)
    }

    /// At least one of `inputs`.
    static func required(_ inputs: [CommandInput], message: String) -> OptionRule {
        OptionRule(kind: .atLeastOne, inputs: inputs, message: message)
    }

    /// `input` only with `needed`.
    static func requires(_ input: CommandInput, _ needed: CommandInput, message: String) -> OptionRule {
        OptionRule(kind: .firstNeedsRest, inputs: [input, needed], message: message)
    }

    /// True when `parsed` breaks the rule.
    func isBroken(by parsed: ParsedCommand) -> Bool {
        let given = inputs.map(parsed.isGiven)
        switch kind {
        case .atMostOne: return given.filter { $0 }.count > 1
        case .atLeastOne: return !given.contains(true)
        case .firstNeedsRest: return given.first == true && given.dropFirst().contains(false)
        }
    }

    /// The rule's usage error, for a command whose options struct finds it broken after all.
    func error(for parsed: ParsedCommand) -> CLIError { parsed.usageError(message) }
}
