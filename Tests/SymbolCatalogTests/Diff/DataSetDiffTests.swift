import Foundation
import Testing
@testable import SymbolCatalog
import CatalogTestSupport

@Suite("Diffs between releases and between data sets")
struct DataSetDiffTests {
    @Test("a release diff: renames dated by the new name, variants and layersets as of each release")
    func releaseDiff() throws {
        let dataSet = try MiniDataSet.load(label: "diff")
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
            // The file's years (hierarchical 2021, multicolor 2022), under doc.on.doc at 2021.
            .init(name: "document.on.document", layerset: .hierarchical, from: nil, to: ReleaseID("2021")),
            .init(name: "document.on.document", layerset: .multicolor, from: nil, to: ReleaseID("2022")),
            .init(name: "heart", layerset: .multicolor, from: nil, to: ReleaseID("2021")),
        ])
        #expect(diff.categoryChanges.isEmpty && diff.keywordChanges.isEmpty && diff.restrictionChanges.isEmpty)
        #expect(DataSetDiff(from: DataSetView(dataSet), to: DataSetView(dataSet)).isEmpty)
    }

    @Test("a data-set diff reports attribute changes and removals")
    func dataSetDiff() throws {
        let old = try MiniDataSet.load(label: "diff")
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

@Suite("Diffs on the shared SF Symbols data", .enabled(if: TestPaths.sharedSymbols != nil, "../shared/sfsymbols is absent: real-data tests skipped"))
struct RealDiffTests {
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
}
