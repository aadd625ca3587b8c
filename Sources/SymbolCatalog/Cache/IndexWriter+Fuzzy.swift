extension IndexWriter {
    /// The typo index section (layout in ``IndexFormat``), or the mark of one not built yet
    /// (`nil`): a search that needs it builds it then and stores it (``TypoIndexStore``).
    /// Words are written in place, not as string numbers, so that the section can be
    /// replaced without touching the string table; sorted values are written as differences,
    /// so that most take one to three bytes.
    static func fuzzySection(_ index: FuzzyIndex?) -> [UInt8] {
        var body = Sink()
        guard let index else {
            body.count(IndexFormat.TypoIndexState.notBuilt.rawValue)
            return body.bytes
        }
        body.count((index.isOverLimit ? IndexFormat.TypoIndexState.overLimit : .built).rawValue)
        guard !index.isOverLimit else { return body.bytes }
        body.count(index.words.count)
        for word in index.words { body.text(word) }
        for word in index.words.indices {
            let postings = index.postings[Int(index.postingStarts[word])..<Int(index.postingStarts[word + 1])]
            body.count(postings.count)
            var previous: UInt32 = 0
            for posting in postings {
                body.varint(UInt64(posting - previous))
                previous = posting
            }
        }
        body.count(index.deletions.count)
        var previousHash: UInt64 = 0
        for entry in index.deletions {
            body.varint((entry >> 32) - previousHash)
            body.varint(entry & 0xFFFF_FFFF)
            previousHash = entry >> 32
        }
        return body.bytes
    }
}
