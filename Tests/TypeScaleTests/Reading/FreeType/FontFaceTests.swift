import Foundation
import Testing
import TypeScale

/// One fixture face and what fontTools reads from it.
struct FixtureFace: Sendable, CustomTestStringConvertible {
    let file: String
    let faceIndex: Int
    let unitsPerEm: Int
    let familyName: String
    let styleName: String
    let faceCount: Int

    var testDescription: String { "\(file)#\(faceIndex)" }
}

@Suite("FontFace: opening fonts and reading units per em")
struct FontFaceTests {
    // Expected values come from fontTools 4.68.0, not from FreeType:
    //   python3 -c "from fontTools.ttLib import TTFont; print(TTFont(p)['head'].unitsPerEm)"
    //   (family/style: TTFont(p)['name'].getBestFamilyName() / getBestSubFamilyName();
    //    collections: len(TTCollection(p).fonts) and TTCollection(p).fonts[i]['head'].unitsPerEm)
    // giving CatalogTest-1000.ttf 1000 'Catalog Test' 'Regular', CatalogTest-2048.ttf 2048
    // 'Catalog Test 2048' 'Regular', CatalogTest.ttc 2 faces (1000, 2048), CatalogTest-1000.woff 1000.
    static let fixtureFaces: [FixtureFace] = [
        FixtureFace(file: "CatalogTest-1000.ttf", faceIndex: 0, unitsPerEm: 1000,
                    familyName: "Catalog Test", styleName: "Regular", faceCount: 1),
        FixtureFace(file: "CatalogTest-2048.ttf", faceIndex: 0, unitsPerEm: 2048,
                    familyName: "Catalog Test 2048", styleName: "Regular", faceCount: 1),
        FixtureFace(file: "CatalogTest.ttc", faceIndex: 0, unitsPerEm: 1000,
                    familyName: "Catalog Test", styleName: "Regular", faceCount: 2),
        FixtureFace(file: "CatalogTest.ttc", faceIndex: 1, unitsPerEm: 2048,
                    familyName: "Catalog Test 2048", styleName: "Regular", faceCount: 2),
        FixtureFace(file: "CatalogTest-1000.woff", faceIndex: 0, unitsPerEm: 1000,
                    familyName: "Catalog Test", styleName: "Regular", faceCount: 1),
    ]

    @Test("fixture faces match fontTools", arguments: fixtureFaces)
    func fixtureFace(_ expected: FixtureFace) throws {
        let path = try TestSupport.fixturePath(expected.file)
        let face = try FontFace(path: path, faceIndex: expected.faceIndex)
        #expect(face.unitsPerEm == expected.unitsPerEm)
        #expect(face.familyName == expected.familyName)
        #expect(face.styleName == expected.styleName)
        #expect(face.faceCount == expected.faceCount)
        #expect(face.path == path)
        #expect(face.faceIndex == expected.faceIndex)
    }

    @Test("face index defaults to 0")
    func defaultFaceIndex() throws {
        let face = try FontFace(path: try TestSupport.fixturePath("CatalogTest.ttc"))
        #expect(face.faceIndex == 0)
        #expect(face.unitsPerEm == 1000)
    }

    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    // Reference: fontTools gives unitsPerEm 2048, family 'DejaVu Sans', style 'Book' for this
    // file (fonts-dejavu-core 2.37); ftdump prints "EM size: 2048" (fonts-and-freetype.md §3).
    @Test(
        "DejaVu Sans from the system",
        .enabled(
            if: FileManager.default.fileExists(atPath: dejaVuSans),
            "\(dejaVuSans) is not installed (apt-get install fonts-dejavu-core)"
        )
    )
    func dejaVuSansFace() throws {
        let face = try FontFace(path: Self.dejaVuSans)
        #expect(face.unitsPerEm == 2048)
        #expect(face.familyName == "DejaVu Sans")
        #expect(face.styleName == "Book")
        #expect(face.faceCount == 1)
    }

    @Test("opening and releasing many faces keeps working")
    func repeatedOpening() throws {
        let path = try TestSupport.fixturePath("CatalogTest-2048.ttf")
        for _ in 0..<200 {
            let face = try FontFace(path: path)
            #expect(face.unitsPerEm == 2048)
        }
    }
}
