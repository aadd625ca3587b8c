/// A JSON value as ``JSONReader`` reads it and ``rendered(inline:)`` writes it (the store, its
/// exports, lint baselines, Font Awesome's metadata): object members keep their order, numbers
/// keep their text. Read and written here rather than by Foundation so that a damaged file
/// gets an exact line and column, types are strict (`true` is not `1`), and output is stable.
package indirect enum JSONValue: Equatable, Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    /// The number as written, already checked against JSON's grammar.
    case number(String)
    case bool(Bool)
    case null

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    /// What the value is, for error messages ("expected a string, found a number").
    package var kind: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// The member called `key` of an object, or nil.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// Pretty text with two-space indentation and a final newline (``JSONOutput``, the one
    /// JSON writer). Arrays and objects that `inline` picks fit on one line.
    package func rendered(inline: (JSONValue) -> Bool = { _ in false }) -> String {
        output(inline: inline).rendered()
    }

    /// The value for ``JSONOutput``, numbers as written.
    package func output(inline: (JSONValue) -> Bool = { _ in false }) -> JSONOutput {
        switch self {
        case .string(let text): return .string(text)
        case .number(let text): return .number(text)
        case .bool(let flag): return .bool(flag)
        case .null: return .null
        case .array(let items):
            let value = JSONOutput.array(items.map { $0.output(inline: inline) })
            return inline(self) && !items.isEmpty ? .inline(value) : value
        case .object(let members):
            let value = JSONOutput.object(members.map { ($0.0, $0.1.output(inline: inline)) })
            return inline(self) && !members.isEmpty ? .inline(value) : value
        }
    }
}

extension JSONValue {
    /// A number as written, in ``anyValue``.
    package struct Number: Equatable, Sendable {
        package let text: String
    }

    /// JSON's null in ``anyValue`` (an absent key is nil instead).
    package struct Null: Equatable, Sendable {}

    /// The document as Swift values, for readers that walk JSON of a shape they check
    /// themselves (Font Awesome's metadata): objects as `[String: Any]` (a repeated key: the
    /// last value), arrays as `[Any]`, strings as `String`, booleans as `Bool`, numbers as
    /// ``Number``, null as ``Null``.
    package var anyValue: Any {
        switch self {
        case .object(let members):
            var object = [String: Any](minimumCapacity: members.count)
            for (key, value) in members { object[key] = value.anyValue }
            return object
        case .array(let items): return items.map(\.anyValue)
        case .string(let text): return text
        case .number(let text): return Number(text: text)
        case .bool(let flag): return flag
        case .null: return Null()
        }
    }
}
