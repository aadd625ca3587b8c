import Testing
@testable import SymbolCatalog

@Suite("The store file's schema")
struct StoreContentsCodingTests {
    static let sample = StoreContents(
        favorites: [StoredEntry(names: ["doc.on.doc", "document.on.document"], dataSet: "sf6"), StoredEntry(names: ["heart"], dataSet: "sf5")],
        collections: [UserCollection(name: "Toolbar ★", entries: [StoredEntry(names: ["trash"], dataSet: "sf5")]), UserCollection(name: "Empty")])

    static let sampleText = """
        {
          "schemaVersion": 1,
          "favorites": [
            {"names": ["doc.on.doc", "document.on.document"], "dataSet": "sf6"},
            {"names": ["heart"], "dataSet": "sf5"}
          ],
          "collections": [
            {
              "name": "Toolbar ★",
              "symbols": [
                {"names": ["trash"], "dataSet": "sf5"}
              ]
            },
            {
              "name": "Empty",
              "symbols": []
            }
          ]
        }

        """

    @Test("human-readable: schemaVersion first, one line per entry")
    func encoded() throws {
        #expect(Self.sample.encoded() == Self.sampleText)
        #expect(try StoreContents.parse(Array(Self.sampleText.utf8), path: "s.json") == Self.sample)
        #expect(StoreContents().encoded() == "{\n  \"schemaVersion\": 1,\n  \"favorites\": [],\n  \"collections\": []\n}\n")
    }

    @Test("a document breaking the schema is damaged, with where", arguments: [
        ("[]", "expected an object at the top, found an array"),
        ("{}", "no schemaVersion"),
        (#"{"schemaVersion": "1"}"#, "schemaVersion: expected a whole number from 1, found a string"),
        (#"{"schemaVersion": 0}"#, "schemaVersion: expected a whole number from 1, found a number"),
        (#"{"schemaVersion": 1.5}"#, "schemaVersion: expected a whole number from 1, found a number"),
        (#"{"schemaVersion": true}"#, "schemaVersion: expected a whole number from 1, found a boolean"),
        (#"{"schemaVersion": 1, "extra": 1}"#, "unknown key 'extra'"),
        (#"{"schemaVersion": 1, "favorites": {}}"#, "favorites: expected an array, found an object"),
        (#"{"schemaVersion": 1, "favorites": [1]}"#, "favorites[0]: expected an object, found a number"),
        (#"{"schemaVersion": 1, "favorites": [{"dataSet": "x"}]}"#, "favorites[0].names: missing"),
        (#"{"schemaVersion": 1, "favorites": [{"names": [], "dataSet": "x"}]}"#, "favorites[0].names: empty (an entry needs at least one name)"),
        (#"{"schemaVersion": 1, "favorites": [{"names": "heart", "dataSet": "x"}]}"#, "favorites[0].names: expected an array of names, found a string"),
        (#"{"schemaVersion": 1, "favorites": [{"names": [""], "dataSet": "x"}]}"#, "favorites[0].names[0]: empty name"),
        (#"{"schemaVersion": 1, "favorites": [{"names": [1], "dataSet": "x"}]}"#, "favorites[0].names[0]: expected a string, found a number"),
        (#"{"schemaVersion": 1, "favorites": [{"names": ["a"]}]}"#, "favorites[0].dataSet: missing"),
        (#"{"schemaVersion": 1, "favorites": [{"names": ["a"], "dataSet": null}]}"#, "favorites[0].dataSet: expected a string, found null"),
        (#"{"schemaVersion": 1, "collections": [{"symbols": []}]}"#, "collections[0].name: missing"),
        (#"{"schemaVersion": 1, "collections": [{"name": "a", "items": []}]}"#, "collections[0]: unknown key 'items'"),
        (#"{"schemaVersion": 1, "collections": [{"name": "a"}, {"name": "A"}]}"#, "collections[1].name 'A': the same name as 'a'"),
        (#"{"schemaVersion": 1, "collections": [{"name": "Favorites"}]}"#, "collections[0].name 'Favorites': it is the name of a built-in collection"),
        ("{\"schemaVersion\": 1,,}", "not valid JSON: line 1, column 21: expected a string key, found ','"),
    ])
    func damaged(text: String, reason: String) {
        #expect(throws: StoreError.damaged(path: "s.json", reason: reason)) { try StoreContents.parse(Array(text.utf8), path: "s.json") }
    }

    @Test("a newer schema is reported as newer, whatever else it holds")
    func newer() {
        #expect(throws: StoreError.newerSchema(path: "s.json", version: 2, supported: 1)) {
            try StoreContents.parse(Array(#"{"schemaVersion": 2, "pinned": {"x": 1}}"#.utf8), path: "s.json")
        }
    }

    @Test("error descriptions are one line naming the path")
    func descriptions() {
        #expect(StoreError.damaged(path: "/s.json", reason: "no schemaVersion").description
            == "/s.json: damaged collection store (left untouched): no schemaVersion; run 'catalog collection doctor'")
        #expect(StoreError.newerSchema(path: "/s.json", version: 3, supported: 1).description
            == "/s.json: collection store schema 3 is newer than this catalog reads (1); left untouched: upgrade catalog, or see 'catalog collection doctor'")
        #expect(StoreError.lockTimeout(path: "/s.json.lock", seconds: 30).description
            == "/s.json.lock: another catalog process has held the collection store's lock for 30 s; try again")
        #expect(StoreError.noSuchCollection("x", suggestions: []).description == "no collection 'x' (create it with 'catalog collection new x')")
        #expect(StoreError.noSuchCollection("Tolbar", suggestions: ["Toolbar"]).description == "no collection 'Tolbar'; did you mean 'Toolbar'?")
    }
}
