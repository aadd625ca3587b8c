import CatalogSystem

// Every face of a font file, read by the cheapest reader that gives the same values: the SFNT
// tables (FontTables) for TrueType, OpenType and collections at their default instances;
// FreeType (FontFace) for Type 1, WOFF/WOFF2 (which FreeType decompresses), named instances
// and any file the table reader refuses, so that a damaged font gets FreeType's reading or
// its diagnosis.

extension FaceMetrics {
    /// The metrics of every face of the font file at `path` (one unless it is a collection),
    /// at their default instances, in face order.
    /// - Parameter limit: The largest font file read, and the largest a WOFF or WOFF2 file may
    ///   declare once decompressed.
    /// - Throws: ``FreeTypeError`` naming `path` when the file cannot be read as a font.
    public static func faces(inFile path: String, limit: FileSizeLimit = .standard) throws(FreeTypeError) -> [FaceMetrics] {
        if let faces = try? facesFromTables(path: path, limit: limit) { return faces }
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
           all.indices.contains(match.faceIndex), let metrics = try? fromTables([all[match.faceIndex]]).first {
            return (metrics, all.count)
        }
        let face = try match.openFace(limit: limit)
        return (try face.metrics(), face.faceCount)
    }

    /// Every face of the file at `path` read from its tables.
    /// - Throws: ``FontTableError`` when the file is not one the tables read as FreeType does
    ///   (WOFF and WOFF2 included), is damaged, or changed while read.
    static func facesFromTables(path: String, limit: FileSizeLimit) throws(FontTableError) -> [FaceMetrics] {
        try fromTables(FontTables.allFaces(path: path, limit: limit, decompressing: false))
    }

    /// The faces `all` (of one file) read from their tables, each read in as few reads as the
    /// file allows.
    private static func fromTables(_ all: [FontTables]) throws(FontTableError) -> [FaceMetrics] {
        var faces = [FaceMetrics]()
        for tables in all {
            try tables.prefetch(FontTables.faceMetricsTables)
            try tables.checkReadsAsFreeType()
            faces.append(try FaceMetrics(reading: tables))
        }
        try all.first?.checkUnchanged()
        return faces
    }
}
