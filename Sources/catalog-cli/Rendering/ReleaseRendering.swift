import SymbolCatalog

/// Releases and their OS versions, shared by every command that prints them.
enum ReleaseRendering {
    /// `{id, platforms: {iOS: "13.0", …}}`; platforms are empty for an unknown release.
    static func json(_ release: Release) -> JSONOutput {
        .object([
            ("id", .string(release.id.rawValue)),
            ("platforms", platforms(release)),
        ])
    }

    static func platforms(_ release: Release) -> JSONOutput {
        .object(release.sortedPlatforms.map { ($0.platform.rawValue, .string($0.version)) })
    }

    /// `iOS 13.0, macOS 10.15, …` or `OS versions unknown`.
    static func summary(_ release: Release) -> String {
        guard release.isKnown else { return "OS versions unknown" }
        return release.sortedPlatforms.map { "\($0.platform) \($0.version)" }.joined(separator: ", ")
    }

    /// One aligned line per release, a column per platform.
    static func table(_ releases: [Release]) -> [String] {
        let platforms = Set(releases.flatMap(\.platforms.keys)).sorted()
        var rows = [["release"] + platforms.map(\.rawValue)]
        for release in releases {
            if release.isKnown {
                rows.append([release.id.rawValue] + platforms.map { release.platforms[$0] ?? "–" })
            } else {
                rows.append([release.id.rawValue, "(not in the release table: OS versions unknown)"])
            }
        }
        return TextTable.align(rows)
    }
}
