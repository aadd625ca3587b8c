import CatalogSystem
import SymbolCatalog

/// The tool's version, and the `--version` text.
enum CatalogVersion {
    static let current = "0.10.0"
    /// The date of this version, for the man page (fixed so the page is reproducible).
    static let date = "2026-11-29"

    /// `catalog 0.10.0` and one line per embedded data set with its version (from its
    /// `version.plist`: no index or symbol is read, so `--version` costs no more than a start).
    static func text(_ context: CommandContext) -> String {
        var lines = ["catalog \(current)"]
        let registry = DataSetLocator.registry(context)
        let embedded = registry.embedded()
        guard !embedded.isEmpty else {
            return (lines + ["embedded data: not found (looked in \(registry.embeddedCandidates.joined(separator: ", ")))"])
                .joined(separator: "\n") + "\n"
        }
        lines.append("embedded data (\(registry.embeddedFolder ?? "")):")
        let rows = embedded.map { entry in
            ["  " + entry.name, DataSetLoader.version(of: entry.path).map { "version \($0)" } ?? "no version"]
        }
        var text = ""
        for line in lines + TextTable.align(rows) {
            text += line
            text += "\n"
        }
        return text
    }
}
