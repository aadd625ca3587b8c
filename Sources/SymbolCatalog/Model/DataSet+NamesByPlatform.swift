/// One name of a symbol and the OS version of a platform from which it is the one to write.
public struct UsableName: Hashable, Sendable {
    /// The name (the current one or an old one).
    public let name: String
    /// The release the name shipped in.
    public let release: ReleaseID
    /// The OS version of that release on the platform.
    public let from: OSVersion
}

extension DataSet {
    /// Which name of `symbol` to write on each OS version, per platform of the release table:
    /// its names (the current one and every renamed old name with a release) oldest first,
    /// each from its release's OS version until the next. An old name keeps working after a
    /// rename, so on an OS older than the current name's the newest name already shipped
    /// is the one to use (`doc.on.doc` before iOS 18.0, `document.on.document` from it).
    /// Platforms where none of the names has a version are left out.
    public func namesByPlatform(of symbol: Symbol) -> [(platform: Platform, names: [UsableName])] {
        var names = [(name: symbol.name, release: symbol.introduced)]
        for old in symbol.oldNames where renames[old] != nil {
            if let release = nameReleases[old], release < symbol.introduced { names.append((old, release)) }
        }
        return platforms.compactMap { platform in
            let dated = names.compactMap { entry in
                osVersion(of: entry.release, on: platform).map { UsableName(name: entry.name, release: entry.release, from: $0) }
            }.sorted { $0.from != $1.from ? $0.from < $1.from : $0.release < $1.release }
            var usable = [UsableName]()
            for entry in dated {
                if let last = usable.last {
                    // A newer name replaces the one before it; an older one shipped later
                    // (not in Apple's data) never does.
                    guard entry.release > last.release else { continue }
                    if last.from == entry.from { usable.removeLast() }
                }
                usable.append(entry)
            }
            return usable.isEmpty ? nil : (platform, usable)
        }
    }

    /// The name of `symbol` to write for an OS version of `platform`: the newest of
    /// ``namesByPlatform(of:)`` shipped by then, or nil when none is.
    public func usableName(of symbol: Symbol, on platform: Platform, at version: OSVersion) -> UsableName? {
        namesByPlatform(of: symbol).first { $0.platform == platform }?.names.last { $0.from <= version }
    }
}

extension DataSet {
    /// The name `symbol` had at `release`: the newest of its current name and its renamed old
    /// names that shipped by then, or nil when none had. A rendering mode the layerset file
    /// dates before the current name (SF 6 `document.on.document`, hierarchical 2021) was
    /// available under this name (`doc.on.doc`).
    public func historicalName(of symbol: Symbol, at release: ReleaseID) -> String? {
        if symbol.introduced <= release { return symbol.name }
        var best: (name: String, release: ReleaseID)?
        for old in symbol.oldNames where renames[old] != nil {
            guard let shipped = nameReleases[old], shipped <= release else { continue }
            if best.map({ shipped > $0.release || shipped == $0.release && old < $0.name }) ?? true { best = (old, shipped) }
        }
        return best?.name
    }
}
