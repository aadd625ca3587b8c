import Testing
@testable import CatalogSystem

@Suite("Did-you-mean ranking")
struct NameSuggestionsTests {
    @Test("a missing letter ranks before a wrong one, whatever the alphabet says")
    func omissionBeforeSubstitution() {
        let ranked = NameSuggestions.ranked("hart.fill", among: ["cart.fill", "heart.fill", "dart.fill"])
        #expect(ranked.map(\.name) == ["heart.fill", "cart.fill", "dart.fill"])
        #expect(ranked.map(\.distance) == [2, 3, 3])
        #expect(NameSuggestions.confident(ranked)?.name == "heart.fill")
    }

    @Test("ties go to shared components, then nearer length, then shorter, then name")
    func tieBreaks() {
        // Each is one wrong letter from "a.b.cd": the one that keeps two components wins.
        let byComponents = NameSuggestions.ranked("a.b.cd", among: ["a.bxcd", "a.b.ce"])
        #expect(byComponents.map(\.name) == ["a.b.ce", "a.bxcd"])
        #expect(byComponents.map(\.sharedComponents) == [2, 1])
        // Same distance, nothing shared: nearer length first, though longer.
        #expect(NameSuggestions.closest(to: "abcd", among: ["ab", "abdx"], maximumDistance: 4) == ["abdx", "ab"])
        // Same distance and gap: shorter first; then by name.
        #expect(NameSuggestions.closest(to: "abcd", among: ["abcde", "abd"], maximumDistance: 2) == ["abd", "abcde"])
        #expect(NameSuggestions.closest(to: "abcd", among: ["abcf", "abce"], maximumDistance: 3) == ["abce", "abcf"])
    }

    @Test("no confident pick when the first two are equally good")
    func confidentOnlyWhenStrictlyBetter() {
        let ranked = NameSuggestions.ranked("cat", among: ["bat", "hat"])
        #expect(ranked.count == 2)
        #expect(NameSuggestions.confident(ranked) == nil)
        #expect(NameSuggestions.confident(NameSuggestions.ranked("cat", among: ["bat"]))?.name == "bat")
        #expect(NameSuggestions.confident([]) == nil)
    }

    @Test("case is folded, duplicates count once, the budget holds")
    func budgetAndDuplicates() {
        #expect(NameSuggestions.closest(to: "HEART", among: ["heart", "Heart", "hearts"]) == ["heart", "hearts"])
        #expect(NameSuggestions.closest(to: "heart", among: ["lightbulb"]).isEmpty)
        #expect(NameSuggestions.closest(to: "abc", among: ["abd", "xyz"], maximumDistance: 2).isEmpty)
        #expect(NameSuggestions.defaultLimit(for: "hart.fill") == 9)
        #expect(NameSuggestions.defaultLimit(for: "ios") == 6)
    }

    @Test("did-you-mean offers the confident best alone, else the best three")
    func offered() {
        #expect(NameSuggestions.didYouMean("hart.fill", among: ["cart.fill", "heart.fill", "dart.fill"]) == ["heart.fill"])
        #expect(NameSuggestions.didYouMean("cat", among: ["hat", "bat", "rat", "mat"]) == ["bat", "hat", "mat"])
        #expect(NameSuggestions.didYouMean("cat", among: ["bat"]) == ["bat"])
        #expect(NameSuggestions.didYouMean("cat", among: ["lightbulb"]) == [])
    }

    @Test("did-you-mean clauses")
    func clauses() {
        #expect(NameSuggestions.didYouMeanClause([]) == "")
        #expect(NameSuggestions.didYouMeanClause(["a"]) == "; did you mean 'a'?")
        #expect(NameSuggestions.didYouMeanClause(["a", "b", "c"]) == "; did you mean 'a', 'b' or 'c'?")
    }
}
