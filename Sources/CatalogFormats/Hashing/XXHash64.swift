/// XXH64, the 64-bit xxHash of Yann Collet (seed 0 unless given), written out from the
/// published algorithm: 32-byte stripes in four lanes, then the tail, then an avalanche.
/// It keys the data-set cache on the content of each source file and checks the index's
/// own bytes; it runs at memory speed, so hashing a 1.5 MB data set costs well under 1 ms.
///
/// Not a cryptographic hash: it detects edits and corruption, not tampering.
package enum XXHash64 {
    fileprivate static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    fileprivate static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    fileprivate static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    fileprivate static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    fileprivate static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// The hash of `bytes`.
    package static func hash(_ bytes: [UInt8], seed: UInt64 = 0) -> UInt64 {
        bytes.withUnsafeBytes { hash($0, seed: seed) }
    }

    /// The hash of the bytes at `buffer`.
    package static func hash(_ buffer: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        var state = State(seed: seed)
        state.update(buffer)
        return state.finish()
    }

    /// The hash of bytes given piece by piece (a file read in chunks): the same value as
    /// ``hash(_:seed:)`` of them all at once, however they are cut.
    package struct State {
        private var lanes: (UInt64, UInt64, UInt64, UInt64)
        private let seed: UInt64
        private var total = 0
        /// Bytes of an incomplete 32-byte stripe, carried to the next update.
        private var pending = [UInt8]()

        package init(seed: UInt64 = 0) {
            self.seed = seed
            lanes = (seed &+ prime1 &+ prime2, seed &+ prime2, seed, seed &- prime1)
            pending.reserveCapacity(32)
        }

        package mutating func update(_ buffer: UnsafeRawBufferPointer) {
            total += buffer.count
            var offset = 0
            if !pending.isEmpty {
                let taken = min(32 - pending.count, buffer.count)
                pending.append(contentsOf: buffer[0..<taken])
                offset = taken
                guard pending.count == 32 else { return }
                pending.withUnsafeBytes { stripe(of: $0, at: 0) }
                pending.removeAll(keepingCapacity: true)
            }
            // The lanes in locals: the loop runs at memory speed only when they stay in registers.
            var (lane1, lane2, lane3, lane4) = lanes
            while offset + 32 <= buffer.count {
                lane1 = round(lane1, word(buffer, offset))
                lane2 = round(lane2, word(buffer, offset + 8))
                lane3 = round(lane3, word(buffer, offset + 16))
                lane4 = round(lane4, word(buffer, offset + 24))
                offset += 32
            }
            lanes = (lane1, lane2, lane3, lane4)
            pending.append(contentsOf: buffer[offset...])
        }

        package func finish() -> UInt64 {
            var result: UInt64
            if total >= 32 {
                result = rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
                result = merge(result, lanes.0)
                result = merge(result, lanes.1)
                result = merge(result, lanes.2)
                result = merge(result, lanes.3)
            } else {
                result = seed &+ prime5
            }
            result &+= UInt64(total)
            return pending.withUnsafeBytes { tail in
                var offset = 0
                while offset + 8 <= tail.count {
                    result ^= round(0, word(tail, offset))
                    result = rotate(result, 27) &* prime1 &+ prime4
                    offset += 8
                }
                if offset + 4 <= tail.count {
                    let half = UInt64(UInt32(littleEndian: tail.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
                    result ^= half &* prime1
                    result = rotate(result, 23) &* prime2 &+ prime3
                    offset += 4
                }
                while offset < tail.count {
                    result ^= UInt64(tail[offset]) &* prime5
                    result = rotate(result, 11) &* prime1
                    offset += 1
                }
                result ^= result >> 33
                result &*= prime2
                result ^= result >> 29
                result &*= prime3
                result ^= result >> 32
                return result
            }
        }

        @inline(__always)
        private mutating func stripe(of buffer: UnsafeRawBufferPointer, at offset: Int) {
            lanes.0 = round(lanes.0, word(buffer, offset))
            lanes.1 = round(lanes.1, word(buffer, offset + 8))
            lanes.2 = round(lanes.2, word(buffer, offset + 16))
            lanes.3 = round(lanes.3, word(buffer, offset + 24))
        }
    }

    @inline(__always)
    fileprivate static func word(_ buffer: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    @inline(__always)
    fileprivate static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }

    @inline(__always)
    fileprivate static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    @inline(__always)
    fileprivate static func merge(_ accumulator: UInt64, _ lane: UInt64) -> UInt64 {
        (accumulator ^ round(0, lane)) &* prime1 &+ prime4
    }
}
