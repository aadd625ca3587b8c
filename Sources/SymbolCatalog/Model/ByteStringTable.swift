#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Distinct byte strings numbered in the order first met, found by their bytes in a hash
/// table of their own (open addressing on the FNV-1a hash): no `String` is hashed, and the
/// strings' bytes lie one after another, as the cache index writes them.
///
/// The typo index numbers its words with it (``FuzzyIndex/WordTable``), the cache index its
/// strings (``IndexWriter``); both spent a third of their time in `String` hashing before.
struct ByteStringTable {
    /// Every string's bytes, one after another.
    private(set) var bytes = [UInt8]()
    /// Where each string's bytes start in ``bytes``, and where the last ends.
    private(set) var starts = [0]
    /// String numbers by hash, -1 where free; a power of two long.
    private var slots: [Int32]

    /// An empty table with room for about `capacity` strings before it grows.
    init(capacity: Int = 2048) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
        starts.reserveCapacity(capacity + 1)
    }

    var count: Int { starts.count - 1 }

    /// The bytes of string `number`.
    func range(of number: Int) -> Range<Int> { starts[number]..<starts[number + 1] }

    /// The number of `string`, numbered now if new; `isNew` tells which.
    mutating func number(_ string: UnsafeBufferPointer<UInt8>) -> (number: Int, isNew: Bool) {
        let (slot, found) = probe(string)
        if let found { return (found, false) }
        let number = count
        slots[slot] = Int32(number)
        bytes.append(contentsOf: string)
        starts.append(bytes.count)
        if count * 2 > slots.count { rehash() }
        return (number, true)
    }

    /// The number of `text`, numbered now if new.
    mutating func number(of text: String) -> (number: Int, isNew: Bool) {
        var text = text
        return text.withUTF8 { number($0) }
    }

    /// The number of `text` when the table holds it; nothing is added.
    func find(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { probe($0).number }
    }

    /// The slot holding `string`, with its number, or the free slot where it would go.
    private func probe(_ string: UnsafeBufferPointer<UInt8>) -> (slot: Int, number: Int?) {
        var slot = firstSlot(Self.hash(string))
        let mask = slots.count - 1
        while slots[slot] >= 0 {
            let number = Int(slots[slot])
            if equals(number, string) { return (slot, number) }
            slot = (slot + 1) & mask
        }
        return (slot, nil)
    }

    private static func hash<Bytes: Sequence<UInt8>>(_ string: Bytes) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in string { hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01B3 }
        return hash
    }

    private func firstSlot(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: hash ^ (hash >> 29)) & (slots.count - 1)
    }

    private func equals(_ number: Int, _ string: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[number]
        guard starts[number + 1] - start == string.count else { return false }
        guard let other = string.baseAddress, !string.isEmpty else { return true }
        return bytes.withUnsafeBufferPointer { stored in memcmp(stored.baseAddress! + start, other, string.count) == 0 }
    }

    /// Twice the slots, every string placed again.
    private mutating func rehash() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for number in 0..<count {
            var slot = firstSlot(Self.hash(bytes[range(of: number)]))
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number)
        }
    }
}
