import Foundation
import Testing
@testable import catalog_cli

/// The contact sheet and the glyph picture, drawn from the fixture font CatalogMetrics
/// (fontTools: `H` box 60,0–540,710 and `x` box 40,0–460,520 in 1000 units/em) for a copy
/// of the mini data set whose symbols have those code points.
@Suite("glyphs --format svg: one scale, marks on demand, tooltips; glyph SVG not clipped")
struct GlyphSheetTests {
    static let longName = "rectangle.and.hand.point.up.left.filled"

    static func dataSet() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-sheet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let mini = URL(fileURLWithPath: CLI.fixture)
        for name in try FileManager.default.contentsOfDirectory(atPath: mini.path) {
            try FileManager.default.copyItem(at: mini.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let availability = folder.appendingPathComponent("name_availability.plist")
        var plist = try #require(try PropertyListSerialization.propertyList(from: Data(contentsOf: availability), format: nil) as? [String: Any])
        var symbols = try #require(plist["symbols"] as? [String: String])
        symbols[longName] = "2019"
        plist["symbols"] = symbols
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: availability)
        let unicodes: [String: String] = ["heart": "H", "trash": "x", "apple.logo": "x", longName: "H"]
        try PropertyListSerialization.data(fromPropertyList: unicodes, format: .xml, options: 0)
            .write(to: folder.appendingPathComponent("symbol_unicodes.plist"))
        return folder
    }

    static func run(_ arguments: [String], _ folder: URL) -> CatalogCLI.Result {
        CLI.run(arguments + ["--data-set", folder.path, "--font", FontFixtures.metrics, "--text-font", FontFixtures.metrics],
                environment: ["CATALOG_NO_CACHE": "1"])
    }

    static func scales(_ svg: String) -> [String] {
        svg.matches(of: try! Regex(#"scale\(([0-9.]+) -"#)).compactMap { $0.output[1].substring.map(String.init) }
    }

    @Test("every glyph of the sheet at one scale, the largest box filling its square")
    func oneScale() throws {
        let folder = try Self.dataSet()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.run(["glyphs", "--format", "svg"], folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
        // 80 px squares; the tallest box is H's 710 units: 80 / 710 px per unit for H and x alike
        // (x was 80 / 520 before, as large as H).
        #expect(Set(Self.scales(result.standardOutput)) == ["0.11267606"])
        #expect(Self.scales(result.standardOutput).count == 3)
    }

    @Test("marks only with --marks; every cell has its whole name as a tooltip")
    func marksAndTitles() throws {
        let folder = try Self.dataSet()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = Self.run(["glyphs", "--format", "svg"], folder).standardOutput
        #expect(!plain.contains("class=\"optical-center\"") && !plain.contains("class=\"bounds\""))
        let marked = Self.run(["glyphs", "--format", "svg", "--marks"], folder).standardOutput
        #expect(marked.components(separatedBy: "class=\"optical-center\"").count - 1 == 3)
        #expect(marked.components(separatedBy: "class=\"bounds\"").count - 1 == 3)
        #expect(plain.contains("<title>\(Self.longName) (Catalog Metrics Regular)</title>"))
        #expect(plain.contains(">rectangle.and.h…</text>"))  // the label is short; the tooltip is whole
        #expect(plain.components(separatedBy: "  <title>").count - 1 == 4)  // the sheet's and one per cell
    }

    @Test("the glyph picture is wide enough for its heading and detail lines")
    func headingNotClipped() throws {
        let folder = try Self.dataSet()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = Self.run(["glyph", Self.longName, "--format", "svg"], folder).standardOutput
        let width = try #require(svg.firstMatch(of: try Regex(#"<svg [^>]*width="([0-9.]+)""#))?.output[1].substring.flatMap { Double($0) })
        let texts = svg.matches(of: try Regex(#"<text class="(heading|label)" x="([0-9.]+)"[^>]*>([^<]*)</text>"#))
        #expect(texts.count >= 2)
        for text in texts {
            let size = text.output[1].substring == "heading" ? 12.0 : 11.0
            let x = Double(text.output[2].substring ?? "") ?? 0
            let content = String(text.output[3].substring ?? "").replacingOccurrences(of: "&amp;", with: "&")
            // 0.6 em per character is the bold sans-serif average; the picture must hold it.
            #expect(x + Double(content.count) * size * 0.6 <= width, "\(content) in \(width)")
        }
    }
}
