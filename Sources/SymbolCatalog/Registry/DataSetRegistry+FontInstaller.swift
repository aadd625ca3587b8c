import FoundationEssentials

extension DataSetRegistry {
    /// The command that installs the fonts of an embedded data set, for the missing-font
    /// error: `…/install-fonts.sh NAME` as this catalog has it (installed beside its data in
    /// PREFIX/share/catalog, or in the source tree's Scripts/); nil when `dataSet` is not one of
    /// the embedded sets or the script is not there.
    public func fontInstallCommand(for dataSet: DataSet) -> String? {
        guard let embedded = embeddedFolder else { return nil }
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
