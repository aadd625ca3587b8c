/// Sizes past which input is refused with a clear error instead of exhausting memory or the
/// call stack. Real data is far inside them: the largest SF Symbols metadata file is under
/// 1 MB, nests 4 containers deep, has lines under 300 bytes and fewer than 30,000 objects.
/// The readers here take bytes; the size of a file read whole is limited where it is read
/// (CatalogSystem's `FileSizeLimit`, 64 MB unless the CLI's `CATALOG_MAX_FILE_MB` says
/// otherwise).
public enum ReadingLimits {
    /// The deepest nesting of arrays and dictionaries in a property list of any
    /// serialisation (the outermost container is level 1); the JSON reader has the same.
    public static let maximumNesting = 64

    /// The longest line of OpenStep text (`.strings`), in bytes: 1 MB.
    public static let maximumLineLength = 1 << 20

    /// The most objects a binary property list may stand for once every reference is
    /// followed (a shared object counts each time it is referenced; the top object, each
    /// container and each scalar count one): 2^21, 70 times the largest real file. A binary
    /// plist shares objects by reference, so a 547 KB file can stand for 400 million
    /// strings; everything after the reader (the data set, its index) holds them expanded.
    /// Past this total the file is refused, so that no file within the size limit takes
    /// the process past 1 GB (`ExpansionLimitTests` loads the largest file under the cap
    /// under `ulimit -v 1048576`).
    public static let maximumExpandedObjects = 1 << 21
}
