import CatalogSystem
import TypeScale

extension ParsedCommand {
    /// `option`'s value as a name of `Value` (any spelling, any case), or nil when the option
    /// is absent. A value that names nothing is a usage error naming the option, with the
    /// names and a did-you-mean, as for fixed choices.
    func named<Value: SpelledName>(_ option: OptionSpec, as _: Value.Type = Value.self) throws(CLIError) -> Value? {
        guard let text = value(option) else { return nil }
        guard let value = Value(name: text) else { throw unknownName(text, option: option, Value.self) }
        return value
    }

    /// The usage error for `text`, not a name of `Value`; `extra` are other words the option
    /// takes (`all`).
    func unknownName<Value: SpelledName>(_ text: String, option: OptionSpec, _: Value.Type, extra: [String] = []) -> CLIError {
        usageError("unknown \(Value.nameKind.rawValue) '\(text)' for --\(option.name); expected "
                   + Wording.list(Value.canonicalNames + extra)
                   + NameSuggestions.didYouMeanClause(Value.suggestions(for: text)))
    }

    /// `option`'s value as a fixed choice of `Value` (the parser has checked it is one of
    /// the spec's `choices`), or nil when absent.
    func choice<Value: RawRepresentable>(_ option: OptionSpec, as _: Value.Type = Value.self) -> Value? where Value.RawValue == String {
        value(option).flatMap(Value.init(rawValue:))
    }

    /// `option`'s value as a whole number of at least `minimum`, or nil when absent;
    /// anything else is a usage error, `--NAME needs a whole number…, not 'TEXT'`.
    func wholeNumber(_ option: OptionSpec, minimum: Int, requirement: String) throws(CLIError) -> Int? {
        guard let text = value(option) else { return nil }
        guard let number = Int(text), number >= minimum else {
            throw usageError("--\(option.name) needs \(requirement), not '\(text)'")
        }
        return number
    }
}
