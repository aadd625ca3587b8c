import Foundation
import Testing
import TypeScale
import SymbolTemplates
import CatalogTestSupport

/// `template export --svg` on stroked SVGs (FreeType's stroker) against an outline of the same
/// SVG made in Python (picosvg's shapes, skia's stroker through skia-pathops:
/// Scripts/stroke-reference.py): the union's area within 0.3% (sampled at the same points:
/// overlapping contours are a union, not a sum), the area where they disagree within 0.5%, and
/// the bounds within 0.005 of the view box, for Lucide's own SVGs and for each cap, join and
/// miter limit and a stroke over a fill. Measured: within 0.1% and 0.17%.
@Suite("Strokes against skia")
struct StrokeReferenceTests {
    static let hasPicoSVG = Python.has("picosvg.svg") && Python.has("pathops") && Python.has("fontTools.pens.areaPen")
    static let script = TestPaths.packageRoot.appendingPathComponent("Scripts/stroke-reference.py").path
    static let lucide = ["heart", "house", "circle-check", "settings", "mail", "camera", "star", "bell"]

    static func svg(_ body: String, attributes: String) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" \#(attributes)>\#(body)</svg>"#
    }

    /// Strokes written for the test: (what it shows, the SVG).
    static let handMade: [(String, String)] = [
        ("butt caps, miter joins", svg(#"<polyline points="3 18 8 6 13 18 18 6"/>"#, attributes: #"fill="none" stroke="black" stroke-width="2""#)),
        ("square caps, bevel joins", svg(#"<path d="M3 18L8 6L13 18L18 6"/>"#,
                                         attributes: #"fill="none" stroke="black" stroke-width="2" stroke-linecap="square" stroke-linejoin="bevel""#)),
        ("miters past a limit of 2 bevelled", svg(#"<path d="M3 20L12 4L21 20Z"/>"#,
                                                  attributes: #"fill="none" stroke="black" stroke-width="3" stroke-miterlimit="2""#)),
        ("a stroke over a fill, drawn the other way round", svg(#"<path d="M4 4V20H20V4Z" fill="black" stroke="black" stroke-width="4"/>"#,
                                                                attributes: "")),
        ("style declarations, round joins on a curve", svg(#"<path style="fill:none;stroke:#000;stroke-width:2.5;stroke-linejoin:round" d="M4 18C4 6 20 6 20 18L12 12Z"/>"#,
                                                          attributes: "")),
    ]

    /// Dashed strokes: the path cut into dashes (``SVGDashes``), then stroked, against skia's
    /// dasher and stroker.
    static let dashed: [(String, String)] = [
        ("a dashed line, butt caps", svg(#"<path d="M2 12H22"/>"#, attributes: #"fill="none" stroke="black" stroke-width="2" stroke-dasharray="4 2""#)),
        ("a circle, round caps, dashes cut on its curves", svg(#"<circle cx="12" cy="12" r="9"/>"#,
            attributes: #"fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-dasharray="3 2.5""#)),
        ("a rectangle with an offset", svg(#"<rect x="3" y="3" width="18" height="18"/>"#,
            attributes: #"fill="none" stroke="black" stroke-width="2" stroke-dasharray="5 3" stroke-dashoffset="2""#)),
        ("an odd list on a cubic, repeated", svg(#"<path d="M3 20C3 4 21 4 21 20"/>"#,
            attributes: #"fill="none" stroke="black" stroke-width="1.5" stroke-dasharray="3,1,2""#)),
        ("a closed path whose last dash runs into its first, joined", svg(#"<path d="M4 4H20V20H4Z"/>"#,
            attributes: #"fill="none" stroke="black" stroke-width="2" stroke-linejoin="round" stroke-dasharray="10 4""#)),
        ("a negative offset, square caps, in style", svg(#"<path style="stroke-dasharray:2 3;stroke-dashoffset:-1;stroke-linecap:square" d="M4 18Q12 2 20 18"/>"#,
            attributes: #"fill="none" stroke="black" stroke-width="1.5""#)),
    ]

    /// Our outline of `svg` back in the SVG's coordinates (y down), as path data.
    static func ours(_ svg: String) throws -> String {
        let glyph = try SVGGlyphReader.read(Array(svg.utf8))
        let toSVG = AffineTransform(a: 1, b: 0, c: 0, d: -1, e: 0, f: glyph.unitsPerEm)
        return TemplateWriter.pathData(toSVG.apply(glyph.elements))
    }

    static func compare(_ cases: [(name: String, svg: String)]) async throws {
        let input = try JSONSerialization.data(withJSONObject: try cases.map { ["svg": $0.svg, "ours": try ours($0.svg)] })
        let run = "import runpy, sys; sys.argv = sys.argv[1:]; runpy.run_path(sys.argv[0], run_name='__main__')"
        let lines = try await Python.run(run, arguments: [script], input: input).split(separator: "\n")
        try #require(lines.count == cases.count)
        for (item, line) in zip(cases, lines) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: [String: Any]])
            let reference = try #require(object["reference"]), ours = try #require(object["ours"])
            let area = try #require(reference["sampledArea"] as? Double), ourArea = try #require(ours["area"] as? Double)
            let box = try #require(reference["bounds"] as? [Double]), ourBox = try #require(ours["bounds"] as? [Double])
            let mismatch = try #require(ours["mismatch"] as? Double)
            #expect(area > 1, "\(item.name): the reference paints something")
            #expect(abs(ourArea - area) / area < 0.003, "\(item.name): area \(ourArea), reference \(area)")
            #expect(mismatch / area < 0.005, "\(item.name): the outlines disagree over \(mismatch) of \(area)")
            #expect(zip(ourBox, box).allSatisfy { abs($0 - $1) < 0.005 * 24 }, "\(item.name): bounds \(ourBox), picosvg \(box)")
        }
    }

    /// All eight in the campaign (`Scripts/campaign.sh templates`), a seeded 3 in `swift test`:
    /// skia's reference is most of the suite's time.
    @Test(.enabled(if: hasPicoSVG, "needs python3 with picosvg, skia-pathops and fontTools (pip install picosvg)"))
    func lucideIcons() async throws {
        let folder = TemplateFixtures.root + "/lucide-1.61.0-strokes/"
        try await Self.compare(try Campaign.subset(Self.lucide, sample: 3, seed: 0x57F0).map { ($0, try String(contentsOfFile: folder + $0 + ".svg", encoding: .utf8)) })
    }

    @Test(.enabled(if: hasPicoSVG, "needs python3 with picosvg, skia-pathops and fontTools (pip install picosvg)"))
    func capsJoinsAndTransforms() async throws {
        try await Self.compare(Self.handMade.map { (name: $0.0, svg: $0.1) })
    }

    @Test(.enabled(if: hasPicoSVG, "needs python3 with picosvg, skia-pathops and fontTools (pip install picosvg)"))
    func dashes() async throws {
        try await Self.compare(Self.dashed.map { (name: $0.0, svg: $0.1) })
    }

    /// Dashes that draw a solid line (lengths summing to 0) or nothing at all (no stroke) change
    /// nothing: the outline is the one without them.
    @Test func dashesThatChangeNothing() throws {
        let plain = #"fill="none" stroke="black" stroke-width="2""#
        let solid = try Self.ours(Self.svg(#"<path d="M2 12H22"/>"#, attributes: plain))
        #expect(try Self.ours(Self.svg(#"<path d="M2 12H22" stroke-dasharray="0 0"/>"#, attributes: plain)) == solid)
        #expect(try Self.ours(Self.svg(#"<path d="M2 12H22" stroke-dasharray="none"/>"#, attributes: plain)) == solid)
        let filled = try Self.ours(Self.svg(#"<path d="M4 4H20V20H4Z"/>"#, attributes: ""))
        #expect(try Self.ours(Self.svg(#"<path d="M4 4H20V20H4Z"/>"#, attributes: #"stroke-dasharray="2 1""#)) == filled)
    }

    /// A stroke under a scale(2 1): drawn in the circle's own coordinates, then stretched
    /// (picosvg widens it evenly instead). The ring's area is exact: 2 × π(4.75² − 3.25²).
    @Test func unevenlyScaledStroke() throws {
        let svg = Self.svg(#"<g transform="translate(2 2) scale(2 1)"><circle cx="5" cy="10" r="4"/></g>"#,
                           attributes: #"fill="none" stroke="black" stroke-width="1.5""#)
        let glyph = try SVGGlyphReader.read(Array(svg.utf8))
        let geometry = GlyphGeometry(glyph.elements)
        // The flip to glyph coordinates (y up) turns the outline's winding: its area is negative.
        #expect(abs(-geometry.area - 24 * Double.pi) / (24 * Double.pi) < 0.005, "\(geometry.area)")
        let box = try #require(geometry.bounds)
        // x 2 + 2 × (5 ∓ 4.75); y up from the view box's bottom: 24 − (2 + 10 ± 4.75).
        #expect(zip([box.xMin, box.yMin, box.xMax, box.yMax], [2.5, 7.25, 21.5, 16.75]).allSatisfy { abs($0 - $1) < 1e-3 })
    }

    /// Every Lucide fixture written as a template reads back with no finding: strokes are
    /// outlines, every contour closed.
    @Test func lucideTemplatesAreSound() throws {
        for name in Self.lucide {
            let glyph = try SVGGlyphReader.read(path: TemplateFixtures.root + "/lucide-1.61.0-strokes/\(name).svg")
            let svg = TemplateWriter.svg(name: name, variants: [(.regularSmall, glyph)])
            let template = try TemplateReader.read(Array(svg.utf8), file: name)
            #expect(TemplateChecker.check(template) == [], "\(name)")
            #expect(template.variants.first?.shapes.allSatisfy { $0.closed && !$0.stroked } == true)
        }
    }

    @Test("strokes outside the subset are refused in one line", arguments: [
        (#"<path d="M2 2H20" stroke="black" stroke-dasharray="2 -1"/>"#, "line 1: bad stroke-dasharray '2 -1'"),
        (#"<path d="M2 2H20" stroke="black" stroke-dasharray="2 10%"/>"#, "line 1: bad stroke-dasharray '2 10%'"),
        (#"<path d="M2 2H20" stroke="black" stroke-dasharray="2 1" stroke-dashoffset="x"/>"#, "line 1: bad stroke-dashoffset 'x'"),
        (#"<path d="M2 2H20" stroke="black" stroke-dasharray="2 1" pathLength="10"/>"#, "line 1: pathLength on a dashed <path> is not supported"),
        (#"<path d="M2 2H20" stroke="black" stroke-linecap="wide"/>"#, "line 1: bad stroke-linecap 'wide'"),
        (#"<path d="M2 2H20" stroke="black" stroke-linejoin="arcs"/>"#, "line 1: bad stroke-linejoin 'arcs'"),
        (#"<path d="M2 2H20" stroke="black" stroke-width="10%"/>"#, "line 1: bad stroke-width '10%'"),
        (#"<path d="M2 2H20" stroke="black" stroke-miterlimit="0.5"/>"#, "line 1: bad stroke-miterlimit '0.5'"),
        (#"<path d="M2 2H20" stroke="black" vector-effect="non-scaling-stroke"/>"#,
         #"line 1: vector-effect="non-scaling-stroke" on <path> is not supported"#),
    ])
    func refused(body: String, message: String) {
        #expect(throws: (any Error).self) { try SVGGlyphReader.read(Array(Self.svg(body, attributes: "").utf8)) }
        do {
            _ = try SVGGlyphReader.read(Array(Self.svg(body, attributes: "").utf8))
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }
}
