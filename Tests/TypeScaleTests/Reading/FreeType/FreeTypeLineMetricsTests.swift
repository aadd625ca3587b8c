import Foundation
import Testing
@testable import TypeScale

/// `FaceMetrics.freeTypeLineMetrics` is computed from the tables by FreeType 2.12's rule; these
/// tests compare it with what FreeType itself puts in `face->ascender`, `descender` and
/// `height` for freshly opened faces (where FreeType's own values are right).
@Suite("FreeType's line metrics: our rule agrees with FreeType")
struct FreeTypeLineMetricsTests {
    static let files = [
        "CatalogMetrics-Regular.ttf", "CatalogMetricsLegacy-BoldItalic.otf", "CatalogMetrics-NoOS2.ttf",
        "CatalogVariable.ttf", "CatalogTest-1000.ttf", "CatalogTest-1000.woff",
    ]

    static func freeTypeValues(_ face: FontFace) -> LineMetrics {
        let root = face.handle.pointee
        return LineMetrics(ascender: Int(root.ascender), descender: Int(root.descender),
                           lineGap: Int(root.height) - Int(root.ascender) + Int(root.descender))
    }

    @Test("fixtures", arguments: files)
    func fixture(_ file: String) throws {
        let face = try FontFace(path: try TestSupport.fixturePath(file))
        #expect(try face.metrics().freeTypeLineMetrics == Self.freeTypeValues(face))
    }

    @Test("variable-font instances", arguments: [
        FaceVariation.namedInstance(0), .namedInstance(2), .namedInstance(5),
        .designCoordinates(["wght": 700]), .designCoordinates(["wght": 250, "wdth": 110]),
    ])
    func instance(_ variation: FaceVariation) throws {
        let face = try FontFace(path: try TestSupport.fixturePath("CatalogVariable.ttf"), variation: variation)
        #expect(try face.metrics().freeTypeLineMetrics == Self.freeTypeValues(face))
    }

    @Test("DejaVu Sans", .enabled(if: FileManager.default.fileExists(atPath: FaceMetricsTests.dejaVuSans)))
    func dejaVu() throws {
        let face = try FontFace(path: FaceMetricsTests.dejaVuSans)
        #expect(try face.metrics().freeTypeLineMetrics == Self.freeTypeValues(face))
    }
}
