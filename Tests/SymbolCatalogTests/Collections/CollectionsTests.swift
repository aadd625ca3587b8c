import Foundation
import Testing
@testable import SymbolCatalog
import CatalogTestSupport

@Suite("Smart collections and browse summaries")
struct CollectionsTests {
    @Test func smartCollections() throws {
        let dataSet = try MiniDataSet.load(label: "collections")
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
        let dataSet = try MiniDataSet.load(label: "collections")
        #expect(dataSet.categorySummaries.map(\.memberCount) == [12, 1, 1, 1])
        let summaries = dataSet.releaseSummaries
        #expect(summaries.map(\.release.id.rawValue) == ["2019", "2019.1", "2020", "2021", "2021.3", "2022", "2025"])
        #expect(summaries.map(\.added) == [5, 1, 0, 0, 0, 2, 0])
        #expect(summaries.map(\.renamed) == [0, 0, 1, 1, 0, 2, 0])
        #expect(summaries.map(\.variants) == [0, 0, 2, 2, 1, 1, 0])
    }
}
