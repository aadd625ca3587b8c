/// Why a font file could not be opened or read through FreeType.
///
/// The ``description`` names the file first, then says what went wrong in our own words
/// (FreeType's `FT_Error_String` is not available on Debian builds), for example:
///
///     /tmp/x.txt: not a font file FreeType can read (unknown file format)
public struct FreeTypeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// FreeType returned this error code (the generic `FT_Err_*` value, e.g. `0x02` for an
        /// unknown file format).
        case freeType(code: Int)
        /// The path names a directory, not a file.
        case isDirectory
        /// The file has no bytes.
        case emptyFile
        /// The requested face does not exist; `faceCount` is how many faces the file holds.
        case faceIndexOutOfRange(requested: Int, faceCount: Int)
        /// A bitmap-only face (BDF, PCF, Windows FNT, …) without outlines: it has no design
        /// grid (units per em is 0), so font-unit metrics cannot be computed for it.
        case notScalable
    }

    /// The font file concerned, or `nil` when FreeType itself could not start.
    public let path: String?
    /// What went wrong.
    public let reason: Reason

    /// Creates an error for `path` (nil when no file is concerned).
    public init(path: String?, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// The FreeType error code behind this error, or `nil` when the error was diagnosed by
    /// TypeScale itself (directory, empty file, face index, bitmap-only face).
    public var freeTypeCode: Int? {
        if case .freeType(let code) = reason { code } else { nil }
    }

    /// What went wrong, without the path.
    public var message: String {
        switch reason {
        case .freeType(let code):
            Self.message(forFreeTypeCode: code)
        case .isDirectory:
            "is a directory, not a font file"
        case .emptyFile:
            "the file is empty (0 bytes), not a font"
        case .faceIndexOutOfRange(let requested, let faceCount):
            "face index \(requested) is out of range (the file has \(faceCount) "
                + (faceCount == 1 ? "face)" : "faces)")
        case .notScalable:
            "bitmap-only font without outlines (units per em is 0); a scalable font is needed"
        }
    }

    /// `"<path>: <message>"`, or `"FreeType: <message>"` when no file is concerned.
    public var description: String {
        "\(path ?? "FreeType"): \(message)"
    }
}
