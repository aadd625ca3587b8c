extension StoreContents {
    /// What ``remove(_:from:in:)`` did.
    public enum RemoveOutcome: Hashable, Sendable {
        /// These entries were removed; `symbol` is the current name they stand for in the
        /// data set, or nil when they are not in it (they were matched by a stored name).
        case removed([StoredEntry], symbol: String?)
        /// The name is a symbol of the data set, but not in the list.
        case notInList(symbol: String)
        /// Neither a symbol of the data set nor a name stored in the list.
        case unknownName
    }

    /// Appends `entry` to `list` unless an entry there stands for the same symbol in
    /// `dataSet` (or, when the data set knows neither, shares a name with it). Returns the
    /// entry already there, or nil when `entry` was added.
    public mutating func add(_ entry: StoredEntry, to list: List, in dataSet: DataSet) throws(StoreError) -> StoredEntry? {
        var entries = try entries(of: list)
        let symbol = dataSet.lookUp(entry)?.symbol.name
        let existing = entries.first { candidate in
            if let symbol, let other = dataSet.lookUp(candidate) { return other.symbol.name == symbol }
            return !Set(candidate.names).isDisjoint(with: entry.names)
        }
        if let existing { return existing }
        entries.append(entry)
        try setEntries(entries, of: list)
        return nil
    }

    /// Removes the entries of `list` that stand for the symbol `name` resolves to in
    /// `dataSet`, or, when the data set does not know `name`, those that store it.
    public mutating func remove(_ name: String, from list: List, in dataSet: DataSet) throws(StoreError) -> RemoveOutcome {
        var entries = try entries(of: list)
        let symbol = (try? dataSet.resolve(name))?.symbol.name
        let removed = entries.filter { entry in
            if let symbol, dataSet.lookUp(entry)?.symbol.name == symbol { return true }
            return entry.names.contains(name)
        }
        guard !removed.isEmpty else { return symbol.map { .notInList(symbol: $0) } ?? .unknownName }
        entries.removeAll { removed.contains($0) }
        try setEntries(entries, of: list)
        return .removed(removed, symbol: symbol)
    }

    /// Empties `list`; returns how many entries it had.
    @discardableResult
    public mutating func clear(_ list: List) throws(StoreError) -> Int {
        let count = try entries(of: list).count
        try setEntries([], of: list)
        return count
    }

    /// Makes an empty user collection.
    public mutating func createCollection(named name: String) throws(StoreError) {
        try checkNewName(name, replacing: nil)
        collections.append(UserCollection(name: name))
    }

    /// Adds a whole collection (an import); its name must be free.
    public mutating func insert(_ collection: UserCollection) throws(StoreError) {
        try checkNewName(collection.name, replacing: nil)
        collections.append(collection)
    }

    /// Renames a user collection (a change of case only is allowed); returns its old name.
    @discardableResult
    public mutating func renameCollection(_ name: String, to newName: String) throws(StoreError) -> String {
        let old = try collection(named: name)
        guard let index = collectionIndex(named: name) else { return old.name }
        try checkNewName(newName, replacing: index)
        collections[index].name = newName
        return old.name
    }

    /// Deletes a user collection and returns it.
    @discardableResult
    public mutating func deleteCollection(named name: String) throws(StoreError) -> UserCollection {
        let collection = try collection(named: name)
        collections.removeAll { $0.name == collection.name }
        return collection
    }

    /// Throws unless `name` is a valid name that no other collection has.
    func checkNewName(_ name: String, replacing index: Int?) throws(StoreError) {
        if let problem = UserCollection.problem(with: name) { throw .invalidCollectionName(name, reason: problem) }
        if let existing = collectionIndex(named: name), existing != index {
            throw .collectionExists(collections[existing].name)
        }
    }

    /// Every way the contents break the store's rules (names invalid or not unique), for
    /// reading and for `doctor`.
    public var problems: [String] {
        var problems = [String]()
        var seen = [String: String]()
        for (index, collection) in collections.enumerated() {
            if let problem = UserCollection.problem(with: collection.name) {
                problems.append("collections[\(index)].name '\(collection.name)': \(problem)")
            }
            if let first = seen.updateValue(collection.name, forKey: collection.name.lowercased()) {
                problems.append("collections[\(index)].name '\(collection.name)': the same name as '\(first)'")
            }
        }
        return problems
    }
}
