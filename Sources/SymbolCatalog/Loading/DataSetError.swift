import CatalogSystem
import CatalogFormats

/// Why a data set could not be loaded or queried. Every case names the file (and the key or
/// line where known); ``description`` is one line fit for stderr.
public enum DataSetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing exists at `path`.
    case notFound(path: String)
    /// `path` exists but is not a folder.
    case notADirectory(path: String)
    /// A folder without `name_availability.plist`, the one required file.
    case missingNameAvailability(folder: String)
    /// The file exists but could not be read (permissions, I/O).
    case unreadable(file: String, reason: String)
    /// The file's bytes are not a property list in any serialisation we accept.
    case invalidFile(file: String, PropertyListError)
    /// A value of the wrong type at `keyPath` (e.g. `symbols["heart"]`).
    case wrongType(file: String, keyPath: String, expected: String, found: String)
    /// A value of the right type that makes no sense (e.g. a restriction key with no text).
    case invalidValue(file: String, keyPath: String, reason: String)
    /// No symbol, old name or variant by that name; `suggestions` are close names.
    case unknownSymbol(name: String, dataSet: String, suggestions: [String])

    /// One line for stderr: `FILE: REASON` (with the key path where known), or the unknown
    /// name with close ones.
    public var description: String {
        switch self {
        case .notFound(let path):
            "\(path): no such file or folder"
        case .notADirectory(let path):
            "\(path): not a folder (a data set is a folder of metadata files)"
        case .missingNameAvailability(let folder):
            "\(folder): not a data set: name_availability.plist is missing"
        case .unreadable(let file, let reason):
            "\(file): cannot read: \(reason)"
        case .invalidFile(let file, let error):
            "\(file): \(error)"
        case .wrongType(let file, let keyPath, let expected, let found):
            "\(file): \(keyPath): expected \(expected), found \(found)"
        case .invalidValue(let file, let keyPath, let reason):
            "\(file): \(keyPath): \(reason)"
        case .unknownSymbol(let name, let dataSet, let suggestions):
            "unknown symbol '\(name)' in \(dataSet)" + NameSuggestions.didYouMeanClause(suggestions)
        }
    }

    /// A file that the system (or the file reader's checks) refused.
    static func unreadable(_ error: SystemError) -> DataSetError {
        .unreadable(file: error.path, reason: error.reason)
    }
}
