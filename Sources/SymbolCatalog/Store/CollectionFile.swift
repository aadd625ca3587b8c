import CatalogSystem
import CatalogFormats

/// A user collection written to a file of its own (`catalog collection export`) and read
/// back (`import`): JSON keeps every stored name of every entry; text is one name per line.
public enum CollectionFile {
    /// The export document: `schemaVersion`, `name`, `shownIn` (the data set `shownAs`
    /// refers to) and `symbols`, each entry with `shownAs` (nil when not in that data set),
    /// `names`, `dataSet` and, when known, `family`.
    public static func json(_ collection: UserCollection, in dataSet: DataSet) -> String {
        JSONValue.object([
            ("schemaVersion", .number(String(StoreContents.schemaVersion))),
            ("name", .string(collection.name)),
            ("shownIn", .string(dataSet.name)),
            ("symbols", .array(collection.entries.map { entry in
                .object([
                    ("shownAs", dataSet.lookUp(entry).map { .string($0.symbol.name) } ?? .null),
                    ("names", .array(entry.names.map(JSONValue.string))),
                    ("dataSet", .string(entry.dataSet)),
                ] + (entry.family.map { [("family", JSONValue.string($0))] } ?? []))
            })),
        ]).rendered(inline: StoreContents.isInline)
    }

    /// The current names of the entries that `dataSet` has, one per line, after a `#`
    /// comment naming the collection and the data set (and the entries left out, which are
    /// also returned): never an empty file, and `read` skips the comments.
    public static func text(_ collection: UserCollection, in dataSet: DataSet) -> (text: String, missing: [StoredEntry]) {
        var lines = [String](), missing = [StoredEntry]()
        for entry in collection.entries {
            if let (symbol, _) = dataSet.lookUp(entry) { lines.append(symbol.name) } else { missing.append(entry) }
        }
        var header = ["# \(collection.name): \(lines.count) of \(collection.entries.count) symbols, as \(dataSet.name) names them"]
        if !missing.isEmpty {
            header.append("# left out, not in \(dataSet.name): " + missing.map(\.primaryName).joined(separator: ", "))
        }
        return ((header + lines).map { $0 + "\n" }.joined(), missing)
    }

    /// Reads an export: JSON when the first non-blank character is `{`, else text (one name
    /// per line, resolved in `dataSet`; blank lines and `#` comments skipped). The collection
    /// is called `name`, else the document's name, else the file's name without extension.
    public static func read(
        path: String, in dataSet: DataSet, name: String?, limit: FileSizeLimit = .standard
    ) throws(StoreError) -> UserCollection {
        let read: [UInt8]?
        do {
            read = try FileReader(limit: limit).readIfPresent(path)?.bytes
        } catch {
            throw .invalidImport(path: path, reason: error.reason)
        }
        guard let bytes = read else { throw .invalidImport(path: path, reason: "no such file") }
        let isJSON = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "{")
        let collection = isJSON ? try readJSON(bytes, path: path) : try readText(bytes, path: path, in: dataSet)
        let fallback = Paths.withoutExtension(Paths.lastComponent(of: path))
        return UserCollection(name: name ?? (collection.name.isEmpty ? fallback : collection.name), entries: collection.entries)
    }

    static func readJSON(_ bytes: [UInt8], path: String) throws(StoreError) -> UserCollection {
        let document: JSONValue
        do {
            document = try JSONReader.parse(bytes)
        } catch {
            throw .invalidImport(path: path, reason: "not valid JSON: \(error)")
        }
        do throws(StoreContents.SchemaProblem) {
            let version = try StoreContents.schemaVersion(of: document)
            guard version <= StoreContents.schemaVersion else {
                throw StoreContents.SchemaProblem("schema \(version) is newer than this catalog reads (\(StoreContents.schemaVersion))")
            }
            try StoreContents.checkKeys(document, "", allowed: ["schemaVersion", "name", "shownIn", "symbols"])
            let name = try document["name"].map { value throws(StoreContents.SchemaProblem) in try StoreContents.string(value, "name") }
            guard case .array(let items)? = document["symbols"] else {
                throw StoreContents.SchemaProblem("symbols: expected an array, found \(document["symbols"]?.kind ?? "nothing")")
            }
            var entries = [StoredEntry]()
            for (index, item) in items.enumerated() {
                entries.append(try StoreContents.entry(item, "symbols[\(index)]", allowing: ["shownAs"]))
            }
            return UserCollection(name: name ?? "", entries: entries)
        } catch {
            throw .invalidImport(path: path, reason: error.description)
        }
    }

    static func readText(_ bytes: [UInt8], path: String, in dataSet: DataSet) throws(StoreError) -> UserCollection {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .invalidImport(path: path, reason: "not UTF-8 text (nor a JSON export)")
        }
        var collection = UserCollection(name: "")
        var seen = Set<String>()
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine).trimmingWhitespace
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            do {
                let (entry, symbol, _) = try dataSet.storedEntry(for: line)
                if seen.insert(symbol.name).inserted { collection.entries.append(entry) }
            } catch {
                throw .invalidImport(path: path, reason: "line \(index + 1): \(error)")
            }
        }
        return collection
    }
}
