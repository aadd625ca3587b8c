extension FuzzyIndex {
    /// The distinct words met while building, numbered in the order met, with their postings.
    /// A word is found by its bytes in a hash table of its own (open addressing on the FNV-1a
    /// hash): no string is made for a word met, and none per distinct word until the end.
    struct WordTable {
        /// Every distinct word's bytes, one after another.
        private(set) var bytes = [UInt8]()
        /// Where each word's bytes start in ``bytes``, and where the last ends.
        private(set) var starts = [0]
        private(set) var postings = [[UInt32]]()
        /// Word numbers by hash, -1 where free; a power of two long.
        private var slots = [Int32](repeating: -1, count: 1 << 12)

        var count: Int { postings.count }

        /// The bytes of word `number`.
        func range(of number: Int) -> Range<Int> { starts[number]..<starts[number + 1] }

        /// The number of `word`, numbered now if new.
        mutating func number(_ word: UnsafeBufferPointer<UInt8>) -> Int {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in word { hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01B3 }
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
            while slots[slot] >= 0 {
                let number = Int(slots[slot])
                if equals(number, word) { return number }
                slot = (slot + 1) & mask
            }
            let number = count
            slots[slot] = Int32(number)
            bytes.append(contentsOf: word)
            starts.append(bytes.count)
            postings.append([])
            if count * 2 > slots.count { rehash() }
            return number
        }

        mutating func post(_ posting: UInt32, to number: Int) {
            postings[number].append(posting)
        }

        private func equals(_ number: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
            let start = starts[number]
            guard starts[number + 1] - start == word.count else { return false }
            for offset in 0..<word.count where bytes[start + offset] != word[offset] { return false }
            return true
        }

        /// Twice the slots, every word placed again.
        private mutating func rehash() {
            slots = [Int32](repeating: -1, count: slots.count * 2)
            let mask = slots.count - 1
            for number in 0..<count {
                var hash: UInt64 = 0xCBF2_9CE4_8422_2325
                for byte in bytes[range(of: number)] { hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01B3 }
                var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
                while slots[slot] >= 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(number)
            }
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
