import SymbolCatalog

/// Turns Font Awesome snapshots into a data set in the SF Symbols file formats.
///
/// Dating names (documented in `Data/symbols/README.md`):
/// - a current name released in the oldest snapshot dates from its icon's first change;
/// - a current name first released in a later snapshot dates from its icon's first change
///   after the previous snapshot's version and no later than this one's (a new icon: when it
///   was added; a renamed icon: the change that renamed it), else from this snapshot's version;
/// - an old name (`aliases.names`) keeps its icon's first change;
/// - a name that the newest snapshot no longer has, and that no alias keeps, was removed.
///
/// A snapshot whose icons carry `unreleased` changes holds pre-release metadata, not the
/// release it is labelled with (PyPI `fontawesomefree` 5.13.1 … 5.15.3 ship Font Awesome 6
/// beta metadata): it dates nothing, unless every snapshot is like that.
public struct FontAwesomeImport: Sendable {
    /// The snapshots, oldest first.
    public let snapshots: [FontAwesomeSnapshot]
    /// The snapshots that date names: those that are not pre-release metadata.
    public let datingSnapshots: [FontAwesomeSnapshot]
    /// Every name, current and old → the release in which that name became valid.
    public private(set) var names: [String: ReleaseID] = [:]
    /// Old name → current name (`aliases.names` of the newest snapshot).
    public private(set) var aliases: [String: String] = [:]
    /// Font Awesome 4 name → name, from `shims.json`.
    public private(set) var legacyAliases: [String: String] = [:]
    /// What the import kept and left out, for the report.
    public private(set) var summary = Summary()

    /// What the import kept and left out.
    public struct Summary: Equatable, Sendable {
        /// Icons of the newest snapshot.
        public var icons = 0
        /// Old names kept (``FontAwesomeImport/aliases``).
        public var oldNames = 0
        /// Names of older snapshots that no alias keeps.
        public var removedNames: [String] = []
        /// Shims skipped: no successor, old == new, or the old name is still an icon.
        public var skippedShims = 0
        /// Category members that are not icons of the newest snapshot.
        public var unknownCategoryMembers: [String] = []
    }

    /// The newest snapshot, whose icons and names are current.
    public var newest: FontAwesomeSnapshot { snapshots[snapshots.count - 1] }

    /// The import of `unsorted` (ordered here by version). Throws for no snapshots or two of
    /// one version.
    public init(snapshots unsorted: [FontAwesomeSnapshot]) throws(ImportError) {
        guard !unsorted.isEmpty else { throw .noSnapshots }
        let sorted = unsorted.sorted { $0.version < $1.version }
        for (earlier, later) in zip(sorted, sorted.dropFirst()) where earlier.version == later.version {
            throw .duplicateVersion(later.version.rawValue, first: earlier.root, second: later.root)
        }
        snapshots = sorted
        let released = sorted.filter { !$0.isPreRelease }
        datingSnapshots = released.isEmpty ? sorted : released
        dateNames()
        mapLegacyAliases()
        summary.icons = newest.icons.count
        summary.oldNames = aliases.count
        summary.unknownCategoryMembers = newest.categories.flatMap(\.icons)
            .filter { newest.icons[$0] == nil && aliases[$0] == nil }
    }

    private mutating func dateNames() {
        let released = datingSnapshots.map(\.releasedNames)
        for icon in newest.icons.values {
            let changes = icon.releasedChanges
            let first = changes.first ?? newest.version
            let seenIn = released.firstIndex { $0.contains(icon.name) } ?? datingSnapshots.count - 1
            if seenIn == 0 {
                names[icon.name] = first
            } else {
                let previous = datingSnapshots[seenIn - 1].version, current = datingSnapshots[seenIn].version
                names[icon.name] = changes.first { $0 > previous && $0 <= current } ?? current
            }
            for alias in icon.aliases where newest.icons[alias] == nil {
                aliases[alias] = icon.name
                names[alias] = first
            }
        }
        var everSeen = Set<String>()
        for names in released { everSeen.formUnion(names) }
        summary.removedNames = everSeen.subtracting(names.keys).sorted()
    }

    /// Shims without a successor, mapping a name to itself, or whose old name is still an
    /// icon (the icon wins) are skipped.
    private mutating func mapLegacyAliases() {
        for shim in newest.shims {
            guard let target = shim.new, target != shim.old, newest.icons[shim.old] == nil,
                  names[target] != nil else {
                summary.skippedShims += 1
                continue
            }
            legacyAliases[shim.old] = target
        }
    }

    /// Releases referenced by names, plus every snapshot's version, in order.
    public var releases: [ReleaseID] {
        Set(names.values).union(datingSnapshots.map(\.version)).sorted()
    }
}
