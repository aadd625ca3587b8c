import Foundation
import SymbolCatalog

/// The command that installs the fonts of an embedded data set, for the missing-font error:
/// `install-fonts.sh` as this catalog has it (installed beside its data in
/// PREFIX/share/catalog, or in the source tree's Scripts/).
enum FontInstaller {
    /// `…/install-fonts.sh NAME` when `dataSet` is an embedded one and the script is where
    /// this catalog's embedded data says; nil otherwise.
    static func command(for dataSet: DataSet, _ context: CommandContext) -> String? {
        guard let embedded = DataSetLocator.registry(context).embeddedFolder else { return nil }
        let folder = URL(fileURLWithPath: embedded).standardizedFileURL
        guard URL(fileURLWithPath: dataSet.location).standardizedFileURL.deletingLastPathComponent().path == folder.path else { return nil }
        let candidates = [
            folder.deletingLastPathComponent().appendingPathComponent("install-fonts.sh"),  // PREFIX/share/catalog
            folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scripts/install-fonts.sh"),  // source tree
        ]
        guard let script = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else { return nil }
        let name = URL(fileURLWithPath: dataSet.location).lastPathComponent
        return script.path + " " + name
    }
}
