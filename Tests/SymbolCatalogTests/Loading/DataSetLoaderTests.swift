import Foundation
import Testing
@testable import SymbolCatalog
import CatalogFormats
import CatalogTestSupport

/// Every combination of plist serialisation and `.strings` encoding.
private let combinations: [(Serialisation, Serialisation)] = Serialisation.plists.flatMap { plist in
    Serialisation.allCases.map { (plist, $0) }
}

@Suite("Data-set loader on fixtures in every serialisation")
struct DataSetLoaderTests {
    private func load(_ plist: Serialisation, _ strings: Serialisation) throws -> DataSet {
        let writer = FixtureWriter()
        defer { writer.remove() }
        try MiniDataSet.write(to: writer, plist: plist, strings: strings)
        return try DataSetLoader.load(path: writer.path, name: "mini")
    }

    @Test("counts", arguments: combinations)
    func counts(plist: Serialisation, strings: Serialisation) throws {
        let dataSet = try load(plist, strings)
        #expect(dataSet.symbolCount == 12)
        #expect(dataSet.variantCount == 6)
        #expect(dataSet.renameCount == 4)
        #expect(dataSet.legacyAliasCount == 1)
        #expect(dataSet.restrictedCount == 2)
        #expect(dataSet.categoryCount == 4)
        #expect(dataSet.version == "9.9")
        #expect(dataSet.checkInvariants() == [])
    }

    @Test("file formats are sniffed from content, not names", arguments: combinations)
    func formats(plist: Serialisation, strings: Serialisation) throws {
        let dataSet = try load(plist, strings)
        let formats = Dictionary(uniqueKeysWithValues: dataSet.tables.files.map { ($0.name, $0.format) })
        let plistFormat: PropertyListFormat = plist == .xml ? .xml : .binary
        let stringsFormat: PropertyListFormat = switch strings {
        case .xml: .xml
        case .binary: .binary
        default: .openStep
        }
        #expect(formats["name_availability.plist"] == plistFormat)
        #expect(formats["name_aliases.strings"] == stringsFormat)
        #expect(formats["legacy_aliases_strings.txt"] == stringsFormat)
        #expect(formats.count == 10)
    }

    @Test("releases sort numerically; an unreferenced table entry stays, a missing 2025 is inferred")
    func releases() throws {
        let dataSet = try load(.xml, .stringsUTF8)
        #expect(dataSet.releases.map(\.id.rawValue) == ["2019", "2019.1", "2020", "2021", "2021.3", "2022", "2025"])
        // SF 7's files reference 2025 and list it nowhere: iOS 26.0 and the same everywhere.
        let inferred = try #require(dataSet.release(ReleaseID("2025")))
        #expect(inferred.isKnown && inferred.isInferred)
        #expect(inferred.platforms == [.iOS: "26.0", .macOS: "26.0", .tvOS: "26.0", .watchOS: "26.0", .visionOS: "26.0"])
        #expect(dataSet.releases.filter(\.isInferred).map(\.id.rawValue) == ["2025"])
        let known = try #require(dataSet.release(ReleaseID("2021.3")))
        #expect(known.platforms == [.iOS: "15.4", .macOS: "12.3", .tvOS: "15.4", .watchOS: "8.5", .visionOS: "1.0"])
    }

    @Test("symbols carry every detail", arguments: combinations)
    func details(plist: Serialisation, strings: Serialisation) throws {
        let dataSet = try load(plist, strings)
        let heart = try #require(dataSet["heart"])
        #expect(heart.introduced == ReleaseID("2019"))
        #expect(heart.categories == ["health"])
        #expect(heart.keywords == ["love", "like"])
        #expect(heart.layersets == [.multicolor: ReleaseID("2021")])
        #expect(heart.unicodeLabel == "U+10014A")

        let document = try #require(dataSet["document.on.document"])
        #expect(document.categories == ["whatsnew", "objectsandtools"])
        #expect(document.oldNames == ["doc.on.doc"])
        // As the layerset file writes them, before the 2022 name: under doc.on.doc then.
        #expect(document.layersets == [.hierarchical: ReleaseID("2021"), .multicolor: ReleaseID("2022")])
        #expect(dataSet.historicalName(of: document, at: ReleaseID("2021")) == "doc.on.doc")
        #expect(dataSet.historicalName(of: document, at: ReleaseID("2022")) == "document.on.document")
        #expect(dataSet.historicalName(of: try #require(dataSet["heart"]), at: ReleaseID("2019")) == "heart")
        #expect(dataSet.historicalName(of: try #require(dataSet["apple.intelligence"]), at: ReleaseID("2021")) == nil)

        #expect(try #require(dataSet["heart.fill"]).layersets == [.hierarchical: ReleaseID("2025")])
        #expect(try #require(dataSet["0.circle"]).keywords == ["zero"])
        #expect(try #require(dataSet["apple.intelligence"]).restriction
            == "This symbol may not be modified and may only be used to refer to Apple Intelligence.")
        #expect(try #require(dataSet["apple.intelligence"]).oldNames == ["_gm"])
        #expect(try #require(dataSet["apple.logo"]).restriction
            == "This symbol may not be modified and may only be used to refer to Sign in with Apple’s service.")
        #expect(try #require(dataSet["smallcircle.filled.circle"]).oldNames == ["dot.circle", "smallcircle.fill.circle"])
    }

    @Test("localized variants attach to their base")
    func variants() throws {
        let dataSet = try load(.binary, .stringsUTF16LittleEndian)
        let character = try #require(dataSet["character"])
        #expect(character.localizations.map(\.suffix.rawValue) == ["ar", "he"])
        #expect(character.localizations.map(\.script) == ["Arabic", "Hebrew"])
        #expect(character.localizations.map(\.release.rawValue) == ["2021", "2021.3"])
        #expect(character.oldNames == ["a"])
        let subscriptSymbol = try #require(dataSet["textformat.subscript"])
        #expect(subscriptSymbol.localizations.map(\.suffix.rawValue) == ["zh", "zh.traditional"])
        #expect(try #require(dataSet["arrow.uturn.left"]).localizations.map(\.name) == ["arrow.uturn.left.rtl"])
        #expect(dataSet["figure.strengthtraining.traditional"] != nil)
        let phantom = try #require(dataSet.variants["square.3.layers.3d.down.backward.slash.rtl"])
        #expect(phantom.symbolName == nil)
        #expect(phantom.localization.suffix.isRightToLeft)
    }

    @Test("names resolve: current, renamed, legacy through renames, variant")
    func resolution() throws {
        let dataSet = try load(.xml, .binary)
        #expect(try dataSet.resolve("heart").resolution == .current)
        #expect(try dataSet.resolve("a").symbol.name == "character")
        #expect(try dataSet.resolve("a").resolution == .renamed(from: "a"))
        #expect(try dataSet.resolve("dot.circle").symbol.name == "smallcircle.filled.circle")
        #expect(try dataSet.resolve("dot.circle").resolution == .legacy(from: "dot.circle"))
        #expect(try dataSet.resolve("character.ar").symbol.name == "character")
        #expect(try dataSet.resolve("character.ar").resolution.resolvedFrom == "character.ar")
        #expect(throws: DataSetError.unknownSymbol(name: "hart", dataSet: "mini", suggestions: ["heart"])) {
            try dataSet.resolve("hart")
        }
        #expect(throws: DataSetError.unknownSymbol(name: "zzzzzz", dataSet: "mini", suggestions: [])) {
            try dataSet.resolve("zzzzzz")
        }
    }

    @Test("optional files may be missing; only name_availability is required")
    func minimal() throws {
        let writer = FixtureWriter()
        defer { writer.remove() }
        try writer.write("name_availability.plist", ["symbols": ["heart": "2019"], "year_to_release": ["2019": ["iOS": "13.0"]]], as: .xml)
        let dataSet = try DataSetLoader.load(path: writer.path)
        #expect(dataSet.symbolCount == 1)
        #expect(dataSet.version == nil)
        #expect(dataSet.categoryCount == 0)
        #expect(dataSet.renames.isEmpty)
        #expect(try #require(dataSet["heart"]).layersets.isEmpty)
    }

    @Test("SF 3.2's two-file restrictions and name-keyed categories")
    func twoFileRestrictions() throws {
        let writer = FixtureWriter()
        defer { writer.remove() }
        try writer.write("name_availability.plist", ["symbols": ["airplayaudio": "2019", "tv": "2019"], "year_to_release": ["2019": ["iOS": "13.0"]]], as: .xml)
        try writer.write("symbol_restrictions.plist", ["airplayaudio": "airplay"], as: .binary)
        try writer.write("restrictions.plist", ["airplay": "This symbol may not be modified and may only be used to refer to Apple’s AirPlay."], as: .binary)
        try writer.write("categories.plist", [["key": "whatsnew", "icon": "sparkles", "name": "What‘s New"]], as: .xml)
        let dataSet = try DataSetLoader.load(path: writer.path)
        #expect(dataSet["airplayaudio"]?.restriction == "This symbol may not be modified and may only be used to refer to Apple’s AirPlay.")
        #expect(dataSet["tv"]?.restriction == nil)
        #expect(dataSet.categories == [SymbolCategory(key: "whatsnew", label: "What‘s New", icon: "sparkles")])
    }

    @Test("alias chains are flattened, and the invariant check reports them")
    func chains() throws {
        let writer = FixtureWriter()
        defer { writer.remove() }
        let names = ["star.lefthalf.fill": "2019", "star.leadinghalf.fill": "2020", "star.leadinghalf.filled": "2021"]
        try writer.write("name_availability.plist", ["symbols": names, "year_to_release": ["2019": ["iOS": "13.0"], "2020": ["iOS": "14.0"], "2021": ["iOS": "15.0"]]], as: .xml)
        try writer.writeText("name_aliases.strings", """
            "star.lefthalf.fill" = "star.leadinghalf.fill";
            "star.leadinghalf.fill" = "star.leadinghalf.filled";
            """)
        let dataSet = try DataSetLoader.load(path: writer.path)
        #expect(dataSet.renames == ["star.lefthalf.fill": "star.leadinghalf.filled", "star.leadinghalf.fill": "star.leadinghalf.filled"])
        #expect(dataSet["star.leadinghalf.filled"]?.oldNames == ["star.leadinghalf.fill", "star.lefthalf.fill"])
        #expect(dataSet.checkInvariants() == ["name_aliases targets that are themselves renamed (1): star.lefthalf.fill"])
    }

    @Test("an .app bundle is searched for its Metadata folder and version.plist")
    func appBundle() throws {
        let root = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let metadata = root.appendingPathComponent("SF Symbols.app/Contents/Resources/Metadata")
        try FileManager.default.createDirectory(at: metadata, withIntermediateDirectories: true)
        let plist = try PropertyListSerialization.data(fromPropertyList: ["symbols": ["heart": "2019"], "year_to_release": ["2019": ["iOS": "13.0"]]], format: .xml, options: 0)
        try plist.write(to: metadata.appendingPathComponent("name_availability.plist"))
        let version = try PropertyListSerialization.data(fromPropertyList: ["CFBundleShortVersionString": "6.1"], format: .xml, options: 0)
        try version.write(to: root.appendingPathComponent("SF Symbols.app/Contents/version.plist"))
        let dataSet = try DataSetLoader.load(path: root.appendingPathComponent("SF Symbols.app").path)
        #expect(dataSet.name == "SF Symbols")
        #expect(dataSet.version == "6.1")
        #expect(dataSet.location == metadata.path)
    }
}
