import Foundation
import Testing
@testable import SymbolCatalog

/// The mini data set (every quirk), loaded once per test.
private func mini() throws -> DataSet {
    let writer = FixtureWriter(label: "search")
    defer { writer.remove() }
    try MiniDataSet.write(to: writer, plist: .xml, strings: .stringsUTF8)
    return try DataSetLoader.load(path: writer.path, name: "mini")
}

private func names(_ dataSet: DataSet, _ configure: (inout SymbolQuery) -> Void) throws -> [String] {
    var query = SymbolQuery()
    configure(&query)
    return try dataSet.search(query).map(\.name)
}

@Suite("Search: matching, ranking and filters")
struct SearchTests {
    @Test("each term's rule and the query's, with scores", arguments: [
        // terms, expected names in order, first result's rule, first result's score
        (["heart"], ["heart", "heart.fill"], MatchRule.exactName, 6070),
        (["heart", "fill"], ["heart.fill"], .joinedName, 4130),
        (["fill"], ["heart.fill", "smallcircle.filled.circle"], .nameComponents, 3060),
        (["on.doc"], ["document.on.document"], .oldName, 1045),    // a run of doc.on.doc's components
        (["ument"], ["document.on.document"], .substring, 1020),
        (["doc"], ["document.on.document"], .componentPrefix, 1045), // the name's start; doc.on.doc's component is no better
        (["dot.circle"], ["smallcircle.filled.circle"], .exactOldName, 5045),
        (["LOV"], ["heart"], .keywordPrefix, 1030),
        (["like"], ["heart"], .exactKeyword, 2050),
        (["health"], ["heart"], .category, 1010),
        (["objects & tools"], ["document.on.document"], .category, 1010),
        (["heart", "lov"], ["heart"], .keywordPrefix, 1100),
        (["circle"], ["0.circle", "smallcircle.filled.circle"], .nameComponents, 3060),
        (["strength"], ["figure.strengthtraining", "figure.strengthtraining.traditional"], .componentPrefix, 1035),
    ] as [([String], [String], MatchRule, Int)])
    func ranking(terms: [String], expected: [String], rule: MatchRule, score: Int) throws {
        let dataSet = try mini()
        let results = try dataSet.search({ var query = SymbolQuery(); query.terms = terms; return query }())
        #expect(results.map(\.name) == expected)
        #expect(results.first?.match == rule)
        #expect(results.first?.score == score)
    }

    @Test("old names matched are named; no terms: score 0, no rule, by name")
    func oldNamesAndNoTerms() throws {
        let dataSet = try mini()
        let renamed = try dataSet.search({ var query = SymbolQuery(); query.terms = ["dot.circle"]; return query }())
        #expect(renamed.first?.matchedOldNames == ["dot.circle"])
        let all = try dataSet.search(SymbolQuery())
        #expect(all.allSatisfy { $0.score == 0 && $0.match == nil })
        #expect(all.map(\.name) == all.map(\.name).sorted())
    }

    @Test("typos: one slip below 7 letters, two from 7, only for a term that matches nothing as written", arguments: [
        (["hart"], ["heart", "heart.fill"], [SearchResult.Correction(term: "hart", word: "heart")]),
        (["haert"], ["heart", "heart.fill"], [SearchResult.Correction(term: "haert", word: "heart")]),
        (["hxart"], ["heart", "heart.fill"], [SearchResult.Correction(term: "hxart", word: "heart")]),
        (["hrt"], [], []),                                      // two letters missing in a short term
        (["charactr"], ["character"], [SearchResult.Correction(term: "charactr", word: "character")]),
        (["chractr"], ["character"], [SearchResult.Correction(term: "chractr", word: "character")]),
        (["chrctr"], [], []),                                   // three slips
        (["zeor"], ["0.circle"], [SearchResult.Correction(term: "zeor", word: "zero")]),
        (["heart", "fil"], ["heart.fill"], []),                 // a prefix is no typo
    ] as [([String], [String], [SearchResult.Correction])])
    func typos(terms: [String], expected: [String], corrections: [SearchResult.Correction]) throws {
        let dataSet = try mini()
        let outcome = try dataSet.searchOutcome({ var query = SymbolQuery(); query.terms = terms; return query }())
        #expect(outcome.results.map(\.name) == expected)
        #expect(outcome.results.first?.corrections ?? [] == corrections)
        if !corrections.isEmpty {
            #expect(outcome.results.allSatisfy { $0.match == .fuzzy && $0.score < 1000 })
            #expect(outcome.fuzzyTerms == corrections.map(\.term))
        }
        let exact = try dataSet.searchOutcome({ var query = SymbolQuery(); query.terms = terms; query.exact = true; return query }())
        if !corrections.isEmpty {
            #expect(exact.results.isEmpty)
            #expect(exact.unmatchedTerms == corrections.map(\.term))
        }
    }

    @Test("--sort name and release; the limit keeps the count", arguments: [
        (SearchSort.relevance, ["0.circle", "smallcircle.filled.circle"]),
        (.name, ["0.circle", "smallcircle.filled.circle"]),
        (.release, ["0.circle", "smallcircle.filled.circle"]),
    ])
    func sorting(order: SearchSort, expected: [String]) throws {
        let dataSet = try mini()
        var query = SymbolQuery()
        query.terms = ["circle"]
        query.sort = order
        #expect(try dataSet.search(query).map(\.name) == expected)
        query.terms = ["heart"]
        query.limit = 1
        let outcome = try dataSet.searchOutcome(query)
        #expect(outcome.results.count == 1)
        #expect(outcome.totalCount == 2)
        query.terms = []
        query.limit = nil
        let releases = try dataSet.search(query).map(\.release)
        #expect(releases == (order == .release ? releases.sorted() : releases))
    }

    @Test("did-you-mean for a term that matched nothing")
    func suggestions() throws {
        let dataSet = try mini()
        #expect(dataSet.suggestions(forTerm: "harte") == ["heart"])
        #expect(dataSet.suggestions(forTerm: "qqqqqqqq").isEmpty)
    }

    @Test("--available-in shows an old name that is old enough, never a newer one")
    func availability() throws {
        let dataSet = try mini()
        // The platform as a user types it: any case.
        let ios15 = try dataSet.search(SymbolQuery(availableIn: PlatformVersion(try dataSet.platform("ios"), try #require(OSVersion("15.0")))))
        #expect(ios15.map(\.name) == ["0.circle", "apple.logo", "arrow.uturn.left", "character", "doc.on.doc", "heart",
                                      "heart.fill", "smallcircle.filled.circle", "textformat.subscript"])
        let doc = try #require(ios15.first { $0.name == "doc.on.doc" })
        #expect(doc.symbol.name == "document.on.document")
        #expect(doc.release == ReleaseID("2019"))
        #expect(doc.note == "renamed to document.on.document in 2022 (iOS 16.0)")
        let (ios14, macOS1015) = (try #require(OSVersion("14")), try #require(OSVersion("10.15")))
        #expect(try names(dataSet) { $0.availableIn = PlatformVersion(.iOS, ios14) }.contains("smallcircle.fill.circle"))
        #expect(try names(dataSet) { $0.availableIn = PlatformVersion(.macOS, macOS1015) } == ["0.circle", "a", "apple.logo", "arrow.uturn.left",
                                                                              "doc.on.doc", "heart", "heart.fill", "smallcircle.fill.circle", "textformat.subscript"])
    }

    @Test("release, flag and variant filters")
    func filters() throws {
        let dataSet = try mini()
        #expect(try names(dataSet) { $0.since = ReleaseID("2021") } == ["apple.intelligence", "document.on.document", "figure.strengthtraining",
                                                            "figure.strengthtraining.traditional", "smallcircle.filled.circle"])
        #expect(try names(dataSet) { $0.until = ReleaseID("2019.1"); $0.terms = ["heart"] } == ["heart", "heart.fill"])
        #expect(try names(dataSet) { $0.introduced = ReleaseID("2019.1") } == ["heart.fill"])
        #expect(try names(dataSet) { $0.restricted = true } == ["apple.intelligence", "apple.logo"])
        #expect(try names(dataSet) { $0.restricted = false }.count == 10)
        #expect(try names(dataSet) { $0.localized = true } == ["character", "textformat.subscript"])
        #expect(try names(dataSet) { $0.localization = "zh.traditional" } == ["textformat.subscript"])
        #expect(try names(dataSet) { $0.rightToLeft = true } == ["arrow.uturn.left"])
        #expect(try names(dataSet) { $0.layerset = .multicolor } == ["document.on.document", "heart"])
        #expect(try names(dataSet) { $0.renamed = true } == ["apple.intelligence", "character", "document.on.document", "smallcircle.filled.circle"])
        #expect(try names(dataSet) { $0.categories = ["Health"] } == ["heart"])
        #expect(try names(dataSet) { $0.terms = ["character"]; $0.includeVariants = true } == ["character", "character.ar", "character.he"])
        #expect(try names(dataSet) { $0.limit = 2 } == ["0.circle", "apple.intelligence"])
    }

    @Test("unknown names in a query get did-you-mean")
    func errors() throws {
        let dataSet = try mini()
        let cases: [(SymbolQuery, SearchError)] = [
            (SymbolQuery(categories: ["helth"]), .unknownCategory("helth", suggestions: ["health"])),
            (SymbolQuery(localization: "arr"), .unknownLocalization("arr", suggestions: ["ar"])),
        ]
        for (query, expected) in cases {
            #expect(throws: expected) { try dataSet.search(query) }
        }
        // Names a query takes as values, read as a user types them.
        #expect(throws: SearchError.unknownPlatform("iPadOS", known: ["iOS", "macOS", "tvOS", "watchOS", "visionOS"])) {
            try dataSet.platform("iPadOS")
        }
        #expect(throws: SearchError.unknownRelease("2023", suggestions: ["2020", "2021", "2022"])) { try dataSet.releaseID("2023") }
        #expect(throws: SearchError.unknownLayerset("multicolour", suggestions: ["multicolor"])) { try dataSet.layerset("multicolour") }
        #expect(try dataSet.layerset("Hierarchical") == .hierarchical)
        #expect(try dataSet.releaseID("2019.1") == ReleaseID("2019.1"))
        #expect(SearchError.unknownPlatform("Android", known: ["iOS", "macOS"]).description
            == "unknown platform 'Android'; this data set's platforms are iOS, macOS")
        #expect(SearchError.unknownPlatform("ios15", known: ["iOS", "macOS"]).description == "unknown platform 'ios15'; did you mean 'iOS'?")
    }

    @Test("OS versions compare numerically")
    func versions() throws {
        #expect(try #require(OSVersion("15.10")) > #require(OSVersion("15.9")))
        #expect(OSVersion("15") == OSVersion("15.0.0"))
        #expect(OSVersion("15.a") == nil)
    }

    @Test("code points resolve to their symbol")
    func codePoints() throws {
        let dataSet = try mini()
        #expect(try dataSet.resolve("U+100038").symbol.name == "0.circle")
        #expect(try dataSet.resolve("\u{10014A}").symbol.name == "heart")
        #expect(try dataSet.resolve("u+10014a").resolution == .codePoint("u+10014a"))
    }
}
