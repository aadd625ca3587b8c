import FoundationEssentials

/// A value read from a property list in any of the serialisations we accept
/// (binary `bplist00`, XML, or OpenStep `.strings` text).
///
/// Dictionaries keep the order of their keys as they appear in the file. Not `indirect`:
/// arrays and dictionaries hold their values in their own storage already, so a string or
/// number read costs no box of its own (a set's files hold tens of thousands of values).
public enum PropertyListValue: Equatable, Sendable {
    /// A string (`<string>`), or an OpenStep or YAML scalar.
    case string(String)
    /// An integer (`<integer>`) within `Int`'s range.
    case integer(Int)
    /// A real number (`<real>`), `nan` and `inf` included.
    case real(Double)
    /// `<true/>` or `<false/>`.
    case boolean(Bool)
    /// A date (`<date>`, UTC).
    case date(Date)
    /// Bytes (`<data>`: Base64 in XML, `<0fbd>` in OpenStep text).
    case data([UInt8])
    /// An array, in file order.
    case array([PropertyListValue])
    /// A dictionary, its keys in file order.
    case dictionary(OrderedPairs)

    /// Key–value pairs in file order. Lookups by key use the last occurrence,
    /// as Foundation does for a duplicated key.
    public struct OrderedPairs: Equatable, Sendable {
        /// The keys in file order, a repeated key each time it appears.
        public var keys: [String]
        /// The values, `values[i]` for `keys[i]`.
        public var values: [PropertyListValue]

        /// The pairs of `keys[i]` and `values[i]`; the two must have the same count.
        public init(keys: [String] = [], values: [PropertyListValue] = []) {
            precondition(keys.count == values.count)
            self.keys = keys
            self.values = values
        }

        /// The number of pairs, a repeated key counted each time.
        public var count: Int { keys.count }

        /// The value for `key`, or nil. Linear for small dictionaries; use
        /// ``makeIndex()`` for repeated lookups in large ones.
        public subscript(key: String) -> PropertyListValue? {
            guard let position = keys.lastIndex(of: key) else { return nil }
            return values[position]
        }

        /// Adds the pair `key`, `value` at the end (where it wins lookups of a repeated key).
        public mutating func append(_ key: String, _ value: PropertyListValue) {
            keys.append(key)
            values.append(value)
        }

        /// The pairs as a Swift dictionary (a later duplicate key wins).
        public func makeIndex() -> [String: PropertyListValue] {
            var index = [String: PropertyListValue](minimumCapacity: keys.count)
            for (key, value) in zip(keys, values) { index[key] = value }
            return index
        }
    }

    /// A short name of the value's type, for error messages.
    public var typeName: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .boolean: "boolean"
        case .date: "date"
        case .data: "data"
        case .array: "array"
        case .dictionary: "dictionary"
        }
    }
}
