import CatalogSystem
import CatalogTestSupport
import Foundation
import Testing
@testable import TypeScale

/// The Type 1 reader on the fonts `Scripts/make-type1-fonts.py` writes: its values are the
/// ones the script was written to give, and FreeType's (`FontFace`, the reference).
@Suite struct Type1FontTests {
    static let fixtures = ["CatalogType1-Regular.pfb", "CatalogType1-Scaled.pfb", "CatalogType1-Accented.pfb"]

    @Test func readsTheRegularFixtureAsWritten() throws {
        let path = try TestSupport.fixturePath("CatalogType1-Regular.pfb")
        let metrics = try FaceMetrics(type1: Type1Font(path: path, limit: .standard))
        #expect(metrics.familyName == "Catalog Type One")
        #expect(metrics.styleName == "Bold Italic")  // from "Catalog-Type One Bold Italic"
        #expect(metrics.postScriptName == "CatalogTypeOne-BoldItalic")
        #expect(metrics.format == "Type 1")
        #expect(metrics.glyphCount == 7)
        #expect(metrics.unitsPerEm == 1000)
        #expect(metrics.capHeight == HeightMeasurement(value: 712, source: .glyph))  // an off-curve point
        #expect(metrics.xHeight == HeightMeasurement(value: 510, source: .glyph))    // a flex control point
        #expect(metrics.freeTypeLineMetricsSource == .other)
        #expect(metrics.horizontalHeader == nil && metrics.typographic == nil && metrics.italicAngle == nil)
    }

    @Test func equalsFreeTypeOnTheRegularFixture() throws {
        let path = try TestSupport.fixturePath("CatalogType1-Regular.pfb")
        #expect(try FaceMetrics(type1: Type1Font(path: path, limit: .standard)) == FontFace(path: path).metrics())
        #expect(try FaceMetrics.faces(inFile: path) == [FontFace(path: path).metrics()])
    }

    @Test func everyGlyphBoxEqualsFreeTypes() throws {
        let path = try TestSupport.fixturePath("CatalogType1-Regular.pfb")
        let report = try Type1Reference.compareGlyphs(path)
        #expect(report.differences.isEmpty, "\(report.differences)")
        #expect(report.compared == 7)
        #expect(report.left.isEmpty)
    }

    @Test(arguments: [
        ("CatalogType1-Scaled.pfb", "FontMatrix other than [0.001 0 0 0.001 0 0]", 2000, 712),
        ("CatalogType1-Accented.pfb", "escape 6", 1000, 860),
    ])
    func leavesWhatItDoesNotFollowToFreeType(name: String, reason: String, unitsPerEm: Int, capHeight: Int) throws {
        let path = try TestSupport.fixturePath(name)
        #expect(throws: Type1Error(reason)) { try FaceMetrics(type1: Type1Font(path: path, limit: .standard)) }
        let faces = try FaceMetrics.faces(inFile: path)
        #expect(faces == [try FontFace(path: path).metrics()])
        #expect(faces.first?.unitsPerEm == unitsPerEm)
        #expect(faces.first?.capHeight.value == capHeight)
    }

    @Test(arguments: [
        // FreeType would decrypt the charstrings with the later lenIV.
        ("end\nend\n", "end\n/lenIV 0 def\nend\n", "a key read again after CharStrings"),
        // Without /Private FreeType takes no Subrs or CharStrings (and refuses the font).
        ("dup /Private", "dup /Privat_", "lenIV, Subrs or CharStrings before /Private"),
        // A synthetic font: FreeType reads it differently after FontDirectory.
        ("/RD{", "FontDirectory pop /RD{", "synthetic font"),
        // Text FreeType's tokenizer refuses after the CharStrings.
        ("readonly put", "readonly ) put", "text FreeType's tokenizer refuses"),
    ])
    func leavesPrivatePartsFreeTypeReadsDifferently(old: String, new: String, reason: String) throws {
        try TestSupport.withTemporaryDirectory { folder in
            let pfb = try TestSupport.fixturePath("CatalogType1-Regular.pfb")
            let unchanged = try Type1Reference.withPrivatePart(of: pfb, in: folder) { $0 }
            #expect(try FaceMetrics(type1: Type1Font(path: unchanged, limit: .standard)) == FontFace(path: unchanged).metrics())
            let changed = try Type1Reference.withPrivatePart(of: pfb, in: folder) { Type1Reference.replacing(old, with: new, in: $0) }
            #expect(throws: Type1Error(reason)) { try Type1Font(path: changed, limit: .standard) }
            let freeType = try? FontFace(path: changed).metrics()
            #expect((try? FaceMetrics.faces(inFile: changed)) == freeType.map { [$0] })
        }
    }

    @Test func readsTheBinaryFormWithoutSegments() throws {
        try TestSupport.withTemporaryDirectory { folder in
            let pfb = try TestSupport.fixturePath("CatalogType1-Regular.pfb")
            for lineEnd in ["\n", "\r", "\r\n"] {
                let t1 = try Type1Reference.unsegmented(fromPFB: pfb, hex: false, lineEnd: lineEnd, in: folder)
                let native = try FaceMetrics(type1: Type1Font(path: t1, limit: .standard))
                #expect(native == (try FontFace(path: t1).metrics()))
                #expect(native.capHeight.value == 712 && native.xHeight.value == 510)
            }
        }
    }

    @Test func readsPFA() throws {
        try TestSupport.withTemporaryDirectory { folder in
            let pfb = try TestSupport.fixturePath("CatalogType1-Regular.pfb")
            let pfa = try Type1Reference.unsegmented(fromPFB: pfb, hex: true, lineEnd: "\n", in: folder)
            let native = try FaceMetrics(type1: Type1Font(path: pfa, limit: .standard))
            #expect(native == (try FontFace(path: pfa).metrics()))
            #expect(native.capHeight.value == 712 && native.xHeight.value == 510)
        }
    }

    @Test func decodesHexadecimalAsFreeTypeDoes() {
        #expect(Type1Program.hexDecoded(Array("0aFf 1\n2\u{0}3".utf8)) == [0x0A, 0xFF, 0x12, 0x30])
        #expect(Type1Program.hexDecoded(Array("abcx12".utf8)) == [0xAB, 0xC0])
    }

    @Test func fixturesRegenerateByteForByte() throws {
        try TestSupport.withTemporaryDirectory { folder in
            let script = FixtureRegenerationTests.repository.appendingPathComponent("Scripts/make-type1-fonts.py").path
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", script, folder.path]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0)
            for name in Self.fixtures {
                let made = try Data(contentsOf: folder.appendingPathComponent(name))
                #expect(made == (try Data(contentsOf: URL(fileURLWithPath: TestSupport.fixturePath(name)))), "\(name)")
            }
        }
    }
}

/// The cipher's skip against stepping byte by byte.
@Suite struct EexecCipherTests {
    @Test func skippingGivesTheKeyDecryptingGives() {
        var random = SeededGenerator(seed: 18)
        for _ in 0..<400 {
            let count = Int.random(in: 0..<700, using: &random)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            let key = UInt16.random(in: 0...UInt16.max, using: &random)
            var stepped = EexecCipher(key: key), skipped = EexecCipher(key: key)
            bytes.withUnsafeBytes { buffer in
                for byte in buffer { _ = stepped.decrypt(byte) }
                skipped.skip(buffer)
            }
            #expect(skipped.key == stepped.key, "\(count) bytes from key \(key)")
        }
    }

    @Test func decryptsWhatTheFormatsEncryptionMakes() {
        let plain: [UInt8] = Array("dup /Private 8 dict".utf8)
        let cipher = Type1Reference.encrypted(plain)
        var decrypting = EexecCipher(key: EexecCipher.eexecKey)
        #expect(cipher.withUnsafeBytes { decrypting.decrypt($0) } == plain)
        #expect(EexecCipher.inverse(of: 52845) &* 52845 == 1)
    }
}
