import CatalogSystem
import Testing
import TypeScale

/// Each distinct request is matched by fontconfig once per configuration (issue 45: a type
/// ramp made 12 matches for 3 distinct requests, the generic family's pin and two weights): counted with
/// ``FontconfigConfiguration/matchesMade``.
@Suite("Font matches: each distinct request matched once")
struct FontMatchMemoryTests {
    /// Runs `body` with the resolver fixtures' configuration.
    func withConfiguration<T>(_ body: (FontconfigConfiguration) throws -> T) throws -> T {
        try FontconfigTestSupport.withFixtureConfiguration(aliases: ResolverFixtures.aliases) { configuration, _ in
            try body(configuration)
        }
    }

    @Test("a pattern asked again is answered from memory, with the same font")
    func repeated() throws {
        try withConfiguration { configuration in
            #expect(configuration.matchesMade == 0)
            let first = try configuration.match("Catalog Metrics Legacy:style=Bold Italic")
            #expect(try configuration.match("Catalog Metrics Legacy:style=Bold Italic") == first)
            #expect(first.path == (try TestSupport.fixturePath("CatalogMetricsLegacy-BoldItalic.otf")))
            #expect(configuration.matchesMade == 1)
            // The same text with a weight and width replaced is another request, one per weight.
            let bold = try configuration.match("Catalog Variable", weight: 700, width: 100)
            #expect(try configuration.match("Catalog Variable", weight: 700, width: 100) == bold)
            #expect(bold.found.weight == 700)
            #expect(try configuration.match("Catalog Variable", weight: 400, width: 100).found.weight == 400)
            #expect(configuration.matchesMade == 3)
        }
    }

    @Test("an error is remembered too: a missing family is matched once")
    func missing() throws {
        try withConfiguration { configuration in
            for _ in 0..<3 {
                #expect(throws: FontconfigError.self) { _ = try configuration.match("Nope Sans", weight: 400, width: 100) }
            }
            #expect(configuration.matchesMade == 1)
        }
    }

    @Test("iOS Large, default design: the generic family's pin, then regular and semibold (11 styles)")
    func ramp() throws {
        try withConfiguration { configuration in
            let resolver = FontResolver(source: ResolverFixtures.design(.default), configuration: configuration)
            let ramp = try TypeRamp(TypeRamp.Options(), resolver: resolver)
            #expect(ramp.rows.count == 11)
            #expect(configuration.matchesMade == 3)
            _ = try TypeRamp(TypeRamp.Options(category: .accessibility3), resolver: resolver)
            #expect(configuration.matchesMade == 3)
        }
    }

    /// The styles' weights are regular, medium, semibold and bold: the generic family's pin and
    /// those four; rounded first asks for Comfortaa and Quicksand (missing, once each) and
    /// falls back to sans-serif.
    @Test("every platform and size category, as the site's type pages draw them, per design", arguments: [
        (FontDesign.default, 5), (.rounded, 7), (.serif, 5), (.monospaced, 5),
    ])
    func site(design: FontDesign, matches: Int) throws {
        try withConfiguration { configuration in
            let resolver = FontResolver(source: ResolverFixtures.design(design), configuration: configuration)
            var ramps = 0
            for platform in TypePlatform.allCases {
                for category in platform.supportedCategories {
                    _ = try TypeRamp(TypeRamp.Options(platform: platform, category: category, design: design), resolver: resolver)
                    ramps += 1
                }
            }
            #expect(ramps == 23)
            #expect(configuration.matchesMade == matches)
        }
    }

    /// The glyph reader's workers share one configuration: its memory is written from every
    /// core at once (this crashed `glyphs` in CI, a dictionary written by two threads).
    @Test("matches from many threads at once on one configuration: each answer the one asked alone")
    func concurrent() throws {
        try withConfiguration { configuration in
            let patterns = ["Catalog Metrics Legacy:style=Bold Italic", "Catalog Variable", "Catalog Metrics Legacy", "monospace"]
            let alone = try patterns.map { try configuration.match($0).path }
            let shared = UncheckedBox(configuration)
            let paths = ParallelMap.map(count: 4_000) { index in
                (try? shared.value.match(patterns[index % patterns.count] + (index % 7 == 0 ? "" : ":weight=\(index % 5 * 40)")))?.path
            }
            #expect(paths.enumerated().filter { $0.offset % 7 == 0 }.allSatisfy { $0.element == alone[$0.offset % patterns.count] })
            #expect(paths.allSatisfy { $0 != nil })
        }
    }
}

/// A configuration handed to workers the way the glyph reader hands it (its memory is locked).
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
