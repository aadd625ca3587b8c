internal import CFreeType

/// Owns one FreeType library instance (`FT_Init_FreeType`) and frees it (`FT_Done_FreeType`) in
/// `deinit`.
///
/// Each ``FontFace`` keeps a strong reference to the library it was opened with, so the library
/// is only released after its last face (`FT_Done_FreeType` would otherwise free those faces
/// under them).
///
/// Not `Sendable`: FreeType allows one library per thread, and creating or destroying faces of
/// one library from two threads at once is undefined. `FontFace.init(path:faceIndex:)` therefore
/// gives each face its own library by default; share one only within a single task.
final class FreeTypeLibrary {
    /// The `FT_Library` handle; valid for the lifetime of this object.
    let handle: FT_Library

    /// Starts a FreeType library with the default modules (TrueType, CFF, Type 1, WOFF/WOFF2, BDF,
    /// PCF, …, as the system FreeType was built).
    init() throws(FreeTypeError) {
        var library: FT_Library?
        try FreeTypeError.check(FT_Init_FreeType(&library), path: nil)
        guard let library else {
            throw FreeTypeError(path: nil, reason: .freeType(code: Int(FT_Err_Invalid_Library_Handle)))
        }
        handle = library
    }

    deinit {
        FT_Done_FreeType(handle)
    }
}

@available(*, unavailable, message: "FT_Library is not thread-safe; use one FreeTypeLibrary per task")
extension FreeTypeLibrary: Sendable {}
