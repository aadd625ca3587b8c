import CatalogFormats
import CatalogSystem
import CatalogTestSupport
import Foundation
import SymbolCatalog
import Testing

/// `glyph_svg.plist`: a set's design grid and a stroked set's elements, written by the importers
/// and read where SVG is drawn; only shapes with geometry and paint ever come out of it.
@Suite("Data sets: the SVG design grid")
struct SVGGridTests {
    @Test("an element reads back from its encoded text; the attributes keep their order", arguments: [
        "path d=\"M15 21v-8a1 1 0 0 0-1-1h-4\"",
        "circle cx=\"12\" cy=\"12\" r=\".5\" fill=\"currentColor\"",
        "rect width=\"18\" height=\"18\" x=\"3\" y=\"3\" rx=\"2\"",
        "polyline points=\"22 12 18 12 15 21\"",
    ])
    func roundTrip(text: String) throws {
        let element = try SVGElement(encoded: text)
        #expect(element.encoded == text)
        #expect(try SVGElement(name: element.name, attributes: element.attributes) == element)
    }

    @Test("refused: another element, an attribute that is no geometry or paint, a quote or control in a value, broken text", arguments: [
        ("script src=\"x\"", "<script> is not a shape (circle, ellipse, line, path, polygon, polyline, rect)"),
        ("image href=\"x.png\"", "<image> is not a shape (circle, ellipse, line, path, polygon, polyline, rect)"),
        ("path d=\"M0 0\" onload=\"alert(1)\"", "onload is not a geometry or paint attribute"),
        ("path style=\"fill:red\"", "style is not a geometry or paint attribute"),
        ("path d=\"M0 0\u{1B}\"", "the value of d holds a quote, a control character or one XML cannot hold"),
        ("path d=\"M0 0", "the value of d has no closing quote"),
        ("path d=M0", "expected name=\"value\" at 'd=M0'"),
        ("path d=\"M0\"x=\"1\"", "expected a space after the value of d"),
    ])
    func refused(text: String, reason: String) {
        #expect(throws: SVGElement.Refusal(reason: reason)) { try SVGElement(encoded: text) }
    }

    @Test("a stroked set's root attributes are paint only; it needs a viewBox width")
    func strokedGrid() {
        #expect(throws: SVGElement.Refusal(reason: "class is not a geometry or paint attribute")) {
            try SVGGrid(viewBoxHeight: 24, viewBoxWidth: 24, baseline: 21, strokeAttributes: [SVGAttribute(name: "class", value: "x")])
        }
        #expect(throws: SVGElement.Refusal(reason: "a stroked set needs viewBoxWidth (its strokes have no glyph to give the width)")) {
            try SVGGrid(viewBoxHeight: 24, baseline: 21, strokeAttributes: [SVGAttribute(name: "stroke", value: "currentColor")])
        }
    }

    @Test("written and read back through a data set's folder; absent: nil")
    func file() throws {
        let scratch = Scratch("svg-grid")
        defer { scratch.remove() }
        DataSetWriter.write(scratch.path, names: ["heart": "2019"], aliases: [:], releases: ["2019": ["iOS": "13.0"]])
        let dataSet = try DataSetLoader.load(path: scratch.path, name: "grid")
        #expect(try dataSet.svgGrid() == nil)
        let grid = try SVGGrid(viewBoxHeight: 24, viewBoxWidth: 24, baseline: 21,
                               strokeAttributes: try SVGElement.attributes(encoded: "fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\""),
                               strokes: ["heart": [try SVGElement(encoded: "path d=\"M2 9.5a5.5 5.5 0 0 1 9.591-3.676\"")]])
        let bytes = try XMLPropertyListWriter.data(grid.propertyList)
        try Data(bytes).write(to: URL(fileURLWithPath: scratch.file(SVGGrid.fileName)))
        #expect(try dataSet.svgGrid() == grid)
        #expect(String(decoding: bytes, as: UTF8.self).contains("<string>path d=\"M2 9.5a5.5 5.5 0 0 1 9.591-3.676\"</string>"))
    }

    @Test("a bad file: one error naming the file and the key", arguments: [
        ("<dict><key>baseline</key><integer>21</integer></dict>", "GRID: viewBoxHeight: missing"),
        ("<dict><key>baseline</key><string>21</string><key>viewBoxHeight</key><integer>24</integer></dict>",
         "GRID: baseline: expected a number, found a string"),
        ("<dict><key>baseline</key><integer>21</integer><key>viewBoxHeight</key><integer>24</integer><key>viewBoxWidth</key><integer>24</integer>"
            + "<key>strokeAttributes</key><string>stroke=\"red\"</string><key>strokes</key><dict><key>x</key><array><string>script</string></array></dict></dict>",
         "GRID: strokes[\"x\"][\"0\"]: <script> is not a shape (circle, ellipse, line, path, polygon, polyline, rect)"),
        ("<dict><key>baseline</key><integer>21</integer><key>viewBoxHeight</key><integer>0</integer></dict>",
         "GRID: root: viewBoxHeight and viewBoxWidth must be positive numbers and baseline a number"),
    ])
    func badFile(body: String, message: String) throws {
        let scratch = Scratch("svg-grid-bad")
        defer { scratch.remove() }
        DataSetWriter.write(scratch.path, names: ["heart": "2019"], aliases: [:], releases: ["2019": ["iOS": "13.0"]])
        scratch.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\(body)</plist>\n", SVGGrid.fileName)
        let dataSet = try DataSetLoader.load(path: scratch.path, name: "grid")
        let path = scratch.file(SVGGrid.fileName)
        #expect(throws: DataSetError.self) { try dataSet.svgGrid() }
        do { _ = try dataSet.svgGrid() } catch {
            #expect(error.description == message.replacingOccurrences(of: "GRID", with: path))
        }
    }
}
