import Testing
@testable import SymbolCatalog

/// The mini data set (every quirk).
private func mini() throws -> DataSet {
    let writer = FixtureWriter(label: "filters")
    defer { writer.remove() }
    try MiniDataSet.write(to: writer, plist: .xml, strings: .stringsUTF8)
    return try DataSetLoader.load(path: writer.path, name: "mini")
}

@Suite("Search filters as typed, read by a data set")
struct SearchFiltersTests {
    @Test("names are read as the set spells them: a category's label, a platform in any case, a release as a version")
    func resolved() throws {
        let dataSet = try mini()
        var plain = SymbolQuery()
        plain.limit = 3
        let filters = SearchFilters(plain: plain, categories: ["Health", "objectsandtools"], availableIn: ("ios", OSVersion("15.0")!),
                                    introduced: "2019", since: "2019.1", until: "2022")
        let query = try filters.query(terms: ["heart fill", "", "doc"], in: dataSet)
        #expect(query.terms == ["heart", "fill", "doc"])
        #expect(query.categories == ["health", "objectsandtools"])
        #expect(query.availableIn == PlatformVersion(Platform(rawValue: "iOS"), OSVersion("15.0")!))
        #expect(query.introduced == ReleaseID("2019"))
        #expect(query.since == ReleaseID("2019.1"))
        #expect(query.until == ReleaseID("2022"))
        #expect(query.limit == 3)
    }

    @Test("an unknown name is the search's error, checked in order: categories, platform, releases", arguments: [
        (SearchFilters(categories: ["hart"], availableIn: ("amiga", OSVersion("1.0")!)), "unknown category 'hart'"),
        (SearchFilters(availableIn: ("amiga", OSVersion("1.0")!), introduced: "1999"), "unknown platform 'amiga'"),
        (SearchFilters(introduced: "1999"), "unknown release '1999'"),
    ])
    func unknown(filters: SearchFilters, message: String) throws {
        let dataSet = try mini()
        #expect {
            _ = try filters.query(terms: [], in: dataSet)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test("results are annotated with --platform, else with the platform of --available-in, else none")
    func annotation() throws {
        let dataSet = try mini()
        let both = SearchFilters(availableIn: ("ios", OSVersion("15.0")!), platform: "MACOS")
        #expect(try both.annotationPlatform(for: both.query(terms: [], in: dataSet), in: dataSet) == Platform(rawValue: "macOS"))
        let availableIn = SearchFilters(availableIn: ("watchos", OSVersion("8.0")!))
        #expect(try availableIn.annotationPlatform(for: availableIn.query(terms: [], in: dataSet), in: dataSet) == Platform(rawValue: "watchOS"))
        let none = SearchFilters()
        #expect(try none.annotationPlatform(for: none.query(terms: [], in: dataSet), in: dataSet) == nil)
    }
}
