import CatalogSystem

/// A query that names something the data set does not have.
public enum SearchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No category has this key or label; `suggestions` are the closest names.
    case unknownCategory(String, suggestions: [String])
    /// The release table has no such platform; `known` are the platforms it has.
    case unknownPlatform(String, known: [String])
    /// No release has this name; `suggestions` are the closest.
    case unknownRelease(String, suggestions: [String])
    /// No symbol has a variant with this localization suffix; `suggestions` are the closest.
    case unknownLocalization(String, suggestions: [String])
    /// No such rendering mode; `suggestions` are the closest.
    case unknownLayerset(String, suggestions: [String])
    /// The text is not an OS version (dot-separated non-negative integers).
    case invalidVersion(String)
    /// No smart, favorites or user collection has this name; `suggestions` are the closest.
    case unknownCollection(String, suggestions: [String])
    /// More words than ``SymbolQuery/maximumTerms``: `count` were given.
    case tooManyTerms(count: Int)

    /// One line for the command line: what is unknown, then did-you-mean.
    public var description: String {
        switch self {
        case .unknownCategory(let name, let suggestions):
            "unknown category '\(name)'" + NameSuggestions.didYouMeanClause(suggestions)
        case .unknownPlatform(let name, let known):
            "unknown platform '\(name)'" + (NameSuggestions.didYouMean(name, among: known).isEmpty
                ? "; this data set's platforms are " + known.joined(separator: ", ")
                : NameSuggestions.didYouMeanClause(NameSuggestions.didYouMean(name, among: known)))
        case .unknownRelease(let name, let suggestions):
            "unknown release '\(name)'" + NameSuggestions.didYouMeanClause(suggestions)
        case .unknownLocalization(let name, let suggestions):
            "unknown localization suffix '\(name)'" + NameSuggestions.didYouMeanClause(suggestions)
        case .unknownLayerset(let name, let suggestions):
            "unknown layerset '\(name)'" + NameSuggestions.didYouMeanClause(suggestions)
        case .invalidVersion(let text):
            "invalid OS version '\(text)' (expected numbers like 15.4)"
        case .unknownCollection(let name, let suggestions):
            "unknown collection '\(name)'" + NameSuggestions.didYouMeanClause(suggestions)
        case .tooManyTerms(let count):
            "a search takes at most \(SymbolQuery.maximumTerms) words (this one has \(count))"
        }
    }
}
