import Synchronization

/// The indexes a run's loads left unwritten, written together when the run ends.
public final class PendingIndexes: Sendable {
    private let indexes = Mutex([PendingIndex]())

    /// An empty list.
    public init() {}

    /// Adds `index`, to be written by ``saveAll()``.
    public func append(_ index: PendingIndex) {
        indexes.withLock { $0.append(index) }
    }

    /// Writes every index added, each once, and forgets them.
    public func saveAll() {
        for index in indexes.withLock({ indexes in defer { indexes = [] }; return indexes }) { index.save() }
    }
}
