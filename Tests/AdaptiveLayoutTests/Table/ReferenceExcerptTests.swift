import CatalogTestSupport
import Foundation
import Testing

/// The fixture (`Fixtures/hig-layout-excerpt.tsv`, written by hand) against the notes it was
/// written from: `../shared/reference/adaptive-layout.md` §1, read here, so that neither the
/// fixture nor the table (``HIGExcerptTests``) can drift from the dated excerpt. Skipped where
/// `../shared` is absent (it is beside every checkout and in CI).
@Suite("The fixture is adaptive-layout.md §1, row for row")
struct ReferenceExcerptTests {
    static let path = TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/reference/adaptive-layout.md").path
    static let present = FileManager.default.fileExists(atPath: path)

    /// §1's text: from `## 1.` to `## 2.`.
    static func sectionOne() throws -> String {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(text.range(of: "\n## 1."))
        let end = try #require(text.range(of: "\n## 2."))
        return String(text[start.upperBound..<end.lowerBound])
    }

    /// The screen table's rows: model (footnote marks dropped), points, pixels, scale, marks.
    static func screenRows(_ section: String) -> [(model: String, points: String, pixels: String, scale: String, marks: String)] {
        section.split(separator: "\n").filter { $0.hasPrefix("| iP") }.map { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let marks = String(cells[0].filter { "¹²".contains($0) })
            let model = cells[0].filter { !"¹²".contains($0) }.trimmingCharacters(in: .whitespaces)
            let pixelWords = cells[2].split(separator: " ")
            return (model, cells[1].replacingOccurrences(of: "×", with: "x"), pixelWords[0].replacingOccurrences(of: "×", with: "x"),
                    String(pixelWords[1].dropFirst().dropLast()), marks)
        }
    }

    @Test("every screen row: model, points, pixels, scale; ¹ rows in some copies; ² rows keep both readings",
          .enabled(if: present, "../shared/reference/adaptive-layout.md is absent"))
    func screens() throws {
        let section = try Self.sectionOne()
        let reference = Self.screenRows(section)
        let fixture = HIGExcerpt.shared.rows("screens")
        #expect(reference.count == 21)
        #expect(reference.map(\.model) == fixture.map(\.model))
        for (row, fixed) in zip(reference, fixture) {
            #expect(fixed.points[0] == row.points && fixed.pixels[0] == row.pixels && fixed.scale == row.scale, "\(row.model)")
            #expect((fixed.copies == "some") == row.marks.contains("¹"), "\(row.model)")
            if row.marks.contains("²") {
                let other = "\(fixed.points[1].replacingOccurrences(of: "x", with: "×")) pt (\(fixed.pixels[1].replacingOccurrences(of: "x", with: "×")) px @\(row.scale)x)"
                #expect(section.contains(other), "\(row.model): \(other)")
            } else {
                #expect(fixed.points.count == 1, "\(row.model)")
            }
        }
    }

    @Test("table 2: iPads regular both ways; the large iPhones regular/compact in landscape, the rest compact/compact",
          .enabled(if: present, "../shared/reference/adaptive-layout.md is absent"))
    func sizeClasses() throws {
        let section = try Self.sectionOne()
        #expect(section.contains("every iPad regular width and regular height in both orientations"))
        #expect(section.contains("landscape regular width and compact height for the\nlarge models (Pro Max, Plus, Air, 11, XR, XS Max, 8 Plus class"))
        for row in HIGExcerpt.shared.rows("screens") {
            let large = ["Pro Max", "Plus", "iPhone Air", "XR", "XS Max"].contains { row.model.contains($0) }
            let expected = row.model.hasPrefix("iPad") ? "pad" : large ? "large" : "rest"
            #expect(row.landscape == expected, "\(row.model)")
        }
    }

    @Test("table 3: the Apple Watch screens in pixels", .enabled(if: present, "../shared/reference/adaptive-layout.md is absent"))
    func watches() throws {
        let section = try Self.sectionOne()
        let listed = section.components(separatedBy: "Apple Watch screen sizes in pixels (").last?.components(separatedBy: ").").first ?? ""
        let sizes = listed.split(whereSeparator: { " ;,\n".contains($0) }).filter { $0.contains("×") }.map { $0.replacingOccurrences(of: "×", with: "x") }
        #expect(sizes == HIGExcerpt.shared.rows("watch").map { $0.pixels[0] })
    }
}
