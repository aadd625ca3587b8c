#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FuzzyIndex {
    /// The index of `symbols` (in name order, as a search walks them), or an empty one that
    /// ``isOverLimit`` when it would hold more than `maximumDeletions` entries.
    ///
    /// Words are numbered by their bytes (``WordTable``); a word's postings, gathered in symbol
    /// order (names before keywords), are sorted already.
    static func build(_ symbols: [Symbol], maximumDeletions: Int = maximumDeletions) -> FuzzyIndex {
        var table = WordTable()
        // By index, not by element: a symbol copied out of the array costs a retain and a
        // release of each of its fields (2% of a cold search).
        for index in symbols.indices {
            let base = UInt32(index) << 1
            forEachWord(of: symbols[index].name, separators: TextOccurrence.nameSeparators) { word in
                if word.count <= maximumWordLength { table.post(base, to: table.number(word)) }
            }
            for keyword in symbols[index].keywords {
                forEachWord(of: keyword, separators: TextOccurrence.wordSeparators) { word in
                    if word.count <= maximumWordLength { table.post(base | 1, to: table.number(word)) }
                }
            }
        }
        // Counted before anything is hashed: n bytes make 1 + n + n(n-1)/2 entries at depth 2.
        let entries = (0..<table.count).reduce(0) { total, number in
            let n = table.range(of: number).count
            return total + 1 + n + (n >= twoDeletionLength ? n * (n - 1) / 2 : 0)
        }
        guard entries <= maximumDeletions else {
            return FuzzyIndex(words: [], postingStarts: [0], postings: [], deletions: [], isOverLimit: true)
        }
        return table.bytes.withUnsafeBufferPointer { bytes in
            let order = (0..<table.count).sorted {
                precedes(UnsafeBufferPointer(rebasing: bytes[table.range(of: $0)]), UnsafeBufferPointer(rebasing: bytes[table.range(of: $1)]))
            }
            var words = [String]()
            words.reserveCapacity(order.count)
            var starts = [UInt32(0)]
            starts.reserveCapacity(order.count + 1)
            var postings = [UInt32]()
            var deletions = [UInt64]()
            deletions.reserveCapacity(entries)
            for (number, position) in order.enumerated() {
                let word = UnsafeBufferPointer(rebasing: bytes[table.range(of: position)])
                words.append(String(decoding: word, as: UTF8.self))
                for posting in table.postings[position] where postings.count == Int(starts[number]) || postings.last != posting {
                    postings.append(posting)
                }
                starts.append(UInt32(postings.count))
                forEachDeletionHash(word, depth: word.count >= twoDeletionLength ? 2 : 1) { hash in
                    deletions.append(UInt64(hash) << 32 | UInt64(number))
                }
            }
            // Appended by word number: sorting by hash alone, stably, sorts them whole, and a
            // repeated entry (one deletion string made in two ways) lands beside its twin.
            let sorted = sortedByHash(deletions)
            var unique = [UInt64]()
            unique.reserveCapacity(sorted.count)
            for value in sorted where unique.last != value { unique.append(value) }
            return FuzzyIndex(words: words, postingStarts: starts, postings: postings, deletions: unique)
        }
    }

    /// True when `a` sorts before `b` byte by byte.
    static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(a.count, b.count)
        if common > 0, let x = a.baseAddress, let y = b.baseAddress {
            let order = memcmp(x, y, common)
            if order != 0 { return order < 0 }
        }
        return a.count < b.count
    }

    /// `entries` stably sorted by their hash (the high word, ``hashBits`` wide): a counting
    /// sort on ten bits at a time.
    static func sortedByHash(_ entries: [UInt64]) -> [UInt64] {
        var source = entries
        var target = [UInt64](repeating: 0, count: entries.count)
        let digitBits: UInt64 = 10, mask: UInt64 = (1 << digitBits) - 1
        var counts = [Int](repeating: 0, count: Int(mask) + 2)
        for pass in 0..<((UInt64(hashBits) + digitBits - 1) / digitBits) {
            let shift = 32 + digitBits * pass
            source.withUnsafeBufferPointer { source in
                target.withUnsafeMutableBufferPointer { target in
                    counts.withUnsafeMutableBufferPointer { counts in
                        for index in counts.indices { counts[index] = 0 }
                        for entry in source { counts[Int((entry >> shift) & mask) + 1] += 1 }
                        for digit in 1..<counts.count { counts[digit] += counts[digit - 1] }
                        for entry in source {
                            let digit = Int((entry >> shift) & mask)
                            target[counts[digit]] = entry
                            counts[digit] += 1
                        }
                    }
                }
            }
            swap(&source, &target)
        }
        return source
    }

    /// The FNV-1a hash, folded to ``hashBits``, of `bytes` itself and of every string made
    /// by deleting up to `depth` (1 or 2) of its bytes, in that order: the whole, then for
    /// each first byte deleted, without it, then without it and each later byte. A string
    /// made in two ways is hashed twice. The hash of the bytes before a deletion is carried
    /// from one deletion to the next, so each hash feeds only the bytes after.
    static func forEachDeletionHash(_ bytes: UnsafeBufferPointer<UInt8>, depth: Int, _ body: (UInt32) -> Void) {
        do {
            let count = bytes.count
            @inline(__always) func feed(_ start: UInt32, from: Int) -> UInt32 {
                var hash = start
                var index = from
                while index < count {
                    hash = (hash ^ UInt32(bytes[index])) &* 0x0100_0193
                    index += 1
                }
                return (hash ^ (hash >> hashBits)) & ((1 << hashBits) - 1)
            }
            var prefix: UInt32 = 0x811C_9DC5  // the bytes before `first`
            body(feed(prefix, from: 0))
            for first in 0..<count {
                body(feed(prefix, from: first + 1))
                if depth >= 2 {
                    var middle = prefix  // and those between `first` and `second`
                    for second in (first + 1)..<count {
                        body(feed(middle, from: second + 1))
                        middle = (middle ^ UInt32(bytes[second])) &* 0x0100_0193
                    }
                }
                prefix = (prefix ^ UInt32(bytes[first])) &* 0x0100_0193
            }
        }
    }
}
