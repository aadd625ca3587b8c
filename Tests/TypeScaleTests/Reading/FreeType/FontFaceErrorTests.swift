import Foundation
import Testing
import TypeScale

@Suite("FontFace: errors name the file and say what is wrong")
struct FontFaceErrorTests {
    /// Opens `path` and returns the error it must throw.
    func openingError(_ path: String, faceIndex: Int = 0) throws -> FreeTypeError {
        let error = #expect(throws: FreeTypeError.self) {
            _ = try FontFace(path: path, faceIndex: faceIndex)
        }
        return try #require(error)
    }

    @Test("a missing file")
    func missingFile() throws {
        try TestSupport.withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("missing.ttf").path
            let error = try openingError(path)
            #expect(error.reason == .freeType(code: 0x01))
            #expect(error.path == path)
            #expect(error.description == "\(path): cannot open the file (it does not exist or is not readable)")
        }
    }

    @Test("a text file")
    func textFile() throws {
        try TestSupport.withTemporaryDirectory { directory in
            let path = try TestSupport.write("This is not a font.\n", to: "notes.txt", in: directory)
            let error = try openingError(path)
            #expect(error.reason == .freeType(code: 0x02))
            #expect(error.description == "\(path): not a font file FreeType can read (unknown file format)")
        }
    }

    @Test("an empty file")
    func emptyFile() throws {
        try TestSupport.withTemporaryDirectory { directory in
            let path = try TestSupport.write("", to: "empty.ttf", in: directory)
            let error = try openingError(path)
            #expect(error.reason == .emptyFile)
            #expect(error.freeTypeCode == nil)
            #expect(error.description == "\(path): the file is empty (0 bytes), not a font")
        }
    }

    @Test("a directory")
    func directory() throws {
        try TestSupport.withTemporaryDirectory { directory in
            let error = try openingError(directory.path)
            #expect(error.reason == .isDirectory)
            #expect(error.description == "\(directory.path): is a directory, not a font file")
        }
    }

    @Test(
        "a face index out of range",
        arguments: [
            ("CatalogTest-1000.ttf", 1, "face index 1 is out of range (the file has 1 face)"),
            ("CatalogTest-1000.ttf", -1, "face index -1 is out of range (the file has 1 face)"),
            // 0x10000 would select named instance 1 of face 0 in FreeType; we reject it.
            ("CatalogTest-1000.ttf", 0x10000, "face index 65536 is out of range (the file has 1 face)"),
            ("CatalogTest.ttc", 2, "face index 2 is out of range (the file has 2 faces)"),
        ]
    )
    func faceIndexOutOfRange(file: String, faceIndex: Int, message: String) throws {
        let path = try TestSupport.fixturePath(file)
        let error = try openingError(path, faceIndex: faceIndex)
        #expect(error.description == "\(path): \(message)")
        if case .faceIndexOutOfRange(let requested, _) = error.reason {
            #expect(requested == faceIndex)
        } else {
            Issue.record("unexpected reason \(error.reason)")
        }
    }

    @Test("a face index on a missing file reports the missing file")
    func faceIndexOnMissingFile() throws {
        try TestSupport.withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("missing.ttc").path
            for faceIndex in [-1, 3] {
                let error = try openingError(path, faceIndex: faceIndex)
                #expect(error.description == "\(path): cannot open the file (it does not exist or is not readable)")
            }
        }
    }

    /// A one-glyph BDF bitmap font: FreeType opens it but reports units per em 0.
    static let bitmapFont = """
        STARTFONT 2.1
        FONT -Catalog-Test Bitmap-Medium-R-Normal--8-80-75-75-C-80-ISO10646-1
        SIZE 8 75 75
        FONTBOUNDINGBOX 8 8 0 0
        STARTPROPERTIES 2
        FONT_ASCENT 8
        FONT_DESCENT 0
        ENDPROPERTIES
        CHARS 1
        STARTCHAR A
        ENCODING 65
        SWIDTH 1000 0
        DWIDTH 8 0
        BBX 8 8 0 0
        BITMAP
        FF
        81
        81
        81
        FF
        81
        81
        81
        ENDCHAR
        ENDFONT

        """

    @Test("a bitmap-only font is rejected")
    func bitmapOnlyFont() throws {
        try TestSupport.withTemporaryDirectory { directory in
            let path = try TestSupport.write(Self.bitmapFont, to: "bitmap.bdf", in: directory)
            let error = try openingError(path)
            #expect(error.reason == .notScalable)
            #expect(error.description
                == "\(path): bitmap-only font without outlines (units per em is 0); a scalable font is needed")
        }
    }
}

@Suite("FreeTypeError: our own messages for FreeType codes")
struct FreeTypeErrorTests {
    @Test(
        "known and unknown codes",
        arguments: [
            (0x01, "cannot open the file (it does not exist or is not readable)"),
            (0x02, "not a font file FreeType can read (unknown file format)"),
            (0x03, "damaged font file (invalid file format)"),
            (0x06, "invalid argument"),
            (0x10, "invalid glyph index"),
            (0x23, "invalid face handle"),
            (0x40, "out of memory"),
            (0x0F, "FreeType error 0x0F"),
            (0xFE, "FreeType error 0xFE"),
        ]
    )
    func messages(code: Int, message: String) {
        let error = FreeTypeError(path: "/fonts/x.ttf", reason: .freeType(code: code))
        #expect(error.message == message)
        #expect(error.freeTypeCode == code)
        #expect(error.description == "/fonts/x.ttf: \(message)")
    }

    @Test("an error without a file")
    func withoutPath() {
        let error = FreeTypeError(path: nil, reason: .freeType(code: 0x40))
        #expect(error.description == "FreeType: out of memory")
    }
}
