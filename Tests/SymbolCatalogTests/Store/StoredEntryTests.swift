import Testing
@testable import SymbolCatalog

@Suite("Stored entries across data sets: every name kept, shown under the name each data set uses")
struct StoredEntryTests {
    static let sets = Result { try TwoReleases.load() }

    static func sf5() throws -> DataSet { try sets.get().sf5 }
    static func sf6() throws -> DataSet { try sets.get().sf6 }

    @Test("an entry keeps the name as added, the current name and the old names", arguments: [
        ("sf5", "doc.on.doc", ["doc.on.doc"]),
        ("sf6", "doc.on.doc", ["doc.on.doc", "document.on.document"]),
        ("sf6", "document.on.document", ["document.on.document", "doc.on.doc"]),
        ("sf6", "a", ["a", "character"]),
        ("sf6", "character", ["character", "a"]),
        ("sf6", "love", ["love", "heart"]),
        ("sf6", "heart", ["heart", "love"]),
        ("sf6", "heart.ar", ["heart", "love"]),
        ("sf6", "U+10014A", ["heart", "love"]),
    ])
    func storedNames(dataSet: String, name: String, expected: [String]) throws {
        let set = dataSet == "sf5" ? try Self.sf5() : try Self.sf6()
        let (entry, _, _) = try set.storedEntry(for: name)
        #expect(entry.names == expected)
        #expect(entry.dataSet == dataSet)
    }

    @Test("how the added name resolved")
    func resolutions() throws {
        let sf6 = try Self.sf6()
        #expect(try sf6.storedEntry(for: "doc.on.doc").resolution == .renamed(from: "doc.on.doc"))
        #expect(try sf6.storedEntry(for: "love").resolution == .legacy(from: "love"))
        #expect(try sf6.storedEntry(for: "heart.ar").symbol.name == "heart")
        #expect(throws: DataSetError.unknownSymbol(name: "hart", dataSet: "sf6", suggestions: ["heart"])) {
            try sf6.storedEntry(for: "hart")
        }
    }

    @Test("doc.on.doc added on SF 5 shows as document.on.document on SF 6, and back")
    func renameRoundTrip() throws {
        let (sf5, sf6) = (try Self.sf5(), try Self.sf6())
        let fromFive = try sf5.storedEntry(for: "doc.on.doc").entry
        #expect(sf6.lookUp(fromFive)?.symbol.name == "document.on.document")
        #expect(sf6.lookUp(fromFive)?.matchedName == "doc.on.doc")
        #expect(sf5.lookUp(fromFive)?.symbol.name == "doc.on.doc")

        let fromSix = try sf6.storedEntry(for: "document.on.document").entry
        #expect(sf5.lookUp(fromSix)?.symbol.name == "doc.on.doc")
        #expect(sf5.lookUp(fromSix)?.matchedName == "doc.on.doc")
        #expect(sf6.lookUp(fromSix)?.symbol.name == "document.on.document")
    }

    @Test("an entry a data set does not have is not found there")
    func missing() throws {
        let (sf5, sf6) = (try Self.sf5(), try Self.sf6())
        #expect(sf6.lookUp(try sf5.storedEntry(for: "gone").entry) == nil)
        #expect(sf5.lookUp(try sf6.storedEntry(for: "fresh").entry) == nil)
        #expect(sf5.lookUp(StoredEntry(names: ["nothing", "heart"], dataSet: "x"))?.symbol.name == "heart")
    }

    @Test("StoredEntry drops empty and repeated names, keeping the first order")
    func entryNames() {
        #expect(StoredEntry(names: ["b", "", "a", "b"], dataSet: "x").names == ["b", "a"])
        #expect(StoredEntry(names: ["b", "a"], dataSet: "x").primaryName == "b")
    }

    @Test("adding keeps order; a duplicate (under any name, from any data set) is a no-op")
    func adding() throws {
        let (sf5, sf6) = (try Self.sf5(), try Self.sf6())
        var contents = StoreContents()
        for name in ["trash", "doc.on.doc", "gone", "a"] {
            #expect(try contents.add(sf5.storedEntry(for: name).entry, to: .favorites, in: sf5) == nil)
        }
        let again = try contents.add(sf6.storedEntry(for: "document.on.document").entry, to: .favorites, in: sf6)
        // Entries remember their set's family (both sets are SF Symbols).
        #expect(again == StoredEntry(names: ["doc.on.doc"], dataSet: "sf5", family: "SF Symbols"))
        #expect(try contents.add(sf6.storedEntry(for: "character").entry, to: .favorites, in: sf6)?.names == ["a", "character"])
        #expect(try contents.add(sf6.storedEntry(for: "fresh").entry, to: .favorites, in: sf6) == nil)
        #expect(contents.favorites.map(\.primaryName) == ["trash", "doc.on.doc", "gone", "a", "fresh"])

        let (results, missing) = try sf6.search(SymbolQuery(), among: contents.favorites)
        #expect(results.map(\.name) == ["trash", "document.on.document", "character", "fresh"])
        #expect(missing.map(\.primaryName) == ["gone"])
        let (older, olderMissing) = try sf5.search(SymbolQuery(), among: contents.favorites)
        #expect(older.map(\.name) == ["trash", "doc.on.doc", "gone", "character"])
        #expect(olderMissing.map(\.primaryName) == ["fresh"])
    }

    @Test("removing by any name, or by a stored name the data set lacks")
    func removing() throws {
        let (sf5, sf6) = (try Self.sf5(), try Self.sf6())
        var contents = StoreContents()
        for name in ["trash", "doc.on.doc", "gone"] { _ = try contents.add(sf5.storedEntry(for: name).entry, to: .favorites, in: sf5) }
        #expect(try contents.remove("document.on.document", from: .favorites, in: sf6)
            == .removed([StoredEntry(names: ["doc.on.doc"], dataSet: "sf5", family: "SF Symbols")], symbol: "document.on.document"))
        #expect(try contents.remove("gone", from: .favorites, in: sf6)
            == .removed([StoredEntry(names: ["gone"], dataSet: "sf5", family: "SF Symbols")], symbol: nil))
        #expect(try contents.remove("heart", from: .favorites, in: sf6) == .notInList(symbol: "heart"))
        #expect(try contents.remove("nothing", from: .favorites, in: sf6) == .unknownName)
        #expect(contents.favorites.map(\.primaryName) == ["trash"])
        #expect(throws: StoreError.noSuchCollection("tools", suggestions: [])) { try contents.remove("trash", from: .collection("tools"), in: sf6) }
    }

    @Test("memberships by current name in the data set at hand")
    func memberships() throws {
        let (sf5, sf6) = (try Self.sf5(), try Self.sf6())
        var contents = StoreContents()
        _ = try contents.add(sf5.storedEntry(for: "doc.on.doc").entry, to: .favorites, in: sf5)
        try contents.createCollection(named: "Docs")
        try contents.createCollection(named: "Hearts")
        _ = try contents.add(sf5.storedEntry(for: "doc.on.doc").entry, to: .collection("docs"), in: sf5)
        _ = try contents.add(sf6.storedEntry(for: "heart.ar").entry, to: .collection("HEARTS"), in: sf6)
        let marks = contents.memberships(in: sf6)
        #expect(marks["document.on.document"] == StoreContents.Membership(isFavorite: true, collections: ["Docs"]))
        #expect(marks["heart"] == StoreContents.Membership(isFavorite: false, collections: ["Hearts"]))
        #expect(marks["trash"] == nil)
        #expect(contents.memberships(in: sf5)["doc.on.doc"]?.isFavorite == true)
    }

    @Test("search among entries keeps terms and filters, then the stored order")
    func searchAmong() throws {
        let sf6 = try Self.sf6()
        let entries = try ["star", "heart.fill", "heart", "trash"].map { try sf6.storedEntry(for: $0).entry }
        var query = SymbolQuery()
        query.terms = ["heart"]
        #expect(try sf6.search(query, among: entries).results.map(\.name) == ["heart", "heart.fill"])
        query.terms = []
        query.limit = 2
        #expect(try sf6.search(query, among: entries).results.map(\.name) == ["star", "heart.fill"])
        query.limit = nil
        query.includeVariants = true
        #expect(try sf6.search(query, among: entries).results.map(\.name) == ["star", "heart.fill", "heart", "heart.ar", "trash"])
    }
}

@Suite("Stored entries belong to a family of data sets (issue 26: SF favorites starred Font Awesome's trash)")
struct StoredEntryFamilyTests {
    @Test("a set released for Apple's platforms is SF Symbols; an entry remembers its set's family")
    func family() throws {
        let sets = try TwoReleases.load()
        #expect(sets.sf5.family == "SF Symbols")
        #expect(sets.sf6.family == "SF Symbols")
        let (entry, _, _) = try sets.sf5.storedEntry(for: "doc.on.doc")
        #expect(entry.family == "SF Symbols")
        // Same family: found in SF 6 under the name SF 6 uses.
        #expect(sets.sf6.lookUp(entry)?.symbol.name == "document.on.document")
    }

    @Test("an entry of another family is not found; one stored before families were kept is found everywhere")
    func otherFamily() throws {
        let sf6 = try TwoReleases.load().sf6
        #expect(sf6.lookUp(StoredEntry(names: ["heart"], dataSet: "fontawesome-6", family: "Font Awesome")) == nil)
        #expect(sf6.lookUp(StoredEntry(names: ["heart"], dataSet: "sf5"))?.symbol.name == "heart")
    }

    @Test("the store keeps the family after dataSet, and reads entries without one")
    func coding() throws {
        let contents = StoreContents(favorites: [StoredEntry(names: ["trash"], dataSet: "fontawesome-6", family: "Font Awesome")])
        let text = contents.encoded()
        #expect(text.contains(#"{"names": ["trash"], "dataSet": "fontawesome-6", "family": "Font Awesome"}"#))
        #expect(try StoreContents.parse(Array(text.utf8), path: "s.json") == contents)
        let damaged = #"{"schemaVersion": 1, "favorites": [{"names": ["a"], "dataSet": "x", "family": 2}]}"#
        #expect(throws: StoreError.self) { _ = try StoreContents.parse(Array(damaged.utf8), path: "s.json") }
    }
}
