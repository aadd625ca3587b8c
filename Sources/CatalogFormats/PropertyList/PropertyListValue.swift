import FoundationEssentials

/// A value read from a property list in any of the serialisations we accept
/// (binary `bplist00`, XML, or OpenStep `.strings` text).
///
/// Dictionaries keep the order of their keys as they appear in the file.
public indirect enum PropertyListValue: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case real(Double)
    case boolean(Bool)
    case date(Date)
    case data([UInt8])
    case array([PropertyListValue])
    case dictionary(OrderedPairs)

    /// Key–value pairs in file order. Lookups by key use the last occurrence,
    /// as Foundation does for a duplicated key.
    public struct OrderedPairs: Equatable, Sendable {
        public var keys: [String]
        public var values: [PropertyListValue]

        public init(keys: [String] = [], values: [PropertyListValue] = []) {
            precondition(keys.count == values.count)
            self.keys = keys
            self.values = values
        }

        public var count: Int { keys.count }

        /// The value for `key`, or nil. Linear for small dictionaries; use
        /// ``makeIndex()`` for repeated lookups in large ones.
        public subscript(key: String) -> PropertyListValue? {
            guard let position = keys.lastIndex(of: key) else { return nil }
            return values[position]
        }

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
