import CatalogSystem

/// A query that names something the data set does not have.
public enum SearchError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownCategory(String, suggestions: [String])
    case unknownPlatform(String, known: [String])
    case unknownRelease(String, suggestions: [String])
    case unknownLocalization(String, suggestions: [String])
    case unknownLayerset(String, suggestions: [String])
    case invalidVersion(String)
    case unknownCollection(String, suggestions: [String])

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
        }
    }
}
