import Foundation
import Testing
@testable import catalog_cli

@Suite("catalog collection: make, change, export and import your collections")
struct CollectionCommandTests {
    @Test("new, rename, delete, clear; unique whatever the case")
    func lifecycle() {
        let fixture = StoreFixture()
        defer { fixture.remove() }
        #expect(fixture.run(["collection", "new", "Toolbar"]).standardOutput == "Made collection Toolbar\n")
        let again = fixture.run(["collection", "new", "TOOLBAR"])
        #expect(again.exitCode == 1)
        #expect(again.standardError == "catalog: a collection 'Toolbar' already exists\n")
        _ = fixture.run(["collection", "add", "toolbar", "heart", "a"])
        #expect(fixture.run(["collection", "rename", "toolbar", "Tools"]).standardOutput == "Renamed collection Toolbar to Tools\n")
        #expect(fixture.run(["collection", "rename", "tools", "TOOLS"]).standardOutput == "Renamed collection Tools to TOOLS\n")
        #expect(fixture.run(["collection", "clear", "Tools"]).standardOutput == "Cleared TOOLS (2 symbols removed)\n")
        #expect(fixture.run(["collection", "clear", "Tools"]).standardOutput == "TOOLS is already empty\n")
        #expect(fixture.run(["collection", "delete", "tools"]).standardOutput == "Deleted collection TOOLS (0 symbols)\n")
        let gone = fixture.run(["collection", "delete", "tools"])
        #expect(gone.exitCode == 1)
        #expect(gone.standardError == "catalog: no collection 'tools' (create it with 'catalog collection new tools')\n")
    }

    @Test("names refused: built-in, empty, unprintable", arguments: [
        (["favorites"], "catalog: invalid collection name 'favorites': it is the name of a built-in collection\n"),
        (["Restricted"], "catalog: invalid collection name 'Restricted': it is the name of a built-in collection\n"),
        (["new-in-2021"], "catalog: invalid collection name 'new-in-2021': it is the name of a built-in collection\n"),
        ([""], "catalog: invalid collection name '': a collection name cannot be empty\n"),
        (["a\u{1B}[31m"], "catalog: invalid collection name 'a\\e[31m': a collection name must be printable (it contains U+001B)\n"),
    ])
    func refusedNames(arguments: [String], message: String) {
        let fixture = StoreFixture()
        defer { fixture.remove() }
        let result = fixture.run(["collection", "new"] + arguments)
        #expect(result.exitCode == 1)
        #expect(result.standardError == message)
        #expect(fixture.storeBytes() == nil)
    }

    @Test("usage: a missing or unknown subcommand")
    func usage() {
        let fixture = StoreFixture()
        defer { fixture.remove() }
        #expect(fixture.run(["collection"]).standardError == "catalog: 'catalog collection' needs a subcommand: list, show, new, add, "
            + "remove, clear, delete, rename, import, export or doctor\nUsage: catalog collection [SUBCOMMAND…]\n")
        let unknown = fixture.run(["collection", "nwe", "x"])
        #expect(unknown.exitCode == 64)
        #expect(unknown.standardError == "catalog: unknown command 'collection nwe'; did you mean 'collection new'?\nUsage: catalog collection [SUBCOMMAND…]\n")
        #expect(fixture.run(["collection", "rename", "x"]).standardError == "catalog: missing NEW\nUsage: catalog collection rename OLD NEW [options]\n")
    }

    @Test("add and remove: names resolve as for favorites; the collection must exist")
    func symbols() {
        let fixture = StoreFixture()
        defer { fixture.remove() }
        _ = fixture.run(["collection", "new", "Docs"])
        #expect(fixture.run(["collection", "add", "docs", "doc.on.doc", "gone", "trash"], dataSet: fixture.sf5).standardOutput
            == "Added doc.on.doc to Docs\nAdded gone to Docs\nAdded trash to Docs\n")
        #expect(fixture.run(["collection", "add", "docs", "document.on.document", "fresh"]).standardOutput
            == "document.on.document is already in Docs\nAdded fresh to Docs\n")
        let missing = fixture.run(["collection", "add", "Doks", "heart"])
        #expect(missing.exitCode == 1)
        #expect(missing.standardError == "catalog: no collection 'Doks'; did you mean 'Docs'?\n")
        #expect(fixture.run(["collections", "show", "docs"]).standardOutput == """
            document.on.document  2021
            trash                 2019
            fresh                 2021
            (1 more not in sf6: gone)

            """)
        #expect(fixture.run(["collection", "remove", "DOCS", "doc.on.doc", "gone", "heart"]).standardOutput
            == "Removed doc.on.doc (document.on.document) from Docs\nRemoved gone (not in sf6) from Docs\nheart is not in Docs\n")
        #expect(fixture.run(["collections", "show", "Docs", "--format", "tsv"], dataSet: fixture.sf5).standardOutput == "trash\t2019\t\t\n")
        #expect(fixture.run(["collection", "add", "Favorites", "heart", "trash"]).standardOutput == "Added heart\nAdded trash\n")
        #expect(fixture.run(["collection", "remove", "favorites", "heart"]).standardOutput == "Removed heart\n")
        #expect(fixture.run(["collection", "clear", "favorites"]).standardOutput == "Cleared favorites (1 symbol removed)\n")
    }

    @Test("collections lists favorites and yours after the smart ones")
    func listing() {
        let fixture = StoreFixture()
        defer { fixture.remove() }
        _ = fixture.run(["favorites", "add", "gone", "heart"], dataSet: fixture.sf5)
        _ = fixture.run(["collection", "new", "Zeta"])
        _ = fixture.run(["collection", "new", "Alpha ★"])
        _ = fixture.run(["collection", "add", "alpha ★", "fresh", "star"])
        let text = fixture.run(["collections"]).standardOutput
        #expect(text.hasSuffix("""
            renamed-in-2021  1

            favorites        1  (1 more not in sf6)
            Zeta             0
            Alpha ★          2
            (uncategorized is empty: sf6 has no categories file)

            """))
        #expect(fixture.run(["collections", "--format", "tsv"]).standardOutput.hasSuffix(
            "renamed-in-2021\tsmart\t1\nfavorites\tfavorites\t1\nZeta\tuser\t0\nAlpha ★\tuser\t2\n"))
        #expect(fixture.run(["collections", "--json"]).standardOutput.hasSuffix("""
                {
                  "name": "Alpha ★",
                  "kind": "user",
                  "count": 2,
                  "stored": 2
                }
              ]
            }

            """))
        #expect(fixture.run(["collections"], dataSet: fixture.sf5).standardOutput.contains("\nAlpha ★          1  (1 more not in sf5)\n"))
        #expect(fixture.run(["collections", "show", "FAVORITES", "--format", "tsv"]).standardOutput == "heart\t2019\t\tlocalized,favorite\n")
        let unknown = fixture.run(["collections", "show", "alpa ★"])
        #expect(unknown.exitCode == 1)
        #expect(unknown.standardError == "catalog: unknown collection 'alpa ★'; did you mean 'Alpha ★'?\n")
    }

    @Test("export json keeps every name; import makes a new collection from it")
    func exportImportJSON() throws {
        let fixture = StoreFixture()
        defer { fixture.remove() }
        _ = fixture.run(["collection", "new", "Docs"])
        _ = fixture.run(["collection", "add", "Docs", "doc.on.doc", "gone"], dataSet: fixture.sf5)
        let file = fixture.folder.appendingPathComponent("docs.json").path
        #expect(fixture.run(["collection", "export", "docs", "--output", file]).standardOutput == "")
        let exported = try String(contentsOfFile: file, encoding: .utf8)
        #expect(exported == """
            {
              "schemaVersion": 1,
              "name": "Docs",
              "shownIn": "sf6",
              "symbols": [
                {"shownAs": "document.on.document", "names": ["doc.on.doc"], "dataSet": "sf5", "family": "SF Symbols"},
                {"shownAs": null, "names": ["gone"], "dataSet": "sf5", "family": "SF Symbols"}
              ]
            }

            """)
        let clash = fixture.run(["collection", "import", file])
        #expect(clash.exitCode == 1)
        #expect(clash.standardError == "catalog: a collection 'Docs' already exists\n")
        #expect(fixture.run(["collection", "import", file, "--as", "Copy"]).standardOutput == "Imported Copy: 2 symbols (1 not in sf6)\n")
        #expect(fixture.run(["collections", "show", "copy", "--format", "tsv"], dataSet: fixture.sf5).standardOutput
            == "doc.on.doc\t2019\t\t\ngone\t2019\t\t\n")
    }

    @Test("export text is this data set's names; import text resolves each line")
    func exportImportText() throws {
        let fixture = StoreFixture()
        defer { fixture.remove() }
        _ = fixture.run(["collection", "new", "Docs"])
        _ = fixture.run(["collection", "add", "Docs", "doc.on.doc", "gone", "a"], dataSet: fixture.sf5)
        let exported = fixture.run(["collection", "export", "Docs", "--format", "text"])
        #expect(exported.standardOutput == "# Docs: 2 of 3 symbols, as sf6 names them\n# left out, not in sf6: gone\ndocument.on.document\ncharacter\n")
        #expect(exported.standardError == "catalog: note: not in sf6, left out: gone (the default, json, keeps them)\n")
        #expect(fixture.run(["collection", "export", "favorites", "--format", "text"]).standardOutput == "# favorites: 0 of 0 symbols, as sf6 names them\n")
        // The text export reads back as the same collection.
        let copy = fixture.folder.appendingPathComponent("docs.txt").path
        try Data(exported.standardOutput.utf8).write(to: URL(fileURLWithPath: copy))
        #expect(fixture.run(["collection", "import", copy, "--as", "Copy"]).standardOutput == "Imported Copy: 2 symbols\n")

        let file = fixture.folder.appendingPathComponent("picks.txt").path
        try Data("# my picks\nheart\n\n  trash  \nlove\ndoc.on.doc\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(fixture.run(["collection", "import", file]).standardOutput == "Imported picks: 3 symbols\n")
        #expect(fixture.run(["collections", "show", "Picks", "--format", "tsv"]).standardOutput
            == "heart\t2019\t\tlocalized\ntrash\t2019\t\t\ndocument.on.document\t2021\t\t\n")

        try Data("heart\nhart\n".utf8).write(to: URL(fileURLWithPath: file))
        let bad = fixture.run(["collection", "import", file, "--as", "Other"])
        #expect(bad.exitCode == 1)
        #expect(bad.standardError == "catalog: \(file): cannot import: line 2: unknown symbol 'hart' in sf6; did you mean 'heart'?\n")
        let none = fixture.run(["collection", "import", file + ".missing"])
        #expect(none.standardError == "catalog: \(file).missing: cannot import: no such file\n")
        try Data("{\"schemaVersion\": 2, \"symbols\": []}".utf8).write(to: URL(fileURLWithPath: file))
        #expect(fixture.run(["collection", "import", file]).standardError
            == "catalog: \(file): cannot import: schema 2 is newer than this catalog reads (1)\n")
        try Data("{\"schemaVersion\": 1, \"name\": \"X\", \"symbols\": [{\"names\": []}]}".utf8).write(to: URL(fileURLWithPath: file))
        #expect(fixture.run(["collection", "import", file]).standardError
            == "catalog: \(file): cannot import: symbols[0].names: empty (an entry needs at least one name)\n")
    }
}
