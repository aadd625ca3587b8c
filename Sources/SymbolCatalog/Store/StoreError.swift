import CatalogSystem

/// Why the collection store (favorites and user collections) could not be read or changed.
/// Every case about a file names it; ``description`` is one line fit for stderr.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `--store`, `CATALOG_STORE`, `XDG_DATA_HOME` or `HOME` to put the store in.
    case noLocation
    /// No store file, but its last-good copy has `entries` favorites and collection entries:
    /// not taken for an empty store (reads and writes both refuse).
    case missing(path: String, lastGoodPath: String, entries: Int)
    /// The store holds nothing while its last-good copy has `entries`: emptied outside
    /// catalog (which writes both), so not taken for an empty store.
    case emptied(path: String, lastGoodPath: String, entries: Int)
    /// The file exists but could not be read (permissions, I/O, a folder).
    case unreadable(path: String, reason: String)
    /// The file is not a store this version can trust; it is left as it is.
    case damaged(path: String, reason: String)
    /// The file was written by a newer `catalog` (its schema is `version`); left as it is.
    case newerSchema(path: String, version: Int, supported: Int)
    /// A file or folder of the store could not be written.
    case unwritable(path: String, reason: String)
    /// The lock file could not be opened or locked.
    case lockFailed(path: String, reason: String)
    /// Another process held the lock for longer than the timeout.
    case lockTimeout(path: String, seconds: Int)
    /// No user collection by that name (case-insensitive); `suggestions` are close names.
    case noSuchCollection(String, suggestions: [String])
    /// A user collection by that name (case-insensitive) exists.
    case collectionExists(String)
    /// The name cannot be used for a user collection.
    case invalidCollectionName(String, reason: String)
    /// `doctor --restore` with nothing to restore from, or nothing wrong.
    case cannotRestore(path: String, reason: String)
    /// An import file that cannot be read as a collection.
    case invalidImport(path: String, reason: String)

    /// The store file cannot be used as it is (damaged, newer, unreadable, missing beside
    /// its copy): what `catalog collection doctor` is for. Commands that only mark favorites
    /// warn and go on; commands that change the store refuse.
    public var isStoreUnusable: Bool {
        switch self {
        case .missing, .emptied, .unreadable, .damaged, .newerSchema: true
        default: false
        }
    }

    /// One line for stderr, naming the file where there is one.
    public var description: String {
        switch self {
        case .noLocation:
            "no place for the collection store: set HOME, XDG_DATA_HOME or CATALOG_STORE, or pass --store PATH"
        case .missing(let path, let lastGoodPath, let entries):
            "\(path): the collection store is missing, but its last good copy \(lastGoodPath) has \(entries) "
                + (entries == 1 ? "entry" : "entries") + "; 'catalog collection doctor --restore' brings "
                + (entries == 1 ? "it" : "them") + " back"
        case .emptied(let path, let lastGoodPath, let entries):
            "\(path): the collection store holds nothing, but its last good copy \(lastGoodPath) has \(entries) "
                + (entries == 1 ? "entry" : "entries") + "; 'catalog collection doctor --restore' brings "
                + (entries == 1 ? "it" : "them") + " back (to keep the empty store, delete the copy)"
        case .unreadable(let path, let reason):
            "\(path): cannot read the collection store: \(reason)"
        case .damaged(let path, let reason):
            "\(path): damaged collection store (left untouched): \(reason); run 'catalog collection doctor'"
        case .newerSchema(let path, let version, let supported):
            "\(path): collection store schema \(version) is newer than this catalog reads (\(supported)); "
                + "left untouched: upgrade catalog, or see 'catalog collection doctor'"
        case .unwritable(let path, let reason):
            "\(path): cannot write the collection store: \(reason)"
        case .lockFailed(let path, let reason):
            "\(path): cannot lock the collection store: \(reason)"
        case .lockTimeout(let path, let seconds):
            "\(path): another catalog process has held the collection store's lock for \(seconds) s; try again"
        case .noSuchCollection(let name, let suggestions):
            "no collection '\(name)'" + NameSuggestions.didYouMeanClause(suggestions)
                + (suggestions.isEmpty ? " (create it with 'catalog collection new \(name)')" : "")
        case .collectionExists(let name):
            "a collection '\(name)' already exists"
        case .invalidCollectionName(let name, let reason):
            "invalid collection name '\(name)': \(reason)"
        case .cannotRestore(let path, let reason):
            "\(path): not restored: \(reason)"
        case .invalidImport(let path, let reason):
            "\(path): cannot import: \(reason)"
        }
    }
}
