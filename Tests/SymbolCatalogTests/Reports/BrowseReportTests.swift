import CatalogFormats
import Testing
@testable import SymbolCatalog

/// ``TwoReleases``' sf6: 2019 adds heart, heart.fill and trash; 2020 adds star and renames a to
/// character; 2021 adds fresh, renames doc.on.doc to document.on.document and adds heart.ar.
@Suite("The documents of categories, releases, localizations and collection list")
struct BrowseReportTests {
    @Test("releases: added, renamed and variants per release, with the OS versions")
    func releases() throws {
        let (_, sf6) = try TwoReleases.load()
        let summaries = sf6.releaseSummaries
        #expect(BrowseReport.releasesTSV(summaries) == TSV.render([
            ["2019", "3", "0", "0", "iOS=13.0", "macOS=10.15"],
            ["2020", "1", "1", "0", "iOS=14.0", "macOS=11.0"],
            ["2021", "1", "1", "1", "iOS=15.0", "macOS=12.0"],
        ]))
        let json = BrowseReport.releasesJSON(summaries)
        guard case .object(let fields) = json, case .array(let releases)? = fields.first(where: { $0.0 == "releases" })?.1 else {
            Issue.record("not {schemaVersion, releases: […]}: \(json.rendered())")
            return
        }
        #expect(fields.map(\.0) == ["schemaVersion", "releases"])
        #expect(releases.last == .object([
            ("id", .string("2021")), ("platforms", .object([("iOS", .string("15.0")), ("macOS", .string("12.0"))])),
            ("known", .bool(true)), ("inferred", .bool(false)), ("added", .int(1)), ("renamed", .int(1)), ("variants", .int(1)),
        ]))
    }

    @Test("categories in the set's order, all counting every symbol")
    func categories() throws {
        let writer = FixtureWriter(label: "browse")
        defer { writer.remove() }
        try MiniDataSet.write(to: writer, plist: .xml, strings: .stringsUTF8)
        let mini = try DataSetLoader.load(path: writer.path, name: "mini")
        let expected: [(String, String, String, Int)] = [
            ("all", "All", "square.grid.2x2", mini.symbolCount), ("whatsnew", "What’s New", "sparkles", 1),
            ("health", "Health", "heart", 1), ("objectsandtools", "Objects & Tools", "folder", 1),
        ]
        #expect(BrowseReport.categoriesJSON(mini.categorySummaries) == .object([
            ("schemaVersion", .int(1)),
            ("categories", .array(expected.map { key, label, icon, count in
                .object([("key", .string(key)), ("label", .string(label)), ("icon", .string(icon)), ("count", .int(count))])
            })),
        ]))
        #expect(BrowseReport.categoriesTSV(mini.categorySummaries) == TSV.render(expected.map { [$0.0, $0.1, $0.2, String($0.3)] }))
    }

    @Test("a symbol's localized variants: name, suffix, script, release")
    func localizations() throws {
        let (_, sf6) = try TwoReleases.load()
        let rows = BrowseReport.localizationRows(try #require(sf6.symbols["heart"]))
        #expect(rows.map { [$0[0], $0[1], $0[3]] } == [["heart.ar", "ar", "2021"]])
        #expect(BrowseReport.localizationRows(try #require(sf6.symbols["star"])).isEmpty)
    }

    @Test("collection list: a release's empty new-in and renamed-in left out unless asked; then the favorites")
    func collections() throws {
        let (_, sf6) = try TwoReleases.load()
        let listing = CollectionListing(sf6, contents: StoreContents(), showsEmpty: false)
        let smart = Dictionary(uniqueKeysWithValues: listing.smart.map { ($0.collection.description, $0.count) })
        #expect(smart["new-in-2019"] == 3 && smart["new-in-2021"] == 1 && smart["renamed-in-2021"] == 1)
        #expect(smart["renamed-in-2019"] == nil)
        let all = CollectionListing(sf6, contents: StoreContents(), showsEmpty: true)
        #expect(all.smart.first { $0.collection.description == "renamed-in-2019" }?.count == 0)
        #expect(listing.stored.map { "\($0.name) \($0.kind) \($0.count) \($0.stored)" } == ["favorites favorites 0 0"])
        #expect(listing.tsv.hasSuffix("favorites\tfavorites\t0\n"))
        guard case .object(let fields) = listing.json, case .array(let rows)? = fields.last?.1 else {
            Issue.record("not {schemaVersion, collections: […]}")
            return
        }
        #expect(rows.last == .object([("name", .string("favorites")), ("kind", .string("favorites")), ("count", .int(0)), ("stored", .int(0))]))
        #expect(rows.count == listing.smart.count + 1)
    }
}
