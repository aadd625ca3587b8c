import Foundation
import Testing
import CatalogSystem
@testable import SymbolCatalog
import CatalogTestSupport

/// Did-you-mean and search ranking on SF Symbols 6 as published (issue 26: `gear.fill` was
/// "ear.fill", `share` was "hare", `hart` listed `flowchart` before `heart`). The facts the
/// expectations rest on were read with plistlib from the same files:
/// `name_aliases.strings` renames `folder.badge.gear` to `folder.badge.gearshape`;
/// `name_availability.plist` has `gearshape.fill` and no `gear.fill`; `symbol_search.plist`
/// gives the keyword `share` to 8 symbols, of which `square.and.arrow.up` is the shortest.
@Suite("Did-you-mean and search on the shared SF Symbols 6 data",
       .enabled(if: TestPaths.sharedSet("sf6.0_2025-08_composed") != nil, "../shared/sfsymbols is absent: real-data tests skipped"))
struct MeantNamesRealTests {
    static func sf6() throws -> DataSet {
        try DataSetLoader.load(path: try #require(TestPaths.sharedSet("sf6.0_2025-08_composed")).path, name: "sf6")
    }

    @Test("gear.fill and gear.fil: gearshape.fill first (the data renamed gear to gearshape); ear.fill last, never applied")
    func gear() throws {
        let dataSet = try Self.sf6()
        #expect(dataSet.nameWords.renamedComponents["gear"] == "gearshape")
        #expect(dataSet.symbols["gear.fill"] == nil)
        for typed in ["gear.fill", "gear.fil"] {
            let closest = dataSet.closestNames(to: typed)
            #expect(closest.first?.name == "gearshape.fill", "\(typed)")
            #expect(closest.first?.isMeant == true)
            #expect(NameSuggestions.confident(closest) == nil, "\(typed): a guess of meaning is offered, never applied")
            if let ear = closest.firstIndex(where: { $0.name == "ear.fill" }) {
                #expect(ear == closest.count - 1, "\(typed): dropping the first letter ranks last")
            }
        }
        let error = try #require(#expect(throws: DataSetError.self) { _ = try dataSet.resolve("gear.fill") })
        #expect(error.description.hasPrefix("unknown symbol 'gear.fill' in sf6; did you mean 'gearshape.fill'"))
    }

    @Test("share: what search ranks first for it (its keyword), not hare")
    func share() throws {
        let dataSet = try Self.sf6()
        let closest = dataSet.closestNames(to: "share")
        #expect(closest.first?.name == "square.and.arrow.up")
        #expect(closest.first?.isMeant == true)
        #expect(!closest.prefix(1).contains { $0.name == "hare" })
    }

    @Test("a slip in a whole name is still the one answer: heart.fil → heart.fill, applied")
    func slip() throws {
        let dataSet = try Self.sf6()
        let closest = dataSet.closestNames(to: "heart.fil")
        #expect(NameSuggestions.confident(closest)?.name == "heart.fill")
        #expect(NameSuggestions.offered(closest) == ["heart.fill"])
    }

    @Test("hart: heart first; names with hart inside a word (flowchart) after every typo of a whole word")
    func hart() throws {
        let dataSet = try Self.sf6()
        var query = SymbolQuery()
        query.terms = ["hart"]
        let outcome = try dataSet.searchOutcome(query)
        let results = outcome.results
        #expect(results.first?.name == "heart")
        #expect(results.first?.corrections == [SearchResult.Correction(term: "hart", word: "heart")])
        #expect(outcome.fuzzyTerms == ["hart"])
        let lastTypo = try #require(results.lastIndex { $0.match == .fuzzy })
        let firstInside = try #require(results.firstIndex { $0.match?.isInsideWord == true })
        #expect(lastTypo < firstInside)
        #expect(results[firstInside...].allSatisfy { $0.match?.isInsideWord == true && $0.score < 100 })
        #expect(results[firstInside...].contains { $0.name == "flowchart" })
        // --exact keeps matching as written only: flowchart, and no heart.
        query.exact = true
        let exact = try dataSet.search(query)
        #expect(exact.contains { $0.name == "flowchart" })
        #expect(!exact.contains { $0.name == "heart" })
        #expect(exact.allSatisfy { $0.score >= 1000 })
    }
}
