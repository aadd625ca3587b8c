import Foundation
import Testing
import TypeScale

@Suite("Fontconfig: patterns resolved on a fixture configuration")
struct FontconfigTests {
    /// Matches `pattern` on the fixture configuration.
    func match(_ pattern: String) throws -> FontMatch {
        try FontconfigTestSupport.withFixtureConfiguration { configuration, _ in try configuration.match(pattern) }
    }

    @Test("the configuration lists the fixture fonts only")
    func fontCount() throws {
        // fc-query on the fixtures: one pattern per face, plus, for CatalogVariable.ttf, one per
        // named instance (six) and one for the variable font itself; CatalogOptical.ttf gives its
        // default instance (Text, at the default opsz, as "Regular"), Display and the variable font;
        // CatalogSlant.ttf its two instances (fontconfig makes no variable pattern for a slnt-only
        // font); CatalogGlyphs .ttf and .otf one each; the three Type 1 fonts one each:
        // 1 + 1 + 2 (ttc) + 1 (woff) + 1 + 1 + 1 + 7 + 3 + 2 + 2 + 3 = 25.
        let count = try FontconfigTestSupport.withFixtureConfiguration { configuration, _ in configuration.fontCount }
        #expect(count == 25)
    }

    @Test("a family by name: exact")
    func family() throws {
        let match = try match("Catalog Metrics")
        #expect(match.path == (try TestSupport.fixturePath("CatalogMetrics-Regular.ttf")))
        #expect(match.faceIndex == 0)
        #expect(match.namedInstanceIndex == nil)
        #expect(match.variation == .default)
        #expect(match.familyMatch == .requested)
        #expect(match.isExact)
        #expect(match.requested == FontAttributes(families: ["Catalog Metrics"]))
        #expect(match.found == FontAttributes(families: ["Catalog Metrics"], style: "Regular", weight: 400, width: 100))
    }

    @Test("family names compare as fontconfig does: case and spaces ignored")
    func familyKey() throws {
        let match = try match("catalogmetrics")
        #expect(match.familyMatch == .requested)
        #expect(match.found.families == ["Catalog Metrics"])
    }

    @Test("a weight picks a variable font's named instance, whose metrics are the instance's")
    func namedInstance() throws {
        let match = try match("Catalog Variable:bold")
        #expect(match.path == (try TestSupport.fixturePath("CatalogVariable.ttf")))
        #expect(match.faceIndex == 0)
        #expect(match.namedInstanceIndex == 2)
        #expect(match.variation == .namedInstance(2))
        #expect(match.requested.weight == 700)
        #expect(match.found == FontAttributes(families: ["Catalog Variable"], style: "Bold", weight: 700, width: 100))
        #expect(match.isExact)
        let metrics = try match.openFace().metrics()
        #expect(metrics.styleName == "Bold")
        #expect(metrics.capHeight == HeightMeasurement(value: 712, source: .os2))
    }

    @Test("a width picks the condensed instance")
    func width() throws {
        let match = try match("Catalog Variable:width=75")
        #expect(match.namedInstanceIndex == 4)
        #expect(match.found.style == "Condensed")
        #expect(match.found.width == 75)
        #expect(match.isExact)
    }

    @Test("style, weight and width of a static font")
    func style() throws {
        let match = try match("Catalog Metrics Legacy:style=Bold Italic")
        #expect(match.path == (try TestSupport.fixturePath("CatalogMetricsLegacy-BoldItalic.otf")))
        #expect(match.requested == FontAttributes(families: ["Catalog Metrics Legacy"], style: "Bold Italic"))
        // usWidthClass 3 is condensed: fontconfig width 75.
        #expect(match.found == FontAttributes(families: ["Catalog Metrics Legacy"], style: "Bold Italic", weight: 700, width: 75))
        #expect(match.isExact)
    }

    @Test("a weight the family lacks gives the nearest, not exact")
    func nearest() throws {
        // fontconfig's "light" is its weight 50, OpenType 300.
        let match = try match("Catalog Metrics:light")
        #expect(match.familyMatch == .requested)
        #expect(!match.isExact)
        #expect(match.requested.weight == 300)
        #expect(match.found.weight == 400)
        // Past fontconfig's scale (215 = OpenType 1000): converted as its maximum.
        #expect(try self.match("Catalog Metrics:weight=300").requested.weight == 1000)
    }

    @Test("generic and missing families accept whatever fontconfig prefers")
    func generic() throws {
        #expect(try match("monospace").familyMatch == .generic)
        #expect(try match("Nope,sans-serif").familyMatch == .generic)
        #expect(try match(":weight=bold").familyMatch == .unspecified)
    }

    @Test("an unknown family is an error naming fontconfig's substitute, when no family is spelled like it")
    func unknownFamily() throws {
        let error = try #require(#expect(throws: FontconfigError.self) { _ = try match("Nope Sans:bold") })
        guard case .noSuchFamily(let requested, let nearest, let nearestFile, let suggestions) = error.reason else {
            Issue.record("unexpected reason \(error.reason)")
            return
        }
        #expect(requested == ["Nope Sans"])
        #expect(suggestions.isEmpty)
        #expect(nearestFile.hasPrefix(try FontconfigTestSupport.fixturesDirectory() + "/"))
        #expect(error.description == "no font matches family 'Nope Sans' (fontconfig would substitute '\(nearest)')")

        let two = try #require(#expect(throws: FontconfigError.self) { _ = try match("Nope,Nada") })
        #expect(two.description.hasPrefix("no font matches families 'Nope', 'Nada' (fontconfig would substitute '"))
    }

    @Test("a misspelt family is offered the installed family, not fontconfig's substitute (issue 26: 'DejaVu Sanz' → 'Noto Sans')")
    func misspeltFamily() throws {
        // The fixture configuration's families (fc-list : family on the fixture folder) include
        // "Catalog Metrics"; "Catalog Metrix" is one wrong letter and one extra from it.
        let error = try #require(#expect(throws: FontconfigError.self) { _ = try match("Catalog Metrix:bold") })
        guard case .noSuchFamily(_, _, _, let suggestions) = error.reason else {
            Issue.record("unexpected reason \(error.reason)")
            return
        }
        #expect(suggestions == ["Catalog Metrics"])
        #expect(error.description == "no font matches family 'Catalog Metrix'; did you mean 'Catalog Metrics'?")
    }

    @Test("a string that is not a pattern")
    func invalidPattern() throws {
        let error = try #require(#expect(throws: FontconfigError.self) { _ = try match(":weight=abc") })
        #expect(error.reason == .invalidPattern(":weight=abc"))
        #expect(error.description == "':weight=abc' is not a fontconfig pattern (e.g. 'DejaVu Serif:bold')")
    }

    @Test("a configuration without fonts matches nothing")
    func noFonts() throws {
        try FontconfigTestSupport.withFixtureConfiguration(fontDirectories: []) { configuration, _ in
            #expect(configuration.fontCount == 0)
            let error = try #require(#expect(throws: FontconfigError.self) { _ = try configuration.match("Anything") })
            #expect(error.reason == .noFonts)
        }
    }

    @Test("configuration files that cannot be used")
    func badConfiguration() throws {
        try TestSupport.withTemporaryDirectory { directory in
            let missing = directory.appendingPathComponent("missing.conf").path
            let error = try #require(#expect(throws: FontconfigError.self) { _ = try FontconfigConfiguration(file: missing) })
            #expect(error.reason == .configurationNotFound(path: missing))
            #expect(error.description == "\(missing): cannot read the fontconfig configuration (it does not exist or is not readable)")

            let folder = try #require(#expect(throws: FontconfigError.self) { _ = try FontconfigConfiguration(file: directory.path) })
            #expect(folder.reason == .configurationNotFound(path: directory.path))

            // fontconfig itself writes the XML error to standard error.
            let malformed = try TestSupport.write("<fontconfig><dir>/tmp</dir", to: "bad.conf", in: directory)
            let invalid = try #require(#expect(throws: FontconfigError.self) { _ = try FontconfigConfiguration(file: malformed) })
            #expect(invalid.reason == .invalidConfiguration(path: malformed))
            #expect(invalid.description == "\(malformed): fontconfig cannot load this configuration")
        }
    }

    @Test("a private cache directory is filled")
    func cache() throws {
        try FontconfigTestSupport.withFixtureConfiguration { configuration, directory in
            #expect(configuration.file == directory.appendingPathComponent("fonts.conf").path)
            let cached = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("cache").path)
            #expect(cached.contains { $0.contains(".cache-") })
        }
    }

    static let dejaVuSerifBold = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"

    @Test("the system configuration", .enabled(if: FileManager.default.fileExists(atPath: dejaVuSerifBold),
                                               "\(dejaVuSerifBold) is not installed (apt-get install fonts-dejavu-core)"))
    func system() throws {
        let configuration = try FontconfigConfiguration()
        #expect(configuration.file == nil)
        let match = try configuration.match("DejaVu Serif:bold")
        #expect(match.path == Self.dejaVuSerifBold)
        #expect(match.found.style == "Bold")
        #expect(match.isExact)
        #expect(throws: FontconfigError.self) { _ = try configuration.match("Surely No Such Family") }
    }
}

@Suite("FontReference: file or fontconfig pattern")
struct FontReferenceTests {
    @Test(
        "classification",
        arguments: [
            ("exists.txt", FontReference.file("exists.txt")),
            ("DejaVu Serif:bold", .pattern("DejaVu Serif:bold")),
            ("monospace", .pattern("monospace")),
            ("Noto Sans", .pattern("Noto Sans")),
            ("missing.ttf", .file("missing.ttf")),
            ("Missing.WOFF2", .file("Missing.WOFF2")),
            ("fonts/missing", .file("fonts/missing")),
            ("/abs/path/font", .file("/abs/path/font")),
            ("Font 1.5", .pattern("Font 1.5")),
        ]
    )
    func classify(argument: String, expected: FontReference) {
        #expect(FontReference(argument, fileExists: { $0 == "exists.txt" }) == expected)
    }

    @Test("the real file system")
    func realFileSystem() throws {
        let path = try TestSupport.fixturePath("CatalogMetrics-Regular.ttf")
        #expect(FontReference(path) == .file(path))
        #expect(FontReference("Catalog Metrics") == .pattern("Catalog Metrics"))
    }
}
