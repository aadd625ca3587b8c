import CatalogSystem
import TypeScale

extension ParsedCommand {
    /// `--option`'s value as a name of `Value` (any spelling, any case), or nil when the
    /// option is absent. A value that names nothing is a usage error naming the option, with
    /// the names and a did-you-mean, as for fixed choices.
    func named<Value: SpelledName>(_ option: String, as _: Value.Type = Value.self) throws(CLIError) -> Value? {
        guard let text = self.option(option) else { return nil }
        guard let value = Value(name: text) else { throw unknownName(text, option: option, Value.self) }
        return value
    }

    /// The usage error for `text`, not a name of `Value`; `extra` are other words the option
    /// takes (`all`).
    func unknownName<Value: SpelledName>(_ text: String, option: String, _: Value.Type, extra: [String] = []) -> CLIError {
        .usage("unknown \(Value.nameKind.rawValue) '\(text)' for --\(option); expected "
               + Wording.list(Value.canonicalNames + extra)
               + NameSuggestions.didYouMeanClause(Value.suggestions(for: text)), command: spec.name)
    }
}
