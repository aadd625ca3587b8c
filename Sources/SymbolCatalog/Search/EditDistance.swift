/// Levenshtein distance over bytes, for "did you mean" suggestions.
public enum EditDistance {
    /// The distance between `a` and `b`, or nil once it must exceed `limit`.
    public static func bounded(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int? {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in bounded(a, b, limit: limit) } }
    }

    /// The same over bytes in place (a name's UTF-8 without copying it).
    ///
    /// Names of very different length or letters are ruled out first (``bagDistance(_:_:)``);
    /// then only the band of cells within `limit` of the diagonal is computed (cells outside
    /// it are over the limit anyway), in two rows on the stack: lint asks this for every name
    /// of a data set per unknown name.
    static func bounded(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty { return b.count <= limit ? b.count : nil }
        if b.isEmpty { return a.count <= limit ? a.count : nil }
        if bagDistance(a, b) > limit { return nil }
        let over = limit + 1
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * width) { buffer -> Int? in
            var previous = buffer.baseAddress!
            var current = previous + width
            for j in 0..<width { previous[j] = min(j, over) }
            for i in 1...a.count {
                let low = max(1, i - limit), high = min(b.count, i + limit)
                current[low - 1] = low == 1 ? min(i, over) : over
                var rowMinimum = current[low - 1]
                let byte = a[i - 1]
                for j in low...high {
                    let substitution = previous[j - 1] + (byte == b[j - 1] ? 0 : 1)
                    let value = min(substitution, previous[j] + 1, current[j - 1] + 1, over)
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                if high < b.count { current[high + 1] = over }
                if rowMinimum > limit { return nil }
                swap(&previous, &current)
            }
            return previous[b.count] <= limit ? previous[b.count] : nil
        }
    }

    /// A lower bound of the edit distance: the bytes that one side has more of than the
    /// other, the larger of the two sums. Bytes are counted by their low seven bits (exact
    /// for ASCII; folding only lowers the bound).
    static func bagDistance(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        withUnsafeTemporaryAllocation(of: Int16.self, capacity: 128) { counts -> Int in
            counts.initialize(repeating: 0)
            for byte in a { counts[Int(byte & 0x7F)] &+= 1 }
            for byte in b { counts[Int(byte & 0x7F)] &-= 1 }
            // Each byte value is counted once: its entry is cleared when read.
            var surplus = 0, deficit = 0
            for byte in a where counts[Int(byte & 0x7F)] > 0 { surplus += Int(counts[Int(byte & 0x7F)]); counts[Int(byte & 0x7F)] = 0 }
            for byte in b where counts[Int(byte & 0x7F)] < 0 { deficit -= Int(counts[Int(byte & 0x7F)]); counts[Int(byte & 0x7F)] = 0 }
            return max(surplus, deficit)
        }
    }
}
