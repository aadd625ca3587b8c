import Foundation
import Testing
@testable import SymbolCatalog
import CatalogTestSupport

/// SF Symbols 7's files stopped listing the newest year in `year_to_release`; Draw is in no file.
@Suite("Releases beyond year_to_release and the Draw list")
struct ReleaseInferenceTests {
    /// Apple's naming: from 2025 every OS is year − 1999 (iOS 26, macOS 26, …, visionOS 26).
    @Test("only a whole year from 2025 on is inferred", arguments: [
        ("2025", "26.0"), ("2026", "27.0"), ("2030", "31.0"),
        ("2024", nil), ("2025.1", nil), ("2025.0", nil), ("6.2.0", nil), ("+2025", nil), ("20250", nil), ("x", nil),
    ] as [(String, String?)])
    func naming(id: String, version: String?) {
        let platforms: [Platform] = [.iOS, .visionOS]
        let expected = version.map { [Platform.iOS: $0, .visionOS: $0] }
        #expect(Release.inferredPlatforms(of: ReleaseID(id), on: platforms) == expected)
    }

    /// A set as SF 7's files have it: names dated 2025 and a table that stops at 2024.
    static func writeSevenLike(_ path: String, draw: [String]?) throws {
        let table = ["2019": ["iOS": "13.0", "macOS": "10.15", "tvOS": "13.0", "watchOS": "6.0", "visionOS": "1.0"],
                     "2024": ["iOS": "18.0", "macOS": "15.0", "tvOS": "18.0", "watchOS": "11.0", "visionOS": "2.0"]]
        DataSetWriter.write(path, names: ["heart": "2019", "pencil": "2019", "doc.on.doc": "2019", "document.on.document": "2024",
                                          "apple.intelligence.badge": "2025", "arrow.draw": "2025"],
                            aliases: ["doc.on.doc": "document.on.document"], releases: table)
        if let draw {
            let data = try PropertyListSerialization.data(fromPropertyList: draw, format: .xml, options: 0)
            #expect(FileManager.default.createFile(atPath: path + "/draw_symbols.plist", contents: data))
        }
    }

    @Test("a name dated 2025 without a table entry is kept, dated iOS 26.0 everywhere, and says it was inferred")
    func sevenLike() throws {
        let scratch = Scratch("seven")
        defer { scratch.remove() }
        try Self.writeSevenLike(scratch.path, draw: nil)
        let dataSet = try DataSetLoader.load(path: scratch.path, name: "seven")
        let symbol = try #require(dataSet["apple.intelligence.badge"])
        #expect(symbol.introduced == ReleaseID("2025"))
        #expect(dataSet.osVersion(of: symbol.introduced, on: .iOS) == OSVersion("26.0"))
        #expect(dataSet.osVersion(of: symbol.introduced, on: .visionOS) == OSVersion("26.0"))
        #expect(dataSet.releases.map { "\($0.id) \($0.isInferred)" } == ["2019 false", "2024 false", "2025 true"])
        #expect(dataSet.symbolCount == 5)
        #expect(dataSet.missingFiles.map(\.fileName) == ["symbol_categories.plist", "symbol_search.plist",
                                                         "symbol_restrictions.strings", "layerset_availability.plist"])
        #expect(dataSet.drawSymbolCount == 0)
    }

    @Test("draw_symbols.plist: Draw from the later of 2025 and the symbol's release; an old name stands for its current one")
    func drawList() throws {
        let scratch = Scratch("draw")
        defer { scratch.remove() }
        try Self.writeSevenLike(scratch.path, draw: ["pencil", "arrow.draw", "doc.on.doc", "not.a.symbol"])
        let dataSet = try DataSetLoader.load(path: scratch.path, name: "draw")
        #expect(dataSet["pencil"]?.layersets == [.draw: ReleaseID("2025")])
        #expect(dataSet["arrow.draw"]?.layersets == [.draw: ReleaseID("2025")])
        #expect(dataSet["document.on.document"]?.layersets == [.draw: ReleaseID("2025")])
        #expect(dataSet["heart"]?.layersets == [:])
        #expect(dataSet.drawSymbolCount == 3)
        #expect(dataSet.checkInvariants() == ["draw_symbols names missing from name_availability (1): not.a.symbol"])
        #expect(dataSet.release(ReleaseID("2025"))?.isInferred == true)

        // The index keeps the list and the inferred release.
        let cacheFolder = TestPaths.temporaryFolder("draw-cache")
        defer { try? FileManager.default.removeItem(at: cacheFolder) }
        let cache = DataSetCache(folder: cacheFolder.appendingPathComponent("indexes").path)
        _ = try cache.load(path: scratch.path, name: "draw")
        let (indexed, outcome) = try cache.load(path: scratch.path, name: "draw")
        #expect(outcome == .reused)
        #expect(DataSetComparison.differences(indexed, dataSet) == [])
    }

    @Test("a draw list that is not an array of names is one error naming the file")
    func badDrawList() throws {
        let scratch = Scratch("bad-draw")
        defer { scratch.remove() }
        try Self.writeSevenLike(scratch.path, draw: nil)
        scratch.write("(pencil, (nested))", "draw_symbols.plist")
        do {
            _ = try DataSetLoader.load(path: scratch.path)
            Issue.record("a nested array loaded")
        } catch {
            #expect(error.description == "\(scratch.path)/draw_symbols.plist: 1: expected a string, found an array")
        }
    }
}
