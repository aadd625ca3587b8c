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
        // Alone, a candidate that keeps the first letter is applied; `bat` for `cat` changes it,
        // so it is only offered (a different first letter is never applied: below).
        #expect(NameSuggestions.confident(NameSuggestions.ranked("cat", among: ["cast"]))?.name == "cast")
        #expect(NameSuggestions.confident(NameSuggestions.ranked("cat", among: ["bat"])) == nil)
        #expect(NameSuggestions.confident([]) == nil)
    }

    @Test("a different first letter ranks last and is never applied without asking (issue 26: gear.fill → ear.fill)")
    func firstLetter() {
        // ear.fill is 4 units from gear.fil (a g missing, an l extra), gear.film 2 (an m
        // extra): the one that keeps the `g` is first, and applied.
        let ranked = NameSuggestions.ranked("gear.fil", among: ["ear.fill", "gear.film"])
        #expect(ranked.map(\.name) == ["gear.film", "ear.fill"])
        #expect(ranked.map(\.distance) == [2, 4])
        #expect(ranked.map(\.keepsFirstLetter) == [true, false])
        #expect(NameSuggestions.confident(ranked)?.name == "gear.film")
        // `hare` is one letter from `share`, but not what anyone typing `share` meant: offered,
        // never applied (lint --fix applies only a confident one).
        let hare = NameSuggestions.ranked("share", among: ["hare"])
        #expect(hare.map(\.tier) == [3])
        #expect(NameSuggestions.confident(hare) == nil)
        #expect(NameSuggestions.didYouMean("share", among: ["hare"]) == ["hare"])
    }

    @Test("what the data says was meant ranks before a farther spelling, after one slip that keeps the first letter")
    func meant() {
        let gear = NameSuggestions.ranked("gear.fill", among: ["ear.fill", "gearshape.fill"], meant: ["gearshape.fill"])
        #expect(gear.map(\.name) == ["gearshape.fill", "ear.fill"])
        #expect(gear.map(\.isMeant) == [true, false])
        #expect(gear.first?.distance == 10)            // five letters missing: over the budget of 9 as spelling
        #expect(NameSuggestions.confident(gear) == nil) // a meaning is offered, never applied
        let heart = NameSuggestions.ranked("heart.fil", among: ["heart.fill"], meant: ["heart.fill", "suit.heart.fill"])
        #expect(heart.map(\.name) == ["heart.fill", "suit.heart.fill"])
        #expect(heart.map(\.tier) == [0, 1])
        #expect(NameSuggestions.confident(heart)?.name == "heart.fill")
    }

    @Test("the budget is that of the components that differ (issue 26: collection show → collection new)")
    func differingComponentsBudget() {
        // show → new is 8 units (s missing, h and o wrong): within the 15 of the whole line,
        // over the 6 of `show`.
        #expect(TypingDistance.distance("show", "new", limit: 20) == 8)
        #expect(NameSuggestions.defaultLimit(for: "collection show") == 15)
        #expect(NameSuggestions.closest(to: "collection show", among: ["collection new", "collection shwo"]) == ["collection shwo"])
        #expect(NameSuggestions.closest(to: "collection list", among: ["collection add", "collection new", "collection clear"]).isEmpty)
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
