extension DataSet {
    /// Joins raw tables into symbols. Never fails: whatever does not hold together is
    /// reported by ``checkInvariants()`` rather than dropped silently.
    public init(name: String, location: String, tables: MetadataTables) {
        var join = DataSetJoin(tables: tables)
        join.run()
        self.name = name
        self.version = tables.version
        self.location = location
        deferredTables = Deferred(ready: tables)
        styleFonts = tables.styleFonts
        deferredReleases = Deferred(ready: (join.releases, join.releaseIndex, Set(join.releases.flatMap(\.platforms.keys)).sorted()))
        deferredNameReleases = Deferred(ready: join.nameReleases)
        deferredSymbolNames = Deferred(ready: join.symbolNames)
        let orderedSymbols = join.symbolNames.compactMap { join.symbols[$0] }
        deferredOrderedSymbols = Deferred(ready: orderedSymbols)
        deferredFuzzyIndex = Deferred { FuzzyIndex.build(orderedSymbols) }
        deferredSymbols = Deferred(ready: join.symbols)
        deferredVariants = Deferred(ready: join.variants)
        deferredAliases = Deferred(ready: (join.renames, join.legacyAliases))
        deferredNameWords = NameWords.deferred(names: deferredSymbolNames, aliases: deferredAliases, symbols: deferredOrderedSymbols)
        indexedData = nil
        categories = tables.categories
    }

    /// Follows `old → new` until the target is not itself an old name. Apple flattens
    /// chains already; ours may not be. A cycle stops at the last name before repeating.
    static func flatten(_ aliases: [String: String]) -> [String: String] {
        var flat = [String: String](minimumCapacity: aliases.count)
        for (old, new) in aliases {
            var target = new
            var seen: Set<String> = [old]
            while let next = aliases[target], !seen.contains(target) {
                seen.insert(target)
                target = next
            }
            flat[old] = target
        }
        return flat
    }

    /// SF 6 writes three restriction texts with U+00A0 between words: every run of
    /// Unicode whitespace becomes one space, and the ends are trimmed.
    static func normalizeWhitespace(_ text: String) -> String {
        // Most texts are already clean: single ASCII spaces, no space at either end.
        var previousWasSpace = true
        let isClean = text.utf8.allSatisfy { byte in
            defer { previousWasSpace = byte == 0x20 }
            return byte == 0x20 ? !previousWasSpace : byte > 0x20 && byte < 0x7F || byte >= 0x80 && byte != 0xC2
        }
        if isClean && !previousWasSpace { return text }
        var bytes = [UInt8]()
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            // Unicode properties are slow to look up: ASCII is decided by hand.
            let isWhitespace = scalar.isASCII
                ? scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0B}" || scalar == "\u{0C}"
                : scalar.properties.isWhitespace
            if isWhitespace {
                pendingSpace = !bytes.isEmpty
            } else {
                if pendingSpace { bytes.append(0x20) }
                pendingSpace = false
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
