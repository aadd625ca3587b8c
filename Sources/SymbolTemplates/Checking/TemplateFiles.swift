import CatalogFormats
import CatalogSystem

/// The templates a path names for `template check`: an SVG file, a `.symbolset` folder (the
/// SVG its `Contents.json` names), or any other folder (an asset catalog, an app): every
/// symbol set beneath it, in path order.
public enum TemplateFiles {
    /// The SVG files to check at `path`.
    /// - Throws: ``TemplateError`` for a path that is neither, or a symbol set without its SVG.
    public static func templates(at path: String, limit: FileSizeLimit = .standard) throws(TemplateError) -> [String] {
        guard let status = FileStatus.of(path) else { throw .file(path: path, reason: "no such file or folder") }
        guard status.kind == .directory else { return [path] }
        if path.hasSuffix(".symbolset") || path.hasSuffix(".symbolset/") { return [try svg(inSymbolSet: path, limit: limit)] }
        var found = [String]()
        try collect(path, depth: 0, limit: limit, into: &found)
        return found
    }

    /// The SVG a symbol set's `Contents.json` names.
    public static func svg(inSymbolSet folder: String, limit: FileSizeLimit = .standard) throws(TemplateError) -> String {
        let folder = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let contents = folder + "/Contents.json"
        let bytes: [UInt8]
        do { bytes = try FileReader(limit: limit).read(contents).bytes } catch { throw .badSymbolSet(path: error.path, reason: error.reason) }
        let json: JSONValue
        do { json = try JSONReader.parse(bytes) } catch { throw .badSymbolSet(path: contents, reason: error.description) }
        guard case .array(let symbols)? = json["symbols"],
              let file = symbols.lazy.compactMap({ symbol -> String? in
                  if case .string(let name)? = symbol["filename"] { return name }
                  return nil
              }).first else {
            throw .badSymbolSet(path: contents, reason: "names no SVG (symbols[].filename)")
        }
        guard !file.contains("/") else { throw .badSymbolSet(path: contents, reason: "filename '\(file)' is not a file in the folder") }
        return folder + "/" + file
    }

    private static func collect(_ folder: String, depth: Int, limit: FileSizeLimit, into found: inout [String]) throws(TemplateError) {
        guard depth < 32 else { return }
        let entries: [FolderEntry]
        do { entries = try Folders.entries(folder) } catch { throw .file(path: error.path, reason: error.reason) }
        let skipped: Set<String> = [".git", ".build", "DerivedData", "Pods", "Carthage", "node_modules"]
        for entry in entries.sorted(by: { $0.bytes.lexicographicallyPrecedes($1.bytes) }) {
            guard entry.kind == .directory, let name = entry.name, !skipped.contains(name) else { continue }
            let path = folder + "/" + name
            if name.hasSuffix(".symbolset") {
                found.append(try svg(inSymbolSet: path, limit: limit))
            } else {
                try collect(path, depth: depth + 1, limit: limit, into: &found)
            }
        }
    }
}
