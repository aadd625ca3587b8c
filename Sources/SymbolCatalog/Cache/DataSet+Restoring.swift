extension DataSet {
    /// A data set from a cache index: its version, categories and style fonts decoded, its
    /// symbols left in the index (searched in place, decoded on first other use), the rest
    /// deferred; a typo index the index lacks is built on first use and stored.
    init(name: String, location: String, eager: IndexDecoder.Eager, indexed: IndexedData) {
        let (version, categories) = (eager.version, eager.categories)
        self.name = name
        self.version = version
        self.location = location
        self.categories = categories
        styleFonts = eager.styleFonts
        indexedData = indexed
        let orderedSymbols = Deferred { indexed.symbols() }
        deferredOrderedSymbols = orderedSymbols
        deferredSymbolNames = Deferred { orderedSymbols.value.map { $0.name } }
        deferredSymbols = Deferred {
            var symbols = [String: Symbol](minimumCapacity: orderedSymbols.value.count)
            for symbol in orderedSymbols.value { symbols[symbol.name] = symbol }
            return symbols
        }
        deferredTables = Deferred { indexed.tables(eager) }
        deferredReleases = Deferred { Self.indexed(indexed.releases()) }
        deferredNameReleases = Deferred { indexed.nameReleases() }
        deferredVariants = Deferred { indexed.variants() }
        deferredAliases = Deferred { indexed.aliases() }
        deferredFuzzyIndex = Deferred {
            if let stored = indexed.fuzzyIndex() { return stored }
            let built = FuzzyIndex.build(orderedSymbols.value)
            indexed.typoIndexStore?.store(built)
            return built
        }
        deferredNameWords = NameWords.deferred(names: deferredSymbolNames, aliases: deferredAliases, symbols: orderedSymbols)
    }
}
