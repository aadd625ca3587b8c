// Fuzz target `font`: a font file (the input written to a file, since FreeType opens paths)
// through FontFace: open (with the truncation diagnosis of a failure), names, face metrics,
// variation axes and named instances, an instance at the axes' extremes, advance widths and
// the glyph outlines of a sample text (FT_Outline_Decompose into GlyphPath); the SFNT
// table reader (FontTables: every table, fvar, the CFF glyph count, every stored glyph box
// and the simple glyphs' tops, Capsize metrics, the vertical-metrics check); and
// `catalog metrics`'s reading (FaceMetrics from the tables of every face, FreeType only to
// measure a glyph, and the file as the command reads it, with FreeType as the fallback: Type 1
// among them). A thrown FreeTypeError or FontTableError is a correct answer; a face that
// loads more glyph records than its limits allow (GlyphLoadLimits for each glyph drawn, and
// GlyphExtrema.recordsPerFace for the check's exact bounds) traps.
#if canImport(Glibc)
import Glibc
#endif
@testable import TypeScale

let path = "/dev/shm/catalog-fuzz-font-\(getpid()).bin"
let sample = "Hxg Á€ﬁ\u{1F600}"

func exerciseTables() {
    guard let tables = try? FontTables(path: path) else { return }
    for index in 0..<min(tables.faceCount, 2) {
        guard let face = index == 0 ? tables : try? FontTables(path: path, faceIndex: index) else { continue }
        _ = try? face.head()
        _ = try? face.os2()
        _ = try? face.names()
        _ = try? face.postScript()
        if let bounds = try? face.glyphBounds() {
            for glyph in 0..<min(bounds.glyphCount, 4096) { _ = try? bounds.bounds(of: glyph) }
        }
        _ = try? face.fontVariations()
        if face.has("CFF ") { _ = try? CompactFontTable.glyphCount(face) }
        if let count = try? face.maximumProfile().glyphCount {
            for glyph in 0..<min(count, 64) { _ = try? SimpleGlyphTop.of(glyph: glyph, in: face) }
        }
        _ = try? CapsizeMetrics(tables: face, capHeight: .none, xHeight: .none)
        if let freeType = try? FontFace(path: path, faceIndex: index) {
            _ = try? VerticalMetricsCheck(tables: face, face: freeType)
            // The glyphs measured exactly, then `H` and `x`.
            checkWork(freeType, loads: 0, budget: GlyphExtrema.recordsPerFace + 2 * GlyphLoadLimits.standard.records)
        }
    }
    // What `catalog metrics FILE` reads: every face from its tables, then the command's
    // choice between that and FreeType.
    _ = try? FaceMetrics.facesFromTables(path: path, limit: .standard)
    _ = try? FaceMetrics.faces(inFile: path)
}

func exercise(_ face: FontFace) {
    _ = face.postScriptName
    _ = face.format
    _ = try? FaceMetrics(reading: face)
    for scalar in sample.unicodeScalars { _ = try? face.advanceWidth(for: scalar) }
    _ = try? face.outline(of: sample, letterSpacing: 10)
    // `H` and `x` for the metrics, and the sample's glyphs.
    checkWork(face, loads: 2 + sample.unicodeScalars.count, budget: 0)
}

/// Traps when `face` loaded more glyph records than `loads` glyphs within their limit and
/// `budget` more allow.
func checkWork(_ face: FontFace, loads: Int, budget: Int) {
    let allowed = loads * GlyphLoadLimits.standard.records + budget
    if face.glyphLoadWork.recordsLoaded > allowed {
        fatalError("\(face.glyphLoadWork.recordsLoaded) glyph records loaded, over the \(allowed) the limits allow")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { fatalError("cannot write \(path)") }
    _ = write(descriptor, data, size)
    close(descriptor)
    exerciseTables()
    guard let face = try? FontFace(path: path) else { return 0 }
    exercise(face)
    if face.faceCount > 1, let second = try? FontFace(path: path, faceIndex: 1) { exercise(second) }
    let axes = (try? face.variationAxes) ?? []
    if !axes.isEmpty {
        _ = try? face.namedInstances
        if let instance = try? FontFace(path: path, variation: .namedInstance(0)) { exercise(instance) }
        let extremes = Dictionary(axes.map { ($0.tag, $0.maximum) }, uniquingKeysWith: { first, _ in first })
        if let instance = try? FontFace(path: path, variation: .designCoordinates(extremes)) { exercise(instance) }
    }
    return 0
}
