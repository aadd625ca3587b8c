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
        guard case .number(let schema)? = root["schemaVersion"], schema == "1" || schema == "2" else {
            throw fail("schemaVersion", "expected 1 or 2 (an export of Scripts/export-icon-sets.py)")
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
        var strokes = [String: [SVGElement]]()
        for (index, item) in try array(root["icons"], "icons").enumerated() {
            let icon = try icon(item, "icons[\(index)]")
            icons.append(icon)
            if item["strokes"] != nil { strokes[icon.name] = try elements(item["strokes"], "icons[\(index)].strokes") }
        }
        icons.sort { $0.name < $1.name }
        for (earlier, later) in zip(icons, icons.dropFirst()) where earlier.name == later.name {
            throw fail("icons", "'\(later.name)' is listed twice")
        }
        return IconSetExport(
            set: set, packageName: try string(root["package"]?["name"], "package.name"),
            packageVersion: try string(root["package"]?["version"], "package.version"), release: release,
            license: (try string(license?["spdx"], "license.spdx"), try string(license?["text"], "license.text")),
            categories: categories, glyphSource: glyphSource, svgGrid: try svgGrid(root["svg"], strokes: strokes), icons: icons, path: file)
    }

    func number(_ value: JSONValue?, _ keyPath: String) throws(ImportError) -> Double {
        guard case .number(let text)? = value, let number = Double(text) else { throw fail(keyPath, "expected a number") }
        return number
    }

    /// `[[attribute, value]…]`.
    func attributes(_ value: JSONValue?, _ keyPath: String) throws(ImportError) -> [SVGAttribute] {
        var result = [SVGAttribute]()
        for (index, pair) in try array(value, keyPath).enumerated() {
            let items = try array(pair, "\(keyPath)[\(index)]")
            guard items.count == 2 else { throw fail("\(keyPath)[\(index)]", "expected [attribute, value]") }
            result.append(SVGAttribute(name: try string(items[0], "\(keyPath)[\(index)][0]"), value: try string(items[1], "\(keyPath)[\(index)][1]")))
        }
        return result
    }

    /// An icon's `strokes`: `[[element, [[attribute, value]…]]…]`.
    func elements(_ value: JSONValue?, _ keyPath: String) throws(ImportError) -> [SVGElement] {
        var result = [SVGElement]()
        for (index, item) in try array(value, keyPath).enumerated() {
            let path = "\(keyPath)[\(index)]"
            let parts = try array(item, path)
            guard parts.count == 2 else { throw fail(path, "expected [element, attributes]") }
            let name = try string(parts[0], path + "[0]")
            let attributes = try attributes(parts[1], path + "[1]")
            do { result.append(try SVGElement(name: name, attributes: attributes)) } catch { throw fail(path, error.reason) }
        }
        return result
    }

    /// `svg`: `{viewBoxHeight, baseline, strokeAttributes?}`, with the icons' strokes.
    func svgGrid(_ value: JSONValue?, strokes: [String: [SVGElement]]) throws(ImportError) -> SVGGrid? {
        guard let value, value != .null else {
            if !strokes.isEmpty { throw fail("svg", "missing, but icons have strokes") }
            return nil
        }
        let height = try number(value["viewBoxHeight"], "svg.viewBoxHeight")
        let width = value["viewBoxWidth"] == nil ? nil : try number(value["viewBoxWidth"], "svg.viewBoxWidth")
        let baseline = try number(value["baseline"], "svg.baseline")
        let shared = try attributes(value["strokeAttributes"], "svg.strokeAttributes")
        guard shared.isEmpty == strokes.isEmpty else {
            throw fail("svg.strokeAttributes", shared.isEmpty ? "missing, but icons have strokes" : "given, but no icon has strokes")
        }
        do {
            return try SVGGrid(viewBoxHeight: height, viewBoxWidth: width, baseline: baseline, strokeAttributes: shared, strokes: strokes)
        } catch { throw fail("svg", error.reason) }
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
