import CatalogSystem

/// What did-you-mean reads of a data set's names (``DataSet/meantNames(for:)``), made once
/// per data set: lint asks for every unknown name in a project.
struct NameWords: Sendable {
    /// Every component of the current and old names, lowercased.
    let components: Set<String>
    /// The components the data renamed: an old name and its current one with as many
    /// components, differing in one (`folder.badge.gear` → `folder.badge.gearshape`: `gear`
    /// → `gearshape`). Where one component was renamed to several, the commonest; then the
    /// first by name.
    let renamedComponents: [String: String]
    /// The components and the words of every keyword, lowercased: the words search matches
    /// whole.
    let words: Set<String>

    init(names: [String], renames: [String: String], symbols: [Symbol]) {
        var components = Set<String>()
        for names in [names, Array(renames.keys)] {
            for name in names {
                for component in NameSuggestions.components(of: name) { components.insert(String(component)) }
            }
        }
        self.components = components
        var counts = [String: [String: Int]]()
        for (old, current) in renames {
            let before = NameSuggestions.components(of: old), after = NameSuggestions.components(of: current)
            guard before.count == after.count else { continue }
            let differing = before.indices.filter { before[$0] != after[$0] }
            guard differing.count == 1, let position = differing.first else { continue }
            counts[String(before[position]), default: [:]][String(after[position]), default: 0] += 1
        }
        renamedComponents = counts.compactMapValues { targets in
            targets.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
        }
        var words = components
        for symbol in symbols {
            for keyword in symbol.keywords {
                for word in NameSuggestions.components(of: keyword) { words.insert(String(word)) }
            }
        }
        self.words = words
    }

    /// The words of a data set whose parts are deferred, made on first use.
    static func deferred(
        names: Deferred<[String]>, aliases: Deferred<(renames: [String: String], legacy: [String: String])>,
        symbols: Deferred<[Symbol]>
    ) -> Deferred<NameWords> {
        Deferred { NameWords(names: names.value, renames: aliases.value.renames, symbols: symbols.value) }
    }
}
