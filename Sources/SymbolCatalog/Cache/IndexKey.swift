/// What an index was built from: the canonical metadata folder, the fingerprints of its
/// source files in ``MetadataFile`` order, and when they were read. An index is used only
/// when its folder and fingerprints equal those of the folder as it is now
/// (``sameSources(as:)``).
struct IndexKey: Hashable, Sendable {
    let folder: String
    let sources: [SourceFingerprint]
    /// When the sources were read to build the index (wall clock, whole seconds since 1970,
    /// taken before the first read); 0 when not known. See ``SourceFingerprint/isSettled(readAt:)``.
    var readSeconds: Int64 = 0

    /// The same folder and the same fingerprints (whenever they were read).
    func sameSources(as other: IndexKey) -> Bool {
        folder == other.folder && sources == other.sources
    }
}
