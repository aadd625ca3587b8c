import Foundation
import Testing
@testable import catalog_cli

@Suite("A damaged or newer store: every command that needs it exits 1 naming it; search and show warn once and go on; its bytes stay")
struct DamagedStoreTests {
    /// Every command that reads the store, with what it needs.
    static let readers: [[String]] = [
        ["favorites"], ["favorites", "add", "heart"], ["favorites", "remove", "heart"], ["favorites", "clear"],
        ["collection", "new", "X"], ["collection", "rename", "Docs", "Y"], ["collection", "delete", "Docs"],
        ["collection", "add", "Docs", "heart"], ["collection", "remove", "Docs", "heart"], ["collection", "clear", "Docs"],
        ["collection", "export", "Docs"], ["collection", "import", "IMPORT"],
        ["collections"], ["collections", "show", "Docs"], ["collections", "show", "restricted"],
    ]

    /// Commands that only mark favorites in what they show: they work without the store.
    static let markers: [[String]] = [["search", "heart"], ["show", "heart"]]

    /// The one stderr line of a marking command on an unusable store.
    static func warning(_ store: String, _ message: String) -> String {
        "catalog: warning: \(store): \(message); results are shown without favorites and collections"
            + (message.contains("collection doctor") ? "" : " (see 'catalog collection doctor')") + "\n"
    }

    static let damages: [(label: String, text: String, message: String)] = [
        ("truncated", "{\n  \"schemaVersion\": 1,\n  \"favorites\": [\n    {\"names\": [\"heart\"], \"dat",
         "damaged collection store (left untouched): not valid JSON: line 4, column 26: unterminated string; run 'catalog collection doctor'"),
        ("schema", "{\"schemaVersion\": 1, \"favorites\": [{\"names\": \"heart\", \"dataSet\": \"sf6\"}]}",
         "damaged collection store (left untouched): favorites[0].names: expected an array of names, found a string; run 'catalog collection doctor'"),
        ("newer", "{\"schemaVersion\": 2, \"favorites\": [], \"pins\": []}",
         "collection store schema 2 is newer than this catalog reads (1); left untouched: upgrade catalog, or see 'catalog collection doctor'"),
        ("empty", "", "damaged collection store (left untouched): not valid JSON: line 1, column 1: the file is empty; run 'catalog collection doctor'"),
    ]

    @Test("every reading command, every kind of damage", arguments: readers, damages.indices)
    func refuses(arguments: [String], damage: Int) throws {
        let fixture = StoreFixture(label: "damaged")
        defer { fixture.remove() }
        let importFile = fixture.folder.appendingPathComponent("import.txt").path
        _ = FileManager.default.createFile(atPath: importFile, contents: Data("heart\n".utf8))
        fixture.writeStore(Self.damages[damage].text)
        let before = try #require(fixture.storeBytes())
        let result = fixture.run(arguments.map { $0 == "IMPORT" ? importFile : $0 })
        #expect(result.exitCode == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "catalog: \(fixture.store): \(Self.damages[damage].message)\n")
        #expect(fixture.storeBytes() == before)
        let files = try FileManager.default.contentsOfDirectory(atPath: (fixture.store as NSString).deletingLastPathComponent).sorted()
        #expect(files == ["collections.json"] || files == ["collections.json", "collections.json.lock"])
    }

    @Test("search and show on every kind of damage: results without marks, one warning naming the file and doctor",
          arguments: markers, damages.indices)
    func marksWithout(arguments: [String], damage: Int) throws {
        let fixture = StoreFixture(label: "damaged")
        defer { fixture.remove() }
        fixture.writeStore(Self.damages[damage].text)
        let before = try #require(fixture.storeBytes())
        let result = fixture.run(arguments)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("heart"))
        #expect(!result.standardOutput.contains("★"))
        #expect(result.standardError == Self.warning(fixture.store, Self.damages[damage].message))
        #expect(fixture.storeBytes() == before)
    }

    @Test("an unreadable store path: a folder")
    func folder() throws {
        let fixture = StoreFixture(label: "damaged")
        defer { fixture.remove() }
        try FileManager.default.createDirectory(atPath: fixture.store, withIntermediateDirectories: true)
        for arguments in [["favorites"], ["favorites", "add", "heart"]] {
            let result = fixture.run(arguments)
            #expect(result.exitCode == 1)
            #expect(result.standardError == "catalog: \(fixture.store): cannot read the collection store: is a folder\n")
        }
        let search = fixture.run(["search", "heart"])
        #expect(search.exitCode == 0)
        #expect(search.standardError == Self.warning(fixture.store, "cannot read the collection store: is a folder"))
    }

    @Test("doctor explains, exits 1, and --restore brings back the last good copy")
    func doctor() throws {
        let fixture = StoreFixture(label: "doctor")
        defer { fixture.remove() }
        #expect(fixture.run(["collection", "doctor"]).standardOutput == """
            Store           \(fixture.store)
                            missing
            Last good copy  \(fixture.store).last-good
                            missing

            There is no store yet; the first change makes it.

            """)
        _ = fixture.run(["favorites", "add", "heart", "star"])
        _ = fixture.run(["collection", "new", "Docs"])
        _ = fixture.run(["collection", "add", "Docs", "trash"])
        let healthy = fixture.run(["collection", "doctor"])
        #expect(healthy.exitCode == 0)
        #expect(healthy.standardOutput.hasSuffix("healthy: 2 favorites, 1 collection with 1 symbol\n\nThe store is healthy.\n"))

        let damaged = "{\"schemaVersion\": 1, \"favorites\": [}"
        fixture.writeStore(damaged)
        let report = fixture.run(["collection", "doctor"])
        #expect(report.exitCode == 1)
        #expect(report.standardOutput == """
            Store           \(fixture.store)
                            damaged: not valid JSON: line 1, column 36: expected a value, found '}'
            Last good copy  \(fixture.store).last-good
                            healthy: 2 favorites, 1 collection with 1 symbol

            Every command leaves it untouched. Fix it by hand at the place named above, or restore.
            'catalog collection doctor --restore' puts the last good copy in its place and keeps the file it replaces.

            """)
        #expect(report.standardError
            == "catalog: \(fixture.store): the collection store cannot be used; 'catalog collection doctor --restore' restores its last good copy\n")
        let json = fixture.run(["collection", "doctor", "--json"]).standardOutput
        #expect(json.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"healthy\": false,\n  \"canRestore\": true,\n  \"store\": {\n"))
        #expect(json.contains("\"state\": \"damaged\",\n    \"problem\": \"not valid JSON: line 1, column 36: expected a value, found '}'\",\n    \"favorites\": null,"))

        let restored = fixture.run(["collection", "doctor", "--restore"])
        #expect(restored.exitCode == 0)
        let lines = restored.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "Restored \(fixture.store) from \(fixture.store).last-good (2 favorites, 1 collection with 1 symbol)")
        let kept = try #require(lines.last?.replacingOccurrences(of: "The file it replaced is kept as ", with: ""))
        #expect(kept.hasPrefix(fixture.store + ".damaged-"))
        #expect(FileManager.default.contents(atPath: kept) == Data(damaged.utf8))
        #expect(fixture.run(["favorites", "--format", "tsv"]).standardOutput == "heart\t2019\t\tlocalized,favorite\nstar\t2020\t\tfavorite\n")

        let again = fixture.run(["collection", "doctor", "--restore"])
        #expect(again.exitCode == 1)
        #expect(again.standardError == "catalog: \(fixture.store): not restored: the store is healthy; nothing to restore\n")
    }

    @Test("doctor on a newer store, and with no good copy")
    func doctorAdvice() {
        let fixture = StoreFixture(label: "doctor")
        defer { fixture.remove() }
        fixture.writeStore("{\"schemaVersion\": 3}")
        let newer = fixture.run(["collection", "doctor"])
        #expect(newer.exitCode == 1)
        #expect(newer.standardOutput.hasSuffix("""
                            written by a newer catalog: schema 3 (this one reads 1)
            Last good copy  \(fixture.store).last-good
                            missing

            Upgrade catalog to use it; every command leaves it untouched until then.
            There is no good copy to restore: fix the file by hand, or move it away to start afresh.

            """))
        #expect(newer.standardError == "catalog: \(fixture.store): the collection store cannot be used\n")
        let restore = fixture.run(["collection", "doctor", "--restore"])
        #expect(restore.standardError == "catalog: \(fixture.store): not restored: there is no last good copy (\(fixture.store).last-good)\n")
        #expect(fixture.storeText() == "{\"schemaVersion\": 3}")
    }

    @Test("a store emptied outside catalog beside a copy with entries: add refuses and the copy stays; doctor explains and restores")
    func emptied() throws {
        let fixture = StoreFixture(label: "emptied")
        defer { fixture.remove() }
        _ = fixture.run(["favorites", "add", "heart", "star", "trash", "character"])
        let copy = FileManager.default.contents(atPath: fixture.store + ".last-good")
        fixture.writeStore(#"{"schemaVersion": 1}"#)
        let add = fixture.run(["favorites", "add", "fresh"])
        #expect(add.exitCode == 1)
        #expect(add.standardError == "catalog: \(fixture.store): the collection store holds nothing, but its last good copy "
            + "\(fixture.store).last-good has 4 entries; 'catalog collection doctor --restore' brings them back "
            + "(to keep the empty store, delete the copy)\n")
        #expect(FileManager.default.contents(atPath: fixture.store + ".last-good") == copy)
        let report = fixture.run(["collection", "doctor"])
        #expect(report.exitCode == 1)
        #expect(report.standardOutput.hasSuffix("""
                            healthy: 0 favorites, 0 collections with 0 symbols
            Last good copy  \(fixture.store).last-good
                            healthy: 4 favorites, 0 collections with 0 symbols

            The store holds 0 favorites, 0 collections with 0 symbols, but its last good copy has 4 favorites, 0 collections with 0 symbols: \
            it was emptied outside catalog, and every command that changes it refuses until you choose.
            'catalog collection doctor --restore' puts the last good copy in its place and keeps the file it replaces.
            To keep the empty store instead, delete the last good copy.

            """))
        #expect(fixture.run(["collection", "doctor", "--restore"]).exitCode == 0)
        #expect(fixture.run(["favorites", "--format", "tsv"]).standardOutput.split(separator: "\n").count == 4)
    }

    @Test("doctor on a store over CATALOG_MAX_FILE_MB says to raise the limit, not to move it away")
    func doctorOverLimit() throws {
        let fixture = StoreFixture(label: "doctor-limit")
        defer { fixture.remove() }
        _ = fixture.run(["favorites", "add", "heart"])
        // The same store just over 1 MB: white space inside the JSON.
        let store = try #require(fixture.storeText())
        fixture.writeStore("{" + String(repeating: " ", count: 1 << 20) + store.dropFirst())
        let report = fixture.run(["collection", "doctor"], environment: ["CATALOG_MAX_FILE_MB": "1"])
        #expect(report.exitCode == 1)
        #expect(report.standardOutput.hasSuffix("""
                            1.0 MB is over the 1 MB limit for one file (set CATALOG_MAX_FILE_MB to raise it)
            Last good copy  \(fixture.store).last-good
                            healthy: 1 favorite, 0 collections with 0 symbols

            It is 1.0 MB: set CATALOG_MAX_FILE_MB above 1 to use it; every command leaves it untouched until then.

            """))
        #expect(!report.standardOutput.contains("move it away"))
        #expect(fixture.run(["collection", "doctor"], environment: ["CATALOG_MAX_FILE_MB": "2"]).exitCode == 0)
    }

    @Test("the built binary too: exit 1, the path on stderr, nothing on stdout, bytes unchanged",
          .enabled(if: BinaryRunner.isBuilt, "needs the built catalog binary"))
    func binary() async throws {
        let fixture = StoreFixture(label: "damaged")
        defer { fixture.remove() }
        fixture.writeStore("{\"schemaVersion\": 1, \"favorites\": [")
        let before = try #require(fixture.storeBytes())
        for arguments in [["favorites"], ["favorites", "add", "heart"], ["collection", "new", "X"], ["search", "heart"], ["show", "heart"]] {
            let spec = CatalogCLI.commands.filter { arguments.starts(with: $0.path) }.max { $0.path.count < $1.path.count }
            let outcome = try await BinaryRunner.run(arguments + (spec?.option(named: "data-set") != nil ? ["--data-set", fixture.sf6] : []),
                                               environment: fixture.environment)
            let marksOnly = Self.markers.contains(arguments)
            #expect(outcome.status == (marksOnly ? 0 : 1), "\(arguments)")
            #expect(outcome.standardOutput.isEmpty != marksOnly)
            #expect(outcome.standardError.hasPrefix((marksOnly ? "catalog: warning: " : "catalog: ") + "\(fixture.store): damaged collection store (left untouched): "))
            #expect(outcome.standardError.filter { $0 == "\n" }.count == 1)
        }
        #expect(fixture.storeBytes() == before)
    }
}
