/// What would find something when a search found nothing (``DataSet/suggestions(for:outcome:)``):
/// said on stderr and given as `suggestions` in `search --json`.
public enum SearchSuggestion: Sendable, Equatable {
    /// Words of the data set close to `term`, which matched nothing (did you mean).
    case spelling(term: String, words: [String])
    /// An everyday word of the data set's family close to `term`, and what it stands for
    /// (`delte`: `delete`, which is `trash` here).
    case vocabulary(term: String, word: String, targets: [String])
    /// The query without `word` finds `count` symbols, `first` the best of them.
    case without(word: String, count: Int, first: [String])

    /// The kind, as JSON names it: `did-you-mean`, `vocabulary`, `without`.
    public var kind: String {
        switch self {
        case .spelling: "did-you-mean"
        case .vocabulary: "vocabulary"
        case .without: "without"
        }
    }
}
