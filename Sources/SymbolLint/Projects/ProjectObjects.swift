import CatalogFormats

/// The `objects` of a `project.pbxproj`, looked up by id.
struct ProjectObjects {
    let objects: [String: PropertyListValue]

    init(_ objects: [String: PropertyListValue]) { self.objects = objects }

    /// The object with `id`, or nil.
    subscript(id: String) -> [String: PropertyListValue]? {
        guard case .dictionary(let pairs)? = objects[id] else { return nil }
        return pairs.makeIndex()
    }

    /// The object a reference value (an id string) names, or nil.
    func object(_ reference: PropertyListValue?) -> [String: PropertyListValue]? {
        ProjectObjects.string(reference).flatMap { self[$0] }
    }

    /// The objects an array of ids names, in order (unknown ids left out).
    func list(_ references: PropertyListValue?) -> [[String: PropertyListValue]] {
        guard case .array(let ids)? = references else { return [] }
        return ids.compactMap(object)
    }

    /// The ids of an array of ids.
    static func ids(_ references: PropertyListValue?) -> [String] {
        guard case .array(let ids)? = references else { return [] }
        return ids.compactMap(string)
    }

    /// The text of a string value, or nil.
    static func string(_ value: PropertyListValue?) -> String? {
        guard case .string(let text)? = value else { return nil }
        return text
    }
}
