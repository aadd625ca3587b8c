/// One release of a data set and the OS version it shipped in on each platform.
public struct Release: Hashable, Sendable {
    /// The release's id, e.g. `2023.1`.
    public let id: ReleaseID
    /// OS version per platform, e.g. `iOS` → `"17.2"`. Empty when ``isKnown`` is false.
    public let platforms: [Platform: String]
    /// False when a file references this release but no `year_to_release` table lists it
    /// (the SF 7 layerset file references `2025` beyond its own table): its OS versions
    /// are unknown.
    public let isKnown: Bool

    /// The release `id`, shipped in the OS versions `platforms`.
    public init(id: ReleaseID, platforms: [Platform: String], isKnown: Bool = true) {
        self.id = id
        self.platforms = platforms
        self.isKnown = isKnown
    }

    /// The platforms in print order with their versions.
    public var sortedPlatforms: [(platform: Platform, version: String)] {
        platforms.keys.sorted().map { ($0, platforms[$0] ?? "") }
    }
}
