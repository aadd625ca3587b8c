/// Lists and did-you-mean clauses in messages, worded one way everywhere.
public enum Wording {
    /// `a`, `a or b`, `a, b or c` (or with `conjunction`: `a, b and c`); empty for no words.
    public static func list(_ words: [String], conjunction: String = "or") -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + (words.last ?? "")
    }

    /// `; did you mean '--json'?` for `word` among `candidates` (ranked by ``NameSuggestions``),
    /// each shown with `prefix`; empty when nothing is close.
    public static func didYouMean(_ word: String, among candidates: [String], prefix: String = "") -> String {
        NameSuggestions.didYouMeanClause(NameSuggestions.didYouMean(word, among: candidates).map { prefix + $0 })
    }
}
