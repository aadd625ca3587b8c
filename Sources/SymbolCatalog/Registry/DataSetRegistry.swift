import CatalogSystem

/// Finds data sets by path or name: registered names (`$XDG_DATA_HOME/catalog/data-sets`, a
/// folder of symbolic links NAME → folder) come before the embedded ones.
public struct DataSetRegistry: Sendable {
    /// The folder of registered names: `catalog/data-sets` in the XDG data folder
    /// (``XDGFolders``); nil when the environment has none (no `HOME`, no absolute
    /// `XDG_DATA_HOME`): nothing is registered then.
    public let registryFolder: String?
    /// Folders searched for embedded data sets, in order; the first that exists is used.
    public let embeddedCandidates: [String]

    /// - Parameters:
    ///   - environment: reads `XDG_DATA_HOME` (else `HOME/.local/share`) and `CATALOG_DATA_DIR`
    ///     (an explicit embedded-data folder).
    ///   - executablePath: the running `catalog`; embedded data is looked for beside it in an
    ///     installed layout (`bin/catalog` + `share/catalog/symbols`) and in the package it was
    ///     built in (`Data/symbols` above `.build/…`).
    public init(environment: [String: String], executablePath: String?) {
        registryFolder = XDGFolders(environment: environment).data("data-sets")
        var candidates = [String]()
        if let explicit = environment["CATALOG_DATA_DIR"], !explicit.isEmpty { candidates.append(explicit) }
        if let executable = executablePath {
            // POSIX calls rather than Foundation's URL: this runs on every command, and the
            // URL work cost as much as a whole search from the cache.
            var folder = Paths.parent(of: Paths.canonical(executable))
            candidates.append(Paths.join(Paths.parent(of: folder), "share/catalog/symbols"))
            while folder != "/" && folder != "." {
                if FileStatus.kind(of: Paths.join(folder, "Package.swift")) == .regular {
                    candidates.append(Paths.join(folder, "Data/symbols"))
                }
                folder = Paths.parent(of: folder)
            }
        }
        embeddedCandidates = candidates
    }

    /// The embedded data folder in use, or nil.
    public var embeddedFolder: String? {
        embeddedCandidates.first { FileStatus.kind(of: $0) == .directory }
    }

    /// Embedded data sets: sub-folders with a `name_availability.plist`, by name.
    public func embedded() -> [DataSetEntry] {
        guard let folder = embeddedFolder, let names = Folders.list(folder) else { return [] }
        return names.sorted().compactMap { name in
            let path = Paths.join(folder, name)
            guard FileStatus.kind(of: Paths.join(path, "name_availability.plist")) == .regular else { return nil }
            return DataSetEntry(name: name, path: path, source: .embedded)
        }
    }

    /// Registered data sets, by name. A name that is not UTF-8 (written there by hand) is
    /// listed by its escaped bytes (`r\xE9sum\xE9`), so that it can be seen and removed.
    public func registered() -> [DataSetEntry] {
        registeredEntries().map(\.entry)
    }

    /// ``registered()`` with each one's link in the registry folder.
    func registeredEntries() -> [(entry: DataSetEntry, link: FolderEntry)] {
        guard let registryFolder, let links = try? Folders.entries(registryFolder) else { return [] }
        return links.compactMap { link in
            guard link.bytes.first != UInt8(ascii: "."), let target = SymbolicLinks.target(of: link, in: registryFolder) else { return nil }
            return (DataSetEntry(name: link.name ?? link.shown, path: target, source: .registered), link)
        }
    }

    /// Every data set reachable by name: registered first, then embedded ones not shadowed.
    public func all() -> [DataSetEntry] {
        let registered = registered()
        let taken = Set(registered.map(\.name))
        return registered + embedded().filter { !taken.contains($0.name) }
    }

    /// The default: the name chosen with ``setDefault(name:)``, else the newest embedded data
    /// set (by `version.plist`, then name) among those that do not opt out
    /// (``DataSetLoader/isDefaultCandidate(_:)``: the other icon families).
    /// - Throws: ``DataSetRegistryError/defaultGone(_:suggestions:)`` when the chosen name is
    ///   no longer registered or embedded (never a silent other set),
    ///   ``DataSetRegistryError/defaultDamaged(path:)`` when its file is not one this wrote,
    ///   ``DataSetRegistryError/noEmbeddedDataSets(searched:)`` without either.
    public func defaultEntry() throws(DataSetRegistryError) -> DataSetEntry {
        if let chosen = try defaultChoice() {
            let all = all()
            if let entry = all.first(where: { $0.name == chosen }) { return entry }
            throw .defaultGone(chosen, suggestions: Self.closeNames(to: chosen, among: all.map(\.name)))
        }
        let entries = embedded().filter { DataSetLoader.isDefaultCandidate($0.path) }
        let newest = entries.max { left, right in
            let versions = (DataSetLoader.version(of: left.path), DataSetLoader.version(of: right.path))
            if versions.0 != versions.1 { return (versions.0 ?? ReleaseID("")) < (versions.1 ?? ReleaseID("")) }
            return left.name < right.name
        }
        guard let newest else { throw .noEmbeddedDataSets(searched: embeddedCandidates) }
        return newest
    }

    /// The data set for `reference`: a folder path, else a registered name, else an embedded
    /// name; nil means the default.
    public func locate(_ reference: String?) throws(DataSetRegistryError) -> DataSetEntry {
        guard let reference, !reference.isEmpty else { return try defaultEntry() }
        if reference.contains("/") || FileStatus.kind(of: reference) == .directory {
            return DataSetEntry(name: DataSetLoader.displayName(of: reference), path: reference, source: .path)
        }
        if let entry = all().first(where: { $0.name == reference }) { return entry }
        throw .unknownDataSet(reference, suggestions: Self.closeNames(to: reference, among: all().map(\.name)))
    }

    static func closeNames(to name: String, among names: [String]) -> [String] {
        NameSuggestions.didYouMean(name, among: names)
    }
}
