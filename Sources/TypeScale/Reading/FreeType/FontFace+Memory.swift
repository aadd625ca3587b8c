internal import CFreeType
import CatalogSystem

// Fonts are opened from a copy of the file in memory (`FT_New_Memory_Face` on
// ``FileBytes``): `FT_New_Face` maps the file, and a font cut short by someone else while a
// face is open (a package upgrade, a sync tool) would then kill the process with `SIGBUS` at
// the next glyph load. A copy cannot change under us. The face keeps the bytes alive and
// FreeType never frees them.

extension FontFace {
    /// Opens face `index` from a copy of the file, reading it again once when FreeType
    /// refuses the copy (a file rewritten while it was read). The bytes last read (to keep
    /// alive with the face, or to diagnose with), and FreeType's error (0 when `face` was
    /// opened). A WOFF or WOFF2 file declaring more than `limit` once decompressed is refused
    /// before FreeType decompresses it.
    static func openFromMemory(
        path: String, index: FT_Long, limit: FileSizeLimit, library: FreeTypeLibrary, face: inout FT_Face?
    ) throws(FreeTypeError) -> (bytes: FileBytes?, error: FT_Error) {
        var error = FT_Error(FT_Err_Cannot_Open_Resource)
        var last: FileBytes?
        for _ in 0..<2 {
            guard let bytes = try? FileReader(limit: limit).readIntoMemory(path) else { break }
            if let (format, size) = bytes.withUnsafeBytes(FontContainer.declaredSize), size > limit.bytes {
                throw FreeTypeError(path: path, reason: .declaresTooLarge(format: format, size: size, limit: limit.bytes))
            }
            last = bytes
            error = FT_New_Memory_Face(
                library.handle, bytes.baseAddress.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), index, &face)
            if error == 0 { break }
        }
        return (last, error)
    }

    /// FreeType's own error for opening these bytes as a file (a memory stream reports a
    /// short file as an invalid stream operation, not by its format): they are opened from a
    /// ``PrivateCopy`` no one else can cut short (a mapped file cut short is `SIGBUS`), or,
    /// with no bytes, from `path`. Nil when they open; the face is closed at once.
    static func fileErrorCode(path: String, bytes: FileBytes?, index: FT_Long, library: FreeTypeLibrary) -> FT_Error? {
        let copy = bytes.flatMap { bytes in bytes.withUnsafeBytes { try? PrivateCopy($0) } }
        var probe: FT_Face?
        let error = FT_New_Face(library.handle, copy?.path ?? path, index, &probe)
        if let probe { FT_Done_Face(probe) }
        return withExtendedLifetime(copy) { error == 0 ? nil : error }
    }
}
