import CatalogFormats
import SymbolCatalog

/// Why an import stopped. Nothing is written when an import fails.
public enum ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No snapshot was given.
    case noSnapshots
    /// The snapshot folder does not exist.
    case snapshotNotFound(path: String)
    /// The snapshot lacks a required file (e.g. `metadata/icons.json`).
    case missingFile(snapshot: String, file: String)
    /// The snapshot's version could not be told (no `*.dist-info/METADATA` or `package.json`).
    case unknownVersion(snapshot: String)
    /// Two snapshots claim the same version.
    case duplicateVersion(String, first: String, second: String)
    /// A file is not valid JSON or YAML, or cannot be read.
    case unreadable(file: String, reason: String)
    /// A value of the wrong type or shape at `keyPath`.
    case invalidValue(file: String, keyPath: String, reason: String)
    /// An icon names a style this importer does not know.
    case unknownStyle(file: String, icon: String, style: String)
    /// The output could not be written.
    case writeFailed(path: String, reason: String)
    /// Text for an XML property list holds a character XML 1.0 cannot hold (NUL, ESC).
    case unwritableText(file: String, XMLTextError)
    /// No export of an icon set was given (`catalog import mdi` alone).
    case noExports(String)
    /// An export of another set, or a newest export that is not the set's own.
    case wrongExport(file: String, expected: String, found: String)

    /// One line for stderr, naming the snapshot or file.
    public var description: String {
        switch self {
        case .noSnapshots:
            "no snapshot given: pass one or more unpacked Font Awesome package folders"
        case .snapshotNotFound(let path):
            "\(path): no such snapshot folder"
        case .missingFile(let snapshot, let file):
            "\(snapshot): not a Font Awesome snapshot: \(file) is missing"
        case .unknownVersion(let snapshot):
            "\(snapshot): cannot tell the snapshot's version (no *.dist-info/METADATA or package.json); pass it as VERSION=PATH"
        case .duplicateVersion(let version, let first, let second):
            "snapshots \(first) and \(second) are both version \(version)"
        case .unreadable(let file, let reason):
            "\(file): \(reason)"
        case .invalidValue(let file, let keyPath, let reason):
            "\(file): \(keyPath): \(reason)"
        case .unknownStyle(let file, let icon, let style):
            "\(file): icon '\(icon)': unknown style '\(style)' (expected solid, regular or brands)"
        case .writeFailed(let path, let reason):
            "\(path): cannot write: \(reason)"
        case .unwritableText(let file, let error):
            "\(file): cannot write \(error.quotedText): it holds \(error.codePoint), which XML 1.0 cannot hold"
        case .noExports(let set):
            "no export given: pass one or more exports of Scripts/export-icon-sets.py \(set)"
        case .wrongExport(let file, let expected, let found):
            "\(file): an export of '\(found)', not of '\(expected)'"
                + (expected == "fa7" && found == "fa6" ? " (the fa6 export is the baseline: give a fa7 export too)" : "")
        }
    }
}
