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
public struct DataSetDiff: Sendable {
    public struct Rename: Hashable, Sendable { public let from: String, to: String }
    public struct Redate: Hashable, Sendable { public let name: String, from: ReleaseID, to: ReleaseID }
    public struct ListChange: Hashable, Sendable { public let name: String, added: [String], removed: [String] }
    public struct RestrictionChange: Hashable, Sendable { public let name: String, from: String?, to: String? }
    public struct LocalizationAdded: Hashable, Sendable { public let name: String, suffix: String }
    public struct LayersetChange: Hashable, Sendable {
        public let name: String, layerset: Layerset, from: ReleaseID?, to: ReleaseID?
    }
    /// A file only one side has, and the aspect left uncompared.
    public struct MissingFile: Hashable, Sendable {
        public let aspect: DataSetView.Aspect
        public let file: String
        /// The label of the side that has it.
        public let onlyIn: String
    }
    /// A name that is an old name of `current` on the side with `name_aliases` (`oldIn`) and
    /// a plain name on the side without it.
    public struct OneSidedOldName: Hashable, Sendable {
        public let name: String, current: String, oldIn: String, plainIn: String
    }

    public let from: String
    public let to: String
    public private(set) var added: [String] = []
    public private(set) var removed: [String] = []
    public private(set) var renamed: [Rename] = []
    public private(set) var redated: [Redate] = []
    public private(set) var categoryChanges: [ListChange] = []
    public private(set) var keywordChanges: [ListChange] = []
    public private(set) var restrictionChanges: [RestrictionChange] = []
    public private(set) var localizationsAdded: [LocalizationAdded] = []
    public private(set) var layersetChanges: [LayersetChange] = []
    public private(set) var missingFiles: [MissingFile] = []
    public private(set) var oneSidedOldNames: [OneSidedOldName] = []
    /// The aspects both sides have, and so compared.
    public let compared: Set<DataSetView.Aspect>

    public init(from old: DataSetView, to new: DataSetView) {
        from = old.label
        to = new.label
        compared = old.aspects.intersection(new.aspects)
        for aspect in DataSetView.Aspect.allCases where old.aspects.contains(aspect) != new.aspects.contains(aspect) {
            missingFiles.append(MissingFile(aspect: aspect, file: aspect.fileName, onlyIn: old.aspects.contains(aspect) ? old.label : new.label))
        }
        var oneSided = Set<String>()
        var aliasedSide: (aliased: DataSetView, plain: DataSetView)?
        if old.aspects.contains(.renames) != new.aspects.contains(.renames) {
            let (aliased, plain) = old.aspects.contains(.renames) ? (old, new) : (new, old)
            aliasedSide = (aliased, plain)
            for (name, current) in aliased.renames.sorted(by: { $0.key < $1.key })
            where aliased.entries[name] == nil && aliased.entries[current] != nil
                && plain.entries[name] != nil && plain.entries[current] != nil {
                oneSidedOldNames.append(OneSidedOldName(name: name, current: current, oldIn: aliased.label, plainIn: plain.label))
                oneSided.insert(name)
            }
        }
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
        // A variant that is an old name on the side with name_aliases (renamed with its
        // base there) and plain on the other is not a localization added or removed.
        if let (aliased, plain) = aliasedSide {
            var variantOldNames = [OneSidedOldName]()
            localizationsAdded.removeAll { added in
                let variant = "\(added.name).\(added.suffix)"
                guard let current = aliased.renames[variant] else { return false }
                variantOldNames.append(OneSidedOldName(name: variant, current: current, oldIn: aliased.label, plainIn: plain.label))
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

    private mutating func compare(_ before: DataSetView.Entry, _ after: DataSetView.Entry, name: String, sameName: Bool) {
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
        for layerset in Set(before.layersets.keys).union(after.layersets.keys).sorted()
        where compared.contains(.layersets) && before.layersets[layerset] != after.layersets[layerset] {
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
