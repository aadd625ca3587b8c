import Testing
@testable import SymbolCatalog

@Suite("User collections: names and edits")
struct UserCollectionTests {
    @Test("names that are refused, with the reason", arguments: [
        ("", "a collection name cannot be empty"),
        ("   ", "a collection name cannot be only spaces"),
        (" lead", "a collection name cannot start or end with a space"),
        ("trail ", "a collection name cannot start or end with a space"),
        ("tab\there", "a collection name must be printable (it contains U+0009)"),
        ("bell\u{7}", "a collection name must be printable (it contains U+0007)"),
        ("zero\u{200B}width", "a collection name must be printable (it contains U+200B)"),
        ("line\u{2028}break", "a collection name must be printable (it contains U+2028)"),
        ("Favorites", "it is the name of a built-in collection"),
        ("RESTRICTED", "it is the name of a built-in collection"),
        ("new-in-2024", "it is the name of a built-in collection"),
        ("renamed-in-6.0", "it is the name of a built-in collection"),
    ])
    func refused(name: String, reason: String) {
        #expect(UserCollection.problem(with: name) == reason)
    }

    @Test("names that are fine", arguments: ["Toolbar", "my icons", "Ünïcødé", "👨‍👩‍👧 family", "\u{10014A} glyphs", "new-ish", "rtl2", "a/b"])
    func accepted(name: String) {
        #expect(UserCollection.problem(with: name) == nil)
    }

    @Test("new, rename, delete, clear; names unique whatever their case")
    func edits() throws {
        var contents = StoreContents()
        try contents.createCollection(named: "Toolbar")
        #expect(throws: StoreError.collectionExists("Toolbar")) { try contents.createCollection(named: "TOOLBAR") }
        #expect(throws: StoreError.invalidCollectionName("rtl", reason: "it is the name of a built-in collection")) {
            try contents.createCollection(named: "rtl")
        }
        try contents.createCollection(named: "Sidebar")
        #expect(throws: StoreError.collectionExists("Sidebar")) { try contents.renameCollection("toolbar", to: "sidebar") }
        #expect(try contents.renameCollection("toolbar", to: "TOOLBAR") == "Toolbar")
        #expect(contents.collections.map(\.name) == ["TOOLBAR", "Sidebar"])
        #expect(throws: StoreError.noSuchCollection("Toolbr", suggestions: ["TOOLBAR"])) { try contents.deleteCollection(named: "Toolbr") }
        #expect(try contents.deleteCollection(named: "sidebar").name == "Sidebar")
        contents.collections[0].entries = [StoredEntry(names: ["heart"], dataSet: "x")]
        #expect(try contents.clear(.collection("Toolbar")) == 1)
        #expect(contents.collections == [UserCollection(name: "TOOLBAR")])
        #expect(throws: StoreError.collectionExists("TOOLBAR")) { try contents.insert(UserCollection(name: "toolbar")) }
    }

    @Test("problems of a hand-edited store")
    func problems() {
        let contents = StoreContents(collections: [UserCollection(name: "a"), UserCollection(name: "A"), UserCollection(name: "rtl")])
        #expect(contents.problems == [
            "collections[1].name 'A': the same name as 'a'",
            "collections[2].name 'rtl': it is the name of a built-in collection",
        ])
    }
}
