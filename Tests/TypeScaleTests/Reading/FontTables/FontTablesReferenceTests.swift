import Foundation
import Testing
import TypeScale

/// Every field the table reader reads, against fontTools on the same file: fixture fonts
/// (TrueType, CFF, collection, WOFF, variable, no OS/2), Capsize's Noto Sans, and Debian fonts.
@Suite("FontTables: the table reader reads what fontTools reads")
struct FontTablesReferenceTests {
    static var fixtures: [String] { WebMetricsReference.fixtureNames }

    @Test("fixture fonts", .enabled(if: WebMetricsReference.fontToolsAvailable, WebMetricsReference.fontToolsSkip),
          arguments: fixtures)
    func fixture(name: String) async throws {
        try await compare(try TestSupport.fixturePath(name))
    }

    @Test("Noto Sans Regular (Capsize's test font)",
          .enabled(if: WebMetricsReference.fontToolsAvailable, WebMetricsReference.fontToolsSkip),
          .enabled(if: WebMetricsReference.hasNotoSans, WebMetricsReference.notoSkip))
    func noto() async throws {
        try await compare(WebMetricsReference.notoSans)
    }

    @Test("Debian fonts (.ci/run installs them)",
          .enabled(if: WebMetricsReference.fontToolsAvailable, WebMetricsReference.fontToolsSkip),
          .enabled(if: WebMetricsReference.missingDebianFonts.isEmpty,
                   "Debian fonts missing: install fonts-dejavu-core fonts-liberation2 fonts-noto-core (.ci/run does)"),
          arguments: WebMetricsReference.debianFonts)
    func debian(path: String) async throws {
        try await compare(path)
    }

    func compare(_ path: String) async throws {
        let expected = try await WebMetricsReference.faces(path)
        for reference in expected {
            let index = try #require(reference["faceIndex"] as? Int)
            let tables = try FontTables(path: path, faceIndex: index)
            #expect(tables.faceCount == expected.count)
            let where_ = "\(path)#\(index)"
            try checkTables(tables, reference, where_)
            try checkCharacters(tables, reference, where_)
            if let bounds = reference["bounds"] as? [Any] {
                let table = try #require(try tables.glyphBounds(), "\(where_): no glyf")
                #expect(table.glyphCount == bounds.count)
                var differing = 0
                for (glyph, box) in bounds.enumerated() {
                    let ours = try table.bounds(of: glyph).map { [$0.xMin, $0.yMin, $0.xMax, $0.yMax].map { Int($0) } }
                    if ours != box as? [Int] { differing += 1 }
                }
                #expect(differing == 0, "\(where_): \(differing) glyphs' stored boxes differ from fontTools'")
            } else {
                #expect(try tables.glyphBounds() == nil, "\(where_): fontTools found no glyf")
            }
        }
    }

    func checkTables(_ tables: FontTables, _ reference: [String: Any], _ at: String) throws {
        let head = try tables.head(), h = try #require(reference["head"] as? [String: Any])
        #expect([head.unitsPerEm, head.xMin, head.yMin, head.xMax, head.yMax, head.indexToLocFormat, head.macStyle]
                == ["unitsPerEm", "xMin", "yMin", "xMax", "yMax", "indexToLocFormat", "macStyle"].map { h[$0] as? Int }, "\(at) head")
        #expect(head.fontRevision == h["fontRevision"] as? Double, "\(at) head.fontRevision")
        if let e = reference["hhea"] as? [String: Any] {
            let hhea = try #require(try tables.horizontalHeader())
            #expect([hhea.ascender, hhea.descender, hhea.lineGap, hhea.advanceWidthMax, hhea.numberOfHMetrics]
                    == ["ascender", "descender", "lineGap", "advanceWidthMax", "numberOfHMetrics"].map { e[$0] as? Int }, "\(at) hhea")
        } else {
            #expect(try tables.horizontalHeader() == nil)
        }
        if let e = reference["os2"] as? [String: Any] {
            let os2 = try #require(try tables.os2())
            #expect([os2.version, os2.averageCharacterWidth, os2.weightClass, os2.widthClass, os2.fsType, os2.fsSelection]
                    == ["version", "xAvgCharWidth", "weightClass", "widthClass", "fsType", "fsSelection"].map { e[$0] as? Int }, "\(at) OS/2")
            #expect(os2.panose == e["panose"] as? [Int], "\(at) panose")
            let typo = os2.typographic.map { [$0.ascender, $0.descender, $0.lineGap] }
            #expect(typo == e["typo"] as? [Int], "\(at) typo")
            #expect(os2.windows.map { [$0.ascent, $0.descent] } == e["win"] as? [Int], "\(at) win")
            #expect(os2.xHeight == e["xHeight"] as? Int && os2.capHeight == e["capHeight"] as? Int, "\(at) heights")
        } else {
            #expect(try tables.os2() == nil, "\(at): fontTools found no OS/2")
        }
        #expect(try tables.maximumProfile().glyphCount == (reference["maxp"] as? [String: Any])?["numGlyphs"] as? Int)
        if let e = reference["post"] as? [String: Any] {
            let post = try #require(try tables.postScript())
            #expect(post.italicAngle == e["italicAngle"] as? Double, "\(at) italicAngle")
            #expect([post.underlinePosition, post.underlineThickness] == [e["underlinePosition"] as? Int, e["underlineThickness"] as? Int])
            #expect(post.isFixedPitch == e["isFixedPitch"] as? Bool)
        }
        let names = try tables.names(), e = reference["names"] as? [String: Any]
        for id in [1, 4, 6, 16] {
            #expect(names?.name(id) == e?[String(id)] as? String, "\(at) name \(id)")
        }
        let cmap = try tables.characterMap(), c = reference["cmap"] as? [String: Any]
        #expect(cmap.map { [$0.platformID, $0.encodingID, $0.format] } == c.map { [$0["platformID"] as? Int, $0["encodingID"] as? Int, $0["format"] as? Int].compactMap { $0 } },
                "\(at) best cmap")
    }

    func checkCharacters(_ tables: FontTables, _ reference: [String: Any], _ at: String) throws {
        let glyphs = try #require(reference["glyphs"] as? [String: Any])
        let advances = try #require(reference["advances"] as? [String: Int])
        let cmap = try tables.characterMap()
        let hmtx = try tables.horizontalMetrics()
        for (code, expected) in glyphs {
            let value = try #require(UInt32(code, radix: 16))
            let scalar = try #require(Unicode.Scalar(value))
            let glyph = try cmap?.glyph(for: scalar)
            #expect(glyph == expected as? Int, "\(at) U+\(code)")
            if let glyph { #expect(try hmtx.advance(of: glyph) == advances[code], "\(at) advance of U+\(code)") }
        }
        let capsize = try CapsizeMetrics(tables: tables, capHeight: .none, xHeight: .none)
        #expect(capsize.xWidthAvg == reference["xWidthAvg"] as? Int, "\(at) xWidthAvg")
        #expect(capsize.subsets[.thai] == ((reference["subsets"] as? [String: Any])?["thai"] as? [String: Any])?["xWidthAvg"] as? Int, "\(at) thai xWidthAvg")
        #expect(capsize.category?.rawValue == reference["category"] as? String, "\(at) category")
    }
}
