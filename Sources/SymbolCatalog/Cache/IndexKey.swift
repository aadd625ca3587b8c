/// What an index was built from: the canonical metadata folder and the fingerprints of its
/// source files in ``MetadataFile`` order. An index is used only when its key equals the key
/// of the folder as it is now.
struct IndexKey: Hashable, Sendable {
    let folder: String
    let sources: [SourceFingerprint]
}
