import CatalogSystem
import Foundation
import Testing
@testable import SymbolCatalog
@testable import SymbolImport
import CatalogTestSupport

/// Two snapshots (5.15.4 and 6.0.0) and a pre-release one labelled 5.15.3, written by the test.
private struct Snapshots {
    let folder = TestPaths.temporaryFolder("fa-snapshots")
    var old: SnapshotWriter { SnapshotWriter(version: "5.15.4", in: folder) }
    var new: SnapshotWriter { SnapshotWriter(version: "6.0.0", in: folder) }
    var beta: SnapshotWriter { SnapshotWriter(version: "5.15.3", in: folder) }

    init() throws {
        try old.icons([
            "heart": SnapshotWriter.icon(["1", "5.0.0"], styles: ["solid", "regular"], terms: ["love"], unicode: "f004"),
            "search": SnapshotWriter.icon(["1", "5.0.0"]),
            "kiss": SnapshotWriter.icon(["5.1.0"], styles: ["solid", "regular"]),
            "github": SnapshotWriter.icon(["2.0.0", "5.0.0"], styles: ["brands"], label: "GitHub"),
            "gone": SnapshotWriter.icon(["4.4"]),
        ])
        try new.icons([
            "heart": SnapshotWriter.icon(["1", "5.0.0", "6.0.0-beta1"], styles: ["solid", "regular"], terms: ["love", "like"], unicode: "f004"),
            "magnifying-glass": SnapshotWriter.icon(["1", "5.0.0", "6.0.0-beta1"], terms: ["find"], aliases: ["search"]),
            "face-kiss": SnapshotWriter.icon(["5.1.0", "6.0.0-beta1"], styles: ["solid", "regular"], aliases: ["kiss"]),
            "github": SnapshotWriter.icon(["2.0.0", "5.0.0"], styles: ["brands"], label: "GitHub"),
            "new-one": SnapshotWriter.icon(["6.0.0-beta2"]),
            "0": SnapshotWriter.icon(["6.0.0-beta1"], unicode: "30"),
        ])
        try new.shims([["heart-o", "far", "heart"], ["glass", NSNull(), NSNull()], ["heart", NSNull(), "heart"],
                       ["github-alt-o", "fab", "github"], [61440, "fas", "heart"]])
        try new.text("categories.yml", """
            # Font Awesome categories
            social:
              icons:
                - heart
                - kiss
              label: Social & Fun
            numbers:
              icons:
                - '0'
                - missing-icon
              label: Numbers

            """)
        // Pre-release metadata under a release label: `magnifying-glass` marked unreleased.
        try beta.icons([
            "heart": SnapshotWriter.icon(["1", "5.0.0", "unreleased"]),
            "magnifying-glass": SnapshotWriter.icon(["1", "5.0.0", "unreleased"], aliases: ["search"]),
        ])
    }

    func load(_ writers: [SnapshotWriter]) throws -> FontAwesomeImport {
        var snapshots = [FontAwesomeSnapshot]()
        for writer in writers { snapshots.append(try FontAwesomeSnapshot.load(writer.path)) }
        return try FontAwesomeImport(snapshots: snapshots)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

@Suite("Font Awesome importer on fixture snapshots")
struct FontAwesomeImportTests {
    @Test("names are dated by the release that made them valid")
    func dating() throws {
        let snapshots = try Snapshots()
        defer { snapshots.remove() }
        let result = try snapshots.load([snapshots.new, snapshots.beta, snapshots.old])
        #expect(result.snapshots.map(\.version.rawValue) == ["5.15.3", "5.15.4", "6.0.0"])
        #expect(result.datingSnapshots.map(\.version.rawValue) == ["5.15.4", "6.0.0"])
        #expect(result.names.mapValues(\.rawValue) == [
            "heart": "1.0.0",             // in the oldest snapshot: its first change
            "github": "2.0.0",
            "magnifying-glass": "6.0.0",  // renamed: the change after 5.15.4 (a beta counts as 6.0.0)
            "face-kiss": "6.0.0",
            "new-one": "6.0.0",
            "0": "6.0.0",
            "search": "1.0.0",            // old names keep their icon's first change
            "kiss": "5.1.0",
        ])
        #expect(result.aliases == ["search": "magnifying-glass", "kiss": "face-kiss"])
        #expect(result.legacyAliases == ["heart-o": "heart", "github-alt-o": "github"])
        #expect(result.summary.skippedShims == 2)
        #expect(result.summary.removedNames == ["gone"])
        #expect(result.summary.unknownCategoryMembers == ["missing-icon"])
        #expect(result.releases.map(\.rawValue) == ["1.0.0", "2.0.0", "5.1.0", "5.15.4", "6.0.0"])
    }

    @Test("the written data set loads through the same readers")
    func roundTrip() throws {
        let snapshots = try Snapshots()
        defer { snapshots.remove() }
        let output = snapshots.folder.appendingPathComponent("out/fa")
        try snapshots.load([snapshots.old, snapshots.new]).write(to: output.path)
        let dataSet = try DataSetLoader.load(path: output.path)
        #expect(dataSet.checkInvariants() == [])
        #expect(dataSet.version == "6.0.0")
        #expect(dataSet.symbolNames == ["0", "face-kiss", "github", "heart", "magnifying-glass", "new-one"])
        #expect(dataSet.releases.map { $0.platforms } .allSatisfy { $0.keys.map(\.rawValue) == ["Font Awesome"] })
        let heart = try #require(dataSet["heart"])
        #expect(heart.keywords == ["love", "like"])
        #expect(heart.styles == ["solid", "regular"])
        #expect(heart.categories == ["social"])
        #expect(heart.unicodeLabel == "U+F004")
        #expect(heart.oldNames == ["heart-o"])
        #expect(dataSet["face-kiss"]?.categories == ["social"])
        #expect(dataSet["0"]?.categories == ["numbers"])
        #expect(dataSet["github"]?.restriction == "This icon is a trademark of its owner and may only be used to refer to GitHub.")
        #expect(dataSet.restrictedCount == 1)
        #expect(dataSet.categories == [SymbolCategory(key: "social", label: "Social & Fun", icon: "heart"),
                                       SymbolCategory(key: "numbers", label: "Numbers", icon: "0")])
        #expect(dataSet.styleFonts["brands"] == StyleFont(family: "Font Awesome 6 Brands", style: "Regular", file: "fa-brands-400.ttf", weight: 400))
        #expect(dataSet.styleFonts["solid"]?.weight == 900)
        #expect(try dataSet.resolve("kiss").symbol.name == "face-kiss")
        #expect(try dataSet.resolve("heart-o").resolution == .legacy(from: "heart-o"))
        let formats = Set(dataSet.tables.files.map(\.format))
        #expect(formats == [.xml, .openStep])
    }

    @Test("output is deterministic: importing twice gives the same bytes")
    func deterministic() throws {
        let snapshots = try Snapshots()
        defer { snapshots.remove() }
        let first = try snapshots.load([snapshots.old, snapshots.new]).files()
        let second = try snapshots.load([snapshots.new, snapshots.old]).files()
        #expect(first.map(\.name) == second.map(\.name))
        for (a, b) in zip(first, second) { #expect(a.bytes == b.bytes, "\(a.name) differs") }
    }
}

extension FontAwesomeImportTests {
    /// `icons.json` with each style's SVG size, as Font Awesome's metadata has it.
    static func icon(_ styles: [String: (width: Int, height: Int)]) -> [String: Any] {
        var record = SnapshotWriter.icon(["1"], styles: styles.keys.sorted())
        record["svg"] = styles.mapValues { ["width": $0.width, "height": $0.height, "viewBox": ["0", "0", "\($0.width)", "\($0.height)"]] }
        return record
    }

    @Test("the newest snapshot's SVG height is the grid (512), the baseline 7/8 of it down; none without SVG sizes")
    func svgGrid() throws {
        let folder = TestPaths.temporaryFolder("fa-svg-grid")
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = SnapshotWriter(version: "6.6.0", in: folder)
        try snapshot.icons(["house": Self.icon(["solid": (576, 512)]), "heart": Self.icon(["solid": (512, 512), "regular": (512, 512)])])
        let files = try FontAwesomeImport(snapshots: [try FontAwesomeSnapshot.load(snapshot.path)]).files()
        let grid = try #require(files.first { $0.name == SVGGrid.fileName })
        #expect(String(decoding: grid.bytes, as: UTF8.self).contains("<key>baseline</key>\n\t<integer>448</integer>\n\t<key>viewBoxHeight</key>\n\t<integer>512</integer>\n</dict>"))

        let mixed = SnapshotWriter(version: "6.5.0", in: folder)
        try mixed.icons(["house": Self.icon(["solid": (576, 512)]), "tall": Self.icon(["solid": (512, 640)])])
        #expect(throws: ImportError.invalidValue(file: mixed.metadata.appendingPathComponent("icons.json").path, keyPath: "svg.*.height",
                                                 reason: "viewBoxes of several heights [512.0, 640.0]")) {
            try FontAwesomeImport(snapshots: [try FontAwesomeSnapshot.load(mixed.path)]).files()
        }
        let plain = SnapshotWriter(version: "6.4.0", in: folder)
        try plain.icons(["house": SnapshotWriter.icon(["1"])])
        #expect(try FontAwesomeImport(snapshots: [try FontAwesomeSnapshot.load(plain.path)]).files().contains { $0.name == SVGGrid.fileName } == false)
    }
}

@Suite("import --output DIR: built beside the target and swapped in")
struct ImportOutputSafetyTests {
    @Test("an existing data set is swapped for the new one; nothing is left beside it")
    func swaps() throws {
        let snapshots = try Snapshots()
        defer { snapshots.remove() }
        let output = snapshots.folder.appendingPathComponent("out/fa").path
        try snapshots.load([snapshots.old]).write(to: output)
        let inode = FileStatus.of(output)?.inode
        try snapshots.load([snapshots.old, snapshots.new]).write(to: output)
        #expect(FileStatus.of(output)?.inode != inode, "a new folder took the name")
        #expect(try DataSetLoader.load(path: output).version == "6.0.0")
        #expect(try FileManager.default.contentsOfDirectory(atPath: snapshots.folder.appendingPathComponent("out").path) == ["fa"])
    }

    @Test("a folder that is neither empty nor a data set is refused and left as it is (it was replaced whole)")
    func refusesOtherFolders() throws {
        let snapshots = try Snapshots()
        defer { snapshots.remove() }
        let home = snapshots.folder.appendingPathComponent("home").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: home + "/notes.txt", contents: Data("mine".utf8))
        #expect(throws: ImportError.writeFailed(path: home, reason: "not a data-set folder (no name_availability.plist) and not empty; not replaced")) {
            try snapshots.load([snapshots.old]).write(to: home)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: home) == ["notes.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: snapshots.folder.path).filter { $0.hasPrefix(".") } == [])
    }
}
