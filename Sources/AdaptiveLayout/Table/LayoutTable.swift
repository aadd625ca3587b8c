/// The compiled table `catalog layout` answers from: devices, figures, sources, OS versions
/// (`Data/layout/*.tsv`, generated into `Generated/` by `Scripts/generate-layout-tables.py`).
public enum LayoutTable {
    /// Every device row, in the table's order (iPads, iPhones, Apple Watches).
    public static var allDevices: [Device] { devices }

    /// Every source a figure names.
    public static var allSources: [LayoutSource] { sources }

    /// The OS versions the table answers for, oldest first.
    public static var releases: [OSRelease] { osReleases }

    /// Models known by name without figures.
    public static var modelsNotCovered: [NotCoveredModel] { notCovered }

    /// The newest OS version of the table: the default of every query.
    public static var newestOS: Int { osReleases[osReleases.count - 1].version }

    /// The source with `id`, or nil (a user's file is no source of the table).
    public static func source(_ id: String) -> LayoutSource? {
        sources.first { $0.id == id }
    }

    /// The device row with `id`, or nil.
    public static func device(id: String) -> Device? {
        devices.first { $0.id == id }
    }

    /// The OS version `text` names: `18`, `18.0`, `iOS 18`, `iPadOS 26.1` (the major version
    /// counts); one the table does not answer for is an error listing those it does.
    public static func osVersion(_ text: String) throws(LayoutError) -> Int {
        var rest = Substring(text.lowercased().filter { $0 != " " })
        for prefix in ["ipados", "ios"] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
        }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        let isVersion = !parts.isEmpty && parts.count <= 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
        guard isVersion, let major = Int(parts[0]), osReleases.contains(where: { $0.version == major }) else {
            throw .unknownOSVersion(text, known: osReleases.map(\.version))
        }
        return major
    }
}
