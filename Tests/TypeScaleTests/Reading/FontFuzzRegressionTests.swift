import Foundation
import Testing
@testable import TypeScale
import CatalogTestSupport

/// The fonts of `Scripts/make-hostile-fonts.py` are the regression inputs of the fuzz target
/// `font` (`Scripts/fuzz.sh replay`); here they go through the target's calls
/// (`Fuzz/Targets/font.swift`) in `swift test`, with its checks on the work done.
@Suite("Fuzz regressions: hostile fonts through the font target's calls")
struct FontFuzzRegressionTests {
    static let sample = "Hxg Á€ﬁ\u{1F600}"

    /// The reproducers, named here so the replay below never runs zero cases.
    static let inputs = [
        "CatalogComponents.ttf", "CatalogVariable-1024Instances.ttf", "CatalogVariable-1025Instances.ttf",
        "CatalogVariable-64Axes.ttf", "CatalogVariable-65Axes.ttf", "CatalogVariable-CFF.otf", "CatalogVariable-CFF2.otf",
        "CatalogVariable-NoGvar.ttf",
    ]

    @Test("the folder holds the 8 reproducers, and nothing else")
    func names() throws {
        #expect(try FileManager.default.contentsOfDirectory(atPath: Fixtures.hostileFonts).sorted() == Self.inputs)
    }

    @Test("every input is read within the limits", arguments: inputs)
    func replay(_ name: String) throws {
        let path = Fixtures.hostileFont(name)
        let tables = try FontTables(path: path)
        _ = try? tables.fontVariations()
        _ = try? FaceMetrics.faces(inFile: path)
        let checked = try FontFace(path: path)
        _ = try VerticalMetricsCheck(tables: tables, face: checked)
        #expect(checked.glyphLoadWork.recordsLoaded <= GlyphExtrema.recordsPerFace + 2 * GlyphLoadLimits.standard.records)

        let face = try FontFace(path: path)
        Self.exercise(face)
        if let axes = try? face.variationAxes, !axes.isEmpty {
            #expect(axes.count <= VariationLimits.axes)
            #expect(try face.namedInstances.count <= VariationLimits.namedInstances + 1)  // FreeType may add the default
            Self.exercise(try FontFace(path: path, variation: .namedInstance(0)))
            let extremes = Dictionary(axes.map { ($0.tag, $0.maximum) }, uniquingKeysWith: { first, _ in first })
            Self.exercise(try FontFace(path: path, variation: .designCoordinates(extremes)))
        }
    }

    /// The target's `exercise`: metrics (`H` and `x`), advances and the sample's outline, within
    /// a glyph's limit each.
    static func exercise(_ face: FontFace) {
        _ = try? FaceMetrics(reading: face)
        for scalar in sample.unicodeScalars { _ = try? face.advanceWidth(for: scalar) }
        _ = try? face.outline(of: sample, letterSpacing: 10)
        #expect(face.glyphLoadWork.recordsLoaded <= (2 + sample.unicodeScalars.count) * GlyphLoadLimits.standard.records)
    }
}
