/// Everyday words for the names of one naming family (``DataSet/family``), from
/// `Data/vocabulary.tsv` (compiled in as ``table``): a word people type and the family's own
/// spelling of what it means: `off` → `slash` and `delete` → `trash` in SF Symbols,
/// `slash` → `off` in Lucide. A search term that is such a word also matches what its targets
/// match as whole words, at a keyword's points (``MatchRule/vocabulary``), and is never taken
/// for a typo of another word.
public struct Vocabulary: Sendable, Equatable {
    /// The naming family (`SF Symbols`, `Lucide`).
    public let family: String
    /// Each word (lowercase) and its targets, in the table's order.
    public let targets: [String: [String]]

    /// A vocabulary of `family` with these (word, target) pairs.
    public init(family: String, entries: [(word: String, target: String)]) {
        self.family = family
        var targets = [String: [String]]()
        for (word, target) in entries where word != target && !(targets[word]?.contains(target) ?? false) {
            targets[word, default: []].append(target)
        }
        self.targets = targets
    }

    /// An empty vocabulary (no word maps to another).
    public static let none = Vocabulary(family: "", entries: [])

    /// The compiled table's vocabulary of `family` (empty for a family it does not name).
    public static func of(family: String) -> Vocabulary {
        byFamily[family] ?? Vocabulary(family: family, entries: [])
    }

    /// The families the table names.
    public static var families: [String] { byFamily.keys.sorted() }

    private static let byFamily: [String: Vocabulary] = {
        var grouped = [String: [(word: String, target: String)]]()
        for entry in table { grouped[entry.family, default: []].append((entry.word, entry.target)) }
        var result = [String: Vocabulary]()
        for (family, entries) in grouped { result[family] = Vocabulary(family: family, entries: entries) }
        return result
    }()
}
