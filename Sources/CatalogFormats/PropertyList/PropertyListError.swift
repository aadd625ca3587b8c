/// Why the bytes of one file could not be read as a property list.
///
/// A caller pairs this with the file's path (SymbolCatalog's data-set loader in its
/// `DataSetError`); the description here names the position (byte offset or line) but not
/// the file.
public enum PropertyListError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file has no bytes (or only whitespace and comments).
    case empty
    /// A binary property list whose structure does not hold together.
    case corruptBinary(String)
    /// An XML property list that is not well formed, with its 1-based line.
    case malformedXML(line: Int, reason: String)
    /// OpenStep / `.strings` text with a syntax error, with its 1-based line.
    case stringsSyntax(line: Int, reason: String)
    /// Text that is neither valid UTF-8 nor UTF-16 with a byte-order mark.
    case invalidEncoding(String)
    /// A binary property list whose shared objects, expanded at each reference, stand for
    /// more than `limit` objects (``ReadingLimits/maximumExpandedObjects``).
    case tooManyObjects(limit: Int)

    /// One line: what is wrong and where (line or byte offset), without the file's path.
    public var description: String {
        switch self {
        case .empty:
            "file is empty"
        case .corruptBinary(let reason):
            "corrupt binary property list: \(reason)"
        case .malformedXML(let line, let reason):
            "line \(line): malformed XML property list: \(reason)"
        case .stringsSyntax(let line, let reason):
            "line \(line): .strings syntax error: \(reason)"
        case .invalidEncoding(let reason):
            "unreadable text: \(reason)"
        case .tooManyObjects(let limit):
            "binary property list stands for more than \(limit) objects once its shared objects are expanded "
                + "(the limit; the largest real data-set file has under 30,000)"
        }
    }
}
