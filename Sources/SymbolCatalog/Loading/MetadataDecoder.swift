import CatalogFormats

/// Pulls typed values out of a parsed file, with errors that name the file and key path.
struct MetadataDecoder {
    let file: String

    static func keyPath(_ components: [String]) -> String {
        guard let first = components.first else { return "root" }
        return components.dropFirst().reduce(first) { $0 + "[\"\($1)\"]" }
    }

    func wrongType(_ value: PropertyListValue, expected: String, at path: [String]) -> DataSetError {
        .wrongType(file: file, keyPath: Self.keyPath(path), expected: expected, found: Self.article(value.typeName))
    }

    static func article(_ typeName: String) -> String {
        (["a", "e", "i", "o", "u"].contains(typeName.first.map(String.init) ?? "") ? "an " : "a ") + typeName
    }

    func dictionary(_ value: PropertyListValue, at path: [String] = []) throws(DataSetError) -> PropertyListValue.OrderedPairs {
        guard case .dictionary(let pairs) = value else { throw wrongType(value, expected: "a dictionary", at: path) }
        return pairs
    }

    func array(_ value: PropertyListValue, at path: [String] = []) throws(DataSetError) -> [PropertyListValue] {
        guard case .array(let items) = value else { throw wrongType(value, expected: "an array", at: path) }
        return items
    }

    func string(_ value: PropertyListValue, at path: [String]) throws(DataSetError) -> String {
        guard case .string(let text) = value else { throw wrongType(value, expected: "a string", at: path) }
        return text
    }

    /// A version such as `"17.2"`; numbers are accepted too (never seen in Apple's files).
    func versionString(_ value: PropertyListValue, at path: [String]) throws(DataSetError) -> String {
        switch value {
        case .string(let text): return text
        case .integer(let number): return String(number)
        case .real(let number): return String(number)
        default: throw wrongType(value, expected: "a string", at: path)
        }
    }

    /// A dictionary of strings, in file order.
    func stringPairs(_ value: PropertyListValue, at path: [String] = []) throws(DataSetError) -> [(key: String, value: String)] {
        let pairs = try dictionary(value, at: path)
        var result = [(key: String, value: String)]()
        result.reserveCapacity(pairs.count)
        for (key, item) in zip(pairs.keys, pairs.values) {
            // The key path is made only for an error: a load reads tens of thousands of entries.
            guard case .string(let text) = item else { throw wrongType(item, expected: "a string", at: path + [key]) }
            result.append((key, text))
        }
        return result
    }

    /// A dictionary of strings; `path` is made only for an error (layersets read one per symbol).
    func stringMap(_ value: PropertyListValue, at path: @autoclosure () -> [String] = []) throws(DataSetError) -> [String: String] {
        guard case .dictionary(let pairs) = value else { throw wrongType(value, expected: "a dictionary", at: path()) }
        var map = [String: String](minimumCapacity: pairs.count)
        for (key, item) in zip(pairs.keys, pairs.values) {
            guard case .string(let text) = item else { throw wrongType(item, expected: "a string", at: path() + [key]) }
            map[key] = text
        }
        return map
    }

    func stringArray(_ value: PropertyListValue, at path: [String]) throws(DataSetError) -> [String] {
        let items = try array(value, at: path)
        var result = [String]()
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard case .string(let text) = item else { throw wrongType(item, expected: "a string", at: path + [String(index)]) }
            result.append(text)
        }
        return result
    }

    /// A dictionary of string arrays (symbol → keywords, symbol → category keys).
    func stringArrayMap(_ value: PropertyListValue, at path: [String] = []) throws(DataSetError) -> [String: [String]] {
        let pairs = try dictionary(value, at: path)
        var map = [String: [String]](minimumCapacity: pairs.count)
        for (key, item) in zip(pairs.keys, pairs.values) {
            guard case .array(let items) = item else { throw wrongType(item, expected: "an array", at: path + [key]) }
            var strings = [String]()
            strings.reserveCapacity(items.count)
            for (index, element) in items.enumerated() {
                guard case .string(let text) = element else {
                    throw wrongType(element, expected: "a string", at: path + [key, String(index)])
                }
                strings.append(text)
            }
            map[key] = strings
        }
        return map
    }

    func required(_ pairs: PropertyListValue.OrderedPairs, _ key: String, at path: [String] = []) throws(DataSetError) -> PropertyListValue {
        guard let value = pairs[key] else {
            throw .invalidValue(file: file, keyPath: Self.keyPath(path + [key]), reason: "missing")
        }
        return value
    }
}
