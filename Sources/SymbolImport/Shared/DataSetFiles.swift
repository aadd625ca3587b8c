import CatalogFormats
import SymbolCatalog

/// The property-list shapes every importer writes, deterministic (the writers sort keys).
enum DataSetFiles {
    /// `file` as an XML property list of `value`; text XML cannot hold (a name with NUL or ESC)
    /// is refused, naming the file, the text and the character.
    static func xml(_ file: String, _ value: PropertyListValue) throws(ImportError) -> (name: String, bytes: [UInt8]) {
        do {
            return (file, try XMLPropertyListWriter.data(value))
        } catch {
            throw .unwritableText(file: file, error)
        }
    }

    static func sortedPairs(_ map: [String: String]) -> [(key: String, value: String)] {
        map.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
    }

    static func strings(_ map: [String: String]) -> PropertyListValue {
        var pairs = PropertyListValue.OrderedPairs()
        for (key, value) in map.sorted(by: { $0.key < $1.key }) { pairs.append(key, .string(value)) }
        return .dictionary(pairs)
    }

    static func stringArrays(_ map: [String: [String]]) -> PropertyListValue {
        var pairs = PropertyListValue.OrderedPairs()
        for (key, values) in map.sorted(by: { $0.key < $1.key }) where !values.isEmpty {
            pairs.append(key, .array(values.map(PropertyListValue.string)))
        }
        return .dictionary(pairs)
    }

    /// `name_availability.plist`: `symbols` (name → release) and `year_to_release` (release →
    /// `{platform: release}`).
    static func nameAvailability(names: [String: ReleaseID], releases: [ReleaseID], platform: String) -> PropertyListValue {
        var symbols = PropertyListValue.OrderedPairs()
        for (name, release) in names.sorted(by: { $0.key < $1.key }) { symbols.append(name, .string(release.rawValue)) }
        var table = PropertyListValue.OrderedPairs()
        for release in releases {
            table.append(release.rawValue, .dictionary(.init(keys: [platform], values: [.string(release.rawValue)])))
        }
        return .dictionary(.init(keys: ["symbols", "year_to_release"], values: [.dictionary(symbols), .dictionary(table)]))
    }
}
