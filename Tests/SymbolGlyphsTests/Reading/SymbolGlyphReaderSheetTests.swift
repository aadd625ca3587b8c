import CatalogTestSupport
import SymbolCatalog
import SymbolGlyphs
import Testing

/// `glyphs`' many symbols and `collection export --format svg-sprite`'s sprite, drawn from
/// CatalogGlyphs.ttf (``SymbolGlyphReaderTests``: `heart` at U+25A0, `document` at U+25B2).
@Suite("Symbol glyphs: a search's glyphs measured, a collection's sprite")
struct SymbolGlyphReaderSheetTests {
    @Test("in the search's order; a symbol without a code point whose font has no glyph of its name is left out and counted")
    func sheet() throws {
        let scratch = Scratch("glyph-sheet")
        defer { scratch.remove() }
        let dataSet = try SymbolGlyphReaderTests.dataSet(scratch)
        let reader = SymbolGlyphReader(dataSet: dataSet, fontOverride: SymbolGlyphReaderTests.font, environment: [:])
        let symbols = try ["heart", "heart.fill", "document", "apple.logo"].map { try #require(dataSet.symbols[$0]) }
        var announced = [Int]()
        let (glyphs, leftOut) = reader.measureSheet(symbols, style: nil, keepingOutlines: false, measuring: { announced.append($0) })
        #expect(announced == [4])
        #expect(try glyphs.map { try $0.get().name } == ["heart", "document"])
        #expect(try glyphs.map { try $0.get().metrics.bounds?.width } == [600, 600])
        #expect(leftOut == 2)
    }

    @Test("a style asked for leaves out the symbols without it, uncounted; without a font, no code point is counted before measuring")
    func styles() throws {
        let scratch = Scratch("glyph-sheet-styles")
        defer { scratch.remove() }
        let dataSet = try SymbolGlyphReaderTests.dataSet(scratch)
        let symbols = try ["heart", "heart.fill"].map { try #require(dataSet.symbols[$0]) }
        let styled = SymbolGlyphReader(dataSet: dataSet, fontOverride: SymbolGlyphReaderTests.font, environment: [:])
        let none = styled.measureSheet(symbols, style: "solid", keepingOutlines: false)
        #expect(none.glyphs.isEmpty && none.leftOut == 0)
        // The set names no fonts and no --font is given: heart.fill (no code point) is counted
        // at once; heart is measured, and its missing font is kept with it.
        let fontless = SymbolGlyphReader(dataSet: dataSet, fontOverride: nil, environment: [:])
        var announced = [Int]()
        let (glyphs, leftOut) = fontless.measureSheet(symbols, style: nil, keepingOutlines: false, measuring: { announced.append($0) })
        #expect(announced == [1])
        #expect(leftOut == 1)
        #expect(glyphs.count == 1)
        #expect(throws: (any Error).self) { try glyphs[0].get() }
    }

    @Test("fontconfig is needed unless both the symbols' font and the text font are files", arguments: [
        (SymbolGlyphReaderTests.font, SymbolGlyphReaderTests.font, false),
        (nil, SymbolGlyphReaderTests.font, true),
        (SymbolGlyphReaderTests.font, "DejaVu Sans", true),
        (nil, nil, true),
    ] as [(String?, String?, Bool)])
    func fontconfig(font: String?, textFont: String?, needed: Bool) {
        #expect(GlyphSource.needsFontconfig(font: font, textFont: textFont) == needed)
    }

    @Test("a sprite of a collection: each symbol the set has, by its asset name; the others named in notes")
    func sprite() throws {
        let scratch = Scratch("glyph-sprite")
        defer { scratch.remove() }
        let dataSet = try SymbolGlyphReaderTests.dataSet(scratch)
        // The set names no fonts: --symbols-font draws it.
        let reader = SymbolGlyphReader(dataSet: dataSet, symbolsFont: SymbolGlyphReaderTests.font, environment: [:], fontInstaller: { nil })
        #expect(reader.fontOverride == SymbolGlyphReaderTests.font)
        #expect(reader.fontOption == "--symbols-font FILE|PATTERN")
        let entries = ["heart", "gone", "heart.fill", "document", "heart"].map { StoredEntry(names: [$0], dataSet: "mini") }
        let (document, notes) = try reader.sprite(of: entries, style: nil)
        #expect(notes == ["not in mini, left out: gone", "no glyph in the font, left out: heart.fill"])
        let ids = document.split(separator: "\n").compactMap { line in
            line.range(of: "<symbol id=\"").map { String(line[$0.upperBound...].prefix { $0 != "\"" }) }
        }
        #expect(ids == ["sf-heart", "sf-document", "sf-heart-2"])
        #expect(document.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\">\n") && document.hasSuffix("</svg>\n"))
    }
}
