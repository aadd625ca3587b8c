import CatalogSystem
import Synchronization

/// The cache index of a data set loaded from its files, not written yet
/// (``DataSetCache/loadDeferringSave(path:name:limit:)``): ``save()`` writes it once, after
/// the caller has used the data set, so that a typo index built meanwhile goes in with it.
/// A cold search for a typo wrote the index twice before, once without the typo index and
/// once with it.
public final class PendingIndex: Sendable {
    let dataSet: DataSet
    let key: IndexKey
    let indexFile: String
    let cache: DataSetCache
    let limit: FileSizeLimit
    let state: IndexWriteState

    init(dataSet: DataSet, key: IndexKey, indexFile: String, cache: DataSetCache, limit: FileSizeLimit, state: IndexWriteState) {
        self.dataSet = dataSet
        self.key = key
        self.indexFile = indexFile
        self.cache = cache
        self.limit = limit
        self.state = state
    }

    /// Writes the index, with the typo index when the data set has built it; true when it
    /// was written now. A second call writes nothing (false). A cache that cannot be written
    /// is no error: false.
    @discardableResult
    public func save() -> Bool {
        // Built by then only when a search needed it. Read outside the state's lock (the typo
        // index's builder takes that lock inside its own): one built after this is stored later.
        let typoIndex = dataSet.deferredFuzzyIndex.readyValue
        let index = IndexWriter.encode(dataSet, key: key, typoIndex: typoIndex)
        // Written without the typo index: the search that builds it stores it there.
        let later = typoIndex != nil ? nil : index.withUnsafeBytes { TypoIndexStore(indexFile: indexFile, file: $0, limit: limit) }
        return state.claim(leaving: later) { cache.save(index, to: indexFile) }
    }
}

/// Whether a data set's rebuilt index is written yet, shared by its ``PendingIndex`` and the
/// typo index's builder (which holds no data set, so neither keeps the other alive).
final class IndexWriteState: Sendable {
    private enum State {
        case unwritten
        /// Written; the store for a typo index built later, nil when it holds one already.
        case written(TypoIndexStore?)
        case failed

        var isWritten: Bool {
            if case .written = self { return true }
            return false
        }
    }

    private let state = Mutex(State.unwritten)

    /// Runs `write` unless the index was written or tried already; true when it wrote.
    /// `store` is where a typo index built after the write goes (nil: the index has one).
    func claim(leaving store: TypoIndexStore?, _ write: () -> Bool) -> Bool {
        state.withLock { state in
            guard case .unwritten = state else { return false }
            state = write() ? .written(store) : .failed
            return state.isWritten
        }
    }

    /// Stores a typo index built after the index was written without one; before, the
    /// write takes it from the data set.
    func typoIndexBuilt(_ index: FuzzyIndex) {
        state.withLock { state in
            guard case .written(let store?) = state else { return }
            store.store(index)
            state = .written(nil)
        }
    }
}
