import Foundation
import Testing
import TypeScale

/// `catalog check`'s arguments checked together (fixtures as in ``VerticalMetricsCheckTests``).
@Suite("VerticalMetricsCheck: every argument's faces, in order, the unreadable ones named")
struct VerticalMetricsCheckFontsTests {
    @Test("files in argument order on every core; one that cannot be read is a line, the others are still checked")
    func files() throws {
        let metrics = try TestSupport.fixturePath("CatalogMetrics-Regular.ttf"), glyphs = try TestSupport.fixturePath("CatalogGlyphs.ttf")
        let missing = NSTemporaryDirectory() + "catalog-no-such-font-\(getpid()).ttf"
        let (report, unreadable) = VerticalMetricsCheck.checkFonts([glyphs, missing, metrics, glyphs], profile: .standard, environment: [:])
        #expect(report.faces.map(\.path) == [glyphs, metrics, glyphs])
        #expect(unreadable.count == 1)
        #expect(unreadable.first?.contains(missing) == true)
        #expect(report.profile == .standard)
        let one = try VerticalMetricsCheck(path: metrics)
        #expect(report.faces[1].checks.map(\.status) == one.checks.map(\.status))
    }

    @Test("the googlefonts profile gives fontbakery's verdicts, and its family checks")
    func googleFonts() throws {
        let metrics = try TestSupport.fixturePath("CatalogMetrics-Regular.ttf")
        let (report, unreadable) = VerticalMetricsCheck.checkFonts([metrics], profile: .googleFonts, environment: [:])
        #expect(unreadable.isEmpty)
        #expect(report.profile == .googleFonts)
        let (faces, families) = VerticalMetricsCheck.googleFontsChecks([try VerticalMetricsCheck(path: metrics, profile: .googleFonts)])
        #expect(report.faces.map { $0.checks.map(\.rule) } == faces.map { $0.checks.map(\.rule) })
        #expect(report.families.map(\.check.rule) == families.map(\.check.rule))
        #expect(!report.families.isEmpty)
    }
}
