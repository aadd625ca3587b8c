import Foundation
import Testing
@testable import SymbolCatalog
import CatalogTestSupport

/// The data sets shipped in `Data/symbols`, checked against their source.
@Suite("Embedded Font Awesome data sets")
struct EmbeddedDataTests {
    static let folder = TestPaths.packageRoot.appendingPathComponent("Data/symbols")

    static func load(_ name: String) throws -> DataSet {
        try DataSetLoader.load(path: folder.appendingPathComponent(name).path)
    }

    @Test("both load and keep every invariant", arguments: ["fontawesome-6", "fontawesome-5.15.4"])
    func invariants(name: String) throws {
        #expect(try Self.load(name).checkInvariants() == [])
    }

    /// Font Awesome Free 6.6.0: 1,885 free icons (solid 1,395, regular 163, brands 492).
    @Test func fontAwesome6Counts() throws {
        let dataSet = try Self.load("fontawesome-6")
        #expect(dataSet.version == "6.6.0")
        #expect(dataSet.symbolCount == 1_885)
        let styles = dataSet.symbols.values.flatMap(\.styles)
        #expect(styles.count { $0 == "solid" } == 1_395)
        #expect(styles.count { $0 == "regular" } == 163)
        #expect(styles.count { $0 == "brands" } == 492)
        #expect(dataSet.restrictedCount == 492)
        #expect(dataSet.categoryCount == 68)
        #expect(dataSet.releases.last?.id == ReleaseID("6.6.0"))
        #expect(dataSet.releases.last?.platforms == [Platform(rawValue: "Font Awesome"): "6.6.0"])
    }

    @Test("renamed icons date from the rename; their old names keep the first release")
    func dating() throws {
        let dataSet = try Self.load("fontawesome-6")
        #expect(dataSet["magnifying-glass"]?.introduced == ReleaseID("6.0.0"))
        #expect(dataSet.nameReleases["search"] == ReleaseID("1.0.0"))
        #expect(try dataSet.resolve("search").symbol.name == "magnifying-glass")
        #expect(dataSet["heart"]?.introduced == ReleaseID("1.0.0"))
        #expect(dataSet["github"]?.introduced == ReleaseID("2.0.0"))
        #expect(try dataSet.resolve("envelope-o").symbol.name == "envelope")
    }

    @Test("of the 5.15.4 names missing from 6.6.0, all but two resolve through the aliases")
    func fiveToSix() throws {
        let five = try Self.load("fontawesome-5.15.4"), six = try Self.load("fontawesome-6")
        #expect(five.symbolCount == 1_458)
        let missing = five.symbolNames.filter { six[$0] == nil }
        let unresolved = missing.filter { (try? six.resolve($0)) == nil }
        #expect(missing.count == 383)
        #expect(unresolved == ["acquisitions-incorporated", "penny-arcade"])
    }
}
