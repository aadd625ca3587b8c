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
            "unknown category '\(name)'" + DataSetError.didYouMean(suggestions)
        case .unknownPlatform(let name, let known):
            "unknown platform '\(name)'" + (Suggestions.closest(to: name, among: known).isEmpty
                ? "; this data set's platforms are " + known.joined(separator: ", ")
                : DataSetError.didYouMean(Suggestions.closest(to: name, among: known)))
        case .unknownRelease(let name, let suggestions):
            "unknown release '\(name)'" + DataSetError.didYouMean(suggestions)
        case .unknownLocalization(let name, let suggestions):
            "unknown localization suffix '\(name)'" + DataSetError.didYouMean(suggestions)
        case .unknownLayerset(let name, let suggestions):
            "unknown layerset '\(name)'" + DataSetError.didYouMean(suggestions)
        case .invalidVersion(let text):
            "invalid OS version '\(text)' (expected numbers like 15.4)"
        case .unknownCollection(let name, let suggestions):
            "unknown collection '\(name)'" + DataSetError.didYouMean(suggestions)
        }
    }
}
