internal import CFreeType
import CatalogSystem

/// The SFNT tables of one font face, read without FreeType's face loading: the table
/// directory of a TrueType or OpenType file or of one face of a TTC/OTC collection, and each
/// table's bytes on demand (``table(_:)``), with every offset and length checked.
///
/// The file is read once, whole, into memory of our own (CatalogSystem's `FileReader`,
/// bounded by a `FileSizeLimit`, never mapped): a font cut short or rewritten while read
/// gives a shorter or a consistent copy, never a fault; a table past the copy's end is an
/// error naming it. WOFF and WOFF2 files are compressed: ``init(path:faceIndex:)`` reads their
/// tables through FreeType, which decompresses them.
///
/// The typed tables (``head()``, ``horizontalHeader()``, ``os2()``, ``maximumProfile()``,
/// ``names()``, ``postScript()``, ``characterMap()``, ``horizontalMetrics()``,
/// ``glyphBounds()``) parse only what they are asked for; their values equal fontTools'.
public struct FontTables: @unchecked Sendable {
    /// The font file.
    public let path: String
    /// The face read (0 unless the file is a collection).
    public let faceIndex: Int
    /// How many faces the file holds.
    public let faceCount: Int
    /// The tags of the face's tables, in directory order (for a WOFF file: in FreeType's order).
    public let tags: [String]
    private let source: Source

    private enum Source {
        case memory(bytes: [UInt8], tables: [String: Range<Int>])
        case freeType(FontFace)
    }

    /// Reads the table directory of face `faceIndex` of the font at `path`, a file of at most
    /// `limit` bytes.
    /// - Throws: ``FontTableError`` when the file cannot be read, is not an SFNT font or
    ///   collection (nor WOFF/WOFF2), has no such face, or a table runs past its end.
    public init(path: String, faceIndex: Int = 0, limit: FileSizeLimit = .standard) throws(FontTableError) {
        let bytes: [UInt8]
        do {
            bytes = try FileReader(limit: limit).read(path).bytes
        } catch {
            throw FontTableError(path: path, reason: .unreadable(error.reason))
        }
        guard !bytes.isEmpty else { throw FontTableError(path: path, reason: .emptyFile) }
        let file = FontTableData(tag: "file", path: path, bytes: bytes, range: 0..<bytes.count)
        if file.contains(0, 4), let signature = try? file.uint32(at: 0),
           signature == SFNTDirectory.Signature.woff || signature == SFNTDirectory.Signature.woff2 {
            self = try Self(compressedPath: path, faceIndex: faceIndex, limit: limit)
            return
        }
        let offsets = try SFNTDirectory.faceOffsets(file, path: path)
        guard offsets.indices.contains(faceIndex) else {
            throw FontTableError(path: path, reason: .faceIndexOutOfRange(requested: faceIndex, faceCount: offsets.count))
        }
        let directory = try SFNTDirectory(file, at: offsets[faceIndex], path: path)
        self.init(path: path, faceIndex: faceIndex, faceCount: offsets.count, tags: directory.order,
                  source: .memory(bytes: bytes, tables: directory.tables))
    }

    private init(path: String, faceIndex: Int, faceCount: Int, tags: [String], source: Source) {
        self.path = path
        self.faceIndex = faceIndex
        self.faceCount = faceCount
        self.tags = tags
        self.source = source
    }

    /// The tables of a face FreeType has open (for WOFF and WOFF2, whose tables FreeType
    /// decompresses; any SFNT face works).
    public init(face: FontFace) throws(FontTableError) {
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
        self.init(path: face.path, faceIndex: face.faceIndex, faceCount: face.faceCount, tags: tags, source: .freeType(face))
    }

    private init(compressedPath path: String, faceIndex: Int, limit: FileSizeLimit) throws(FontTableError) {
        let face: FontFace
        do {
            face = try FontFace(path: path, faceIndex: faceIndex, limit: limit)
        } catch {
            throw FontTableError(path: path, reason: .unreadable(error.message))
        }
        self = try Self(face: face)
    }

    /// Whether the face has table `tag`.
    public func has(_ tag: String) -> Bool { tags.contains(tag) }

    /// The bytes of table `tag`, or nil when the face has none.
    /// - Throws: ``FontTableError`` when FreeType cannot load a compressed table.
    public func table(_ tag: String) throws(FontTableError) -> FontTableData? {
        switch source {
        case .memory(let bytes, let tables):
            return tables[tag].map { FontTableData(tag: tag, path: path, bytes: bytes, range: $0) }
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

    /// The bytes of table `tag`.
    /// - Throws: ``FontTableError/Reason/missingTable(_:)`` when the face has none.
    public func required(_ tag: String) throws(FontTableError) -> FontTableData {
        guard let data = try table(tag) else { throw FontTableError(path: path, reason: .missingTable(tag)) }
        return data
    }
}
