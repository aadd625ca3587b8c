/// What the parser made of the command line for one command.
struct ParsedCommand: Sendable {
    let spec: CommandSpec
    /// Positional arguments by argument name; a variadic one holds all its values.
    var arguments: [String: [String]] = [:]
    /// Option values by option name (flags map to `[""]`); repeated options append.
    var options: [String: [String]] = [:]

    func argument(_ name: String) -> String? { arguments[name]?.first }
    func values(_ name: String) -> [String] { arguments[name] ?? [] }
    func option(_ name: String) -> String? { options[name]?.last }
    func flag(_ name: String) -> Bool { options[name] != nil }
}
