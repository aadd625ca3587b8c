/// An iOS and iPadOS version the table answers for (`Data/layout/os-versions.tsv`), with what
/// a source reports changed in it.
public struct OSRelease: Sendable, Hashable {
    /// The major version: 11 … 18, 26, 27.
    public let version: Int
    /// The year it was released.
    public let year: Int
    /// What a source reports changed in it that the table's figures depend on, or nil.
    public let changes: String?
    /// The ids of those sources.
    public let sources: [String]
}
