/// How far a typed word is from a name, weighted by how people mistype: a missing or extra
/// letter (the commonest slip) costs less than a wrong one, and two neighbouring letters
/// swapped count as one edit (optimal string alignment, Damerau's restricted form).
///
/// Distances are in cost units: ``omission`` (2) for a letter missing or extra,
/// ``transposition`` (2) for a swap, ``substitution`` (3) for a wrong letter. A budget of N
/// edits is N × ``substitution``: one edit allows any single slip. Letters are compared by
/// bytes with ASCII case folded, so `Heart` and `heart` are at distance 0.
public enum TypingDistance {
    /// A letter missing from, or extra in, the typed word.
    public static let omission = 2
    /// Two neighbouring letters swapped.
    public static let transposition = 2
    /// One letter typed in place of another.
    public static let substitution = 3

    /// The cost limit that allows `edits` slips of any kind.
    public static func limit(edits: Int) -> Int { edits * substitution }

    /// The distance between `a` and `b`, or nil once it must exceed `limit`.
    public static func distance(_ a: String, _ b: String, limit: Int) -> Int? {
        var a = a, b = b
        return a.withUTF8 { a in b.withUTF8 { b in distance(a, b, limit: limit) } }
    }

    /// The same over bytes.
    public static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int? {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in distance(a, b, limit: limit) } }
    }

    /// The same over bytes in place (a name's UTF-8 without copying it).
    ///
    /// Pairs whose lengths or letters differ too much are ruled out first
    /// (``lowerBound(_:_:)``); then only the band of cells that can stay within `limit` is
    /// computed, in three rows on the stack: lint and did-you-mean ask this for every name of
    /// a data set.
    public static func distance(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
        guard limit >= 0 else { return nil }
        if abs(a.count - b.count) * omission > limit { return nil }
        if a.isEmpty || b.isEmpty {
            let cost = max(a.count, b.count) * omission
            return cost <= limit ? cost : nil
        }
        if lowerBound(a, b) > limit { return nil }
        let over = limit + 1
        let band = limit / omission
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { buffer -> Int? in
            var beforePrevious = buffer.baseAddress!
            var previous = beforePrevious + width
            var current = previous + width
            for j in 0..<width {
                previous[j] = min(j * omission, over)
                beforePrevious[j] = over
            }
            var previousMinimum = 0
            for i in 1...a.count {
                let low = max(1, i - band), high = min(b.count, i + band)
                current[low - 1] = low == 1 ? min(i * omission, over) : over
                var rowMinimum = current[low - 1]
                let letter = fold(a[i - 1])
                for j in low...high {
                    let other = fold(b[j - 1])
                    var value = previous[j - 1] + (letter == other ? 0 : substitution)
                    value = min(value, previous[j] + omission, current[j - 1] + omission)
                    if i > 1, j > 1, letter != other, letter == fold(b[j - 2]), fold(a[i - 2]) == other {
                        value = min(value, beforePrevious[j - 2] + transposition)
                    }
                    value = min(value, over)
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                if high < b.count { current[high + 1] = over }
                // Later rows grow from this row (a match costs nothing) or, by a swap, from
                // the one before it.
                if min(rowMinimum, previousMinimum + transposition) > limit { return nil }
                previousMinimum = rowMinimum
                let recycled = beforePrevious
                beforePrevious = previous
                previous = current
                current = recycled
            }
            let result = previous[b.count]
            return result <= limit ? result : nil
        }
    }

    /// A lower bound of ``distance(_:_:limit:)``: with `s` letters that `a` has more of than
    /// `b` and `d` the other way, at least min(s, d) substitutions and |s − d| omissions
    /// (a swap changes no count). Letters are counted by their low seven bits, folded.
    static func lowerBound(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        withUnsafeTemporaryAllocation(of: Int16.self, capacity: 128) { counts -> Int in
            counts.initialize(repeating: 0)
            for byte in a { counts[Int(fold(byte) & 0x7F)] &+= 1 }
            for byte in b { counts[Int(fold(byte) & 0x7F)] &-= 1 }
            var surplus = 0, deficit = 0
            for count in counts {
                if count > 0 { surplus += Int(count) } else { deficit -= Int(count) }
            }
            return min(surplus, deficit) * substitution + abs(surplus - deficit) * omission
        }
    }

    /// ASCII upper case to lower case; other bytes unchanged.
    @inline(__always)
    static func fold(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
}
