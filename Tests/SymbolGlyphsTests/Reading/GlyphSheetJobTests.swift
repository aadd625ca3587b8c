import CatalogSystem
import CatalogTestSupport
import SymbolCatalog
import SymbolGlyphs
import Testing
import TypeScale

/// `glyphs`' figures begun before the symbols are known, from CatalogGlyphs.ttf
/// (``SymbolGlyphReaderTests``: `heart` at U+25A0, `document` at U+25B2; square 100,0–700,600,
/// advance 800, upem 1000) with the same font as the text font (files: no fontconfig).
@Suite("Symbol glyphs: a sheet's figures")
struct GlyphSheetJobTests {
    @Test("the figures of the symbols drawn, in order, at the point size asked; the others counted")
    func figures() throws {
        let scratch = Scratch("glyph-sheet-job")
        defer { scratch.remove() }
        let dataSet = try SymbolGlyphReaderTests.dataSet(scratch)
        let sizes = try GlyphSizes(textStyle: nil, category: .large, scale: .medium, pointSize: 20)
        let job = GlyphSheetJob(sizes: sizes, font: SymbolGlyphReaderTests.font, textFont: SymbolGlyphReaderTests.font,
                                environment: [:], limit: FileSizeLimit.of([:]))
        let symbols = try ["document", "heart.fill", "heart"].map { try #require(dataSet.symbols[$0]) }
        var announced = [Int]()
        let (figures, leftOut) = try job.figures(of: symbols, in: dataSet, style: nil, keepingOutlines: false,
                                                 fontInstaller: { nil }, measuring: { announced.append($0) })
        #expect(announced == [3])
        #expect(leftOut == 1)
        #expect(figures.map(\.glyph.name) == ["document", "heart"])
        #expect(figures.map(\.pointSize) == [20, 20])
        #expect(figures.map(\.textFontName) == ["Catalog Glyphs Regular", "Catalog Glyphs Regular"])
        #expect(figures.map { $0.glyph.metrics.bounds?.width } == [600, 600])
    }

    @Test("a text font that cannot be read is the error of the figures")
    func textFontError() throws {
        let scratch = Scratch("glyph-sheet-job-text")
        defer { scratch.remove() }
        let dataSet = try SymbolGlyphReaderTests.dataSet(scratch)
        let sizes = try GlyphSizes(textStyle: nil, category: .large, scale: .medium, pointSize: nil)
        let job = GlyphSheetJob(sizes: sizes, font: SymbolGlyphReaderTests.font, textFont: scratch.file("missing.ttf"),
                                environment: [:], limit: FileSizeLimit.of([:]))
        let heart = try #require(dataSet.symbols["heart"])
        #expect(throws: (any Error).self) {
            try job.figures(of: [heart], in: dataSet, style: nil, keepingOutlines: false, fontInstaller: { nil })
        }
    }
}
