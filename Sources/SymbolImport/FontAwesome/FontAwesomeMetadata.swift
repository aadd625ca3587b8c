import CatalogSystem
import CatalogFormats
import SymbolCatalog

/// Parses the metadata files of a snapshot, with errors that name the file and key.
enum FontAwesomeMetadata {
    static let knownStyles: Set<String> = ["solid", "regular", "brands"]

    static func json(_ file: String, limit: FileSizeLimit) throws(ImportError) -> Any {
        let bytes = try readBytes(file, limit: limit)
        do {
            return try JSONReader.parse(bytes).anyValue
        } catch {
            throw .unreadable(file: file, reason: "not valid JSON (\(error.description))")
        }
    }

    static func readBytes(_ file: String, limit: FileSizeLimit) throws(ImportError) -> [UInt8] {
        do {
            return try FileReader(limit: limit).read(file).bytes
        } catch {
            throw .unreadable(file: file, reason: error.reason)
        }
    }

    static func icons(from file: String, limit: FileSizeLimit) throws(ImportError) -> [String: FontAwesomeIcon] {
        guard let root = try json(file, limit: limit) as? [String: Any] else {
            throw .invalidValue(file: file, keyPath: "root", reason: "expected an object of icons")
        }
        var icons = [String: FontAwesomeIcon](minimumCapacity: root.count)
        for (name, value) in root {
            guard let entry = value as? [String: Any] else {
                throw .invalidValue(file: file, keyPath: name, reason: "expected an object")
            }
            func strings(_ key: String, in object: [String: Any]? = nil, path: String? = nil) throws(ImportError) -> [String] {
                guard let raw = (object ?? entry)[key] else { return [] }
                guard let list = raw as? [String] else {
                    throw .invalidValue(file: file, keyPath: "\(name).\(path ?? key)", reason: "expected an array of strings")
                }
                return list
            }
            let changes = try strings("changes")
            guard !changes.isEmpty else {
                throw .invalidValue(file: file, keyPath: "\(name).changes", reason: "missing or empty")
            }
            let search = entry["search"] as? [String: Any]
            let aliases = entry["aliases"] as? [String: Any]
            let styles = entry["free"] != nil ? try strings("free") : try strings("styles")
            for style in styles where !knownStyles.contains(style) {
                throw .unknownStyle(file: file, icon: name, style: style)
            }
            var heights = [Double]()
            for style in styles {
                guard let svg = (entry["svg"] as? [String: Any])?[style] as? [String: Any] else { continue }
                guard let number = svg["height"] as? JSONValue.Number, let height = Double(number.text) else {
                    throw .invalidValue(file: file, keyPath: "\(name).svg.\(style).height", reason: "expected a number")
                }
                heights.append(height)
            }
            let label = entry["label"] as? String ?? name
            let unicode = entry["unicode"] as? String
            icons[name] = FontAwesomeIcon(
                name: name, label: label, changes: changes,
                searchTerms: try strings("terms", in: search ?? [:], path: "search.terms"),
                styles: ["solid", "regular", "brands"].filter(styles.contains),
                unicode: unicode,
                aliases: try strings("names", in: aliases ?? [:], path: "aliases.names"),
                viewBoxHeights: heights)
        }
        return icons
    }

    static func categories(from file: String, limit: FileSizeLimit) throws(ImportError) -> [(key: String, label: String, icons: [String])] {
        let text = String(decoding: try readBytes(file, limit: limit), as: UTF8.self)
        let value: PropertyListValue
        do {
            value = try YAMLSubsetReader.read(text)
        } catch {
            throw .unreadable(file: file, reason: "not readable YAML: \(error)")
        }
        guard case .dictionary(let root) = value else {
            throw .invalidValue(file: file, keyPath: "root", reason: "expected a mapping of categories")
        }
        var result = [(key: String, label: String, icons: [String])]()
        for (key, entry) in zip(root.keys, root.values) {
            guard case .dictionary(let fields) = entry else {
                throw .invalidValue(file: file, keyPath: key, reason: "expected a mapping with label and icons")
            }
            var label = key
            if let labelValue = fields["label"] {
                guard case .string(let text) = labelValue else {
                    throw .invalidValue(file: file, keyPath: "\(key).label", reason: "expected a string")
                }
                label = text
            }
            var members = [String]()
            if let iconsValue = fields["icons"] {
                guard case .array(let items) = iconsValue else {
                    throw .invalidValue(file: file, keyPath: "\(key).icons", reason: "expected a list")
                }
                for item in items {
                    guard case .string(let icon) = item else {
                        throw .invalidValue(file: file, keyPath: "\(key).icons", reason: "expected icon names")
                    }
                    members.append(icon)
                }
            }
            result.append((key, label, members))
        }
        return result
    }

    /// `shims.json`: `[[old, prefix|null, new|null], …]`.
    static func shims(from file: String, limit: FileSizeLimit) throws(ImportError) -> [(old: String, new: String?)] {
        guard let rows = try json(file, limit: limit) as? [Any] else {
            throw .invalidValue(file: file, keyPath: "root", reason: "expected an array of shims")
        }
        var result = [(old: String, new: String?)]()
        for (index, row) in rows.enumerated() {
            guard let fields = row as? [Any], fields.count >= 3 else {
                throw .invalidValue(file: file, keyPath: "[\(index)]", reason: "expected [old, prefix, new]")
            }
            // 6.1.0–6.1.1 also shim code points (`[61440, "fas", "martini-glass-empty"]`):
            // they are not names, so they have no place in a names data set.
            if fields[0] is JSONValue.Number { continue }
            guard let old = fields[0] as? String else {
                throw .invalidValue(file: file, keyPath: "[\(index)][0]", reason: "expected a name")
            }
            result.append((old, fields[2] as? String))
        }
        return result
    }
}
