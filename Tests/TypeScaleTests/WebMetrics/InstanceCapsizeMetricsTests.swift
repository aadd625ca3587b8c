import CatalogTestSupport
import Foundation
import Testing
@testable import TypeScale

/// Capsize metrics at a named instance (`fallback`, `trim` and `metrics --format capsize` read
/// the default instance only: xWidthAvg and size-adjust came out for the wrong weight): the
/// values of the static font `fontTools.varLib.instancer` makes for the instance, read by the
/// reference script as it reads any file.
@Suite("Capsize metrics at a named instance, as of the instancer's static font")
struct InstanceCapsizeMetricsTests {
    @Test("every named instance of the variable fixture", .enabled(if: WebMetricsReference.fontToolsAvailable, WebMetricsReference.fontToolsSkip),
          arguments: 0..<6)
    func namedInstance(index: Int) async throws {
        let path = try TestSupport.fixturePath("CatalogVariable.ttf")
        let face = try FontFace(path: path, variation: .namedInstance(index))
        let ours = try face.capsizeMetrics()
        let location = try face.metrics().designCoordinates.map { "'\($0.tag)': \($0.value)" }.joined(separator: ", ")
        try await TestSupport.withTemporaryDirectory { folder in
            let instance = folder.appendingPathComponent("instance.ttf").path
            let made = try await FixtureRegenerationTests.run([
                "python3", "-c", "import sys; from fontTools.ttLib import TTFont; from fontTools.varLib import instancer; "
                    + "instancer.instantiateVariableFont(TTFont(sys.argv[1]), {\(location)}).save(sys.argv[2])",
                path, instance,
            ])
            try #require(made.status == 0, "\(made.output)")
            let reference = try #require(try await WebMetricsReference.faces(instance, bounds: false).first)
            let hhea = try #require(reference["hhea"] as? [String: Any]), os2 = try #require(reference["os2"] as? [String: Any])
            #expect(ours.xWidthAvg == reference["xWidthAvg"] as? Int, "\(location)")
            #expect(ours.subsets[.thai] == ((reference["subsets"] as? [String: Any])?["thai"] as? [String: Any])?["xWidthAvg"] as? Int, "\(location) thai xWidthAvg")
            #expect([ours.ascent, ours.descent, ours.lineGap] == [hhea["ascender"] as? Int, hhea["descender"] as? Int, hhea["lineGap"] as? Int])
            #expect(ours.capHeight == os2["capHeight"] as? Int && ours.xHeight == os2["xHeight"] as? Int, "\(location)")
            #expect(ours.unitsPerEm == 1000)
            #expect(ours.weightClass == os2["weightClass"] as? Int, "\(location) weight class")
        }
        let style = try #require(try face.namedInstances[index].name)
        #expect(ours.fullName == "Catalog Variable " + style)
    }
}
