import Foundation
import Testing
@testable import catalog_cli
import SymbolCatalog

@Suite("catalog favorites: add, list, remove, clear across data sets")
struct FavoritesCommandTests {
    @Test("added on SF 5, listed under SF 6's names, in the order added")
    func acrossDataSets() {
        let fixture = StoreFixture()
        defer { fixture.remove() }
        #expect(fixture.run(["favorites"]).standardOutput == "No favorites yet: add some with 'catalog collection add favorites NAME…'.\n")
        let added = fixture.run(["favorites", "add", "doc.on.doc", "trash", "gone"], dataSet: fixture.sf5)
        #expect(added.exitCode == 0)
        #expect(added.standardOutput == "Added doc.on.doc\nAdded trash\nAdded gone\n")
        #expect(fixture.storeText() == """
            {
              "schemaVersion": 1,
              "favorites": [
                {"names": ["doc.on.doc"], "dataSet": "sf5", "family": "SF Symbols"},
                {"names": ["trash"], "dataSet": "sf5", "family": "SF Symbols"},
                {"names": ["gone"], "dataSet": "sf5", "family": "SF Symbols"}
              ],
              "collections": []
            }

            """)
        #expect(fixture.run(["favorites"]).standardOutput == """
            document.on.document  2021
            trash                 2019
            (1 more not in sf6: gone)

            """)
        #expect(fixture.run(["favorites"], dataSet: fixture.sf5).standardOutput == """
            doc.on.doc  2019
            trash       2019
            gone        2019

            """)
    }

    @Test("favorites belong to the family they were made in (issue 26: SF favorites starred Font Awesome's trash and wifi)")
    func families() {
        let fixture = StoreFixture()
        defer { fixture.remove() }
        #expect(fixture.run(["collection", "add", "favorites", "doc.on.doc", "trash"], dataSet: fixture.sf5).exitCode == 0)
        // SF 6 is the same family: the rename is followed, and trash is starred.
        #expect(fixture.run(["favorites"]).standardOutput == "document.on.document  2021\ntrash                 2019\n")
        #expect(fixture.run(["search", "trash"]).standardOutput.contains(StoreMarks.star))
        // The embedded Font Awesome 6 has a trash of its own, which is no SF favorite.
        let fontAwesome = fixture.run(["search", "trash", "--json"], dataSet: "fontawesome-6")
        #expect(fontAwesome.exitCode == 0)
        #expect(fontAwesome.standardOutput.contains(#""name": "trash""#))
        #expect(fontAwesome.standardOutput.contains(#""favorite": false"#))
        #expect(!fontAwesome.standardOutput.contains(#""favorite": true"#))
        #expect(fixture.run(["collection", "show", "favorites"], dataSet: "fontawesome-6").standardOutput
                == "(2 more not in fontawesome-6: doc.on.doc, trash)\n")
    }

    @Test("old, legacy and variant names say what they are; duplicates are no-ops that say so")
    func names() {
        let fixture = StoreFixture()
        defer { fixture.remove() }
        let added = fixture.run(["favorites", "add", "a", "love", "heart.ar", "character", "doc.on.doc", "document.on.document"])
        #expect(added.standardOutput == """
            Added a (an old name of character)
            Added love (a legacy name of heart)
            heart.ar (heart) is already a favorite
            character is already a favorite
            Added doc.on.doc (an old name of document.on.document)
            document.on.document is already a favorite

            """)
        #expect(fixture.storeText()?.contains(#"{"names": ["a", "character"], "dataSet": "sf6", "family": "SF Symbols"},"#) == true)
        #expect(fixture.storeText()?.contains(#"{"names": ["love", "heart"], "dataSet": "sf6", "family": "SF Symbols"},"#) == true)
        let before = fixture.storeBytes()
        #expect(fixture.run(["favorites", "add", "trash", "heart"]).standardOutput == "Added trash\nheart is already a favorite\n")
        #expect(fixture.run(["favorites", "add", "trash"]).standardOutput == "trash is already a favorite\n")
        #expect(fixture.storeBytes() != before)
    }

    @Test("an unknown name fails with did-you-mean, and nothing is added")
    func unknown() {
        let fixture = StoreFixture()
        defer { fixture.remove() }
        let result = fixture.run(["favorites", "add", "trash", "hart"])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "catalog: unknown symbol 'hart' in sf6; did you mean 'heart'?\n")
        #expect(fixture.storeBytes() == nil)
        let missing = fixture.run(["favorites", "add"])
        #expect(missing.exitCode == 64)
        #expect(missing.standardError == "catalog: missing NAME\nUsage: catalog favorites add NAME… [options]\n")
    }

    @Test("listing formats: tsv flags, json marks and missing entries, grid")
    func formats() {
        let fixture = StoreFixture()
        defer { fixture.remove() }
        _ = fixture.run(["favorites", "add", "gone", "heart"], dataSet: fixture.sf5)
        _ = fixture.run(["favorites", "add", "star"])
        #expect(fixture.run(["favorites", "--format", "tsv"]).standardOutput == "heart\t2019\t\tlocalized,favorite\nstar\t2020\t\tfavorite\n")
        #expect(fixture.run(["favorites", "--format", "grid"], environment: ["COLUMNS": "20"], terminal: true).standardOutput == "heart  star\n")
        #expect(fixture.run(["favorites", "--format", "grid"], environment: ["COLUMNS": "20"]).standardOutput == "heart\nstar\n")
        let json = fixture.run(["favorites", "--json"]).standardOutput
        #expect(json.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"count\": 2,\n  \"results\": [\n    {\n      \"name\": \"heart\",\n"))
        #expect(json.contains("\"flags\": [\n        \"localized\",\n        \"favorite\"\n      ],\n      \"favorite\": true,\n      \"collections\": []\n"))
        #expect(json.hasSuffix("  ],\n  \"missing\": [\n    \"gone\"\n  ]\n}\n"))
        #expect(fixture.run(["favorites", "--since", "2020", "--format", "tsv"]).standardOutput == "star\t2020\t\tfavorite\n")
        #expect(fixture.run(["favorites", "he", "--format", "tsv"]).exitCode == 64)
    }

    @Test("remove by any name, by a stored name the data set lacks; clear")
    func removing() {
        let fixture = StoreFixture()
        defer { fixture.remove() }
        _ = fixture.run(["favorites", "add", "doc.on.doc", "gone", "trash", "heart"], dataSet: fixture.sf5)
        let removed = fixture.run(["favorites", "remove", "document.on.document", "gone", "star"])
        #expect(removed.standardOutput == "Removed document.on.document\nRemoved gone (not in sf6)\nstar is not a favorite\n")
        let before = fixture.storeBytes()
        let unknown = fixture.run(["favorites", "remove", "trash", "nope"])
        #expect(unknown.exitCode == 1)
        #expect(unknown.standardError == "catalog: unknown symbol 'nope' in sf6\n")
        #expect(fixture.storeBytes() == before)
        #expect(fixture.run(["favorites", "remove", "love"]).standardOutput == "Removed love (heart)\n")
        #expect(fixture.run(["favorites", "clear"]).standardOutput == "Removed 1 favorite\n")
        #expect(fixture.run(["favorites", "clear"]).standardOutput == "No favorites to remove\n")
        #expect(fixture.run(["favorites"]).standardOutput == "No favorites yet: add some with 'catalog collection add favorites NAME…'.\n")
        #expect(fixture.run(["favorites", "--json"]).standardOutput
            == "{\n  \"schemaVersion\": 1,\n  \"count\": 0,\n  \"results\": [],\n  \"missing\": []\n}\n")
    }

    @Test("where the store is: --store, CATALOG_STORE, XDG_DATA_HOME, HOME; none without them")
    func location() throws {
        let fixture = StoreFixture()
        defer { fixture.remove() }
        let other = fixture.folder.appendingPathComponent("other.json").path
        _ = fixture.run(["favorites", "add", "heart", "--store", other])
        #expect(FileManager.default.fileExists(atPath: other))
        #expect(fixture.storeBytes() == nil)

        let xdg = fixture.folder.appendingPathComponent("xdg")
        // No cache: with HOME=/nonexistent the index would land in /nonexistent/.cache, outside the test's folder.
        let byXDG = CLI.run(["favorites", "add", "heart", "--data-set", fixture.sf6], environment: ["XDG_DATA_HOME": xdg.path, "HOME": "/nonexistent", "CATALOG_NO_CACHE": "1"])
        #expect(byXDG.exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: xdg.appendingPathComponent("catalog/collections.json").path))
        let home = fixture.folder.appendingPathComponent("home")
        _ = CLI.run(["favorites", "add", "star", "--data-set", fixture.sf6], environment: ["HOME": home.path])
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent(".local/share/catalog/collections.json").path))

        let nowhere = CLI.run(["favorites", "add", "heart", "--data-set", fixture.sf6], environment: [:])
        #expect(nowhere.exitCode == 1)
        #expect(nowhere.standardError
            == "catalog: no place for the collection store: set HOME, XDG_DATA_HOME or CATALOG_STORE, or pass --store PATH\n")
        #expect(CLI.run(["favorites", "--data-set", fixture.sf6], environment: [:]).exitCode == 0)
    }

    static let shared = CLI.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/sfsymbols")
    static let sf51 = shared.appendingPathComponent("sf5.1_2024-08_app-metadata_lessica").path
    static let sf60 = shared.appendingPathComponent("sf6.0_2024-10_sfsafesymbols-fork").path

    @Test("real data: doc.on.doc on SF Symbols 5.1 is document.on.document on 6.0, and back",
          .enabled(if: FileManager.default.fileExists(atPath: sf60 + "/name_availability.plist")
                   && FileManager.default.fileExists(atPath: sf51 + "/name_availability.plist"), "needs ../shared/sfsymbols"))
    func realData() {
        let fixture = StoreFixture(label: "real")
        defer { fixture.remove() }
        #expect(fixture.run(["favorites", "add", "doc.on.doc"], dataSet: Self.sf51).standardOutput == "Added doc.on.doc\n")
        #expect(fixture.run(["favorites", "--format", "tsv"], dataSet: Self.sf60).standardOutput.hasPrefix("document.on.document\t2024\t"))
        #expect(fixture.run(["favorites", "add", "square.3.layers.3d", "document.on.document"], dataSet: Self.sf60).standardOutput
            == "Added square.3.layers.3d\ndocument.on.document is already a favorite\n")
        #expect(fixture.run(["favorites", "--format", "grid"], dataSet: Self.sf51, environment: ["COLUMNS": "80"], terminal: true).standardOutput
            == "doc.on.doc          square.3.layers.3d\n")
        #expect(fixture.run(["show", "document.on.document", "--format", "tsv"], dataSet: Self.sf60).standardOutput
            .contains("document.on.document\tfavorite\ttrue\n"))
    }
}
