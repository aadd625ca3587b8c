import Testing
@testable import SymbolCatalog

@Suite("A search over several data sets, each reading the filters")
struct SetSearchRunTests {
    @Test("a set that does not know a filter's name is left out with a line; the others are searched and merged")
    func leftOut() throws {
        let (sf5, sf6) = try TwoReleases.load()
        let (search, searched, leftOut) = try SetSearch.run([sf5, sf6], terms: [], filters: SearchFilters(introduced: "2021"), perSet: nil,
                                                            contents: StoreContents())
        #expect(leftOut.count == 1)
        #expect(leftOut.first?.hasPrefix("sf5 left out: unknown release '2021'") == true)
        #expect(searched.map(\.dataSet.name) == ["sf6"])
        #expect(search.hits(terms: [], sort: .relevance, limit: nil).map(\.result.name) == ["document.on.document", "fresh"])
    }

    @Test("--per-set caps each set, the filters' limit the merged list; ties go to the set named first")
    func limits() throws {
        let (sf5, sf6) = try TwoReleases.load()
        let run = try SetSearch.run([sf5, sf6], terms: ["heart"], filters: SearchFilters(), perSet: 1, contents: StoreContents())
        let hits = run.search.hits(terms: ["heart"], sort: .relevance, limit: nil)
        #expect(hits.map { "\($0.dataSet.name):\($0.result.name)" } == ["sf5:heart", "sf6:heart"])
        #expect(run.search.hits(terms: ["heart"], sort: .relevance, limit: 1).map(\.dataSet.name) == ["sf5"])
        #expect(run.searched.map { $0.query.limit } == [1, 1])
    }

    @Test("when no set knows a name, the first set's error is thrown")
    func noneKnows() throws {
        let (sf5, sf6) = try TwoReleases.load()
        #expect {
            _ = try SetSearch.run([sf5, sf6], terms: [], filters: SearchFilters(categories: ["nowhere"]), perSet: nil, contents: StoreContents())
        } throws: { error in
            "\(error)".hasPrefix("unknown category 'nowhere'")
        }
    }
}
