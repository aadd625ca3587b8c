import CatalogSystem
import SymbolCatalog
import TypeScale

extension SymbolGlyphReader {
    /// Each drawn symbol's glyph from the file of its style in `paths`, on every core, each
    /// run of symbols with faces of its own; in order, a failure kept with its symbol; nil for
    /// a symbol without a code point whose font has no glyph of its name (left out, as one
    /// without a font). The outlines are kept only for drawing them (SVG): they are most of
    /// the memory.
    package func measure(_ drawn: [(symbol: Symbol, style: Result<String, any Error>)], paths: [String: Result<String, any Error>],
                         keepingOutlines: Bool) -> [Result<MeasuredGlyph?, any Error>] {
        nonisolated(unsafe) let shared = (reader: self, drawn: drawn, paths: paths)
        return ParallelMap.mapRuns(count: drawn.count) { run in
            var faces = [String: FontFace]()
            return run.map { index in
                Result { () throws -> MeasuredGlyph? in
                    let (symbol, style) = shared.drawn[index]
                    let name = try style.get()
                    let path = try shared.paths[name]!.get()
                    let face = try faces[name] ?? FontFace(path: path, limit: shared.reader.fileLimit)
                    faces[name] = face
                    if symbol.unicode == nil, face.glyphIndex(named: symbol.name) == nil { return nil }
                    return try shared.reader.measure(symbol, style: name, in: face, file: path, keepingOutline: keepingOutlines)
                }
            }
        }
    }
}
