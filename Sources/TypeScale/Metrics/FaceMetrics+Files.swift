import CatalogSystem

// Every face of a font file, read the cheapest way that gives the same values: from the
// SFNT tables (FaceMetrics+Tables) for TrueType, OpenType and collections; with FreeType for
// Type 1, WOFF/WOFF2 (which FreeType decompresses) and any file the table reader refuses, so
// that a damaged font gets FreeType's reading or its diagnosis.

extension FaceMetrics {
    /// The metrics of every face of the font file at `path` (one unless it is a collection),
    /// at their default instances, in face order.
    /// - Parameter limit: The largest font file read, and the largest a WOFF or WOFF2 file may
    ///   declare once decompressed.
    /// - Throws: ``FreeTypeError`` naming `path` when the file cannot be read as a font.
    public static func faces(inFile path: String, limit: FileSizeLimit = .standard) throws(FreeTypeError) -> [FaceMetrics] {
        if let file = try? FontFile(path: path, limit: limit),
           let faces = try? facesFromTables(FontTables.allFaces(file: file, limit: limit, decompressing: false), limit: limit) {
            return faces
        }
        let first = try FontFace(path: path, limit: limit)
        var faces = [try first.metrics()]
        for index in 1..<max(1, first.faceCount) {
            faces.append(try FontFace(path: path, faceIndex: index, limit: limit).metrics())
        }
        return faces
    }

    /// The metrics of the face `match` found and the number of faces in its file: from the
    /// tables at a default instance, with FreeType at a named instance (whose values FreeType
    /// varies).
    /// - Throws: ``FreeTypeError`` naming the file when it cannot be read as a font.
    public static func face(of match: FontMatch, limit: FileSizeLimit = .standard) throws(FreeTypeError) -> (FaceMetrics, faceCount: Int) {
        if match.namedInstanceIndex == nil, let all = try? FontTables.allFaces(path: match.path, limit: limit, decompressing: false),
           all.indices.contains(match.faceIndex), let metrics = try? facesFromTables([all[match.faceIndex]], limit: limit).first {
            return (metrics, all.count)
        }
        let face = try match.openFace(limit: limit)
        return (try face.metrics(), face.faceCount)
    }

    /// Every face read from its tables; FreeType opens a face only to measure a glyph.
    /// - Throws: ``FontTableError`` (or ``FreeTypeError`` from a measurement) when the file is
    ///   not one the tables read alone, is damaged, or changed while read.
    static func facesFromTables(path: String, limit: FileSizeLimit) throws -> [FaceMetrics] {
        try facesFromTables(FontTables.allFaces(path: path, limit: limit, decompressing: false), limit: limit)
    }

    /// The faces `all` (of one file) read from their tables.
    static func facesFromTables(_ all: [FontTables], limit: FileSizeLimit) throws -> [FaceMetrics] {
        let faces = try all.map { tables in
            let path = tables.path
            var face: FontFace?
            return try FaceMetrics(tables: tables) { scalar in
                let opened = try face ?? FontFace(path: path, faceIndex: tables.faceIndex, limit: limit)
                face = opened
                return try opened.measuredHeight(of: scalar)
            }
        }
        try all.first?.checkUnchanged()
        return faces
    }
}
