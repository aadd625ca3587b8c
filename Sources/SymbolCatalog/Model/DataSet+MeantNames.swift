import CatalogSystem

extension DataSet {
    /// The current names the data says `name` was meant to be, best first, for
    /// ``closestNames(to:limit:)``: `name` with each component spelled as the data spells
    /// components and one renamed as the data renamed it (`folder.badge.gear` became
    /// `folder.badge.gearshape`, so `gear.fill` → `gearshape.fill`, and `gear.fil`, whose
    /// `fil` the data spells `fill`, too), then what search ranks first for its components
    /// when each is a word of the data set (`share` → `square.and.arrow.up`, whose keyword it
    /// is). Only names of the data set.
    func meantNames(for name: String) -> [String] {
        let parts = NameSuggestions.components(of: name).map(String.init)
        guard !parts.isEmpty, parts.count <= SymbolQuery.maximumTerms else { return [] }
        let separator = name.first { $0 == "." || $0 == "-" || $0 == "_" }.map(String.init) ?? "."
        var found = [String]()
        func add(_ candidate: [String]) {
            let joined = candidate.joined(separator: separator)
            let current = symbols[joined] != nil ? joined : renames[joined].flatMap { symbols[$0] == nil ? nil : $0 }
            if let current, current != name, !found.contains(current) { found.append(current) }
        }
        let vocabulary = nameWords.components
        // Each component as written when the data has it, else its closest spellings there
        // (`fil`: `file` and `fill` are one letter off): at most 27 ways to spell the name.
        var spellings: [[String]] = [[]]
        for part in parts {
            let options = vocabulary.contains(part) ? [part]
                : NameSuggestions.ranked(part, among: vocabulary).filter { $0.keepsFirstLetter }.map(\.name)
            let kept = options.isEmpty ? [part] : options
            spellings = spellings.flatMap { prefix in kept.map { prefix + [$0] } }
            if spellings.count > 27 { spellings = Array(spellings.prefix(27)) }
        }
        let renamedComponents = nameWords.renamedComponents
        for spelled in spellings {
            for position in spelled.indices {
                guard let renamed = renamedComponents[spelled[position]] else { continue }
                var candidate = spelled
                candidate[position] = renamed
                add(candidate)
            }
        }
        // Search only for words the data has (a keyword, a component): a slip is spelling's job.
        if parts.allSatisfy(nameWords.words.contains) {
            var query = SymbolQuery()
            query.terms = parts
            query.exact = true
            query.limit = 1
            if let first = try? search(query).first, first.score >= 1000 { add([first.symbol.name]) }
        }
        return found
    }
}
