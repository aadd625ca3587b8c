import CatalogSystem
import CatalogTestSupport
import Foundation
import SymbolCatalog
import SymbolGlyphs
import Testing
import TypeScale

/// A symbol's glyph found and measured: the fixture data set `mini` with code points for two
/// of its symbols, drawn from CatalogGlyphs.ttf (square 100,0–700,600 at U+25A0, triangle
/// (100,0) (100,600) (700,0) at U+25B2, advance 800, upem 1000: Scripts/make-test-fonts.py).
@Suite("Symbol glyphs: found and measured")
struct SymbolGlyphReaderTests {
    static let font = Fixtures.font("CatalogGlyphs.ttf")

    /// `mini` with `heart` at U+25A0 and `document` at U+25B2; the others have none.
    static func dataSet(_ scratch: Scratch) throws -> DataSet {
        for name in try FileManager.default.contentsOfDirectory(atPath: Fixtures.miniDataSet) {
            try FileManager.default.copyItem(atPath: Fixtures.miniDataSet + "/" + name, toPath: scratch.file(name))
        }
        scratch.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>heart</key>
            \t<string>\u{25A0}</string>
            \t<key>document</key>
            \t<string>\u{25B2}</string>
            </dict>
            </plist>
            """, "symbol_unicodes.plist")
        return try DataSetLoader.load(path: scratch.path, name: "mini")
    }

    @Test("a symbol's glyph by its code point, in --font; the figures are the font's")
    func byCodePoint() throws {
        let scratch = Scratch("glyph-reader")
        defer { scratch.remove() }
        let dataSet = try Self.dataSet(scratch)
        let reader = SymbolGlyphReader(dataSet: dataSet, fontOverride: Self.font, environment: [:])
        let heart = try #require(dataSet.symbols["heart"])
        let style = try reader.style(of: heart, requested: nil)
        #expect(style == "")
        let glyph = try reader.glyph(of: heart, style: style)
        #expect(glyph.name == "heart")
        #expect(glyph.scalar == "\u{25A0}")
        #expect(glyph.file == Self.font)
        #expect(glyph.family == "Catalog Glyphs")
        let bounds = try #require(glyph.metrics.bounds)
        #expect([bounds.xMin, bounds.yMin, bounds.xMax, bounds.yMax] == [100, 0, 700, 600])
        #expect(glyph.metrics.advance == 800)
    }

    @Test("many symbols on every core: in order, each with its own face, a missing glyph kept with its symbol")
    func parallel() throws {
        let scratch = Scratch("glyph-reader-parallel")
        defer { scratch.remove() }
        let dataSet = try Self.dataSet(scratch)
        let reader = SymbolGlyphReader(dataSet: dataSet, fontOverride: Self.font, environment: [:])
        let names = ["document", "heart", "heart.fill", "heart"]
        let drawn = try names.map { name in
            (symbol: try #require(dataSet.symbols[name]), style: Result<String, any Error>.success(""))
        }
        let measured = reader.measure(drawn, paths: ["": .success(Self.font)], keepingOutlines: false)
        #expect(measured.count == 4)
        let widths = measured.map { result in (try? result.get())??.metrics.bounds?.width }
        #expect(widths == [600, 600, nil, 600])
        // `heart.fill` has no code point and the font no glyph of that name: left out (nil).
        guard case .success(nil) = measured[2] else {
            Issue.record("expected no glyph for heart.fill, got \(measured[2])")
            return
        }
    }

    @Test("a style the symbol lacks, a set without fonts: one line each")
    func errors() throws {
        let scratch = Scratch("glyph-reader-errors")
        defer { scratch.remove() }
        let dataSet = try Self.dataSet(scratch)
        let heart = try #require(dataSet.symbols["heart"])
        let withFont = SymbolGlyphReader(dataSet: dataSet, fontOverride: Self.font, environment: [:])
        #expect(throws: SymbolGlyphError.noSuchStyle(symbol: "heart", style: "solid", available: [])) {
            try withFont.style(of: heart, requested: "solid")
        }
        let withoutFont = SymbolGlyphReader(dataSet: dataSet, fontOverride: nil, environment: [:])
        #expect(throws: SymbolGlyphError.noStyle(symbol: "heart", dataSet: "mini")) {
            try withoutFont.style(of: heart, requested: nil)
        }
        #expect(SymbolGlyphError.noStyle(symbol: "heart", dataSet: "mini").description
            == "'heart' names no font style in mini, so its font is unknown; use --font FILE --char C")
        #expect(throws: SymbolGlyphError.noStyleFont(dataSet: "mini", style: "solid")) {
            try withoutFont.fontPath(for: "solid")
        }
    }

    @Test("a template needs a font: the set's, else the one given, named by its option when there is none")
    func templateFont() throws {
        let scratch = Scratch("glyph-reader-template")
        defer { scratch.remove() }
        let dataSet = try Self.dataSet(scratch)
        let heart = try #require(dataSet.symbols["heart"])
        try SymbolGlyphReader(dataSet: dataSet, fontOverride: Self.font, environment: [:]).checkDrawsTemplate(of: heart)
        let withoutFont = SymbolGlyphReader(dataSet: dataSet, fontOverride: nil, environment: [:], fontOption: "--symbols-font FILE|PATTERN")
        let error = SymbolGlyphError.noTemplateFonts(symbol: "heart", dataSet: "mini", apple: true, option: "--symbols-font FILE|PATTERN")
        #expect(throws: error) { try withoutFont.checkDrawsTemplate(of: heart) }
        #expect(error.description == "'heart' has no template in mini: SF Symbols' glyphs may not be redistributed, so catalog ships none; "
            + "give --symbols-font FILE|PATTERN, a font of yours that draws it")
    }
}
