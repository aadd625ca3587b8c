extension Release {
    /// The first year of Apple's naming by year: from 2025 on, every OS version is the year
    /// after the release year minus 2000 (iOS 26, macOS 26, …, visionOS 26 in 2025).
    public static let firstYearNamedRelease = 2025

    /// The OS versions of release `id` on `platforms` when no `year_to_release` table lists
    /// it, from Apple's release naming: a whole year `Y` of 2025 or later shipped in
    /// `Y − 1999`.0 everywhere (`2025` → 26.0). Nil for anything else: an earlier year (its
    /// versions differ per platform), a point release such as `2025.1` (point releases do not
    /// follow their number: `2024.3` shipped in iOS 18.4), or a release that is not a year.
    public static func inferredPlatforms(of id: ReleaseID, on platforms: [Platform]) -> [Platform: String]? {
        let digits = id.rawValue.utf8
        guard !platforms.isEmpty, digits.count == 4, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let year = Int(id.rawValue), year >= firstYearNamedRelease else { return nil }
        let version = "\(year - 1999).0"
        return Dictionary(uniqueKeysWithValues: platforms.map { ($0, version) })
    }

    /// The release a file references beyond every `year_to_release` table: inferred when
    /// ``inferredPlatforms(of:on:)`` can, else unknown. `platforms` are those the tables
    /// name (Apple's five when there is no table at all).
    static func unlisted(_ id: ReleaseID, platforms: [Platform]) -> Release {
        if let inferred = inferredPlatforms(of: id, on: platforms.isEmpty ? Platform.apple : platforms) {
            return Release(id: id, platforms: inferred, isKnown: true, isInferred: true)
        }
        return Release(id: id, platforms: [:], isKnown: false)
    }
}
