/// A command's input as typed values, built once from the parsed line and checked there
/// (numbers, names, PLATFORM VERSION pairs, choices): the command's run function and its
/// renderers get these values, never the parsed words. Each reads its options through the
/// ``OptionSpec`` and ``ArgumentSpec`` values its spec declares.
protocol CommandOptions: Sendable {
    /// The options of `parsed`; a value that is not one is a usage error naming its option.
    init(_ parsed: ParsedCommand) throws(CLIError)
}

/// The options of a command that takes none of its own (`--help` and `--quiet` are read by
/// the parser and the runner).
struct NoOptions: CommandOptions {
    init(_ parsed: ParsedCommand) {}
}
