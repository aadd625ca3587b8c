/// Keywords whose typo index is over ``SymbolCatalog``'s limit of 2,000,000 entries: 5,000
/// symbols `s0`…`s4999`, each with one distinct 30-letter keyword (466 entries each, 2,330,000
/// in all), the same every run.
package enum TypoLimitKeywords {
    package static func make() -> [String: [String]] {
        var generator = SeededGenerator(seed: 28)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var keywords = [String: [String]]()
        for number in 0..<5_000 {
            keywords["s\(number)"] = [String((0..<30).map { _ in letters[Int(generator.next() % 26)] })]
        }
        return keywords
    }
}
