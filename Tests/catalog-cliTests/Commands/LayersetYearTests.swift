import CatalogTestSupport
import Foundation
import SymbolCatalog
import Testing
@testable import catalog_cli

/// Issue 26, "the publisher's numbers": rendering-mode years as `layerset_availability.plist`
/// writes them, against Python's plistlib on the shared SF Symbols 6 set.
@Suite("show and diff give the layerset file's years",
       .enabled(if: TestPaths.sharedSet("sf6.0_2025-08_composed") != nil && ShellTool.path("python3") != nil,
                "needs ../shared/sfsymbols and python3"))
struct LayersetYearTests {
    static let composed = TestPaths.shared("sf6.0_2025-08_composed")
    static let environment = ["CATALOG_NO_CACHE": "1"]

    /// `{name: {mode: year}}` of a layerset file, read by plistlib.
    static func fileLayersets(_ folder: String) async throws -> [String: [String: String]] {
        let script = "import json, plistlib, sys\n"
            + "print(json.dumps(plistlib.load(open(sys.argv[1] + '/layerset_availability.plist', 'rb'))['symbols']))"
        let output = try await Python.run(script, arguments: [folder], input: "")
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: [String: String]])
    }

    @Test("show document.on.document: hierarchical 2021 and multicolor 2022, as doc.on.doc")
    func showDocument() async throws {
        let file = try await Self.fileLayersets(Self.composed)
        #expect(file["document.on.document"] == ["hierarchical": "2021", "multicolor": "2022"])
        let text = CLI.run(["show", "document.on.document", "--data-set", Self.composed], environment: Self.environment)
        #expect(text.standardOutput.contains(
            "  Hierarchical   2021 (iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0), as doc.on.doc\n"))
        #expect(text.standardOutput.contains(
            "  Multicolor     2022 (iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0), as doc.on.doc\n"))
        let json = CLI.run(["show", "doc.on.doc", "--json", "--data-set", Self.composed], environment: Self.environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["layersets"] as? [String: String] == file["document.on.document"])
        #expect(object["layersetNames"] as? [String: String] == ["hierarchical": "doc.on.doc", "multicolor": "doc.on.doc"])
        // A mode the file dates at or after the name: no earlier name.
        let heart = CLI.run(["show", "heart.fill", "--json", "--data-set", Self.composed], environment: Self.environment)
        let heartObject = try #require(try JSONSerialization.jsonObject(with: Data(heart.standardOutput.utf8)) as? [String: Any])
        #expect(heartObject["layersetNames"] as? [String: String] == [:])
    }

    @Test("every symbol's rendering modes are the file's entry for it, year for year")
    func everySymbol() async throws {
        let file = try await Self.fileLayersets(Self.composed)
        let dataSet = try DataSetLoader.load(path: Self.composed)
        var mismatches = [String]()
        for symbol in dataSet.symbols.values {
            let found = Dictionary(uniqueKeysWithValues: symbol.layersets.map { ($0.key.rawValue, $0.value.rawValue) })
            if found != file[symbol.name] ?? [:] { mismatches.append(symbol.name) }
        }
        #expect(mismatches.sorted() == [])
        // Of the file's 5,656 keys, those that are symbols here (the rest are variants).
        #expect(dataSet.symbols.values.filter { !$0.layersets.isEmpty }.count == file.keys.filter { dataSet[$0] != nil }.count)
        // The renamed glyphs whose mode predates their name (494 names in SF 6 per the format
        // reference, variants included): each mode shows the name it had then.
        let predating = dataSet.symbols.values.filter { symbol in symbol.layersets.values.contains { $0 < symbol.introduced } }
        #expect(!predating.isEmpty)
        for symbol in predating {
            for release in symbol.layersets.values where release < symbol.introduced {
                let name = try #require(dataSet.historicalName(of: symbol, at: release), "\(symbol.name) at \(release)")
                #expect(dataSet.nameReleases[name].map { $0 <= release } == true)
            }
        }
    }

    /// `Scripts/diff-reference.py` compares the files with plistlib: SF 5 → SF 6 has 43 mode
    /// changes (all a mode added in 2024), 9 of them for names both files list. Moving years
    /// to the current name's year made it 434.
    @Test("diff SF 5 → SF 6: the layerset changes the reference script finds across renames",
          arguments: [("sf5.x_", "sf6.0_2025-08"), ("sf5.x_", "sf6.0_2024-10"), ("sf5.1_", "sf6.0_2025-08"), ("sf4.1_", "sf5.x_")])
    func diffLayersets(from: String, to: String) async throws {
        let (a, b) = (try #require(TestPaths.sharedSet(from)).path, try #require(TestPaths.sharedSet(to)).path)
        let expected = try await DiffTruthTests.reference(a, b)
        let found = try DiffTruthTests.diff(a, b)
        let changes = (found["layersetChanges"] as? [[String: Any]] ?? []).map { change in
            [change["name"] as? String, change["layerset"] as? String, change["from"] as? String, change["to"] as? String]
        }
        let reference = (expected["layersetChanges"] as? [[Any]] ?? []).map { $0.map { $0 as? String } }
        #expect(changes.count == reference.count)
        #expect(changes == reference)
        #expect((found["summary"] as? [String: Int])?["layersetChanges"] == reference.count)
        if from == "sf5.x_" && to == "sf6.0_2025-08" {
            #expect(reference.count == 43)
            #expect((expected["layersetChangesListedInBoth"] as? [Any])?.count == 9)
        }
    }
}
