/// One row of the command table: the words that select a command, and how to build its spec.
/// The parser picks a row by its words and builds that spec alone, so a run builds the command
/// it runs and no other (help, completions and the docs, which list every command, build them
/// all).
struct CommandEntry: Sendable {
    /// The words that select it, e.g. `["data-sets", "add"]`; the spec's ``CommandSpec/path``.
    let path: [String]
    let make: @Sendable () -> CommandSpec

    init(_ path: [String], _ make: @escaping @Sendable () -> CommandSpec) {
        self.path = path
        self.make = make
    }

    /// A row for a spec already built (a test's, the hidden `__complete`).
    init(built spec: CommandSpec) {
        self.init(spec.path) { spec }
    }
}
