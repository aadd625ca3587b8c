import CatalogSystem

/// The part of a data set that stays in its cache index until used: the index file's bytes
/// with their layout, read in place by searches (``IndexView``) and decoded on first use
/// for everything else (``Deferred``).
///
/// The payload passed its checksum when the index was opened, so a part that does not
/// decode can only come from a file made to pass it; rather than trap or trust it, the data
/// set is then loaded from its files and the value taken from there (empty when even that
/// fails, as when the folder is gone).
struct IndexedData: Sendable {
    let file: FileBytes
    let layout: IndexView.Layout
    let releaseIDs: [ReleaseID]
    /// The metadata folder, for the fallback.
    let location: String
    /// Where a typo index built on first need is stored (nil: nowhere).
    var typoIndexStore: TypoIndexStore?

    var symbolCount: Int { layout.symbolCount }

    /// Runs `body` with the index in place; the view must not escape it.
    func withView<Result>(_ body: (IndexView) -> Result) -> Result {
        file.withUnsafeBytes { body(IndexView($0, layout: layout)) }
    }

    /// Symbol `index` in name order (of `view`, a view of this index).
    func symbol(at index: Int, in view: IndexView) -> Symbol? {
        var decoder = IndexDecoder(view, releaseIDs: releaseIDs, sharing: false)
        if let symbol = try? decoder.symbol(at: index) { return symbol }
        let all = symbols()
        return all.indices.contains(index) ? all[index] : nil
    }

    func symbols() -> [Symbol] {
        decode { decoder in try? decoder.symbols() } ?? (fromFiles()?.orderedSymbols ?? [])
    }

    func tables(_ eager: IndexDecoder.Eager) -> MetadataTables {
        decode { decoder in try? decoder.tables(eager) }
            ?? (fromFiles()?.tables ?? MetadataTables())
    }

    func nameReleases() -> [String: ReleaseID] {
        decode { decoder in try? decoder.nameReleases() } ?? (fromFiles()?.nameReleases ?? [:])
    }

    func releases() -> [Release] {
        decode { decoder in try? decoder.releases() } ?? (fromFiles()?.releases ?? [])
    }

    func aliases() -> (renames: [String: String], legacy: [String: String]) {
        decode { decoder in try? decoder.aliases() } ?? fromFiles().map { ($0.renames, $0.legacyAliases) } ?? ([:], [:])
    }

    func variants() -> [String: DataSet.Variant] {
        decode { decoder in try? decoder.variants() } ?? (fromFiles()?.variants ?? [:])
    }

    /// The names of the files the data set was read from (``MetadataTables/files``), without
    /// decoding the tables.
    func fileNames() -> [String] {
        decode(sharing: false) { decoder in try? decoder.fileNames() } ?? (fromFiles()?.tables.files.map(\.name) ?? [])
    }

    /// The typo index, or nil when it was not built yet or does not decode (the caller
    /// builds it instead, and stores it with ``typoIndexStore``).
    func fuzzyIndex() -> FuzzyIndex? {
        decode(sharing: false) { decoder in try? decoder.fuzzyIndex() }
    }

    /// `body` with a decoder of the index; `sharing` as ``IndexDecoder/init(_:releaseIDs:sharing:)``.
    private func decode<Value>(sharing: Bool = true, _ body: (inout IndexDecoder) -> Value?) -> Value? {
        withView { view in
            var decoder = IndexDecoder(view, releaseIDs: releaseIDs, sharing: sharing)
            return body(&decoder)
        }
    }

    private func fromFiles() -> DataSet? {
        try? DataSetLoader.load(path: location)
    }
}
