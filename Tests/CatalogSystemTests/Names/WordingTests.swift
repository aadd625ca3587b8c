import CatalogSystem
import Testing

@Suite("Wording: lists and did-you-mean in messages")
struct WordingTests {
    @Test("a list joined with commas and the conjunction before the last word", arguments: [
        ([], "or", ""),
        (["iOS"], "or", "iOS"),
        (["iOS", "macOS"], "or", "iOS or macOS"),
        (["iOS", "macOS", "tvOS"], "or", "iOS, macOS or tvOS"),
        (["3 Swift files", "1 manifest", "2 xibs"], "and", "3 Swift files, 1 manifest and 2 xibs"),
    ])
    func list(words: [String], conjunction: String, expected: String) {
        #expect(Wording.list(words, conjunction: conjunction) == expected)
    }

    @Test("did-you-mean offers the close candidates with their prefix, or nothing")
    func didYouMean() {
        #expect(Wording.didYouMean("jsno", among: ["json", "text", "tsv"], prefix: "--") == "; did you mean '--json'?")
        #expect(Wording.didYouMean("zzzzzz", among: ["json", "text", "tsv"]) == "")
        #expect(NameSuggestions.didYouMeanClause(["a", "b", "c"]) == "; did you mean 'a', 'b' or 'c'?")
    }
}
