/// The Type 1 font cipher (Adobe, *Type 1 Font Format*, chapter 7): the running key `r`
/// decrypts cipher byte `c` to `c ^ (r >> 8)` and then becomes `(c + r) × 52845 + 22719`
/// (mod 2¹⁶). `eexec` starts the key at 55665 for the private part of a font, 4330 starts it
/// for each charstring.
///
/// The key after a run of bytes depends only on the cipher bytes, and the step is affine in
/// the key: with `a = 52845` and `b′ = 22719 × a⁻¹`, `r′ = a × (r + c + b′)`, so after `n`
/// bytes `r = aⁿ × r₀ + Σ aⁿ⁻ᵏ × (cₖ + b′)`. ``skip(_:)`` sums that over 64 bytes at a time
/// instead of stepping byte by byte, so a charstring the reader does not need is passed over
/// at memory speed (the byte-by-byte chain costs about 6 cycles a byte; FreeType spends most
/// of a Type 1 face's loading in it).
struct EexecCipher {
    /// The key before the next byte.
    private(set) var key: UInt16

    static let eexecKey: UInt16 = 55665
    static let charStringKey: UInt16 = 4330
    static let multiplier: UInt16 = 52845
    static let increment: UInt16 = 22719

    init(key: UInt16) {
        self.key = key
    }

    /// Decrypts one byte and moves the key on.
    @inline(__always)
    mutating func decrypt(_ cipher: UInt8) -> UInt8 {
        let plain = cipher ^ UInt8(truncatingIfNeeded: key >> 8)
        key = (UInt16(cipher) &+ key) &* Self.multiplier &+ Self.increment
        return plain
    }

    /// Decrypts `bytes` into plain bytes.
    mutating func decrypt(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var plain = [UInt8]()
        plain.reserveCapacity(bytes.count)
        for byte in bytes { plain.append(decrypt(byte)) }
        return plain
    }

    /// Moves the key past `bytes` without decrypting them: the same key as decrypting them
    /// one by one.
    mutating func skip(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        let wide = bytes.count / 64, narrow = (bytes.count % 64) / 16
        if wide > 0 { key = Self.wide.skip(base, blocks: wide, from: key) }
        if narrow > 0 { key = Self.narrow.skip(base + wide * 64, blocks: narrow, from: key) }
        var key = self.key  // in a register: the chain is one multiply-add a byte
        for byte in UnsafeRawBufferPointer(rebasing: bytes[(wide * 64 + narrow * 16)...]) {
            key = (UInt16(byte) &+ key) &* Self.multiplier &+ Self.increment
        }
        self.key = key
    }

    /// `b′ = 22719 × 52845⁻¹ (mod 2¹⁶)`: the increment moved inside the multiplication.
    private static let innerIncrement: UInt16 = increment &* inverse(of: multiplier)

    private static let wide = BlockSkipper(loads: 4)
    private static let narrow = BlockSkipper(loads: 1)

    /// Passes the key over blocks of `16 × loads` bytes. Each 16-byte load is taken as eight
    /// 16-bit lanes, split into its even and odd bytes; lane accumulators hold
    /// Σₘ Mᴷ⁻¹⁻ᵐ × (c + b′) for their byte position (M = a^blockSize, K blocks), and the key is
    /// then Mᴷ × key + Σ a^(blockSize − position) × accumulator.
    private struct BlockSkipper {
        let loads: Int
        let blockMultiplier: UInt16
        /// a^(blockSize − position) for the even and the odd bytes of each load (as many as
        /// there are loads; a tuple, not an array: no reference counting in the loop).
        typealias Weights = (SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>)
        let evenWeights: Weights
        let oddWeights: Weights

        init(loads: Int) {
            self.loads = loads
            let size = 16 * loads
            blockMultiplier = EexecCipher.power(EexecCipher.multiplier, size)
            func weights(_ load: Int, _ parity: Int) -> SIMD8<UInt16> {
                var lanes = SIMD8<UInt16>()
                guard load < loads else { return lanes }
                for lane in 0..<8 { lanes[lane] = EexecCipher.power(EexecCipher.multiplier, size - (16 * load + 2 * lane + parity)) }
                return lanes
            }
            evenWeights = (weights(0, 0), weights(1, 0), weights(2, 0), weights(3, 0))
            oddWeights = (weights(0, 1), weights(1, 1), weights(2, 1), weights(3, 1))
        }

        func skip(_ base: UnsafeRawPointer, blocks: Int, from key: UInt16) -> UInt16 {
            let step = SIMD8<UInt16>(repeating: blockMultiplier)
            let inner = SIMD8<UInt16>(repeating: EexecCipher.innerIncrement)
            let low = SIMD8<UInt16>(repeating: 0xFF)
            var sum = SIMD8<UInt16>()
            if loads == 4 {
                var e0 = SIMD8<UInt16>(), o0 = e0, e1 = e0, o1 = e0, e2 = e0, o2 = e0, e3 = e0, o3 = e0
                for block in 0..<blocks {
                    let start = base + block * 64
                    let v0 = start.loadUnaligned(as: SIMD8<UInt16>.self), v1 = (start + 16).loadUnaligned(as: SIMD8<UInt16>.self)
                    let v2 = (start + 32).loadUnaligned(as: SIMD8<UInt16>.self), v3 = (start + 48).loadUnaligned(as: SIMD8<UInt16>.self)
                    e0 = e0 &* step &+ ((v0 & low) &+ inner); o0 = o0 &* step &+ ((v0 &>> 8) &+ inner)
                    e1 = e1 &* step &+ ((v1 & low) &+ inner); o1 = o1 &* step &+ ((v1 &>> 8) &+ inner)
                    e2 = e2 &* step &+ ((v2 & low) &+ inner); o2 = o2 &* step &+ ((v2 &>> 8) &+ inner)
                    e3 = e3 &* step &+ ((v3 & low) &+ inner); o3 = o3 &* step &+ ((v3 &>> 8) &+ inner)
                }
                sum = e0 &* evenWeights.0 &+ o0 &* oddWeights.0 &+ e1 &* evenWeights.1 &+ o1 &* oddWeights.1
                sum = sum &+ e2 &* evenWeights.2 &+ o2 &* oddWeights.2 &+ e3 &* evenWeights.3 &+ o3 &* oddWeights.3
            } else {
                var even = SIMD8<UInt16>(), odd = SIMD8<UInt16>()
                for block in 0..<blocks {
                    let v = (base + block * 16).loadUnaligned(as: SIMD8<UInt16>.self)
                    even = even &* step &+ ((v & low) &+ inner)
                    odd = odd &* step &+ ((v &>> 8) &+ inner)
                }
                sum = even &* evenWeights.0 &+ odd &* oddWeights.0
            }
            return EexecCipher.power(blockMultiplier, blocks) &* key &+ sum.wrappedSum()
        }
    }

    /// `base` to the power `exponent`, mod 2¹⁶.
    static func power(_ base: UInt16, _ exponent: Int) -> UInt16 {
        var result: UInt16 = 1, square = base, rest = exponent
        while rest > 0 {
            if rest & 1 == 1 { result = result &* square }
            square = square &* square
            rest >>= 1
        }
        return result
    }

    /// The inverse of an odd `value` mod 2¹⁶ (Newton's iteration doubles the correct bits).
    static func inverse(of value: UInt16) -> UInt16 {
        var inverse = value  // correct to 3 bits for any odd value
        for _ in 0..<4 { inverse = inverse &* (2 &- value &* inverse) }
        return inverse
    }
}
