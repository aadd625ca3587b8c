/// How often each character occurs in a kind of text: the weights of ``CapsizeMetrics``'
/// `xWidthAvg` (Capsize's average character width).
public struct CharacterFrequencies: Sendable, Hashable {
    /// Each character and its weight (count / total; the weights add up to 1), in code-point
    /// order.
    public let weights: [(scalar: Unicode.Scalar, weight: Double)]

    /// Weights from `counts` (character, how many times it occurs).
    public init(counts: [(Unicode.Scalar, Int)]) {
        let total = Double(counts.reduce(0) { $0 + $1.1 })
        weights = counts.map { ($0.0, Double($0.1) / total) }
    }

    /// English running text (shipped in `Data/typography/english-character-frequencies.tsv`,
    /// with its sources): the letters of Jones & Mewhort (2004), case-sensitive counts from
    /// the New York Times corpus, and one space per word at Norvig's (2013) 4.79 letters per
    /// word. Used for the Latin subset, as Capsize uses its English weightings.
    public static let english = CharacterFrequencies(
        counts: englishCounts.map { (Unicode.Scalar($0.0)!, $0.1) })

    /// Equal when both give the same weights.
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
