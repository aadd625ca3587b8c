import CatalogFormats

/// Releases and their OS versions as JSON, shared by every document that prints them.
package enum ReleaseReport {
    /// `{id, platforms: {iOS: "13.0", …}, inferred}`; platforms are empty for an unknown
    /// release; `inferred` is true when no table lists it and the versions come from Apple's naming.
    package static func json(_ release: Release) -> JSONOutput {
        .object([
            ("id", .string(release.id.rawValue)),
            ("platforms", platforms(release)),
            ("inferred", .bool(release.isInferred)),
        ])
    }

    package static func platforms(_ release: Release) -> JSONOutput {
        .object(release.sortedPlatforms.map { ($0.platform.rawValue, .string($0.version)) })
    }
}
