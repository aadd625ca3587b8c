import Foundation
import CatalogTestSupport
import Testing
import TypeScale

/// The system-font metrics shipped for `fallback --for NAME`: the generated table against the
/// data file (@capsizecss/metrics 3.5.0's published values), and the Linux clones fonts-liberation
/// and fonts-urw-base35 install against them.
@Suite("SystemFontMetrics: Capsize's published system fonts, and the Liberation and Nimbus clones against them")
struct SystemFontMetricsTests {
    static let file = FixtureRegenerationTests.repository.appendingPathComponent("Data/typography/capsize-system-fonts.tsv")

    @Test("the generated table is the data file, row by row")
    func table() throws {
        let rows = try String(contentsOf: Self.file, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == SystemFontMetrics.published.count)
        for (row, face) in zip(rows, SystemFontMetrics.published) {
            let m = face.metrics
            #expect([face.family, face.variant, m.fullName, m.postscriptName, m.category?.rawValue] == [row[0], row[1], row[2], row[3], row[4]],
                    "\(row[0]) \(row[1])")
            #expect([m.capHeight, m.ascent, m.descent, m.lineGap, m.unitsPerEm, m.xHeight, m.xWidthAvg, m.subsets[.thai]]
                    == row[5...12].map { Int($0) }, "\(row[0]) \(row[1])")
            #expect(face.linuxClones == (row[13] == "-" ? [] : row[13].split(separator: ",").map(String.init)))
        }
    }

    @Test("published values as @capsizecss/metrics 3.5.0 has them", arguments: [
        ("Arial", 400, false, "Arial", "ArialMT", 913, 1536),
        ("arial", 700, false, "Arial Bold", "Arial-BoldMT", 983, 1536),
        ("Times New Roman", 400, true, "Times New Roman Italic", "TimesNewRomanPS-ItalicMT", 836, 1593),
        ("Courier New", 700, true, "Courier New Bold Italic", "CourierNewPS-BoldItalicMT", 1229, 1229),
        ("Segoe UI", 400, false, "Segoe UI", "SegoeUI", 908, 1322),
        ("BlinkMacSystemFont", 400, false, "System Font", ".SFNS-Regular", 853, 2048),
        ("Roboto", 900, true, "Roboto Bold", "Roboto-Bold", 926, 908),  // no italic published: the bold upright
    ] as [(String, Int, Bool, String, String, Int, Int)])
    func published(family: String, weight: Int, italic: Bool, fullName: String, postscriptName: String, latin: Int, thai: Int) throws {
        let face = try #require(SystemFontMetrics.variant(of: family, weight: weight, italic: italic))
        #expect(face.metrics.fullName == fullName && face.metrics.postscriptName == postscriptName)
        #expect(face.metrics.xWidthAvg(.latin) == latin && face.metrics.xWidthAvg(.thai) == thai)
    }

    @Test("a family Capsize does not publish has no metrics here")
    func unpublished() {
        #expect(SystemFontMetrics.variant(of: "Calibri") == nil && SystemFontMetrics.variant(of: "DejaVu Sans") == nil)
        #expect(SystemFontMetrics.variant(of: "helvetica neue")?.family == "Helvetica Neue")
    }

    /// Each clone and the published face it stands in for.
    static let clones: [(String, String, String)] = [
        ("/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf", "Arial", "regular"),
        ("/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf", "Arial", "700"),
        ("/usr/share/fonts/truetype/liberation2/LiberationSans-Italic.ttf", "Arial", "italic"),
        ("/usr/share/fonts/truetype/liberation2/LiberationSans-BoldItalic.ttf", "Arial", "700italic"),
        ("/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf", "Times New Roman", "regular"),
        ("/usr/share/fonts/truetype/liberation2/LiberationSerif-Bold.ttf", "Times New Roman", "700"),
        ("/usr/share/fonts/truetype/liberation2/LiberationSerif-Italic.ttf", "Times New Roman", "italic"),
        ("/usr/share/fonts/truetype/liberation2/LiberationSerif-BoldItalic.ttf", "Times New Roman", "700italic"),
        ("/usr/share/fonts/truetype/liberation2/LiberationMono-Regular.ttf", "Courier New", "regular"),
        ("/usr/share/fonts/truetype/liberation2/LiberationMono-Bold.ttf", "Courier New", "700"),
        ("/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf", "Helvetica", "regular"),
        ("/usr/share/fonts/opentype/urw-base35/NimbusSans-Bold.otf", "Helvetica", "700"),
        ("/usr/share/fonts/opentype/urw-base35/NimbusSans-Italic.otf", "Helvetica", "italic"),
        ("/usr/share/fonts/opentype/urw-base35/NimbusSans-BoldItalic.otf", "Helvetica", "700italic"),
        ("/usr/share/fonts/opentype/urw-base35/NimbusRoman-Regular.otf", "Times New Roman", "regular"),
        ("/usr/share/fonts/opentype/urw-base35/NimbusRoman-Bold.otf", "Times New Roman", "700"),
        ("/usr/share/fonts/opentype/urw-base35/NimbusRoman-Italic.otf", "Times New Roman", "italic"),
        ("/usr/share/fonts/opentype/urw-base35/NimbusRoman-BoldItalic.otf", "Times New Roman", "700italic"),
        ("/usr/share/fonts/opentype/urw-base35/NimbusMonoPS-Regular.otf", "Courier New", "regular"),
        ("/usr/share/fonts/opentype/urw-base35/NimbusMonoPS-Bold.otf", "Courier New", "700"),
    ]

    static var missingClones: [String] { clones.map(\.0).filter { !FileManager.default.fileExists(atPath: $0) } }

    @Test("the clones' xWidthAvg per em within 0.2% of the published face's (Liberation: equal, with hhea)",
          .enabled(if: missingClones.isEmpty, "needs fonts-liberation2 and fonts-urw-base35 (.ci/run installs them)"),
          arguments: clones)
    func clone(path: String, family: String, variant: String) throws {
        let published = try #require(SystemFontMetrics.published.first { $0.family == family && $0.variant == variant }).metrics
        let ours = try FontFace(path: path).capsizeMetrics()
        let perEm = Double(ours.xWidthAvg) / Double(ours.unitsPerEm), publishedPerEm = Double(published.xWidthAvg) / Double(published.unitsPerEm)
        #expect(abs(perEm - publishedPerEm) <= publishedPerEm * 0.002, "\(path): \(ours.xWidthAvg)/\(ours.unitsPerEm) against \(published.xWidthAvg)/\(published.unitsPerEm)")
        if path.contains("Liberation") {
            #expect(ours.xWidthAvg == published.xWidthAvg && ours.subsets[.thai] == published.subsets[.thai])
            #expect([Int]([ours.ascent, ours.descent, ours.lineGap, ours.unitsPerEm]) == [Int]([published.ascent, published.descent, published.lineGap, published.unitsPerEm]))
            let face = try #require(SystemFontMetrics.variant(of: family, weight: published.weightClass ?? 400, italic: published.isItalic))
            #expect(face.linuxClones.first == ours.fullName && face.linuxClones.last == ours.postscriptName, "\(path): the clone's names")
        }
    }
}
