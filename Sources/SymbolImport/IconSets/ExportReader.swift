import CatalogFormats
import SymbolCatalog

/// Type-checks an export's JSON, with errors that name the file and key path.
struct ExportReader {
    let file: String

    func fail(_ keyPath: String, _ reason: String) -> ImportError {
        .invalidValue(file: file, keyPath: keyPath, reason: reason)
    }

    func string(_ value: JSONValue?, _ keyPath: String) throws(ImportError) -> String {
        guard case .string(let text)? = value else { throw fail(keyPath, "expected a string") }
        return text
    }

    func optionalString(_ value: JSONValue?, _ keyPath: String) throws(ImportError) -> String? {
        if value == nil || value == .null { return nil }
        return try string(value, keyPath)
    }

    func array(_ value: JSONValue?, _ keyPath: String) throws(ImportError) -> [JSONValue] {
        guard let value else { return [] }
        guard case .array(let items) = value else { throw fail(keyPath, "expected an array") }
        return items
    }

    func strings(_ value: JSONValue?, _ keyPath: String) throws(ImportError) -> [String] {
        var result = [String]()
        for (index, item) in try array(value, keyPath).enumerated() { result.append(try string(item, "\(keyPath)[\(index)]")) }
        return result
    }

    func release(_ value: JSONValue?, _ keyPath: String) throws(ImportError) -> ReleaseID? {
        guard let text = try optionalString(value, keyPath) else { return nil }
        guard let release = FontAwesomeVersion.normalize(text) else { throw fail(keyPath, "'\(text)' is not a version") }
        return release
    }

    func releases(_ value: JSONValue?, _ keyPath: String) throws(ImportError) -> [ReleaseID] {
        var result = [ReleaseID]()
        for (index, item) in try array(value, keyPath).enumerated() {
            if let release = try release(item, "\(keyPath)[\(index)]") { result.append(release) }
        }
        return result
    }

    mutating func export(_ root: JSONValue) throws(ImportError) -> IconSetExport {
        guard case .object = root else { throw fail("root", "expected an object") }
        guard case .number(let schema)? = root["schemaVersion"], schema == "1" else {
            throw fail("schemaVersion", "expected 1 (an export of Scripts/export-icon-sets.py)")
        }
        let set = try string(root["set"], "set")
        guard let release = try release(root["release"], "release") else { throw fail("release", "missing") }
        let license = root["license"]
        var categories = [(key: String, label: String)]()
        for (index, item) in try array(root["categories"], "categories").enumerated() {
            categories.append((try string(item["key"], "categories[\(index)].key"), try string(item["label"], "categories[\(index)].label")))
        }
        var glyphSource = [(key: String, value: String)]()
        if case .object(let members)? = root["glyphSource"] {
            for (key, value) in members { glyphSource.append((key, try string(value, "glyphSource.\(key)"))) }
        }
        var icons = [IconSetExport.Icon]()
        for (index, item) in try array(root["icons"], "icons").enumerated() {
            icons.append(try icon(item, "icons[\(index)]"))
        }
        icons.sort { $0.name < $1.name }
        for (earlier, later) in zip(icons, icons.dropFirst()) where earlier.name == later.name {
            throw fail("icons", "'\(later.name)' is listed twice")
        }
        return IconSetExport(
            set: set, packageName: try string(root["package"]?["name"], "package.name"),
            packageVersion: try string(root["package"]?["version"], "package.version"), release: release,
            license: (try string(license?["spdx"], "license.spdx"), try string(license?["text"], "license.text")),
            categories: categories, glyphSource: glyphSource, icons: icons, path: file)
    }

    func icon(_ value: JSONValue, _ path: String) throws(ImportError) -> IconSetExport.Icon {
        let name = try string(value["name"], "\(path).name")
        guard !name.isEmpty else { throw fail("\(path).name", "empty") }
        var aliases = [(name: String, deprecated: Bool)]()
        for (index, alias) in try array(value["aliases"], "\(path).aliases").enumerated() {
            var deprecated = false
            if case .bool(let flag)? = alias["deprecated"] { deprecated = flag }
            aliases.append((try string(alias["name"], "\(path).aliases[\(index)].name"), deprecated))
        }
        var deprecated = false
        if let flag = value["deprecated"] {
            guard case .bool(let set) = flag else { throw fail("\(path).deprecated", "expected true or false") }
            deprecated = set
        }
        var codepoint: UInt32?
        if let number = value["codepoint"], number != .null {
            guard case .number(let text) = number, let parsed = UInt32(text), Unicode.Scalar(parsed) != nil else {
                throw fail("\(path).codepoint", "expected a code point")
            }
            codepoint = parsed
        }
        return IconSetExport.Icon(
            name: name, label: try optionalString(value["label"], "\(path).label"),
            styles: try strings(value["styles"], "\(path).styles"), tags: try strings(value["tags"], "\(path).tags"),
            categories: try strings(value["categories"], "\(path).categories"), aliases: aliases,
            added: try release(value["added"], "\(path).added"), changes: try releases(value["changes"], "\(path).changes"),
            deprecated: deprecated,
            author: try optionalString(value["author"], "\(path).author"), codepoint: codepoint)
    }
}
