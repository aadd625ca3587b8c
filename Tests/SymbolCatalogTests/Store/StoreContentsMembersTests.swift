import CatalogTestSupport
import Testing
@testable import SymbolCatalog

/// A list's members as `collection show`, `favorites` and `collection export` read them, in the
/// fixture data set `mini` (apple.logo its one restricted symbol).
@Suite("Store contents: a list's members")
struct StoreContentsMembersTests {
    static func contents(_ dataSet: DataSet) throws -> StoreContents {
        let gone = StoredEntry(names: ["not.in.mini"], dataSet: "other")
        let toolbar = UserCollection(name: "Toolbar", entries: [try dataSet.storedEntry(for: "heart.fill").entry, gone,
                                                                try dataSet.storedEntry(for: "apple.logo").entry])
        return StoreContents(favorites: [try dataSet.storedEntry(for: "document").entry, try dataSet.storedEntry(for: "heart").entry],
                             collections: [toolbar])
    }

    @Test("favorites and a collection in the order added (any case); marks name the missing entries and star favorites but in favorites")
    func stored() throws {
        let dataSet = try DataSetLoader.load(path: Fixtures.miniDataSet, name: "mini")
        let contents = try Self.contents(dataSet)
        var marks = StoreMarks(contents, in: dataSet)
        let favorites = try contents.members(of: "Favorites", in: dataSet, filters: SearchFilters(), marks: &marks)
        #expect(favorites.results.map(\.name) == ["document", "heart"])
        #expect(marks.missing?.isEmpty == true)
        #expect(!marks.starsFavorites)
        var toolbarMarks = StoreMarks(contents, in: dataSet)
        let toolbar = try contents.members(of: "toolbar", in: dataSet, filters: SearchFilters(), marks: &toolbarMarks)
        #expect(toolbar.results.map(\.name) == ["heart.fill", "apple.logo"])
        #expect(toolbarMarks.missing?.map(\.primaryName) == ["not.in.mini"])
        #expect(toolbarMarks.starsFavorites)
        #expect(toolbar.query.collection == nil)
    }

    @Test("a smart collection by its name, the filters applied; an unknown name suggests every list's name")
    func smart() throws {
        let dataSet = try DataSetLoader.load(path: Fixtures.miniDataSet, name: "mini")
        let contents = try Self.contents(dataSet)
        var marks = StoreMarks(contents, in: dataSet)
        let restricted = try contents.members(of: "restricted", in: dataSet, filters: SearchFilters(), marks: &marks)
        #expect(restricted.results.map(\.name) == ["apple.logo"])
        #expect(restricted.query.collection == "restricted")
        #expect(marks.missing == nil)
        #expect(throws: SearchError.unknownCollection("toolbr", suggestions: ["Toolbar"])) {
            try contents.members(of: "toolbr", in: dataSet, filters: SearchFilters(), marks: &marks)
        }
    }

    @Test("favorites or a collection as one to export; an unknown name with did-you-mean")
    func list() throws {
        let dataSet = try DataSetLoader.load(path: Fixtures.miniDataSet, name: "mini")
        let contents = try Self.contents(dataSet)
        let favorites = try contents.list(named: "FAVORITES")
        #expect(favorites.name == "favorites")
        #expect(favorites.entries.map(\.primaryName) == ["document", "heart"])
        #expect(try contents.list(named: "toolbar").name == "Toolbar")
        #expect(throws: StoreError.noSuchCollection("toolbr", suggestions: ["Toolbar"])) { try contents.list(named: "toolbr") }
    }
}
