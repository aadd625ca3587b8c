/// What changed from one view of a data set to another.
///
/// A name current in `from` but not in `to` is *renamed* when `to` resolves it to a current
/// name (through its renames or legacy aliases), else *removed*; renamed names are not also
/// counted as added or removed. Attribute changes are reported for names in both views and
/// for renamed pairs (under the new name).
///
/// An aspect whose file only one side has (categories, keywords, restrictions, renames,
/// legacy aliases, layersets) is not compared: the diff lists the file once in
/// ``missingFiles`` instead of a change per symbol. When only one side has `name_aliases`,
/// names that are old names there and plain names on the other side (beside their current
/// name) are listed in ``oneSidedOldNames``, not as added, removed or renamed.
public struct DataSetDiff: Sendable, Equatable {
    /// A name current in `from` that `to` knows as an old name of another.
    public struct Rename: Hashable, Sendable {
        /// The name in `from`.
        public let from: String
        /// The current name it resolves to in `to`.
        public let to: String
    }
    /// A name in both views whose release of introduction differs.
    public struct Redate: Hashable, Sendable {
        /// The name.
        public let name: String
        /// Its release in `from`.
        public let from: ReleaseID
        /// Its release in `to`.
        public let to: ReleaseID
    }
    /// A symbol's categories or keywords changed.
    public struct ListChange: Hashable, Sendable {
        /// The symbol, under its name in `to`.
        public let name: String
        /// Items `to` has and `from` has not, in `to`'s order.
        public let added: [String]
        /// Items `from` has and `to` has not, in `from`'s order.
        public let removed: [String]
    }
    /// A symbol's usage restriction changed.
    public struct RestrictionChange: Hashable, Sendable {
        /// The symbol, under its name in `to`.
        public let name: String
        /// The restriction in `from`, nil for none.
        public let from: String?
        /// The restriction in `to`, nil for none.
        public let to: String?
    }
    /// A localized variant `to` has and `from` has not.
    public struct LocalizationAdded: Hashable, Sendable {
        /// The base symbol, under its name in `to`.
        public let name: String
        /// The variant's suffix (`ar`, `rtl`, ...).
        public let suffix: String
    }
    /// A rendering mode whose release changed, appeared or disappeared for a symbol.
    public struct LayersetChange: Hashable, Sendable {
        /// The symbol, under its name in `to`.
        public let name: String
        /// The rendering mode.
        public let layerset: Layerset
        /// The release it became available in, in `from`; nil when `from` lacks it.
        public let from: ReleaseID?
        /// The release it became available in, in `to`; nil when `to` lacks it.
        public let to: ReleaseID?
    }
    /// A file only one side has, and the aspect left uncompared.
    public struct MissingFile: Hashable, Sendable {
        /// The aspect left uncompared.
        public let aspect: DataSetView.Aspect
        /// The file's name (``DataSetView/Aspect/fileName``).
        public let file: String
        /// The label of the side that has it.
        public let onlyIn: String
    }
    /// A name that is an old name of `current` on the side with `name_aliases` (`oldIn`) and
    /// a plain name on the side without it.
    public struct OneSidedOldName: Hashable, Sendable {
        /// The name.
        public let name: String
        /// The current name it is an old name of, on the side with `name_aliases`.
        public let current: String
        /// The label of the side where it is an old name.
        public let oldIn: String
        /// The label of the side where it is a plain name.
        public let plainIn: String
    }

    /// The label of the old view (``DataSetView/label``).
    public let from: String
    /// The label of the new view.
    public let to: String
    /// Names current in `to` only (not rename targets), sorted.
    public internal(set) var added: [String] = []
    /// Names current in `from` that `to` neither has nor resolves, sorted.
    public internal(set) var removed: [String] = []
    /// Names of `from` that `to` resolves to another current name, sorted by old name.
    public internal(set) var renamed: [Rename] = []
    /// Names in both whose release of introduction differs, sorted.
    public internal(set) var redated: [Redate] = []
    /// Category changes, sorted by name; empty unless both sides have the categories file.
    public internal(set) var categoryChanges: [ListChange] = []
    /// Keyword changes, sorted by name; empty unless both sides have the keywords file.
    public internal(set) var keywordChanges: [ListChange] = []
    /// Restriction changes, sorted by name; empty unless both sides have a restrictions file.
    public internal(set) var restrictionChanges: [RestrictionChange] = []
    /// Localized variants added, sorted by name and suffix.
    public internal(set) var localizationsAdded: [LocalizationAdded] = []
    /// Rendering-mode changes, sorted by name and mode, with the years the layerset file
    /// writes (a rename alone changes none); only modes whose file both sides have.
    public internal(set) var layersetChanges: [LayersetChange] = []
    /// Files only one side has, in ``DataSetView/Aspect`` order.
    public internal(set) var missingFiles: [MissingFile] = []
    /// Names that are old names on one side only, sorted (see the type's discussion).
    public internal(set) var oneSidedOldNames: [OneSidedOldName] = []
    /// The aspects both sides have, and so compared.
    public let compared: Set<DataSetView.Aspect>

    /// The changes from `old` to `new`.
    public init(from old: DataSetView, to new: DataSetView) {
        self.init(labels: old, new)
        let (oneSided, aliasedSide) = findOneSidedOldNames(old, new)
        var pairs = [(old: String, new: String)]()
        var renameTargets = Set<String>()
        for name in old.entries.keys.sorted() where !oneSided.contains(name) {
            if new.entries[name] != nil {
                pairs.append((name, name))
            } else if let target = new.resolveName(name), new.entries[target] != nil {
                renamed.append(Rename(from: name, to: target))
                renameTargets.insert(target)
                pairs.append((name, target))
            } else {
                removed.append(name)
            }
        }
        added = new.entries.keys.filter { old.entries[$0] == nil && !renameTargets.contains($0) && !oneSided.contains($0) }.sorted()
        for (oldName, newName) in pairs {
            guard let before = old.entries[oldName], let after = new.entries[newName] else { continue }
            compare(before, after, name: newName, sameName: oldName == newName)
        }
        finish(aliasedSide)
    }

    /// The labels, the aspects compared and the files only one side has, of `old` and `new`;
    /// no changes yet.
    init<Side: DiffSide>(labels old: Side, _ new: Side) {
        from = old.label
        to = new.label
        compared = old.aspects.intersection(new.aspects)
        for aspect in DataSetView.Aspect.allCases where old.aspects.contains(aspect) != new.aspects.contains(aspect) {
            missingFiles.append(MissingFile(aspect: aspect, file: aspect.fileName, onlyIn: old.aspects.contains(aspect) ? old.label : new.label))
        }
    }

    /// The side with `name_aliases` when only one side has it, and its old names that the
    /// other side lists as names of their own (``oneSidedOldNames``, which this fills).
    typealias AliasedSide = (renames: [String: String], label: String, plainLabel: String)

    /// Fills ``oneSidedOldNames`` (see the type's discussion) and returns those names, with
    /// the side that has `name_aliases` when only one has it.
    mutating func findOneSidedOldNames<Side: DiffSide>(_ old: Side, _ new: Side) -> (Set<String>, AliasedSide?) {
        guard old.aspects.contains(.renames) != new.aspects.contains(.renames) else { return ([], nil) }
        let (aliased, plain) = old.aspects.contains(.renames) ? (old, new) : (new, old)
        let renames = aliased.renames
        var oneSided = Set<String>()
        for (name, current) in renames.sorted(by: { $0.key < $1.key })
        where !aliased.has(name) && aliased.has(current) && plain.has(name) && plain.has(current) {
            oneSidedOldNames.append(OneSidedOldName(name: name, current: current, oldIn: aliased.label, plainIn: plain.label))
            oneSided.insert(name)
        }
        return (oneSided, (renames, aliased.label, plain.label))
    }

    /// What every diff does last: a variant that is an old name on the side with
    /// `name_aliases` (renamed with its base there) and plain on the other is not a
    /// localization added or removed; then every list is sorted.
    mutating func finish(_ aliasedSide: AliasedSide?) {
        if let (renames, aliasedLabel, plainLabel) = aliasedSide {
            var variantOldNames = [OneSidedOldName]()
            localizationsAdded.removeAll { added in
                let variant = "\(added.name).\(added.suffix)"
                guard let current = renames[variant] else { return false }
                variantOldNames.append(OneSidedOldName(name: variant, current: current, oldIn: aliasedLabel, plainIn: plainLabel))
                return true
            }
            oneSidedOldNames = (oneSidedOldNames + variantOldNames).sorted { $0.name < $1.name }
        }
        categoryChanges.sort { $0.name < $1.name }
        keywordChanges.sort { $0.name < $1.name }
        restrictionChanges.sort { $0.name < $1.name }
        localizationsAdded.sort { ($0.name, $0.suffix) < ($1.name, $1.suffix) }
        layersetChanges.sort { ($0.name, $0.layerset.rawValue) < ($1.name, $1.layerset.rawValue) }
        redated.sort { $0.name < $1.name }
    }

    /// Appends what changed from `before` to `after` (`name`: the symbol's name in `to`).
    mutating func compare(_ before: DataSetView.Entry, _ after: DataSetView.Entry, name: String, sameName: Bool) {
        if sameName, before.release != after.release {
            redated.append(Redate(name: name, from: before.release, to: after.release))
        }
        if compared.contains(.categories), let change = Self.listChange(name, before.categories, after.categories) {
            categoryChanges.append(change)
        }
        if compared.contains(.keywords), let change = Self.listChange(name, before.keywords, after.keywords) {
            keywordChanges.append(change)
        }
        if compared.contains(.restrictions), before.restriction != after.restriction {
            restrictionChanges.append(RestrictionChange(name: name, from: before.restriction, to: after.restriction))
        }
        for suffix in after.localizations.subtracting(before.localizations).sorted() {
            localizationsAdded.append(LocalizationAdded(name: name, suffix: suffix))
        }
        // Years as the layerset file writes them, so a rename alone changes none; Draw comes
        // from its own list, compared when both sides have one.
        for layerset in Set(before.layersets.keys).union(after.layersets.keys).sorted()
        where compared.contains(layerset == .draw ? .draw : .layersets) && before.layersets[layerset] != after.layersets[layerset] {
            layersetChanges.append(LayersetChange(name: name, layerset: layerset, from: before.layersets[layerset], to: after.layersets[layerset]))
        }
    }

    private static func listChange(_ name: String, _ before: [String], _ after: [String]) -> ListChange? {
        let added = after.filter { !before.contains($0) }, removed = before.filter { !after.contains($0) }
        return added.isEmpty && removed.isEmpty ? nil : ListChange(name: name, added: added, removed: removed)
    }

    /// True when nothing changed.
    public var isEmpty: Bool {
        added.isEmpty && removed.isEmpty && renamed.isEmpty && redated.isEmpty && categoryChanges.isEmpty
            && keywordChanges.isEmpty && restrictionChanges.isEmpty && localizationsAdded.isEmpty && layersetChanges.isEmpty
    }
}
