import CatalogFormats

extension StoreContents {
    /// A rule of the store's schema that a document breaks, with where (`favorites[2].names`).
    struct SchemaProblem: Error, Equatable, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The store file's text: `schemaVersion` first, one line per entry.
    public func encoded() -> String {
        JSONValue.object([
            ("schemaVersion", .number(String(Self.schemaVersion))),
            ("favorites", .array(favorites.map(Self.json))),
            ("collections", .array(collections.map { collection in
                .object([("name", .string(collection.name)), ("symbols", .array(collection.entries.map(Self.json)))])
            })),
        ]).rendered(inline: Self.isInline)
    }

    /// Entries and string lists go on one line each.
    static func isInline(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let members): members.first?.0 == "names" || members.first?.0 == "shownAs"
        case .array(let items): items.allSatisfy { if case .string = $0 { true } else { false } }
        default: false
        }
    }

    static func json(_ entry: StoredEntry) -> JSONValue {
        .object([("names", .array(entry.names.map(JSONValue.string))), ("dataSet", .string(entry.dataSet))]
            + (entry.family.map { [("family", JSONValue.string($0))] } ?? []))
    }

    /// The `schemaVersion` of a document, checked before anything else so that a newer
    /// store is reported as newer rather than as damaged.
    static func schemaVersion(of document: JSONValue) throws(SchemaProblem) -> Int {
        guard case .object = document else { throw SchemaProblem("expected an object at the top, found \(document.kind)") }
        guard let value = document["schemaVersion"] else { throw SchemaProblem("no schemaVersion") }
        guard case .number(let text) = value, let version = Int(text), version >= 1 else {
            throw SchemaProblem("schemaVersion: expected a whole number from 1, found \(value.kind)")
        }
        return version
    }

    /// Reads a store document of the current schema.
    static func decode(_ document: JSONValue) throws(SchemaProblem) -> StoreContents {
        try checkKeys(document, "", allowed: ["schemaVersion", "favorites", "collections"])
        var contents = StoreContents()
        contents.favorites = try entries(document["favorites"], "favorites", required: false)
        if let value = document["collections"] {
            guard case .array(let items) = value else { throw SchemaProblem("collections: expected an array, found \(value.kind)") }
            for (index, item) in items.enumerated() {
                let path = "collections[\(index)]"
                try checkKeys(item, path, allowed: ["name", "symbols"])
                let name = try string(item["name"], path + ".name")
                contents.collections.append(UserCollection(name: name, entries: try entries(item["symbols"], path + ".symbols", required: false)))
            }
        }
        if let problem = contents.problems.first { throw SchemaProblem(problem) }
        return contents
    }

    static func entries(_ value: JSONValue?, _ path: @autoclosure () -> String, required: Bool) throws(SchemaProblem) -> [StoredEntry] {
        guard let value else {
            if required { throw SchemaProblem("\(path()): missing") }
            return []
        }
        guard case .array(let items) = value else { throw SchemaProblem("\(path()): expected an array, found \(value.kind)") }
        var result = [StoredEntry]()
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            result.append(try entry(item, "\(path())[\(index)]", allowing: []))
        }
        return result
    }

    /// One entry object: `names` (non-empty strings, at least one), `dataSet` and optionally
    /// `family`, plus the
    /// `extra` keys a caller allows (an export's `shownAs`).
    static func entry(_ value: JSONValue, _ path: @autoclosure () -> String, allowing extra: Set<String>) throws(SchemaProblem) -> StoredEntry {
        try checkKeys(value, path(), allowed: extra.isEmpty ? entryKeys : entryKeys.union(extra))
        guard let namesValue = value["names"] else { throw SchemaProblem("\(path()).names: missing") }
        guard case .array(let items) = namesValue else {
            throw SchemaProblem("\(path()).names: expected an array of names, found \(namesValue.kind)")
        }
        guard !items.isEmpty else { throw SchemaProblem("\(path()).names: empty (an entry needs at least one name)") }
        var names = [String]()
        names.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let name = try string(item, "\(path()).names[\(index)]")
            guard !name.isEmpty else { throw SchemaProblem("\(path()).names[\(index)]: empty name") }
            names.append(name)
        }
        let family: String? = try value["family"].map { value throws(SchemaProblem) in try string(value, path() + ".family") }
        return StoredEntry(names: names, dataSet: try string(value["dataSet"], path() + ".dataSet"), family: family)
    }

    static let entryKeys: Set<String> = ["names", "dataSet", "family"]

    static func string(_ value: JSONValue?, _ path: @autoclosure () -> String) throws(SchemaProblem) -> String {
        guard let value else { throw SchemaProblem("\(path()): missing") }
        guard case .string(let text) = value else { throw SchemaProblem("\(path()): expected a string, found \(value.kind)") }
        return text
    }

    static func checkKeys(_ value: JSONValue, _ path: @autoclosure () -> String, allowed: Set<String>) throws(SchemaProblem) {
        guard case .object(let members) = value else {
            throw SchemaProblem("\(path().isEmpty ? "top" : path()): expected an object, found \(value.kind)")
        }
        if let unknown = members.first(where: { !allowed.contains($0.0) }) {
            throw SchemaProblem("\(path().isEmpty ? "" : path() + ": ")unknown key '\(unknown.0)'")
        }
    }

    /// Parses and checks a store file's bytes (see ``CollectionStore/read()``).
    static func parse(_ bytes: [UInt8], path: String) throws(StoreError) -> StoreContents {
        let document: JSONValue
        do {
            document = try JSONReader.parse(bytes)
        } catch {
            throw .damaged(path: path, reason: "not valid JSON: \(error)")
        }
        let version: Int
        do {
            version = try schemaVersion(of: document)
        } catch {
            throw .damaged(path: path, reason: error.description)
        }
        guard version <= schemaVersion else { throw .newerSchema(path: path, version: version, supported: schemaVersion) }
        do {
            return try decode(document)
        } catch {
            throw .damaged(path: path, reason: error.description)
        }
    }
}
