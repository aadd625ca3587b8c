import Foundation
import Testing
@testable import SymbolCatalog
import CatalogTestSupport

@Suite("Search on the shared SF Symbols data", .enabled(if: TestPaths.sharedSymbols != nil, "../shared/sfsymbols is absent: real-data tests skipped"))
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
