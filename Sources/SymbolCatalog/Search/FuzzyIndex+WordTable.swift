extension FuzzyIndex {
    /// The distinct words met while building, numbered in the order met
    /// (``ByteStringTable``), with their postings: no string is made for a word met, and
    /// none per distinct word until the end.
    struct WordTable {
        private(set) var strings = ByteStringTable(capacity: 4096)
        private(set) var postings = [[UInt32]]()

        var count: Int { postings.count }
        /// Every distinct word's bytes, one after another.
        var bytes: [UInt8] { strings.bytes }

        /// The bytes of word `number`.
        func range(of number: Int) -> Range<Int> { strings.range(of: number) }

        /// The number of `word`, numbered now if new.
        mutating func number(_ word: UnsafeBufferPointer<UInt8>) -> Int {
            let (number, isNew) = strings.number(word)
            if isNew { postings.append([]) }
            return number
        }

        mutating func post(_ posting: UInt32, to number: Int) {
            postings[number].append(posting)
        }
    }

    /// Calls `body` with the lowercased bytes of each word of `text` between separators, in
    /// order: printable ASCII folded on its bytes, other text lowercased as a whole first.
    static func forEachWord(of text: String, separators: (UInt8) -> Bool, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var utf8 = text
        let isASCII = utf8.withUTF8 { bytes in
            guard bytes.allSatisfy(SearchTerm.isPrintableASCII) else { return false }
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { folded in
                for offset in bytes.indices { folded[offset] = SearchTerm.folded(bytes[offset]) }
                forEachRun(of: UnsafeBufferPointer(folded), separators: separators, body)
            }
            return true
        }
        guard !isASCII else { return }
        var lowered = text.lowercased()
        lowered.withUTF8 { forEachRun(of: $0, separators: separators, body) }
    }

    /// `body` with each non-empty run of `bytes` between separators.
    private static func forEachRun(of bytes: UnsafeBufferPointer<UInt8>, separators: (UInt8) -> Bool, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var start = 0
        for end in 0...bytes.count where end == bytes.count || separators(bytes[end]) {
            if end > start { body(UnsafeBufferPointer(rebasing: bytes[start..<end])) }
            start = end + 1
        }
    }
}
