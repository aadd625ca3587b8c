import CatalogFormats

/// `collection doctor --json`: the store's files and what can be done.
extension StoreDiagnosis {
    /// `{schemaVersion, healthy, canRestore, store, lastGood, leftovers, locked}`.
    package var json: JSONOutput {
        let diagnosis = self
        return .object([
            ("schemaVersion", .int(1)),
            ("healthy", .bool(diagnosis.isHealthy)),
            ("canRestore", .bool(diagnosis.canRestore)),
            ("store", Self.file(diagnosis.path, diagnosis.store)),
            ("lastGood", Self.file(diagnosis.lastGoodPath, diagnosis.lastGood)),
            ("leftovers", .array(diagnosis.leftovers.map(JSONOutput.string))),
            ("locked", .bool(diagnosis.isLocked)),
        ])
    }

    private static func file(_ path: String, _ state: StoreDiagnosis.FileState) -> JSONOutput {
        let (name, problem): (String, String?) = switch state {
        case .missing: ("missing", nil)
        case .healthy: ("healthy", nil)
        case .damaged(let reason): ("damaged", reason)
        case .newerSchema(let version): ("newerSchema", "schema \(version)")
        case .unreadable(let reason): ("unreadable", reason)
        case .tooLarge(let size, let limit): ("tooLarge", limit.tooLargeReason(size: size))
        }
        let contents = state.contents
        return .object([
            ("path", .string(path)),
            ("state", .string(name)),
            ("problem", .optional(problem)),
            ("favorites", contents.map { .int($0.favorites.count) } ?? .null),
            ("collections", contents.map { .int($0.collections.count) } ?? .null),
        ])
    }
}
