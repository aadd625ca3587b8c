/// How often each character occurs in a kind of text: the weights of ``CapsizeMetrics``'
/// `xWidthAvg` (Capsize's average character width), one table per subset.
public struct CharacterFrequencies: Sendable, Hashable {
    /// The character sets Capsize publishes an `xWidthAvg` for (`subsets` in its metrics,
    /// `createFontStack`'s `subset` option).
    public enum Subset: String, Sendable, Hashable, CaseIterable {
        /// Latin and Latin-1 text (U+0020–U+007F, U+00A0–U+00FF), weighted as English WikiNews.
        case latin
        /// Thai text (U+0E01–U+0E5B without combining marks), weighted as Thai WikiNews.
        case thai
    }

    /// Each character and its weight, in Capsize's order (the order the sum is taken in, so
    /// the rounding is Capsize's to the last bit). The weights are Capsize's, to 4 decimals,
    /// and add up to about 1, not exactly.
    public let weights: [(scalar: Unicode.Scalar, weight: Double)]

    /// Weights as given, in this order.
    public init(weights: [(Unicode.Scalar, Double)]) {
        self.weights = weights.map { ($0.0, $0.1) }
    }

    /// Capsize's `latin` weightings (shipped in `Data/typography/capsize-weightings.tsv`, with
    /// their source: @capsizecss/unpack 2.2.0, counted in the abstracts of 5,000 English
    /// WikiNews articles): letters, digits, punctuation, the space.
    public static let latin = CharacterFrequencies(weights: latinWeights.map { (Unicode.Scalar($0.0)!, $0.1) })

    /// Capsize's `thai` weightings (the same file and source, Thai WikiNews).
    public static let thai = CharacterFrequencies(weights: thaiWeights.map { (Unicode.Scalar($0.0)!, $0.1) })

    /// The weightings of `subset`.
    public static func of(_ subset: Subset) -> CharacterFrequencies {
        switch subset {
        case .latin: latin
        case .thai: thai
        }
    }

    /// `Math.round(Σ advance × weight)` in this table's order, as Capsize's unpack computes
    /// `xWidthAvg`: `advance` gives a character's advance in font units, or nil when the font
    /// has no glyph for it, which then counts as `missing` (glyph 0's advance, as fontkit maps
    /// it to `.notdef`); combining marks count nothing (fontkit's `isMark`).
    public func averageWidth<E: Error>(missing: Int, advance: (Unicode.Scalar) throws(E) -> Int?) throws(E) -> Int {
        var sum = 0.0
        for (scalar, weight) in weights where !Self.isMark(scalar) {
            sum += Double(try advance(scalar) ?? missing) * weight
        }
        return Int((sum + 0.5).rounded(.down))
    }

    /// A combining mark (Unicode Mn, Mc, Me): fontkit's `isMark`, which Capsize leaves out.
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// Equal when both give the same weights in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.weights.elementsEqual(rhs.weights) { $0.scalar == $1.scalar && $0.weight == $1.weight }
    }

    /// Hashes the weights.
    public func hash(into hasher: inout Hasher) {
        for (scalar, weight) in weights {
            hasher.combine(scalar)
            hasher.combine(weight)
        }
    }
}
