import SymbolCatalog

/// Turns exports of one icon set, one per release, into a data set in the SF Symbols file
/// formats (documented in `Data/symbols/README.md`):
/// - a current name seen in the oldest export dates from its `added` there, else that
///   export's release; a name first seen in a later export dates from that export's release,
///   or from its first change (`changes`, else `added`) after the previous export's release:
///   introduced-in by comparing the releases;
/// - a name missing from some export between its first and the newest keeps its first date
///   (``Summary/reappeared``);
/// - renames: the newest export's aliases; aliases of older exports whose icon is still
///   current; a name of an older export that the newest no longer has, whose code point is the
///   code point of exactly one current icon; and for Font Awesome 7 only (no aliases, no code
///   points in its package), ``IconSet/qualifierDropSuccessor(of:among:)``. An old name dates
///   like the icon it was, else like the icon it names;
/// - any other name of an older export was removed (``Summary/removedNames``);
/// - icons the newest export marks deprecated are written to `symbol_deprecations.strings`.
public struct IconSetImport: Sendable {
    /// The set.
    public let set: IconSet
    /// The exports, oldest release first.
    public let exports: [IconSetExport]
    /// Every name, current and old → the release in which that name became valid.
    public private(set) var names: [String: ReleaseID] = [:]
    /// Old name → current name.
    public private(set) var aliases: [String: String] = [:]
    /// Current name → why it is deprecated.
    public private(set) var deprecations: [String: String] = [:]
    /// What the import kept, derived and left out, for the report.
    public private(set) var summary = Summary()

    /// What the import kept, derived and left out.
    public struct Summary: Equatable, Sendable {
        /// Icons of the newest export.
        public var icons = 0
        /// Aliases of the newest export that are not current icons.
        public var aliasRenames = 0
        /// Of those, the ones the set marks deprecated.
        public var deprecatedAliases = 0
        /// Aliases of older exports kept because their icon is still current.
        public var olderAliasRenames = 0
        /// Renames found by a code point that moved to another name: `(old, new)`, by old name.
        public var codePointRenames: [Rename] = []
        /// Renames found by names alone (Font Awesome 7): `(old, new)`, by old name.
        public var nameRenames: [Rename] = []
        /// Current names missing from an export between their first and the newest.
        public var reappeared: [String] = []
        /// Names of older exports that no rename keeps.
        public var removedNames: [String] = []
        /// Current icons marked deprecated.
        public var deprecated = 0
    }

    /// A rename derived from the data: the old name and the current one.
    public struct Rename: Equatable, Sendable {
        /// The name an older export has.
        public let old: String
        /// The current name it resolves to.
        public let new: String
    }

    /// The newest export, whose icons are current.
    public var newest: IconSetExport { exports[exports.count - 1] }

    /// The import of `unsorted` (ordered here by release). Throws for no exports, an export of
    /// another set, two of one release, or a newest export that is not the set's own.
    public init(set: IconSet, exports unsorted: [IconSetExport]) throws(ImportError) {
        guard !unsorted.isEmpty else { throw .noExports(set.rawValue) }
        for export in unsorted where !set.acceptedExports.contains(export.set) {
            throw .wrongExport(file: export.path, expected: set.rawValue, found: export.set)
        }
        let sorted = unsorted.sorted { $0.release < $1.release }
        for (earlier, later) in zip(sorted, sorted.dropFirst()) where earlier.release == later.release {
            throw .duplicateVersion(later.release.rawValue, first: earlier.path, second: later.path)
        }
        guard let last = sorted.last, last.set == set.rawValue else {
            throw .wrongExport(file: sorted[sorted.count - 1].path, expected: set.rawValue, found: sorted[sorted.count - 1].set)
        }
        self.set = set
        exports = sorted
        dateCurrentNames()
        keepAliases()
        deriveRenames()
        for icon in newest.icons where icon.deprecated {
            deprecations[icon.name] = "Deprecated in \(set.displayName) \(newest.release.rawValue): it will be removed in a future version."
        }
        summary.icons = newest.icons.count
        summary.deprecated = deprecations.count
    }

    /// The release an icon of export `index` dates from when that export is the first with it:
    /// in the oldest export, its `added` (else that release); in a later one, its first change
    /// (or `added`) after the previous export's release and no later than this one's, else
    /// this export's release (the Font Awesome 6 importer's rule).
    private func date(of icon: IconSetExport.Icon, firstSeenIn index: Int) -> ReleaseID {
        let release = exports[index].release
        guard index > 0 else { return icon.added ?? release }
        let previous = exports[index - 1].release
        return (icon.changes + [icon.added].compactMap { $0 }).first { $0 > previous && $0 <= release } ?? release
    }

    /// A name is seen in an export that lists it as an icon or an alias; it dates by the
    /// newest export's entry that has a history (`changes` or `added`), as the Font Awesome 6
    /// importer dates by the newest snapshot's `changes`.
    private mutating func dateCurrentNames() {
        let byName = exports.map(\.iconsByName)
        let aliasNames = exports.map { Set($0.icons.flatMap { $0.aliases.map(\.name) }) }
        for icon in newest.icons {
            let seen = exports.indices.map { byName[$0][icon.name] != nil || aliasNames[$0].contains(icon.name) }
            let first = seen.firstIndex(of: true) ?? exports.count - 1
            let entries = byName.compactMap { $0[icon.name] }
            let dated = entries.last { !$0.changes.isEmpty || $0.added != nil } ?? icon
            names[icon.name] = date(of: dated, firstSeenIn: first)
            if seen[first...].contains(false) { summary.reappeared.append(icon.name) }
        }
    }

    /// The date of an old name: like the icon it was in the first export that had it, else
    /// like the icon it names.
    private func oldNameDate(_ old: String, target: String) -> ReleaseID {
        for (index, export) in exports.enumerated() {
            if let icon = export.iconsByName[old] { return date(of: icon, firstSeenIn: index) }
        }
        return names[target] ?? newest.release
    }

    private mutating func keepAliases() {
        let current = newest.iconsByName
        for icon in newest.icons {
            for alias in icon.aliases where current[alias.name] == nil && aliases[alias.name] == nil {
                aliases[alias.name] = icon.name
                names[alias.name] = oldNameDate(alias.name, target: icon.name)
                summary.aliasRenames += 1
                if alias.deprecated { summary.deprecatedAliases += 1 }
            }
        }
        for export in exports.dropLast().reversed() {
            for icon in export.icons where current[icon.name] != nil {
                for alias in icon.aliases where current[alias.name] == nil && aliases[alias.name] == nil {
                    aliases[alias.name] = icon.name
                    names[alias.name] = oldNameDate(alias.name, target: icon.name)
                    summary.olderAliasRenames += 1
                }
            }
        }
    }

    private mutating func deriveRenames() {
        let current = newest.iconsByName
        let currentNames = Set(current.keys)
        var byCodePoint = [UInt32: [String]]()
        for icon in newest.icons { if let point = icon.codepoint { byCodePoint[point, default: []].append(icon.name) } }
        var removed = Set<String>()
        for export in exports.dropLast() {
            for icon in export.icons where current[icon.name] == nil && aliases[icon.name] == nil {
                // A later export that lists the name as an alias of an icon gone since: it
                // follows that icon (user-alt → user-large → user), resolved below.
                if exports.contains(where: { later in later.release > export.release
                    && later.icons.contains { $0.aliases.contains { $0.name == icon.name } } }) { continue }
                if let point = icon.codepoint, let owners = byCodePoint[point], owners.count == 1 {
                    aliases[icon.name] = owners[0]
                    names[icon.name] = oldNameDate(icon.name, target: owners[0])
                    summary.codePointRenames.append(Rename(old: icon.name, new: owners[0]))
                } else if set.derivesRenamesFromNames, let successor = IconSet.qualifierDropSuccessor(of: icon.name, among: currentNames) {
                    aliases[icon.name] = successor
                    names[icon.name] = oldNameDate(icon.name, target: successor)
                    summary.nameRenames.append(Rename(old: icon.name, new: successor))
                } else {
                    removed.insert(icon.name)
                }
            }
        }
        // Aliases of older exports whose icon was renamed since follow it.
        for export in exports.dropLast().reversed() {
            for icon in export.icons {
                guard let target = aliases[icon.name] else { continue }
                for alias in icon.aliases where current[alias.name] == nil && aliases[alias.name] == nil {
                    aliases[alias.name] = target
                    names[alias.name] = oldNameDate(alias.name, target: target)
                    summary.olderAliasRenames += 1
                }
            }
        }
        summary.removedNames = removed.subtracting(aliases.keys).sorted()
        summary.codePointRenames.sort { $0.old < $1.old }
        summary.nameRenames.sort { $0.old < $1.old }
    }

    /// Releases referenced by names, plus every export's release, in order.
    public var releases: [ReleaseID] {
        Set(names.values).union(exports.map(\.release)).sorted()
    }

    /// `6.6.0 … 7.3.1` or `7.4.47`: the exports' releases.
    public var sourceVersions: String {
        exports.count == 1 ? newest.release.rawValue : "\(exports[0].release.rawValue) … \(newest.release.rawValue)"
    }
}
