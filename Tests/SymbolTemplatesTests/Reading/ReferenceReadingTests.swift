import Foundation
import Testing
import TypeScale
import SymbolTemplates
import CatalogTestSupport

/// The reader against an independent reading in Python (Scripts/template-reference.py:
/// xml.etree, fontTools.svgLib's path parser, BoundsPen): every guide, margin and variant box
/// of the real templates and of templates this writer wrote.
@Suite("Templates against the Python reference")
struct ReferenceReadingTests {
    static let hasFontTools = Python.has("fontTools.svgLib.path")
    static let script = TestPaths.packageRoot.appendingPathComponent("Scripts/template-reference.py").path

    /// The reference's reading of each of `files`.
    static func reference(_ files: [String]) async throws -> [[String: Any]] {
        let run = "import runpy, sys; sys.argv = sys.argv[1:]; runpy.run_path(sys.argv[0], run_name='__main__')"
        let output = try await Python.run(run, arguments: [script] + files, input: "")
        return try output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    static func compare(_ template: SymbolTemplate, _ reference: [String: Any]) throws {
        #expect(reference["version"] as? String == template.version)
        let guides = try #require(reference["guides"] as? [String: Double])
        #expect(guides.count == template.guides.count)
        for guide in template.guides {
            let expected = try #require(guides[guide.id], "\(guide.id) in the reference")
            #expect(abs(expected - guide.y) < 1e-9, "\(guide.id)")
        }
        let margins = try #require(reference["margins"] as? [String: Double])
        #expect(margins.count == template.margins.count * 2)
        for margin in template.margins {
            let suffix = margin.variant.map { "-\($0)" } ?? ""
            #expect(abs((margins["left-margin" + suffix] ?? .nan) - margin.left) < 1e-9, "left-margin\(suffix)")
            #expect(abs((margins["right-margin" + suffix] ?? .nan) - margin.right) < 1e-9, "right-margin\(suffix)")
        }
        let boxes = try #require(reference["variants"] as? [String: [Double]])
        #expect(boxes.count == template.variants.count)
        for variant in template.variants {
            let box = try #require(variant.box), expected = try #require(boxes[variant.name.description])
            let ours = [box.xMin, box.yMin, box.xMax, box.yMax]
            #expect(zip(ours, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "\(variant.name): \(ours) vs \(expected)")
        }
    }

    @Test(.enabled(if: hasFontTools, "needs python3 with fontTools (pip install fonttools)"))
    func realTemplates() async throws {
        let references = try await Self.reference(TemplateFixtures.everyLayout.map(\.path))
        try #require(references.count == TemplateFixtures.everyLayout.count)
        for (fixture, reference) in zip(TemplateFixtures.everyLayout, references) {
            try Self.compare(try TemplateReader.read(path: fixture.path), reference)
        }
    }

    @Test(.enabled(if: hasFontTools, "needs python3 with fontTools (pip install fonttools)"))
    func writtenTemplates() async throws {
        let scratch = Scratch("template-reference")
        defer { scratch.remove() }
        let face = try FontFace(path: CatalogTestSupport.Fixtures.font("CatalogGlyphs.otf"))
        var files = [String]()
        for index in 0..<face.glyphCount {
            let metrics = try face.glyphMetrics(glyphIndex: index)
            guard metrics.bounds != nil else { continue }
            // The same glyph as all three sources: margins and boxes for each.
            let glyph = TemplateGlyph(metrics)
            let svg = TemplateWriter.svg(name: "g\(index)", variants: VariantName.interpolationSources.map { ($0, glyph) })
            scratch.write(svg, "g\(index).svg")
            files.append(scratch.file("g\(index).svg"))
        }
        try #require(files.count > 3)
        let references = try await Self.reference(files)
        try #require(references.count == files.count)
        for (file, reference) in zip(files, references) {
            let template = try TemplateReader.read(path: file)
            #expect(TemplateChecker.check(template) == [])
            try Self.compare(template, reference)
        }
    }
}
