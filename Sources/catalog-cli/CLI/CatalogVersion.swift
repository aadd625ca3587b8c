import CatalogSystem
import SymbolCatalog

/// The tool's version, and the `--version` text.
enum CatalogVersion {
    static let current = "0.10.0"
    /// The date of this version, for the man page (fixed so the page is reproducible).
    static let date = "2026-11-29"

    /// `catalog 0.10.0` and one line per embedded data set with its version and size.
    static func text(_ context: CommandContext) -> String {
        var lines = ["catalog \(current)"]
        let registry = DataSetLocator.registry(context)
        let embedded = registry.embedded()
        guard !embedded.isEmpty else {
            return (lines + ["embedded data: not found (looked in \(registry.embeddedCandidates.joined(separator: ", ")))"])
                .joined(separator: "\n") + "\n"
        }
        lines.append("embedded data (\(registry.embeddedFolder ?? "")):")
        var rows = [[String]]()
        for entry in embedded {
            if let dataSet = try? DataSetLocator.load(entry, context) {
                rows.append(["  " + entry.name, dataSet.version.map { "version \($0)" } ?? "no version",
                             Numbers.grouped(dataSet.symbolNames.count) + " symbols"])
            } else {
                rows.append(["  " + entry.name, "does not load"])
            }
        }
        return (lines + TextTable.align(rows)).joined(separator: "\n") + "\n"
    }
}
