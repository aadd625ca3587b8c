import CatalogSite
import CatalogTestSupport
import Foundation
import Testing
import TypeScale

/// SiteGlyphPath: outlines in the site's short form, on the cases of
/// `Web/glyph-path-cases.json`, worked by hand; `glyph-files.test.js` makes the same strings
/// absolute again with the page's glyphs.js.
@Suite("Site glyph paths: each segment in its shorter form, closing lines left to z")
struct SiteGlyphPathTests {
    struct Case: Decodable, CustomTestStringConvertible, Sendable {
        let why: String
        let elements: [[Element]]
        let short: String
        let absolute: String
        var testDescription: String { why }

        /// A command letter or a coordinate of the file's element arrays.
        enum Element: Decodable, Sendable {
            case command(String)
            case number(Double)
            init(from decoder: any Decoder) throws {
                let value = try decoder.singleValueContainer()
                if let text = try? value.decode(String.self) { self = .command(text) } else { self = .number(try value.decode(Double.self)) }
            }
        }

        var path: GlyphPath {
            GlyphPath(elements: elements.map { element in
                let numbers = element.compactMap { if case .number(let n) = $0 { n } else { nil } }
                guard case .command(let command) = element.first else { return .close }
                switch command {
                case "M": return .move(x: numbers[0], y: numbers[1])
                case "L": return .line(x: numbers[0], y: numbers[1])
                case "Q": return .quadratic(cx: numbers[0], cy: numbers[1], x: numbers[2], y: numbers[3])
                case "C": return .cubic(c1x: numbers[0], c1y: numbers[1], c2x: numbers[2], c2y: numbers[3], x: numbers[4], y: numbers[5])
                default: return .close
                }
            })
        }
    }

    static let cases: [Case] = {
        struct File: Decodable { let cases: [Case] }
        let url = TestPaths.packageRoot.appendingPathComponent("Tests/CatalogSiteTests/Web/glyph-path-cases.json")
        return (try? JSONDecoder().decode(File.self, from: Data(contentsOf: url)).cases) ?? []
    }()

    @Test("the cases file is read")
    func casesRead() {
        #expect(Self.cases.count == 12)
    }

    @Test("written short, and svgPathData as the page makes it absolute", arguments: cases)
    func short(_ example: Case) {
        #expect(SiteGlyphPath.short(example.path) == example.short)
        #expect(example.path.svgPathData == example.absolute)
    }
}
