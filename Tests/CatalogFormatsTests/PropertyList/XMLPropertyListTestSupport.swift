import Foundation
@testable import CatalogFormats

/// Helpers shared by the XML property list reader suites (a namespace, so that other
/// test files can define similar helpers without clashes).
enum XMLPlistSupport {
    /// Parses UTF-8 text with ``XMLPropertyListReader``.
    static func read(_ text: String) throws(PropertyListError) -> PropertyListValue {
        try XMLPropertyListReader.read(Array(text.utf8))
    }

    /// The three header lines `plutil` writes.
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    /// A complete document: the header, `body` (starting on line 4), `</plist>` and a
    /// final newline.
    static func document(_ body: String) -> String {
        header + body + "\n</plist>\n"
    }

    /// A dictionary value with keys in the given order.
    static func dictionary(_ pairs: KeyValuePairs<String, PropertyListValue>) -> PropertyListValue {
        .dictionary(.init(keys: pairs.map(\.key), values: pairs.map(\.value)))
    }

    /// `value` as Foundation property list objects, for `PropertyListSerialization`.
    static func foundationObject(_ value: PropertyListValue) -> Any {
        switch value {
        case .string(let string): string
        case .integer(let integer): integer
        case .real(let real): real
        case .boolean(let boolean): boolean
        case .date(let date): date
        case .data(let bytes): Data(bytes)
        case .array(let elements): elements.map(foundationObject)
        case .dictionary(let pairs):
            Dictionary(zip(pairs.keys, pairs.values.map(foundationObject))) { _, last in last }
        }
    }

    /// Converts what `PropertyListSerialization` returns; nil for a type plists lack.
    static func value(fromFoundation object: Any) -> PropertyListValue? {
        if type(of: object) == Bool.self, let boolean = object as? Bool {
            return .boolean(boolean)
        } else if let string = object as? String {
            return .string(string)
        } else if let number = object as? NSNumber {
            let type = String(cString: number.objCType)
            return type == "d" || type == "f" ? .real(number.doubleValue) : .integer(number.intValue)
        } else if let date = object as? Date {
            return .date(date)
        } else if let data = object as? Data {
            return .data([UInt8](data))
        } else if let array = object as? [Any] {
            var elements: [PropertyListValue] = []
            for element in array {
                guard let value = value(fromFoundation: element) else { return nil }
                elements.append(value)
            }
            return .array(elements)
        } else if let dictionary = object as? [AnyHashable: Any] {
            var pairs = PropertyListValue.OrderedPairs()
            for (key, element) in dictionary {
                guard let key = key.base as? String,
                      let value = value(fromFoundation: element) else { return nil }
                pairs.append(key, value)
            }
            return .dictionary(pairs)
        }
        return nil
    }

    /// `value` with every dictionary's keys sorted (a duplicated key keeps its last
    /// value), so that dictionaries compare regardless of key order.
    static func normalized(_ value: PropertyListValue) -> PropertyListValue {
        switch value {
        case .array(let elements):
            return .array(elements.map(normalized))
        case .dictionary(let pairs):
            let index = pairs.makeIndex()
            let keys = index.keys.sorted()
            return .dictionary(.init(keys: keys, values: keys.compactMap { index[$0].map(normalized) }))
        default:
            return value
        }
    }
}
