import CatalogTestSupport

/// The damaged versions of a file the fault-injection sweeps try: the file truncated at every
/// 1/64 of its length (0/64 is the empty file) and 1,000 single-bit flips at positions drawn
/// from a seeded SplitMix64, so every run tries the same ones.
enum FaultCases {
    static let truncations = 64
    static let flips = 1000

    static func all(of original: [UInt8], seed: UInt64) -> [(label: String, bytes: [UInt8])] {
        var generator = SeededGenerator(seed: seed)
        let truncated = (0..<truncations).map { part in
            ("truncated at \(part)/64", Array(original.prefix(original.count * part / truncations)))
        }
        let flipped = (0..<flips).map { _ in
            var bytes = original
            let bit = Int(generator.next() % UInt64(original.count * 8))
            bytes[bit / 8] ^= 1 << (bit % 8)
            return ("bit \(bit % 8) of byte \(bit / 8) flipped", bytes)
        }
        return truncated + flipped
    }
}

/// Tally of one sweep, printed as one line of the fault-injection report.
struct FaultTally {
    let subject: String
    var rejected = 0
    var accepted = 0
    var total: Int { rejected + accepted }

    func report() {
        print("fault-injection: \(subject): \(total) cases: \(rejected) rejected with one line naming the file, \(accepted) still valid, 0 crashes")
    }
}
