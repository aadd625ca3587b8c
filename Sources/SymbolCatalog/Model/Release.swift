/// One release of a data set and the OS version it shipped in on each platform.
public struct Release: Hashable, Sendable {
    /// The release's id, e.g. `2023.1`.
    public let id: ReleaseID
    /// OS version per platform, e.g. `iOS` → `"17.2"`. Empty when ``isKnown`` is false.
    public let platforms: [Platform: String]
    /// False when a file references this release but no `year_to_release` table lists it
    /// and its OS versions cannot be inferred (``inferredPlatforms(of:on:)``): they are
    /// unknown.
    public let isKnown: Bool
    /// True when no `year_to_release` table lists the release and ``platforms`` come from
    /// Apple's release naming instead (SF Symbols 7's files stopped listing `2025`: iOS 26.0
    /// and the same on every platform).
    public let isInferred: Bool

    /// The release `id`, shipped in the OS versions `platforms` (inferred, not listed, when
    /// `isInferred`).
    public init(id: ReleaseID, platforms: [Platform: String], isKnown: Bool = true, isInferred: Bool = false) {
        self.id = id
        self.platforms = platforms
        self.isKnown = isKnown
        self.isInferred = isInferred
    }

    /// The platforms in print order with their versions.
    public var sortedPlatforms: [(platform: Platform, version: String)] {
        platforms.keys.sorted().map { ($0, platforms[$0] ?? "") }
    }
}
