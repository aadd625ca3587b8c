import Foundation
import Testing
@testable import SymbolCatalog
import CatalogTestSupport

private func mini() throws -> DataSet {
    let writer = FixtureWriter(label: "collections")
    defer { writer.remove() }
    try MiniDataSet.write(to: writer, plist: .binary, strings: .stringsUTF8)
    return try DataSetLoader.load(path: writer.path, name: "mini")
}

@Suite("Smart collections, browse summaries and diffs")
struct CollectionsAndDiffTests {
    @Test func smartCollections() throws {
        let dataSet = try mini()
        func members(_ name: String) throws -> [String] { try dataSet.members(of: dataSet.smartCollection(named: name)).map(\.name) }
        #expect(try members("restricted") == ["apple.intelligence", "apple.logo"])
        #expect(try members("unrestricted").count == 10)
        #expect(try members("uncategorized").count == 10)
        #expect(try !members("uncategorized").contains("heart"))
        #expect(try members("localized") == ["character", "textformat.subscript"])
        #expect(try members("rtl") == ["arrow.uturn.left"])
        #expect(try members("new-in-2022") == ["figure.strengthtraining", "figure.strengthtraining.traditional"])
        #expect(try members("renamed-in-2022") == ["apple.intelligence", "document.on.document"])
        #expect(try members("renamed-in-2020") == ["character"])
        #expect(dataSet.smartCollections.count == 5 + 2 * 7)
        #expect(throws: SearchError.unknownCollection("restriced", suggestions: ["restricted"])) {
            try dataSet.smartCollection(named: "restriced")
        }
        #expect(throws: SearchError.unknownRelease("2030", suggestions: ["2020"])) { try dataSet.smartCollection(named: "new-in-2030") }
        #expect(SmartCollection.isReserved("New-In-2024") && SmartCollection.isReserved("rtl") && !SmartCollection.isReserved("mine"))
    }

    @Test func browse() throws {
        let dataSet = try mini()
        #expect(dataSet.categorySummaries.map(\.memberCount) == [12, 1, 1, 1])
        let summaries = dataSet.releaseSummaries
        #expect(summaries.map(\.release.id.rawValue) == ["2019", "2019.1", "2020", "2021", "2021.3", "2022", "2025"])
        #expect(summaries.map(\.added) == [5, 1, 0, 0, 0, 2, 0])
        #expect(summaries.map(\.renamed) == [0, 0, 1, 1, 0, 2, 0])
        #expect(summaries.map(\.variants) == [0, 0, 2, 2, 1, 1, 0])
    }

    @Test("a release diff: renames dated by the new name, variants and layersets as of each release")
    func releaseDiff() throws {
        let dataSet = try mini()
        let diff = DataSetDiff(from: DataSetView(dataSet, at: ReleaseID("2020")), to: DataSetView(dataSet, at: ReleaseID("2022")))
        #expect(diff.from == "mini@2020" && diff.to == "mini@2022")
        #expect(diff.added == ["apple.intelligence", "figure.strengthtraining", "figure.strengthtraining.traditional"])
        #expect(diff.removed == [])
        #expect(diff.renamed == [.init(from: "doc.on.doc", to: "document.on.document"),
                                 .init(from: "smallcircle.fill.circle", to: "smallcircle.filled.circle")])
        #expect(diff.redated == [])
        #expect(diff.localizationsAdded == [.init(name: "character", suffix: "ar"), .init(name: "character", suffix: "he"),
                                            .init(name: "textformat.subscript", suffix: "zh.traditional")])
        #expect(diff.layersetChanges == [
            .init(name: "document.on.document", layerset: .hierarchical, from: nil, to: ReleaseID("2022")),
            .init(name: "document.on.document", layerset: .multicolor, from: nil, to: ReleaseID("2022")),
            .init(name: "heart", layerset: .multicolor, from: nil, to: ReleaseID("2021")),
        ])
        #expect(diff.categoryChanges.isEmpty && diff.keywordChanges.isEmpty && diff.restrictionChanges.isEmpty)
        #expect(DataSetDiff(from: DataSetView(dataSet), to: DataSetView(dataSet)).isEmpty)
    }

    @Test("a data-set diff reports attribute changes and removals")
    func dataSetDiff() throws {
        let old = try mini()
        let writer = FixtureWriter(label: "newer")
        defer { writer.remove() }
        try MiniDataSet.write(to: writer, plist: .xml, strings: .stringsUTF8)
        var names = MiniDataSet.names
        names["0.circle"] = nil
        names["heart"] = "2019.1"
        try writer.write("name_availability.plist", ["symbols": names, "year_to_release": MiniDataSet.releaseTable], as: .xml)
        try writer.write("symbol_search.plist", ["heart": ["love", "care"]], as: .xml)
        try writer.write("symbol_restrictions.strings", ["apple.logo": "Changed."], as: .stringsUTF8)
        let new = try DataSetLoader.load(path: writer.path, name: "newer")
        let diff = DataSetDiff(from: DataSetView(old), to: DataSetView(new))
        #expect(diff.removed == ["0.circle"])
        #expect(diff.added == [])
        #expect(diff.redated == [.init(name: "heart", from: ReleaseID("2019"), to: ReleaseID("2019.1"))])
        #expect(diff.keywordChanges == [.init(name: "heart", added: ["care"], removed: ["like"])])
        #expect(diff.restrictionChanges.map(\.name) == ["apple.intelligence", "apple.logo"])
        #expect(diff.restrictionChanges.last?.to == "Changed.")
    }
}

@Suite("Search and diff on the shared SF Symbols data", .enabled(if: TestPaths.sharedSymbols != nil, "../shared/sfsymbols is absent: real-data tests skipped"))
struct RealSearchTests {
    @Test("--available-in iOS 15.0 never returns a name introduced in 2022 or later")
    func availability() throws {
        let dataSet = try DataSetLoader.load(path: try #require(TestPaths.sharedSet("sf6.0_")).path)
        let results = try dataSet.search(SymbolQuery(availableIn: PlatformVersion(.iOS, try #require(OSVersion("15.0")))))
        #expect(results.count > 3_000)
        #expect(results.allSatisfy { $0.release < ReleaseID("2022") })
        #expect(results.contains { $0.name == "doc.on.doc" && $0.symbol.name == "document.on.document" })
        #expect(!results.contains { $0.name == "document.on.document" })
    }

    @Test("sf5.x → sf6.0 reports doc.on.doc renamed to document.on.document")
    func diff() throws {
        let old = try DataSetLoader.load(path: try #require(TestPaths.sharedSet("sf5.x_")).path)
        let new = try DataSetLoader.load(path: try #require(TestPaths.sharedSet("sf6.0_")).path)
        let diff = DataSetDiff(from: DataSetView(old), to: DataSetView(new))
        #expect(diff.renamed.contains(.init(from: "doc.on.doc", to: "document.on.document")))
        #expect(!diff.added.contains("document.on.document"))
        #expect(!diff.removed.contains("doc.on.doc"))
        #expect(diff.removed.isEmpty)
        #expect(diff.renamed.count == 372)
        #expect(diff.added.count == 1_045)
    }

    @Test("keyword search on the app metadata")
    func keywords() throws {
        let dataSet = try DataSetLoader.load(path: try #require(TestPaths.sharedSet("sf6.x_")).path)
        var query = SymbolQuery()
        query.terms = ["sharrow"]
        let results = try dataSet.search(query)
        #expect(results.count == 10)
        #expect(results.first?.name == "square.and.arrow.up")
        #expect(results.allSatisfy { $0.match == .exactKeyword })
    }
}
