import CatalogSystem

// Checks made before FreeType opens a path: FreeType reads a FIFO until its writer closes it
// (forever, without one) and reads a file of any size whole into memory for some formats.

extension FontFace {
    /// Why the file at `path` must not be handed to FreeType, or nil (also when it cannot be
    /// examined: FreeType then reports that). The limit is a parameter of ``init(path:faceIndex:limit:)``
    /// (the CLI takes it from `CATALOG_MAX_FILE_MB`, 64 MB by default, as for every file).
    static func fileProblem(path: String, limit: FileSizeLimit) -> FreeTypeError.Reason? {
        guard let status = FileStatus.of(path) else { return nil }
        switch status.kind {
        case .regular: return status.size > limit.bytes ? .tooLarge(size: status.size, limit: limit.bytes) : nil
        case .directory: return .isDirectory
        default: return .notRegularFile
        }
    }
}
