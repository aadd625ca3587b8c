/// The damaged versions of a file the fault-injection sweeps try: the file truncated at every
/// 1/`truncations` of its length (0 is the empty file) and single-bit flips at positions drawn
/// from a seeded SplitMix64, so every run tries the same ones. A campaign (``Campaign``) tries
/// 64 truncations and 1,000 flips a file at CI's scale; `swift test` 8 and 24 of the same.
package enum FaultCases {
    package static let truncations = Campaign.count(sample: 8, ci: 64)
    package static let flips = Campaign.count(sample: 24, ci: 1000)
    /// The cases a file gets.
    package static let count = truncations + flips

    package static func all(of original: [UInt8], seed: UInt64,
                            truncations: Int = truncations, flips: Int = flips) -> [(label: String, bytes: [UInt8])] {
        var generator = SeededGenerator(seed: seed)
        let truncated = (0..<truncations).map { part in
            ("truncated at \(part)/\(truncations)", Array(original.prefix(original.count * part / truncations)))
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
package struct FaultTally {
    package let subject: String
    package var rejected = 0
    package var accepted = 0
    package var total: Int { rejected + accepted }

    package init(subject: String) { self.subject = subject }

    package func report() {
        print("fault-injection: \(subject): \(total) cases: \(rejected) rejected with one line naming the file, \(accepted) still valid, 0 crashes")
    }
}
