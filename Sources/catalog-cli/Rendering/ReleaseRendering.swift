import CatalogSystem
import SymbolCatalog

/// Releases and their OS versions as text, shared by every command that prints them (JSON:
/// ``ReleaseReport``).
enum ReleaseRendering {
    /// `iOS 13.0, macOS 10.15, …`, `iOS 26.0, …, inferred` or `OS versions unknown`.
    static func summary(_ release: Release) -> String {
        guard release.isKnown else { return "OS versions unknown" }
        return release.sortedPlatforms.map { "\($0.platform) \($0.version)" }.joined(separator: ", ")
            + (release.isInferred ? ", inferred" : "")
    }

    /// `2025 → 26.0 on every platform: not in year_to_release, inferred from Apple's naming
    /// by year`, one per inferred release.
    static func inferenceLines(_ releases: [Release]) -> [String] {
        releases.filter(\.isInferred).map { release in
            let versions = Set(release.platforms.values)
            let target = versions.count == 1 ? "\(versions.first ?? "") on every platform" : summary(release)
            return "\(release.id) → \(target): not in year_to_release, inferred from Apple's naming by year "
                + "(from \(Release.firstYearNamedRelease), release Y ships in OS Y−1999)"
        }
    }

    /// One aligned line per release, a column per platform.
    static func table(_ releases: [Release]) -> [String] {
        let platforms = Set(releases.flatMap(\.platforms.keys)).sorted()
        var rows = [["release"] + platforms.map(\.rawValue)]
        for release in releases {
            if release.isKnown {
                rows.append([release.id.rawValue] + platforms.map { release.platforms[$0] ?? "–" }
                    + (release.isInferred ? ["(inferred)"] : []))
            } else {
                rows.append([release.id.rawValue, "(not in the release table: OS versions unknown)"])
            }
        }
        return TextTable.align(rows)
    }
}
