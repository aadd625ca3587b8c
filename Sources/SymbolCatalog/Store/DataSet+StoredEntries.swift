extension DataSet {
    /// The entry to store for `name`: the name as added (unless it is a variant or a code
    /// point, which stand for their base symbol), the current name and the old names in this
    /// data set. Throws ``DataSetError/unknownSymbol`` with close names for an unknown name.
    public func storedEntry(for name: String) throws(DataSetError)
        -> (entry: StoredEntry, symbol: Symbol, resolution: NameResolution) {
        let (symbol, resolution) = try resolve(name)
        var names = [String]()
        switch resolution {
        case .current, .renamed, .legacy: names.append(name)
        case .variant, .renamedVariant, .variantWithoutBase, .codePoint: break
        }
        names.append(symbol.name)
        names += symbol.oldNames
        return (StoredEntry(names: names, dataSet: self.name, family: family), symbol, resolution)
    }

    /// The current symbol that `entry` stands for here, with the name the entry was found
    /// under: the first of its names that this data set knows (as a current, renamed or
    /// legacy name), resolved through this data set's renames. Nil when it knows none, or
    /// when the entry belongs to another ``family`` (Font Awesome's `trash` is not SF's).
    public func lookUp(_ entry: StoredEntry) -> (symbol: Symbol, matchedName: String)? {
        if let family = entry.family, family != self.family { return nil }
        for name in entry.names {
            if let symbol = symbols[name] { return (symbol, name) }
            if let current = renames[name], let symbol = symbols[current] { return (symbol, name) }
            if let current = legacyAliases[name], let symbol = symbols[current] { return (symbol, name) }
        }
        return nil
    }
}
