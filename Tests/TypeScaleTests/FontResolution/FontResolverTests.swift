import Foundation
import Testing
import TypeScale

/// The fixture configuration of the resolver tests: the TypeScale fixture fonts only, with
/// the generic families bound to fixture families so that every design resolves
/// deterministically.
enum ResolverFixtures {
    static let aliases = [
        "sans-serif": "Catalog Variable",
        "serif": "Catalog Metrics",
        "monospace": "Catalog Metrics Legacy",
    ]

    /// Runs `body` with a resolver of `source` on the fixture configuration.
    @discardableResult
    static func with<T>(_ source: FontResolver.Source, _ body: (FontResolver) throws -> T) throws -> T {
        try FontconfigTestSupport.withFixtureConfiguration(aliases: aliases) { configuration, _ in
            try body(FontResolver(source: source, configuration: configuration))
        }
    }

    /// A resolver of `source` that fails if it ever starts fontconfig.
    static func withoutFontconfig(_ source: FontResolver.Source) -> FontResolver {
        FontResolver(source: source, loadConfiguration: { () throws(FontconfigError) in
            Issue.record("fontconfig was started")
            throw FontconfigError(reason: .cannotLoadFonts)
        })
    }

    static func design(_ design: FontDesign) -> FontResolver.Source {
        .design(DesignFamilies.builtIn[design])
    }
}

@Suite("Font resolution: designs, weights and widths to fixture fonts")
struct FontResolverTests {
    static func fixture(_ name: String) throws -> String { try TestSupport.fixturePath(name) }

    @Test("default design: the variable font at each of the nine weights, exact")
    func nineWeights() throws {
        let variable = try Self.fixture("CatalogVariable.ttf")
        try ResolverFixtures.with(ResolverFixtures.design(.default)) { resolver in
            var styles = [String?]()
            for weight in FontWeight.allCases {
                let font = try resolver.resolve(FontRequest(weight: weight))
                #expect(font.path == variable)
                #expect(font.faceIndex == 0)
                #expect(font.origin == .fontconfig(pattern: "sans-serif", familyMatch: .generic))
                #expect(font.coordinates == [DesignCoordinate(tag: "wght", value: Double(weight.rawValue)),
                                             DesignCoordinate(tag: "wdth", value: 100)])
                #expect(font.variation == .designCoordinates(["wght": Double(weight.rawValue), "wdth": 100]))
                #expect(font.askedWeight == Double(weight.rawValue))
                #expect(font.foundWeight == Double(weight.rawValue))
                #expect(font.askedWidth == 100)
                #expect(font.foundWidth == 100)
                #expect(font.resolution == .exact)
                #expect(font.familyName == "Catalog Variable")
                styles.append(font.styleName)
            }
            // Named instances where fvar has one at those coordinates.
            #expect(styles == ["Thin", "wght 200, wdth 100", "wght 300, wdth 100", "Regular", "wght 500, wdth 100",
                               "wght 600, wdth 100", "Bold", "wght 800, wdth 100", "Black"])
        }
    }

    @Test("widths set wdth: 62.5 and 150 are past the axis, so the nearest is reported with the distance")
    func widths() throws {
        try ResolverFixtures.with(ResolverFixtures.design(.default)) { resolver in
            let compressed = try resolver.resolve(FontRequest(weight: .regular, width: .compressed))
            #expect(compressed.askedWidth == 62.5)
            #expect(compressed.foundWidth == 75)
            #expect(compressed.widthDistance == 12.5)
            #expect(compressed.weightDistance == 0)
            #expect(compressed.resolution == .nearest)

            let condensed = try resolver.resolve(FontRequest(weight: .regular, width: .condensed))
            #expect(condensed.foundWidth == 75)
            #expect(condensed.styleName == "Condensed")
            #expect(condensed.resolution == .exact)

            let expanded = try resolver.resolve(FontRequest(weight: .bold, width: .expanded))
            #expect(expanded.styleName == "Expanded Bold")
            #expect(expanded.resolution == .exact)

            let extraExpanded = try resolver.resolve(FontRequest(weight: .bold, width: .extraExpanded))
            #expect(extraExpanded.askedWidth == 150)
            #expect(extraExpanded.foundWidth == 125)
            #expect(extraExpanded.widthDistance == -25)
            #expect(extraExpanded.resolution == .nearest)
        }
    }

    /// CatalogVariable.ttf at one instance, as fontTools 4.68.0's instancer gives it:
    /// `python3 Scripts/font-metrics-reference.py Tests/CatalogTestSupport/Fixtures/fonts/CatalogVariable.ttf --instance wght=600,wdth=75`
    /// (OS/2 sTypoAscender, sCapHeight, sxHeight and the hmtx advance of H).
    struct Instance: Sendable, CustomTestStringConvertible {
        let weight: FontWeight
        let width: FontWidth
        let typoAscender: Int
        let capHeight: Int
        let xHeight: Int
        let advanceH: Int
        var testDescription: String { "\(weight) \(width)" }
    }

    static let instances: [Instance] = [
        Instance(weight: .thin, width: .standard, typoAscender: 787, capHeight: 693, xHeight: 487, advanceH: 573),
        Instance(weight: .light, width: .standard, typoAscender: 793, capHeight: 697, xHeight: 493, advanceH: 587),
        Instance(weight: .medium, width: .standard, typoAscender: 808, capHeight: 704, xHeight: 508, advanceH: 620),
        Instance(weight: .semibold, width: .standard, typoAscender: 816, capHeight: 708, xHeight: 516, advanceH: 640),
        Instance(weight: .semibold, width: .condensed, typoAscender: 816, capHeight: 708, xHeight: 516, advanceH: 490),
        Instance(weight: .heavy, width: .standard, typoAscender: 832, capHeight: 716, xHeight: 532, advanceH: 680),
        Instance(weight: .black, width: .expanded, typoAscender: 840, capHeight: 720, xHeight: 540, advanceH: 850),
    ]

    @Test("the instance measured is the one asked for (values from fontTools)", arguments: instances)
    func instanceMetrics(_ expected: Instance) throws {
        try ResolverFixtures.with(ResolverFixtures.design(.default)) { resolver in
            let font = try resolver.resolve(FontRequest(weight: expected.weight, width: expected.width))
            let metrics = try resolver.metrics(for: font)
            #expect(metrics.typographic == LineMetrics(ascender: expected.typoAscender, descender: -200, lineGap: 100))
            #expect(metrics.capHeight == HeightMeasurement(value: expected.capHeight, source: .os2))
            #expect(metrics.xHeight == HeightMeasurement(value: expected.xHeight, source: .os2))
            #expect(try resolver.face(for: font).advanceWidth(for: "H") == expected.advanceH)
        }
    }

    @Test("a static family: the nearest weight and width, and how far")
    func staticFamily() throws {
        let metrics = try Self.fixture("CatalogMetrics-Regular.ttf")
        try ResolverFixtures.with(ResolverFixtures.design(.serif)) { resolver in
            let regular = try resolver.resolve(FontRequest(weight: .regular))
            #expect(regular.path == metrics)
            #expect(regular.origin == .fontconfig(pattern: "serif", familyMatch: .generic))
            #expect(regular.variation == .default)
            #expect(regular.coordinates.isEmpty)
            #expect(regular.styleName == "Regular")
            #expect(regular.postScriptName == "CatalogMetrics-Regular")
            #expect(regular.resolution == .exact)

            let bold = try resolver.resolve(FontRequest(weight: .bold, width: .condensed))
            #expect(bold.path == metrics)
            #expect(bold.foundWeight == 400)
            #expect(bold.weightDistance == -300)
            #expect(bold.askedWidth == 75)
            #expect(bold.foundWidth == 100)
            #expect(bold.widthDistance == 25)
            #expect(bold.resolution == .nearest)
        }
        try ResolverFixtures.with(ResolverFixtures.design(.monospaced)) { resolver in
            // Catalog Metrics Legacy is Bold Italic, usWidthClass 3 (condensed).
            let boldCondensed = try resolver.resolve(FontRequest(weight: .bold, width: .condensed))
            #expect(boldCondensed.path == (try Self.fixture("CatalogMetricsLegacy-BoldItalic.otf")))
            #expect(boldCondensed.resolution == .exact)
            let regular = try resolver.resolve(FontRequest(weight: .regular))
            #expect(regular.weightDistance == 300)
            #expect(regular.widthDistance == -25)
            #expect(regular.resolution == .nearest)
        }
    }

    @Test("rounded without Comfortaa or Quicksand: sans-serif, reported as a substitute")
    func substitute() throws {
        try ResolverFixtures.with(ResolverFixtures.design(.rounded)) { resolver in
            let font = try resolver.resolve(FontRequest(weight: .bold))
            #expect(font.origin == .substitute(fallback: "sans-serif", missing: ["Comfortaa", "Quicksand"]))
            #expect(font.isSubstitute)
            #expect(font.familyName == "Catalog Variable")
            #expect(font.weightDistance == 0)
            #expect(font.resolution == .nearest)
        }
    }

    @Test("candidates are tried in order; none installed without a fallback is an error")
    func candidates() throws {
        let family = DesignFamily(design: .rounded, candidates: [.family("Nope Rounded"), .family("Catalog Metrics")],
                                  source: .environment(variable: "CATALOG_FONT_ROUNDED"))
        try ResolverFixtures.with(.design(family)) { resolver in
            let font = try resolver.resolve(FontRequest(weight: .regular))
            #expect(font.origin == .fontconfig(pattern: "Catalog Metrics", familyMatch: .requested))
            #expect(font.resolution == .exact)
        }
        let missing = DesignFamily(design: .serif, candidates: [.family("Nope Serif"), .family("Nada")],
                                   source: .configurationFile(path: "/x/font-designs.conf", line: 3))
        try ResolverFixtures.with(.design(missing)) { resolver in
            let error = try #require(#expect(throws: FontResolutionError.self) { _ = try resolver.resolve(FontRequest(weight: .regular)) })
            #expect(error == .notInstalled(missing))
            #expect(error.description == "no serif font installed: 'Nope Serif', 'Nada' (from /x/font-designs.conf:3)")
        }
    }

    @Test("a font file: its own weight and width classes, without fontconfig")
    func file() throws {
        let legacy = try Self.fixture("CatalogMetricsLegacy-BoldItalic.otf")
        let resolver = ResolverFixtures.withoutFontconfig(.font(.file(legacy)))
        let bold = try resolver.resolve(FontRequest(weight: .bold, width: .condensed))
        #expect(bold.origin == .file)
        #expect(bold.foundWeight == 700)
        #expect(bold.foundWidth == 75)
        #expect(bold.resolution == .exact)
        let light = try resolver.resolve(FontRequest(weight: .light, width: .expanded))
        #expect(light.weightDistance == 400)
        #expect(light.widthDistance == -50)
        #expect(light.resolution == .nearest)
        // A file in a design's candidates is used as it is.
        let family = DesignFamily(design: .monospaced, candidates: [.file(legacy)], source: .option(name: "font"))
        #expect(try ResolverFixtures.withoutFontconfig(.design(family)).resolve(FontRequest(weight: .bold)).path == legacy)
    }

    @Test("a pattern: its weight is replaced by the request's")
    func pattern() throws {
        try ResolverFixtures.with(.font(.pattern("Catalog Variable:bold"))) { resolver in
            let font = try resolver.resolve(FontRequest(weight: .light))
            #expect(font.coordinates.first == DesignCoordinate(tag: "wght", value: 300))
            #expect(font.origin == .fontconfig(pattern: "Catalog Variable:bold", familyMatch: .requested))
            #expect(font.resolution == .exact)
        }
    }

    @Test("opsz is set to the point size, clamped to the axis (values from fontTools)")
    func opticalSize() throws {
        // python3 Scripts/font-metrics-reference.py Tests/CatalogTestSupport/Fixtures/fonts/CatalogOptical.ttf --instance opsz=12
        // (fontTools 4.68.0): sTypoAscender 809, sxHeight 527; opsz=72: 780, 460; default (17): 800, 500.
        let optical = try Self.fixture("CatalogOptical.ttf")
        let resolver = ResolverFixtures.withoutFontconfig(.font(.file(optical)))
        let small = try resolver.resolve(FontRequest(weight: .regular, pointSize: 12))
        #expect(small.coordinates == [DesignCoordinate(tag: "opsz", value: 12)])
        #expect(small.styleName == "opsz 12")
        #expect(try resolver.metrics(for: small).typographic?.ascender == 809)
        #expect(try resolver.metrics(for: small).xHeight == HeightMeasurement(value: 527, source: .os2))
        #expect(small.resolution == .exact)

        let large = try resolver.resolve(FontRequest(weight: .regular, pointSize: 80))
        #expect(large.coordinates == [DesignCoordinate(tag: "opsz", value: 72)])
        #expect(large.styleName == "Display")
        #expect(try resolver.metrics(for: large).xHeight.value == 460)

        let unsized = try resolver.resolve(FontRequest(weight: .regular))
        #expect(unsized.variation == .default)
        #expect(unsized.coordinates.isEmpty)
        #expect(try resolver.metrics(for: unsized).xHeight.value == 500)
        #expect(unsized.foundWeight == 400)
    }

    @Test("answers and faces are kept")
    func caching() throws {
        try ResolverFixtures.with(ResolverFixtures.design(.default)) { resolver in
            let first = try resolver.resolve(FontRequest(weight: .semibold, pointSize: 17))
            #expect(try resolver.resolve(FontRequest(weight: .semibold, pointSize: 17)) == first)
            #expect(try resolver.face(for: first) === (try resolver.face(for: first)))
        }
    }

    @Test("bad fonts and patterns: typed errors with one-line descriptions")
    func errors() throws {
        try TestSupport.withTemporaryDirectory { directory in
            let missing = directory.appendingPathComponent("missing.ttf").path
            let file = ResolverFixtures.withoutFontconfig(.font(.file(missing)))
            let error = try #require(#expect(throws: FontResolutionError.self) { _ = try file.resolve(FontRequest(weight: .regular)) })
            #expect(error.description == "\(missing): cannot open the file (it does not exist or is not readable)")

            let text = try TestSupport.write("not a font\n", to: "notes.ttf", in: directory)
            let notFont = ResolverFixtures.withoutFontconfig(.font(.file(text)))
            let notFontError = try #require(#expect(throws: FontResolutionError.self) { _ = try notFont.resolve(FontRequest(weight: .regular)) })
            #expect(notFontError.description == "\(text): not a font file FreeType can read (unknown file format)")
        }
        try ResolverFixtures.with(.font(.pattern("Nope Sans"))) { resolver in
            let error = try #require(#expect(throws: FontResolutionError.self) { _ = try resolver.resolve(FontRequest(weight: .regular)) })
            guard case .fontconfig(let underlying) = error, case .noSuchFamily(let requested, _, _, _) = underlying.reason else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(requested == ["Nope Sans"])
        }
        try ResolverFixtures.with(.font(.pattern(":weight=abc"))) { resolver in
            #expect(throws: FontResolutionError.fontconfig(FontconfigError(reason: .invalidPattern(":weight=abc")))) {
                _ = try resolver.resolve(FontRequest(weight: .regular))
            }
        }
    }
}
