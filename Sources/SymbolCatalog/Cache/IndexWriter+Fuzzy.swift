extension IndexWriter {
    /// The typo index as a deferred section (layout in ``IndexFormat``): sorted values are
    /// written as differences, so that most take one to three bytes.
    mutating func writeFuzzyIndex(_ index: FuzzyIndex) {
        body.count(index.isOverLimit ? 1 : 0)
        body.count(index.words.count)
        for word in index.words { body.count(number(of: word)) }
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
    }
}
