internal import CFreeType
import CatalogSystem

// Clearer errors than FreeType's codes for the common ways opening a face fails. These checks run
// only after FreeType has refused a file, so opening a good font costs nothing extra.

extension FontFace {
    /// Turns the error FreeType returned for `FT_New_Face(path, faceIndex)` into a
    /// ``FreeTypeError``, replacing generic codes by a precise reason where one can be found:
    ///
    /// - unknown file format on a directory → ``FreeTypeError/Reason/isDirectory``;
    /// - unknown file format on a 0-byte file → ``FreeTypeError/Reason/emptyFile``;
    /// - any error on an SFNT, TTC or WOFF file shorter than its headers say →
    ///   ``FreeTypeError/Reason/truncated(table:neededSize:fileSize:)``;
    /// - invalid argument for a face index past the last face →
    ///   ``FreeTypeError/Reason/faceIndexOutOfRange(requested:faceCount:)``.
    static func diagnose(
        _ error: FT_Error, path: String, faceIndex: Int, library: FreeTypeLibrary
    ) -> FreeTypeError {
        let original = FreeTypeError(path: path, reason: .freeType(code: FreeTypeError.baseCode(error)))
        switch FreeTypeError.baseCode(error) {
        case Int(FT_Err_Unknown_File_Format):
            let status = FileStatus.of(path)
            if status?.kind == .directory {
                return FreeTypeError(path: path, reason: .isDirectory)
            }
            if status?.size == 0 {
                return FreeTypeError(path: path, reason: .emptyFile)
            }
            if let truncation = truncation(path: path, faceIndex: faceIndex) {
                return FreeTypeError(path: path, reason: truncation)
            }
            return original
        case Int(FT_Err_Cannot_Open_Resource), Int(FT_Err_Out_Of_Memory):
            return original
        case Int(FT_Err_Invalid_Argument) where faceIndex > 0:
            guard let faceCount = try? countFaces(path: path, library: library), faceIndex >= faceCount else {
                return original
            }
            return FreeTypeError(path: path, reason: .faceIndexOutOfRange(requested: faceIndex, faceCount: faceCount))
        default:
            if let truncation = truncation(path: path, faceIndex: faceIndex) {
                return FreeTypeError(path: path, reason: truncation)
            }
            return original
        }
    }

    /// The number of faces in the font file at `path`, read by opening its face 0.
    static func countFaces(path: String, limit: FileSizeLimit = .standard, library: FreeTypeLibrary) throws(FreeTypeError) -> Int {
        var opened: FT_Face?
        let (bytes, error) = try openFromMemory(path: path, index: 0, limit: limit, library: library, face: &opened)
        if error != 0 {
            throw diagnose(fileErrorCode(path: path, bytes: bytes, index: 0, library: library) ?? error, path: path, faceIndex: 0, library: library)
        }
        defer { withExtendedLifetime(bytes) {} }
        guard let face = opened else {
            throw FreeTypeError(path: path, reason: .freeType(code: Int(FT_Err_Invalid_Face_Handle)))
        }
        defer { FT_Done_Face(face) }
        return Int(face.pointee.num_faces)
    }
}
