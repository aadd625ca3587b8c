import CatalogSystem
import Foundation
import Testing
@testable import SymbolCatalog
import CatalogTestSupport

/// The shared SF Symbols data sets, when `../shared/sfsymbols` exists (it does in CI).
private let sharedFolders: [String] = {
    guard let root = TestPaths.sharedSymbols,
          let names = try? FileManager.default.contentsOfDirectory(atPath: root.path) else { return [] }
    return names.sorted().filter { FileStatus.kind(of: root.appendingPathComponent($0).path) == .directory }
}()

private func loadShared(_ prefix: String) throws -> DataSet {
    let url = try #require(TestPaths.sharedSet(prefix), "no shared data set starting with \(prefix)")
    return try DataSetLoader.load(path: url.path)
}

@Suite("Real SF Symbols data sets", .enabled(if: TestPaths.sharedSymbols != nil, "../shared/sfsymbols is absent: real-data tests skipped"))
struct RealDataTests {
    @Test("every shared data set loads and keeps every invariant", arguments: sharedFolders)
    func loadsCleanly(folder: String) throws {
        let dataSet = try loadShared(folder)
        #expect(dataSet.checkInvariants() == [])
        #expect(dataSet.symbolCount > 2_000)
    }

    /// Names of `name_availability.plist` that are `name_aliases` keys and end in a
    /// localization suffix whose base is also listed (`.rtl` whatever its base), counted with
    /// Python's plistlib and a `.strings` regex: 350 across the shared sets.
    static let localizedOldNames = [
        "sf2.0_": 2, "sf2.1_": 16, "sf3.1_": 37, "sf3.2_": 37, "sf3.3_": 0, "sf4.0_": 37, "sf4.1_": 37,
        "sf5.1_": 40, "sf5.3_": 0, "sf5.x_": 40, "sf6.0_": 104, "sf6.x_": 0,
    ]

    @Test("every name of name_availability resolves: old names of variants, and .rtl names without a base", arguments: sharedFolders)
    func everyNameResolves(folder: String) throws {
        let dataSet = try loadShared(folder)
        var unresolved = [String]()
        var renamedVariants = 0
        for name in dataSet.nameReleases.keys {
            guard let (_, resolution) = try? dataSet.resolve(name) else { unresolved.append(name); continue }
            if case .renamedVariant = resolution { renamedVariants += 1 }
        }
        #expect(unresolved.sorted() == [], "\(folder)")
        let expected = try #require(Self.localizedOldNames.first { folder.hasPrefix($0.key) }?.value, "\(folder)")
        #expect(renamedVariants == expected, "\(folder)")
        // A .rtl name without its base is shown as a symbol of its own, and counted as a variant.
        for (name, variant) in dataSet.variants where variant.symbolName == nil {
            let (symbol, resolution) = try dataSet.resolve(name)
            #expect(symbol.name == name)
            #expect(resolution == .variantWithoutBase(variant.localization))
        }
    }

    /// Current-base counts from §5 of the format reference.
    @Test(arguments: [("sf2.0_", 2_571), ("sf3.2_", 3_309), ("sf4.1_", 4_491), ("sf5.x_", 5_359), ("sf5.1_", 5_359), ("sf6.0_", 6_404)])
    func currentBaseCount(prefix: String, expected: Int) throws {
        #expect(try loadShared(prefix).symbolCount == expected)
    }

    @Test("SF 6.0 summary matches the info contract")
    func sf6Summary() throws {
        let dataSet = try loadShared("sf6.0_")
        #expect(dataSet.symbolCount == 6_404)
        #expect(dataSet.variantCount == 940)
        #expect(dataSet.renameCount == 897)
        #expect(dataSet.legacyAliasCount == 56)
        #expect(dataSet.restrictedCount == 484)
        #expect(dataSet.categoryCount == 0)
        #expect(dataSet.version == nil)
        #expect(dataSet.releases.count == 18)
        #expect(dataSet.releases.first?.id.rawValue == "2019")
        #expect(dataSet.releases.last?.platforms == [.iOS: "18.0", .macOS: "15.0", .tvOS: "18.0", .watchOS: "11.0", .visionOS: "2.0"])
        #expect(dataSet.tables.files.map(\.format) == [.binary, .xml, .binary, .openStep, .binary])
    }

    @Test("SF 6.0 renames, layersets and restrictions")
    func sf6Symbols() throws {
        let dataSet = try loadShared("sf6.0_")
        let (document, resolution) = try dataSet.resolve("doc.on.doc")
        #expect(document.name == "document.on.document")
        #expect(resolution == .renamed(from: "doc.on.doc"))
        // As layerset_availability.plist writes them (plistlib: {'hierarchical': '2021',
        // 'multicolor': '2022'}), before the 2024 name: doc.on.doc's years.
        #expect(document.layersets == [.hierarchical: ReleaseID("2021"), .multicolor: ReleaseID("2022")])
        #expect(dataSet.historicalName(of: document, at: ReleaseID("2021")) == "doc.on.doc")
        #expect(try dataSet.resolve("arrow.2.circlepath").symbol.name == "arrow.trianglehead.2.clockwise.rotate.90")
        #expect(try dataSet.resolve("_gm").symbol.name == "apple.intelligence")
        #expect(dataSet["apple.intelligence"]?.restriction
            == "This symbol may not be modified and may only be used to refer to Apple Intelligence.")
        // As written (plistlib): two U+00A0.
        #expect(dataSet["apple.intelligence"]?.restrictionAsWritten
            == "This\u{A0}symbol\u{A0}may not be modified and may only be used to refer to Apple Intelligence.")
        #expect(dataSet["xbox.logo"]?.restriction == "This symbol may not be modified and may only be used to refer to Microsoft’s Xbox.")
        // Legacy `dot.circle → smallcircle.fill.circle`, renamed since to `smallcircle.filled.circle`.
        #expect(dataSet.legacyAliases["dot.circle"] == "smallcircle.filled.circle")
        #expect(dataSet["character"]?.localizations.map(\.suffix.rawValue).contains("sat") == true)
        #expect(dataSet.variants["square.3.layers.3d.down.backward.slash.rtl"]?.symbolName == nil)
        #expect(dataSet["figure.strengthtraining.traditional"] != nil)
    }

    @Test("SF 3.2 app metadata: two-file restrictions, name-keyed categories, unicodes, version")
    func sf32() throws {
        let dataSet = try loadShared("sf3.2_")
        #expect(dataSet.version == "3.2")
        #expect(dataSet.categoryCount == 23)
        #expect(dataSet.categories[1].label == "What‘s New")
        #expect(dataSet.restrictedCount == 242)
        #expect(dataSet["square.and.arrow.up"]?.unicodeLabel == "U+100202")
        #expect(dataSet["0.circle"]?.unicodeLabel == "U+100038")
        #expect(dataSet["airplayaudio"]?.restriction == "This symbol may not be modified and may only be used to refer to Apple’s AirPlay.")
        #expect(dataSet["textformat.subscript"]?.localizations.map(\.suffix.rawValue).contains("zh.traditional") == true)
    }

    @Test("SF 6.x app metadata: categories in file order and keywords")
    func sf6App() throws {
        let dataSet = try loadShared("sf6.x_")
        #expect(dataSet.categories.prefix(4).map(\.key) == ["all", "whatsnew", "multicolor", "variablecolor"])
        #expect(dataSet.categories[1].label == "What’s New")
        #expect(dataSet["xmark"]?.keywords == ["clear", "close", "stop", "x"])
        #expect(dataSet["square.and.arrow.up"]?.keywords == ["export", "share", "sharrow", "upload"])
    }
}
