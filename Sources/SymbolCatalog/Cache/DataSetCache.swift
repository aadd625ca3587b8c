import CatalogSystem
import CatalogFormats

/// Loaded data sets kept as compact binary indexes, in the manner of fontconfig's cache: one
/// file per data-set folder under `$XDG_CACHE_HOME/catalog/indexes` (default
/// `~/.cache/catalog/indexes`), keyed by each source file's identity, size, modification and
/// status-change times and content hash (``SourceFingerprint``).
///
/// On load every source file is `stat`ed, and read and hashed unless its `stat` is exactly
/// the one the index recorded and had settled before it was read (``SourceFingerprint``);
/// when the fingerprints, the folder and the format version all match the index's, the data
/// set is decoded from the index. Otherwise it is loaded from the files as usual and
/// the index replaced atomically (a temporary file, then `rename`), so concurrent processes
/// never see half an index. A stale, truncated, corrupt or other-version index is detected
/// (magic, version, length, checksum, bounds-checked decoding) and rebuilt, never trusted.
/// A cache folder that cannot be written is no error: the data set is loaded without saving.
public struct DataSetCache: Sendable {
    /// The folder of index files.
    public let folder: String

    /// How a load went.
    public enum Outcome: Equatable, Sendable {
        /// The index matched the folder's files and was read.
        case reused
        /// The data set was loaded from its files; `saved` tells whether a new index was
        /// written.
        case rebuilt(Reason, saved: Bool)
    }

    /// Why the index was not used.
    public enum Reason: Equatable, Sendable {
        /// There is no index for this folder (or it cannot be read).
        case absent
        /// A source file changed (size, time or content), appeared or disappeared, or the
        /// index belongs to another folder.
        case stale
        /// The index file is damaged or of another format version.
        case invalid(CacheIndexError)
        /// A source file could not be read to fingerprint it: loaded without the cache, so
        /// the loader reports the problem exactly as without a cache.
        case unreadableSources
    }

    /// A cache in `folder` (created on first write).
    public init(folder: String) {
        self.folder = folder
    }

    /// The cache in `$XDG_CACHE_HOME/catalog/indexes`, else `$HOME/.cache/catalog/indexes`
    /// (``XDGFolders``: a relative value is ignored); nil when the environment has neither,
    /// as in tests that pass an empty environment.
    public init?(environment: [String: String]) {
        guard let folder = XDGFolders(environment: environment).cache("indexes") else { return nil }
        self.init(folder: folder)
    }

    /// The index file for a metadata folder: named after the folder and the hash of its
    /// canonical path, so two folders of the same name do not share one.
    func indexPath(for metadataFolder: String) -> String {
        indexPath(forCanonical: Paths.canonical(metadataFolder))
    }

    /// Loads the data set at `path` (as ``DataSetLoader/load(path:name:limit:)`` finds it),
    /// from the index when it is current, and says how. `limit` applies to the data set's
    /// files and to the index.
    public func load(
        path: String, name: String? = nil, limit: FileSizeLimit = .standard
    ) throws(DataSetError) -> (dataSet: DataSet, outcome: Outcome) {
        let loaded = try loadDeferringSave(path: path, name: name, limit: limit)
        guard let pending = loaded.pendingIndex, case .rebuilt(let reason, _) = loaded.outcome else {
            return (loaded.dataSet, loaded.outcome)
        }
        return (loaded.dataSet, .rebuilt(reason, saved: pending.save()))
    }

    /// As ``load(path:name:limit:)``, but an index rebuilt from the files is not written
    /// yet: `pendingIndex` writes it (``PendingIndex/save()``) once the caller has used the
    /// data set, with the typo index if a search built it meanwhile. The outcome says
    /// `saved: false` until then.
    public func loadDeferringSave(
        path: String, name: String? = nil, limit: FileSizeLimit = .standard
    ) throws(DataSetError) -> (dataSet: DataSet, outcome: Outcome, pendingIndex: PendingIndex?) {
        let metadataFolder = try DataSetLoader.metadataFolder(in: path)
        let displayName = name ?? DataSetLoader.displayName(of: path)
        let canonical = Paths.canonical(metadataFolder)
        let indexFile = indexPath(forCanonical: canonical)
        // The index first: its key says which sources need not be read again to be trusted.
        let bytes = try? FileReader(limit: limit).readIntoMemory(indexFile)
        let opened = bytes.map(Self.open)
        let key: IndexKey
        do {
            key = IndexKey(folder: canonical, sources: try SourceFingerprint.fingerprints(
                of: metadataFolder, limit: limit, recorded: try? opened?.get().key))
        } catch {
            // A file that cannot be read: the loader reports it exactly as without a cache.
            return (try DataSetLoader.load(path: path, name: name, limit: limit), .rebuilt(.unreadableSources, saved: false), nil)
        }
        var reason = Reason.absent
        if let bytes, let opened {
            let store = bytes.withUnsafeBytes { TypoIndexStore(indexFile: indexFile, file: $0, limit: limit) }
            switch Self.decode(bytes, opened, key: key, name: displayName, location: metadataFolder, typoIndexStore: store) {
            case .decoded(let dataSet): return (dataSet, .reused, nil)
            case .rejected(let why): reason = why
            }
        }
        let readSeconds = WallClock.seconds()
        guard let (loaded, sources) = try Self.rebuild(metadataFolder, name: displayName, limit: limit) else {
            return (try DataSetLoader.load(path: path, name: name, limit: limit), .rebuilt(.unreadableSources, saved: false), nil)
        }
        var dataSet = loaded
        let state = IndexWriteState()
        if dataSet.deferredFuzzyIndex.readyValue == nil {
            let symbols = dataSet.deferredOrderedSymbols
            dataSet.deferredFuzzyIndex = Deferred {
                let built = FuzzyIndex.build(symbols.value)
                state.typoIndexBuilt(built)
                return built
            }
        }
        let pending = PendingIndex(
            dataSet: dataSet, key: IndexKey(folder: canonical, sources: sources, readSeconds: readSeconds),
            indexFile: indexFile, cache: self, limit: limit, state: state)
        return (dataSet, .rebuilt(reason, saved: false), pending)
    }

    /// Replaces the index atomically (``AtomicFile``): readers see the old index or the new,
    /// never a mix. A cache that cannot be written is simply not used: false.
    func save(_ index: [UInt8], to indexFile: String) -> Bool {
        do {
            try Folders.make(folder)
            try AtomicFile.replace(indexFile, with: index)
            return true
        } catch {
            return false
        }
    }

    /// The data set loaded from its files, with the fingerprints of the bytes it was parsed
    /// from: each file is read once, for both, so the new index describes exactly what it was
    /// built from even if a file changes meanwhile. Nil when a file cannot be read.
    private static func rebuild(_ folder: String, name: String, limit: FileSizeLimit) throws(DataSetError) -> (DataSet, [SourceFingerprint])? {
        var sources = [SourceFingerprint]()
        var preread = [String: [UInt8]]()
        let files = TableReader(folder: folder, limit: limit)
        for file in MetadataFile.allCases {
            guard let path = files.path(of: file) else { continue }
            guard let contents = try? files.reader.read(path) else { return nil }
            sources.append(contents.bytes.withUnsafeBytes {
                SourceFingerprint(role: file.fileNames[0], path: path, bytes: $0, status: contents.status)
            })
            preread[path] = contents.bytes
        }
        let tables = try DataSetLoader.readTables(folder: folder, preread: preread, limit: limit)
        return (DataSet(name: name, location: folder, tables: tables), sources)
    }

    /// What an index file gave.
    enum Decoding {
        case decoded(DataSet)
        case rejected(Reason)
    }

    /// An index file's checked payload (header, length and checksum) and the key it was
    /// built under, with where the key ends.
    typealias Opened = Result<(key: IndexKey, payload: Range<Int>, keyEnd: Int), CacheIndexError>

    static func open(_ bytes: FileBytes) -> Opened {
        bytes.withUnsafeBytes { buffer in
            Result { () throws(CacheIndexError) in
                let payload = try IndexFormat.payloadRange(of: buffer)
                var cursor = IndexCursor(buffer, range: payload)
                let key = try cursor.key()
                return (key, payload, cursor.offset)
            }
        }
    }

    /// The data set in `bytes` (``open(_:)`` gave `opened`) when they are a sound index built
    /// under `key`: the header and checksum check out, the key matches, and the tables and
    /// eager section decode.
    static func decode(
        _ bytes: FileBytes, _ opened: Opened, key: IndexKey, name: String, location: String, typoIndexStore: TypoIndexStore? = nil
    ) -> Decoding {
        let found: (key: IndexKey, payload: Range<Int>, keyEnd: Int)
        switch opened {
        case .success(let value): found = value
        case .failure(let error): return .rejected(.invalid(error))
        }
        guard found.key.sameSources(as: key) else { return .rejected(.stale) }
        return bytes.withUnsafeBytes { buffer in
            do throws(CacheIndexError) {
                var cursor = IndexCursor(buffer, range: found.keyEnd..<found.payload.upperBound)
                let layout = try IndexView.layout(after: &cursor)
                var decoder = try IndexDecoder(IndexView(buffer, layout: layout))
                let eager = try decoder.eager()
                let indexed = IndexedData(
                    file: bytes, layout: layout, releaseIDs: decoder.releaseIDs, location: location, typoIndexStore: typoIndexStore)
                return .decoded(DataSet(name: name, location: location, eager: eager, indexed: indexed))
            } catch {
                return .rejected(.invalid(error))
            }
        }
    }

    private func indexPath(forCanonical canonical: String) -> String {
        let hash = String(XXHash64.hash(Array(canonical.utf8)), radix: 16).leftPadded(to: 16)
        let last = canonical.split(separator: "/").last.map(String.init) ?? "root"
        // Keep file names portable and short: the hash, not the name, makes them unique.
        let label = String(decoding: last.utf8.prefix(64).map { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"): byte
            default: UInt8(ascii: "_")
            }
        }, as: UTF8.self)
        return Paths.join(folder, "\(label)-\(hash).index")
    }
}
