import CatalogSystem

/// A value people name with words: a platform, text style, size category, weight, width,
/// design or leading. One implementation of parsing and "did you mean" for all of them.
///
/// Names are compared by their *key*: lowercased, with spaces, hyphens and underscores
/// removed, so `"Large Title"`, `"large-title"` and `"largeTitle"` are one name. Suggestions
/// are ranked by ``NameSuggestions`` over the keys (the one ranking of the tool) and given as
/// the spellings people wrote, at most one per value.
public protocol SpelledName: CaseIterable, Hashable, Sendable where AllCases == [Self] {
    /// What kind of name this is, for messages (`font width`, `size category`).
    static var nameKind: DynamicTypeError.NameKind { get }
    /// Every spelling ``init(name:)`` accepts, the one to suggest first.
    var spellings: [String] { get }
    /// The name listed when nothing is close (`AX3`, `Large Title`, `extraExpanded`).
    var canonicalName: String { get }
}

extension SpelledName {
    /// The value one of whose spellings has the same key as `name`, or nil.
    public init?(name: String) {
        let wanted = SpellingKey.key(name)
        guard !wanted.isEmpty,
              let value = Self.allCases.first(where: { $0.spellings.contains { SpellingKey.key($0) == wanted } })
        else { return nil }
        self = value
    }

    /// Parses like ``init(name:)`` or throws ``DynamicTypeError/unknownName(_:name:suggestions:)``
    /// with the closest spellings.
    public init(parsing name: String) throws(DynamicTypeError) {
        guard let value = Self(name: name) else {
            throw .unknownName(Self.nameKind, name: name, suggestions: Self.suggestions(for: name))
        }
        self = value
    }

    /// For "did you mean": the spelling closest to `name` when it is clearly the closest, else
    /// up to `limit` spellings, best first; one per value; empty when none is close.
    public static func suggestions(for name: String, limit: Int = 3) -> [String] {
        let wanted = SpellingKey.key(name)
        guard !wanted.isEmpty, limit > 0 else { return [] }
        var spellingOfKey = [String: (text: String, value: Self)]()
        var keys = [String]()
        for value in allCases {
            for spelling in value.spellings {
                let key = SpellingKey.key(spelling)
                guard spellingOfKey[key] == nil else { continue }
                spellingOfKey[key] = (spelling, value)
                keys.append(key)
            }
        }
        var suggested = Set<Self>()
        var ranked = [NameSuggestions.Ranked]()
        for candidate in NameSuggestions.ranked(wanted, among: keys, limit: keys.count) {
            guard let entry = spellingOfKey[candidate.name], suggested.insert(entry.value).inserted else { continue }
            ranked.append(candidate.named(entry.text))
            if ranked.count == limit { break }
        }
        return NameSuggestions.offered(ranked)
    }

    /// The canonical names of every value, in order.
    public static var canonicalNames: [String] { allCases.map(\.canonicalName) }
}

/// The key names are compared by.
enum SpellingKey {
    /// `name` lowercased, without spaces, hyphens and underscores.
    static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != " " && $0 != "-" && $0 != "_" })
    }
}
