import Foundation
import Testing
@testable import TypeScale
import CatalogTestSupport

/// Every glyph of the icon sets' fonts (Scripts/build-icon-fonts.py, in the cache; 20 of each
/// in `swift test`), found by its name and measured by FreeType, against fontTools on the
/// package's own SVG path data (Scripts/icon-geometry-reference.py: fontTools.svgLib's parser
/// and arcs, BoundsPen and StatisticsPen, in the same font units; never the built font). The
/// font rounds every point to a whole unit, and a Bézier curve stays within half a unit of the
/// curve through the unrounded points; skia-pathops, which merges each icon into one outline
/// in 32-bit floats, moves a few points up to a unit. Hence the tolerances, with the worst case
/// measured:
/// - bounds: 1 unit (0.5 in every glyph but Font Awesome's brands `julia`, 1; Lucide, whose
///   reference is the centreline's box grown by half the stroke width, since a round-capped,
///   round-joined stroke is the centreline swept by a disc: 0.89 of 2,400, `worm`);
/// - area (filled sets): 1e-3 of the box's area (7.5e-4, MDI `dots-horizontal`);
/// - optical centre (filled sets, area at least 5 % of the box): 2.5e-4 em (1.7e-4 em, 2.2
///   units of Phosphor's 12,800, thin `circle-dashed`: thin strokes have little area).
@Suite("Icon-set fonts: every glyph against fontTools on the package's SVGs")
struct IconFontGeometryTests {
    static let repository = TestPaths.packageRoot
    static let script = repository.appendingPathComponent("Scripts/icon-geometry-reference.py").path

    static let styles: [(set: String, style: String)] = [
        ("fontawesome-7", "solid"), ("fontawesome-7", "regular"), ("fontawesome-7", "brands"),
        ("mdi", "regular"),
        ("phosphor", "thin"), ("phosphor", "light"), ("phosphor", "regular"), ("phosphor", "bold"),
        ("phosphor", "fill"), ("phosphor", "duotone"),
        ("lucide", "regular"),
    ]

    /// `$CATALOG_CACHE`, else `$XDG_CACHE_HOME/catalog`, else `~/.cache/catalog`.
    static let cache: String = {
        let environment = ProcessInfo.processInfo.environment
        if let cache = environment["CATALOG_CACHE"], !cache.isEmpty { return cache }
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (environment["HOME"] ?? "/root") + "/.cache"
        return base + "/catalog"
    }()

    static func plist(_ set: String, _ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: repository.appendingPathComponent("Data/symbols/\(set)/\(name)"))
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    /// The built font of a set's style, and its package's folder, when both are cached.
    static func files(_ set: String, _ style: String) -> (font: String, package: String)? {
        guard let source = try? plist(set, "glyph_sources.plist"), let fonts = try? plist(set, "style_fonts.plist"),
              let package = source["package"] as? String, let version = source["version"] as? String,
              let file = (fonts[style] as? [String: Any])?["file"] as? String else { return nil }
        let font = "\(cache)/icon-fonts/\(set)-\(version)/\(file)"
        let folder = "\(cache)/icon-sets/packages/\(package)-\(version)"
        guard FileManager.default.fileExists(atPath: font), FileManager.default.fileExists(atPath: folder) else { return nil }
        return (font, folder)
    }

    static let hasTools: Bool = {
        (try? FixtureRegenerationTests.runBlocking(["python3", "-c", "import fontTools.svgLib.path, pathops"]).status) == 0
    }()

    static var available: Bool { hasTools && styles.allSatisfy { files($0.set, $0.style) != nil } }
    static var skipReason: Comment {
        hasTools ? "the icon-set fonts are not built: run Scripts/install-fonts.sh fontawesome-7 (and mdi, phosphor, lucide)"
            : "needs python3 with fontTools and skia-pathops (pip install fonttools==4.68.0 skia-pathops==0.9.2)"
    }

    struct Reference {
        let name: String
        let bounds: GlyphBox
        /// Nil for Lucide (stroked: only its box has a closed form).
        let area: Double?
        let mean: GlyphPoint?
    }

    /// What icon-geometry-reference.py reads for a set: its module, the set's glyph sources and
    /// the package (pinned: its folder and export named by version).
    static func referenceInputs(_ set: String, _ style: String) throws -> [String] {
        let package = try #require(files(set, style)).package
        return [repository.appendingPathComponent("Scripts/icon_sources.py").path,
                repository.appendingPathComponent("Data/symbols/\(set)/glyph_sources.plist").path, package]
    }

    /// The references for `names`, or for every icon of the style when nil.
    static func reference(_ set: String, _ style: String, names: [String]?) async throws -> [Reference] {
        let outcome = try await ReferenceCache.python(script, [set, style] + (names ?? []), inputs: try referenceInputs(set, style))
        try #require(outcome.status == 0, "icon-geometry-reference.py failed: \(outcome.standardError)")
        return try outcome.standardOutput.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t").map(String.init)
            try #require(fields.count == 8, "unexpected line '\(line)'")
            let numbers = fields.dropFirst().map { Double($0) }
            let box = try numbers[0...3].map { try #require($0, "'\(line)'") }
            return Reference(name: fields[0], bounds: GlyphBox(xMin: box[0], yMin: box[1], xMax: box[2], yMax: box[3]),
                             area: numbers[4], mean: numbers[5].flatMap { x in numbers[6].map { GlyphPoint(x: x, y: $0) } })
        }
    }

    /// Every icon in a campaign (`Scripts/campaign.sh`); in `swift test`, 20 glyphs a style
    /// chosen by a seed, by their names in the font.
    static func chosenNames(_ face: FontFace) throws -> [String]? {
        let glyphs = Array(1..<face.glyphCount)
        let chosen = Campaign.subset(glyphs, sample: 20, seed: 0x1C0 &+ UInt64(glyphs.count))
        guard chosen.count < glyphs.count else { return nil }
        return try chosen.map { try #require(face.glyphName($0), "glyph \($0) has no name") }
    }

    @Test("bounds, area and optical centre of every icon", .enabled(if: available, skipReason), arguments: styles)
    func everyIcon(set: String, style: String) async throws {
        let font = try #require(Self.files(set, style)).font
        let face = try FontFace(path: font)
        let names = try Self.chosenNames(face)
        let references = try await Self.reference(set, style, names: names)
        #expect(face.glyphCount > 150, "\(set) \(style): \(face.glyphCount) glyphs")
        #expect(references.count == names?.count ?? face.glyphCount - 1, "\(set) \(style): one glyph per icon and .notdef")
        let centreTolerance = 2.5e-4 * Double(face.unitsPerEm)
        for reference in references {
            let geometry = try #require(try face.glyphMetrics(named: reference.name, keepingOutline: false), "no glyph '\(reference.name)'").geometry
            let bounds = try #require(geometry.bounds, "\(reference.name) has no outline")
            let expected = reference.bounds
            let error = max(abs(bounds.xMin - expected.xMin), abs(bounds.yMin - expected.yMin),
                            abs(bounds.xMax - expected.xMax), abs(bounds.yMax - expected.yMax))
            #expect(error <= 1, "\(set) \(style) \(reference.name): bounds \(bounds), fontTools \(expected)")
            guard let area = reference.area, let mean = reference.mean else { continue }
            let boxArea = expected.width * expected.height
            #expect(abs(geometry.area - area) <= 1e-3 * boxArea, "\(reference.name): area \(geometry.area), fontTools \(area)")
            if abs(area) >= 0.05 * boxArea {
                let centre = try #require(geometry.opticalCenter)
                #expect(abs(centre.x - mean.x) <= centreTolerance && abs(centre.y - mean.y) <= centreTolerance,
                        "\(set) \(style) \(reference.name): optical centre \(centre), fontTools \(mean)")
            }
        }
    }
}
