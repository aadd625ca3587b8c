internal import CFreeType
import CatalogSystem

/// The SFNT tables of one font face, read without FreeType's face loading: the table
/// directory of a TrueType or OpenType file or of one face of a TTC/OTC collection, and each
/// table's bytes on demand (``table(_:)``), with every offset and length checked.
///
/// Only what is asked for is read: the header and directory when the tables are opened,
/// each table when first asked for (CatalogSystem's `FileReader` opens the file, bounded by a
/// `FileSizeLimit`; the bytes are read into memory of our own, never mapped). Every table
/// record is checked against the size the file had when opened, and a read that comes back
/// short (a font cut short meanwhile) is an error, never a fault; ``checkUnchanged()`` tells
/// whether the file was rewritten while read. WOFF and WOFF2 files are compressed:
/// ``init(path:faceIndex:limit:)`` reads their tables through FreeType, which decompresses
/// them.
///
/// The typed tables (``head()``, ``horizontalHeader()``, ``os2()``, ``maximumProfile()``,
/// ``names()``, ``postScript()``, ``characterMap()``, ``horizontalMetrics()``,
/// ``glyphBounds()``, ``fontVariations()``) parse only what they are asked for; their values
/// equal fontTools'.
public struct FontTables: @unchecked Sendable {
    /// The font file.
    public let path: String
    /// The face read (0 unless the file is a collection).
    public let faceIndex: Int
    /// How many faces the file holds.
    public let faceCount: Int
    /// The tags of the face's tables, in directory order (for a WOFF file: in FreeType's order).
    public let tags: [String]
    /// The first four bytes of the face's table directory (`0x00010000`, `OTTO`, `true`); for
    /// a WOFF or WOFF2 file, the flavor FreeType reports.
    let flavor: UInt32
    /// The tables are FreeType's reconstruction of a WOFF2 file's transformed ones.
    private(set) var isRebuiltWOFF2 = false
    /// The largest file read: this one, and the file FreeType opens to draw a glyph
    /// (``glyphTop(of:)``).
    let limit: FileSizeLimit
    private let source: Source
    /// The FreeType face ``glyphTop(of:)`` draws with, opened when first needed.
    let outlines: OutlineFace

    private enum Source {
        case file(FontFile, tables: SFNTDirectory)
        case freeType(FontFace)
    }

    /// Reads the table directory of face `faceIndex` of the font at `path`, a file of at most
    /// `limit` bytes.
    /// - Throws: ``FontTableError`` when the file cannot be read, is not an SFNT font or
    ///   collection (nor WOFF/WOFF2), has no such face, or a table runs past its end.
    public init(path: String, faceIndex: Int = 0, limit: FileSizeLimit = .standard) throws(FontTableError) {
        let file = try FontFile(path: path, limit: limit)
        if try Self.isCompressed(file) {
            self = try Self(compressedPath: path, faceIndex: faceIndex, limit: limit)
            isRebuiltWOFF2 = try Self.isWOFF2(file)
            return
        }
        let offsets = try SFNTDirectory.faceOffsets(file)
        guard offsets.indices.contains(faceIndex) else {
            throw FontTableError(path: path, reason: .faceIndexOutOfRange(requested: faceIndex, faceCount: offsets.count))
        }
        try self.init(file: file, faceIndex: faceIndex, offsets: offsets, limit: limit)
    }

    /// The tables of every face of the font at `path` (one unless it is a collection), read
    /// from one open file: tables the faces of a collection share are read once.
    /// - Throws: as ``init(path:faceIndex:limit:)``.
    public static func allFaces(path: String, limit: FileSizeLimit = .standard) throws(FontTableError) -> [FontTables] {
        try allFaces(path: path, limit: limit, decompressing: true)
    }

    /// As ``allFaces(path:limit:)``; a WOFF or WOFF2 file is ``FontTableError/Reason/notSFNT(signature:)``
    /// unless `decompressing`.
    static func allFaces(path: String, limit: FileSizeLimit, decompressing: Bool) throws(FontTableError) -> [FontTables] {
        let file = try FontFile(path: path, limit: limit)
        if try isCompressed(file) {
            guard decompressing else {
                throw FontTableError(path: path, reason: .notSFNT(signature: FontTableError.signature(Array(try file.data(0..<4, tag: "file").bytes(at: 0, count: 4)))))
            }
            var faces = [try Self(compressedPath: path, faceIndex: 0, limit: limit)]
            for index in 1..<max(1, faces[0].faceCount) { faces.append(try Self(compressedPath: path, faceIndex: index, limit: limit)) }
            let woff2 = try isWOFF2(file)
            for index in faces.indices { faces[index].isRebuiltWOFF2 = woff2 }
            return faces
        }
        let offsets = try SFNTDirectory.faceOffsets(file)
        var faces = [FontTables]()
        for index in offsets.indices { faces.append(try Self(file: file, faceIndex: index, offsets: offsets, limit: limit)) }
        return faces
    }

    private init(file: FontFile, faceIndex: Int, offsets: [Int], limit: FileSizeLimit) throws(FontTableError) {
        let directory = try SFNTDirectory(file, at: offsets[faceIndex])
        self.init(path: file.path, faceIndex: faceIndex, faceCount: offsets.count, tags: directory.order,
                  flavor: directory.flavor, limit: limit, source: .file(file, tables: directory))
    }

    private static func isCompressed(_ file: FontFile) throws(FontTableError) -> Bool {
        guard file.size >= 4 else { return false }
        let signature = try file.data(0..<4, tag: "file").uint32(at: 0)
        return signature == SFNTDirectory.Signature.woff || signature == SFNTDirectory.Signature.woff2
    }

    private static func isWOFF2(_ file: FontFile) throws(FontTableError) -> Bool {
        file.size >= 4 ? try file.data(0..<4, tag: "file").uint32(at: 0) == SFNTDirectory.Signature.woff2 : false
    }

    private init(path: String, faceIndex: Int, faceCount: Int, tags: [String], flavor: UInt32, limit: FileSizeLimit, source: Source) {
        self.path = path
        self.faceIndex = faceIndex
        self.faceCount = faceCount
        self.tags = tags
        self.flavor = flavor
        self.limit = limit
        self.source = source
        outlines = OutlineFace()
    }

    /// The tables of a face FreeType has open (for WOFF and WOFF2, whose tables FreeType
    /// decompresses; any SFNT face works).
    public init(face: FontFace) throws(FontTableError) {
        try self.init(face: face, limit: .standard)
    }

    private init(face: FontFace, limit: FileSizeLimit) throws(FontTableError) {
        guard catalog_ft_is_sfnt(face.handle) != 0 else {
            throw FontTableError(path: face.path, reason: .notSFNT(signature: face.format))
        }
        var tags = [String]()
        var index: FT_UInt = 0
        while true {
            var tag: FT_ULong = 0
            var length: FT_ULong = 0
            guard FT_Sfnt_Table_Info(face.handle, index, &tag, &length) == 0 else { break }
            tags.append(FontTableData.tagString(ArraySlice((0..<4).map { UInt8(truncatingIfNeeded: tag >> (24 - 8 * $0)) })))
            index += 1
        }
        let flavor: UInt32 = face.format == "CFF" ? UInt32(SFNTDirectory.Signature.openType) : UInt32(SFNTDirectory.Signature.trueType)
        self.init(path: face.path, faceIndex: face.faceIndex, faceCount: face.faceCount, tags: tags, flavor: flavor,
                  limit: limit, source: .freeType(face))
    }

    private init(compressedPath path: String, faceIndex: Int, limit: FileSizeLimit) throws(FontTableError) {
        let face: FontFace
        do {
            face = try FontFace(path: path, faceIndex: faceIndex, limit: limit)
        } catch {
            throw FontTableError(path: path, reason: .unreadable(error.message))
        }
        self = try Self(face: face, limit: limit)
    }

    /// Where table `tag` lies in the file, or nil (also for a WOFF's tables): faces of a
    /// collection with the same range share the table.
    func range(of tag: String) -> Range<Int>? {
        if case .file(_, let directory) = source { return directory.range(of: tag) }
        return nil
    }

    /// The FreeType face the tables are read through (WOFF, WOFF2), or nil.
    var freeTypeFace: FontFace? {
        if case .freeType(let face) = source { return face }
        return nil
    }

    /// Whether the face has a table `tag` of at least one byte (FreeType takes a table of no
    /// bytes for a missing one).
    func hasContent(_ tag: String) -> Bool {
        switch source {
        case .file(_, let directory):
            return (directory.range(of: tag)?.count ?? 0) > 0
        case .freeType(let face):
            var length: FT_ULong = 0
            let value = tag.utf8.reduce(FT_ULong(0)) { $0 << 8 | FT_ULong($1) }
            return tags.contains(tag) && FT_Load_Sfnt_Table(face.handle, value, 0, nil, &length) == 0 && length > 0
        }
    }

    /// Whether the face has table `tag`.
    public func has(_ tag: String) -> Bool {
        if case .file(_, let directory) = source { return directory.range(of: tag) != nil }
        return tags.contains(tag)
    }

    /// The bytes of table `tag`, or nil when the face has none.
    /// - Throws: ``FontTableError`` when FreeType cannot load a compressed table.
    public func table(_ tag: String) throws(FontTableError) -> FontTableData? {
        switch source {
        case .file(let file, let tables):
            guard let range = tables.range(of: tag) else { return nil }
            return try file.data(range, tag: tag)
        case .freeType(let face):
            guard tags.contains(tag) else { return nil }
            let value = tag.utf8.reduce(FT_ULong(0)) { $0 << 8 | FT_ULong($1) }
            var length: FT_ULong = 0
            guard FT_Load_Sfnt_Table(face.handle, value, 0, nil, &length) == 0 else { return nil }
            var bytes = [UInt8](repeating: 0, count: Int(length))
            let error = bytes.withUnsafeMutableBufferPointer { FT_Load_Sfnt_Table(face.handle, value, 0, $0.baseAddress, &length) }
            guard error == 0 else {
                throw FontTableError(path: path, reason: .unreadable("FreeType cannot load table '\(tag)' (error \(error))"))
            }
            return FontTableData(tag: tag, path: path, bytes: bytes, range: 0..<bytes.count)
        }
    }

    /// Bytes `range` of table `tag` (cut to the table's length), or nil when the face has no
    /// such table: a part of a large table (the `post` header before its glyph names, the
    /// start of `CFF `) without reading the rest.
    func table(_ tag: String, bytes range: Range<Int>) throws(FontTableError) -> FontTableData? {
        switch source {
        case .file(let file, let tables):
            guard let whole = tables.range(of: tag) else { return nil }
            let start = whole.lowerBound + min(max(0, range.lowerBound), whole.count)
            let end = whole.lowerBound + min(max(0, range.upperBound), whole.count)
            return try file.data(start..<max(start, end), tag: tag)
        case .freeType:
            guard let data = try table(tag) else { return nil }
            let start = min(max(0, range.lowerBound), data.count), end = min(max(start, range.upperBound), data.count)
            return FontTableData(tag: tag, bytes: Array(try data.bytes(at: start, count: end - start)))
        }
    }

    /// Reads the tables `tags` (each whole, or its first `prefix` bytes) in as few reads as
    /// their places in the file allow; later ``table(_:)`` calls for them read nothing.
    func prefetch(_ tags: [(tag: String, prefix: Int?)]) throws(FontTableError) {
        guard case .file(let file, let tables) = source else { return }
        try file.prefetch(tags.compactMap { tag, prefix in
            guard let range = tables.range(of: tag) else { return nil }
            return prefix.map { range.lowerBound..<(range.lowerBound + min($0, range.count)) } ?? range
        })
    }

    /// Throws ``FontTableError/Reason/changedWhileRead(size:sizeNow:)`` unless the file still
    /// has the size, modification time and identity it had when opened: tables read from a
    /// file rewritten meanwhile may come from two versions of it.
    public func checkUnchanged() throws(FontTableError) {
        if case .file(let file, _) = source { try file.checkUnchanged() }
    }

    /// The bytes of table `tag`.
    /// - Throws: ``FontTableError/Reason/missingTable(_:)`` when the face has none.
    public func required(_ tag: String) throws(FontTableError) -> FontTableData {
        guard let data = try table(tag) else { throw FontTableError(path: path, reason: .missingTable(tag)) }
        return data
    }
}
