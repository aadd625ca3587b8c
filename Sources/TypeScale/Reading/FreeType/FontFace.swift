internal import CFreeType
import CatalogSystem

/// A font file opened with FreeType.
///
/// Owns one `FT_Face` (`FT_New_Memory_Face` on a copy of the file) and frees it (`FT_Done_Face`) in `deinit`. The face keeps
/// a strong reference to its `FreeTypeLibrary` so the library outlives it.
///
/// Only scalable faces open: a bitmap-only face (BDF, PCF, Windows FNT) has no design grid
/// (FreeType reports units per em 0), so the initializer throws
/// ``FreeTypeError/Reason/notScalable`` for it instead of handing out a zero that would divide
/// every later metric. The test is on units per em itself, not on FreeType's scalable flag: a
/// face for which FreeType reports a design grid is accepted.
///
/// The name and size properties are read once at opening and never change.
///
/// Not `Sendable`: FreeType forbids using one `FT_Face` from two threads at once (loading a glyph
/// writes into the face), so a face must stay within one task. Open one face per task instead.
public final class FontFace {
    /// The library this face was opened with; held so it is released after the face.
    let library: FreeTypeLibrary
    /// The `FT_Face` handle; valid for the lifetime of this object.
    let handle: FT_Face
    /// The file's bytes the face reads (a copy in memory of our own).
    let fileBytes: FileBytes?

    /// The path the face was opened from.
    public let path: String
    /// The index of this face within its file (0 unless the file is a collection).
    public let faceIndex: Int
    /// Units per em of the design grid (font units): the size of the em square in which the
    /// glyphs are drawn, from the `head` table for TrueType/OpenType (typically 1000 or 2048).
    /// Always greater than 0.
    public let unitsPerEm: Int
    /// The family name (e.g. `"DejaVu Sans"`), or `nil` when the font has none.
    public let familyName: String?
    /// The style name (e.g. `"Book"`, `"Bold Italic"`; a named instance's name when one was
    /// opened), or `nil` when the font has none.
    public let styleName: String?
    /// The number of faces in the file: 1 for a single font, more for a collection (TTC/OTC).
    public let faceCount: Int
    /// Glyph name → index, made at the first look-up by name (``glyphIndex(named:)``).
    var glyphsByName: [String: Int]?
    /// How much work one glyph may take (``GlyphLoadLimits``); a glyph past it is refused.
    public var glyphLoadLimits = GlyphLoadLimits.standard
    /// What this face's glyph loads have cost so far.
    public internal(set) var glyphLoadWork = GlyphLoadWork()
    /// What loading each TrueType glyph counted so far costs, by glyph index.
    var glyphLoadCosts: [Int: GlyphLoadCost] = [:]
    /// True for a face whose glyphs FreeType draws from `glyf` (composites nest only there).
    lazy var hasCompositeGlyphs: Bool = format == "TrueType"

    /// Opens face `faceIndex` of the font at `path` (TTF, OTF, TTC/OTC, WOFF/WOFF2 and the other
    /// formats FreeType supports), with a FreeType library of its own.
    ///
    /// - Parameters:
    ///   - path: A file-system path to the font file.
    ///   - faceIndex: Which face of a collection to open, from 0 to `faceCount - 1`.
    ///   - limit: The largest font file read, and the largest a WOFF or WOFF2 file may declare
    ///     once decompressed.
    /// - Throws: ``FreeTypeError`` naming `path` when the file cannot be opened, is not a font,
    ///   has no face `faceIndex`, is over `limit`, or is a bitmap-only font.
    public convenience init(path: String, faceIndex: Int = 0, limit: FileSizeLimit = .standard) throws(FreeTypeError) {
        try self.init(path: path, faceIndex: faceIndex, limit: limit, library: FreeTypeLibrary())
    }

    /// Opens face `faceIndex` of the font at `path` with an existing `library` (which this face
    /// then keeps alive). `namedInstance` is FreeType's 1-based named-instance number of a
    /// variable face (0: the default instance); callers check it against the face first.
    init(path: String, faceIndex: Int, namedInstance: Int = 0, limit: FileSizeLimit, library: FreeTypeLibrary) throws(FreeTypeError) {
        if let problem = Self.fileProblem(path: path, limit: limit) { throw FreeTypeError(path: path, reason: problem) }
        // FreeType gives special meanings to negative indices (format probe) and to bits 16 and
        // up (named instance of a variable font): keep callers to plain face indices.
        guard (0...Self.maximumFaceIndex).contains(faceIndex) else {
            let faceCount = try Self.countFaces(path: path, limit: limit, library: library)
            throw FreeTypeError(path: path, reason: .faceIndexOutOfRange(requested: faceIndex, faceCount: faceCount))
        }

        var opened: FT_Face?
        let index = FT_Long(namedInstance << 16 | faceIndex)
        let (bytes, error) = try Self.openFromMemory(path: path, index: index, limit: limit, library: library, face: &opened)
        if error != 0 {
            throw Self.diagnose(Self.fileErrorCode(path: path, bytes: bytes, index: index, library: library) ?? error,
                                path: path, faceIndex: faceIndex, library: library)
        }
        guard let face = opened else {
            throw FreeTypeError(path: path, reason: .freeType(code: Int(FT_Err_Invalid_Face_Handle)))
        }

        let unitsPerEm = Int(face.pointee.units_per_EM)
        guard unitsPerEm > 0 else {
            FT_Done_Face(face)  // deinit does not run for an object whose init failed
            throw FreeTypeError(path: path, reason: .notScalable)
        }
        if let truncation = Self.truncation(path: path, faceIndex: faceIndex) {
            FT_Done_Face(face)  // FreeType opened it without the tables past the end
            throw FreeTypeError(path: path, reason: truncation)
        }

        self.library = library
        self.fileBytes = bytes  // the face reads these
        self.handle = face
        self.path = path
        self.faceIndex = faceIndex
        self.unitsPerEm = unitsPerEm
        self.familyName = face.pointee.family_name.map { String(cString: $0) }
        self.styleName = face.pointee.style_name.map { String(cString: $0) }
        self.faceCount = Int(face.pointee.num_faces)
    }

    deinit {
        FT_Done_Face(handle)
    }

    /// The largest face index FreeType reads as a plain index (the low 16 bits).
    static let maximumFaceIndex = 0xFFFF
}

@available(*, unavailable, message: "FT_Face is not thread-safe; open one FontFace per task")
extension FontFace: Sendable {}
