extension IndexDecoder {
    /// The typo index of the section ``IndexWriter/fuzzySection(_:)`` wrote; nil when it was
    /// not built yet.
    func fuzzyIndex() throws(CacheIndexError) -> FuzzyIndex? {
        var cursor = IndexCursor(view.buffer, range: view.layout.fuzzy)
        guard let state = IndexFormat.TypoIndexState(rawValue: try cursor.count()) else { throw .malformed("typo index state") }
        switch state {
        case .notBuilt, .overLimit:
            guard cursor.isAtEnd else { throw .malformed("fuzzy section has \(cursor.end - cursor.offset) extra bytes") }
            return state == .notBuilt ? nil : FuzzyIndex(words: [], postingStarts: [0], postings: [], deletions: [], isOverLimit: true)
        case .built:
            break
        }
        let wordCount = try cursor.count()
        var words = [String]()
        words.reserveCapacity(wordCount)
        for _ in 0..<wordCount { words.append(try cursor.inlineString()) }
        var starts = [UInt32(0)]
        starts.reserveCapacity(wordCount + 1)
        var postings = [UInt32]()
        for _ in 0..<wordCount {
            var value: UInt64 = 0
            for _ in 0..<(try cursor.count()) {
                let (sum, overflow) = value.addingReportingOverflow(try cursor.varint())
                value = sum
                guard !overflow, value <= UInt64(UInt32.max) else { throw .malformed("posting \(value) out of range") }
                postings.append(UInt32(value))
            }
            guard postings.count <= UInt32.max else { throw .malformed("too many postings") }
            starts.append(UInt32(postings.count))
        }
        let deletionCount = try cursor.count()
        var deletions = [UInt64]()
        deletions.reserveCapacity(deletionCount)
        var hash: UInt64 = 0
        for _ in 0..<deletionCount {
            let (sum, overflow) = hash.addingReportingOverflow(try cursor.varint())
            hash = sum
            let word = try cursor.number()
            guard !overflow, hash <= UInt64(UInt32.max), word < wordCount else { throw .malformed("deletion entry out of range") }
            deletions.append(hash << 32 | UInt64(word))
        }
        guard cursor.isAtEnd else { throw .malformed("fuzzy section has \(cursor.end - cursor.offset) extra bytes") }
        return FuzzyIndex(words: words, postingStarts: starts, postings: postings, deletions: deletions)
    }
}
