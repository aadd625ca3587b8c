import CatalogSystem
import SymbolCatalog

extension FontAwesomeImport {
    /// Writes the data set to `folder`, replacing it whole (``DataSetFolder/write(_:to:)``):
    /// readers see the old data set or the new one, and a folder that is neither empty nor a
    /// data set is refused, not emptied.
    public func write(to folder: String) throws(ImportError) {
        try DataSetFolder.write(files(), to: folder)
    }

    /// The restriction of a brand icon: Font Awesome's terms (use it only to represent the
    /// company, product or service it refers to).
    public static func brandRestriction(label: String) -> String {
        "This icon is a trademark of its owner and may only be used to refer to \(label)."
    }
}
