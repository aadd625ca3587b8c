import Foundation
import Testing
@testable import SymbolCatalog
import CatalogTestSupport

@Suite("Committed fixtures in Apple's exact layouts")
struct CommittedFixtureTests {
    /// SF Symbols 2 app layout: tab-indented XML, `*_strings.txt` alias files with
    /// SFSafeSymbols' `//` header.
    @Test func sfSymbols2Layout() throws {
        let folder = try #require(Bundle.module.url(forResource: "Fixtures/sf2-style", withExtension: nil))
        let dataSet = try DataSetLoader.load(path: folder.path)
        #expect(dataSet.name == "sf2-style")
        #expect(dataSet.tables.files.map(\.name) == ["name_availability.plist", "name_aliases_strings.txt", "legacy_aliases_strings.txt"])
        #expect(dataSet.tables.files.map(\.format) == [.xml, .openStep, .openStep])
        #expect(dataSet.symbolNames == ["0.circle", "character", "smallcircle.fill.circle"])
        #expect(try dataSet.resolve("a").symbol.name == "character")
        #expect(try dataSet.resolve("dot.circle").symbol.name == "smallcircle.fill.circle")
        #expect(dataSet["character"]?.localizations.map(\.name) == ["character.he"])
        #expect(dataSet.releases.map(\.id.rawValue) == ["2019", "2020"])
        #expect(dataSet.release(ReleaseID("2020"))?.platforms[.visionOS] == nil)
        #expect(dataSet.checkInvariants() == [])
    }
}
