import CatalogSystem

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
        /// The file ends before the data its headers announce: `table` (nil for the SFNT
        /// header and table directory, or the length a WOFF header gives) needs the file to be
        /// at least `neededSize` bytes, and it has `fileSize`.
        case truncated(table: String?, neededSize: Int, fileSize: Int)
        /// A variation instance was asked of a face without variation axes.
        case notVariable
        /// A FIFO, device or socket in place of a font file.
        case notRegularFile
        /// A file over the size limit (`CATALOG_MAX_FILE_MB`; ``FontFace/init(path:faceIndex:limit:)``).
        case tooLarge(size: Int, limit: Int)
        /// A WOFF or WOFF2 file whose headers declare a decompressed font over the limit
        /// (checked before FreeType decompresses it).
        case declaresTooLarge(format: String, size: Int, limit: Int)
        /// The requested named instance does not exist; `count` is how many the face has
        /// (instances are numbered from 0).
        case namedInstanceOutOfRange(requested: Int, count: Int)
        /// No variation axis of the face has this tag; `available` lists the face's axis tags.
        case unknownAxis(tag: String, available: [String])
        /// Glyph `glyph` (named `name`, when the font names it) is past a limit of
        /// ``GlyphLoadLimits`` and was not loaded.
        case glyphOverLimit(glyph: Int, name: String?, excess: GlyphLoadLimits.Excess)
        /// A variable face past ``VariationLimits``; its variation space was not read.
        case tooManyVariations(VariationLimits.Excess)
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
    /// TypeScale itself (directory, empty file, face index, bitmap-only face, truncated file,
    /// variation requests).
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
        case .truncated(let table, let neededSize, let fileSize):
            "truncated font file: " + (table.map { "table '\($0)' needs" } ?? "it needs")
                + " \(neededSize) bytes but the file has \(fileSize)"
        case .notVariable:
            "not a variable font (no variation axes)"
        case .notRegularFile:
            "not a regular file (a FIFO, device or socket), not a font"
        case .tooLarge(let size, let limit):
            FileSizeLimit(bytes: limit).tooLargeReason(size: size, for: "a font file")
        case .declaresTooLarge(let format, let size, let limit):
            "\(format) font declares \(FileSizeLimit.megabytesText(size)) once decompressed, over "
                + FileSizeLimit(bytes: limit).phrase(for: "a font file")
        case .namedInstanceOutOfRange(let requested, let count):
            "named instance \(requested) is out of range (the face has \(count) named "
                + (count == 1 ? "instance)" : "instances)")
        case .unknownAxis(let tag, let available):
            "no variation axis '\(tag)' (the face has " + available.map { "'\($0)'" }.joined(separator: ", ") + ")"
        case .glyphOverLimit(let glyph, let name, let excess):
            "glyph \(glyph)" + (name.map { " '\($0)'" } ?? "") + " not loaded: \(excess.message)"
        case .tooManyVariations(let excess):
            excess.message
        }
    }

    /// `"<path>: <message>"`, or `"FreeType: <message>"` when no file is concerned.
    public var description: String {
        "\(path ?? "FreeType"): \(message)"
    }
}
