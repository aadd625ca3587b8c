extension DataSet {
    /// The current symbol for `name`: a current name, an old (renamed) name, a legacy name,
    /// or a variant name (resolved to its base symbol). Throws ``DataSetError/unknownSymbol``
    /// with close names when nothing matches.
    public func resolve(_ name: String) throws(DataSetError) -> (symbol: Symbol, resolution: NameResolution) {
        if let symbol = symbols[name] { return (symbol, .current) }
        if let current = renames[name], let symbol = symbols[current] { return (symbol, .renamed(from: name)) }
        if let current = legacyAliases[name], let symbol = symbols[current] { return (symbol, .legacy(from: name)) }
        if let variant = variants[name], let owner = variant.symbolName, let symbol = symbols[owner] {
            return (symbol, .variant(variant.localization))
        }
        if let scalar = Self.codePoint(in: name), let symbol = symbols.values.first(where: { $0.unicode == scalar }) {
            return (symbol, .codePoint(name))
        }
        throw .unknownSymbol(name: name, dataSet: self.name, suggestions: suggestions(for: name))
    }

    /// The scalar that `text` names: `U+F004` (4 to 6 hex digits) or one character.
    static func codePoint(in text: String) -> Unicode.Scalar? {
        let upper = text.uppercased()
        if upper.hasPrefix("U+"), (6...8).contains(upper.count), let value = UInt32(upper.dropFirst(2), radix: 16) {
            return Unicode.Scalar(value)
        }
        let scalars = text.unicodeScalars
        return scalars.count == 1 ? scalars.first : nil
    }

    /// Up to `limit` current symbol names close to `name` (edit distance, then shared
    /// prefix), for "did you mean".
    public func suggestions(for name: String, limit: Int = 3) -> [String] {
        let query = Array(name.lowercased().utf8)
        let threshold = max(2, query.count / 3)
        var scored = [(distance: Int, name: String)]()
        func consider(_ candidate: String) {
            // The length check first: most names are too long or too short to be close.
            guard abs(candidate.utf8.count - query.count) <= threshold else { return }
            let distance = candidate.utf8.withContiguousStorageIfAvailable { bytes in
                query.withUnsafeBufferPointer { EditDistance.bounded($0, bytes, limit: threshold) }
            } ?? EditDistance.bounded(query, Array(candidate.utf8), limit: threshold)
            if let distance { scored.append((distance, candidate)) }
        }
        for candidate in symbolNames { consider(candidate) }
        for candidate in renames.keys where symbols[candidate] == nil { consider(candidate) }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        var seen = Set<String>()
        var result = [String]()
        for entry in scored {
            let current = renames[entry.name] ?? entry.name
            if seen.insert(current).inserted { result.append(current) }
            if result.count == limit { break }
        }
        return result
    }
}
