import CatalogSystem

/// The built-in collections of the reference app, computed from a data set. Their names are
/// reserved: user collections may not take them.
public enum SmartCollection: Hashable, Sendable, CustomStringConvertible {
    /// Has a usage restriction (``Symbol/restriction``).
    case restricted
    /// Has no usage restriction.
    case unrestricted
    /// In no category other than the cross-cutting ones (see ``crossCuttingCategories``).
    case uncategorized
    /// Has a variant other than `.rtl`.
    case localized
    /// Has a `.rtl` variant.
    case rightToLeft
    /// Introduced in the release as a new symbol (not a rename).
    case newIn(ReleaseID)
    /// Introduced in the release as the new name of a renamed symbol.
    case renamedIn(ReleaseID)

    /// Categories that say how a symbol renders or when it appeared, not what it shows.
    public static let crossCuttingCategories: Set<String> = [
        "all", "whatsnew", "multicolor", "hierarchical", "palette", "variable", "variablecolor", "draw",
    ]

    /// The collection's reserved name (`restricted`, `rtl`, `new-in-5.0`, ...).
    public var description: String {
        switch self {
        case .restricted: "restricted"
        case .unrestricted: "unrestricted"
        case .uncategorized: "uncategorized"
        case .localized: "localized"
        case .rightToLeft: "rtl"
        case .newIn(let release): "new-in-\(release)"
        case .renamedIn(let release): "renamed-in-\(release)"
        }
    }

    /// True for a name that only smart collections may use (`restricted`, `new-in-…`).
    public static func isReserved(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["restricted", "unrestricted", "uncategorized", "localized", "rtl"].contains(lowered)
            || lowered.hasPrefix("new-in-") || lowered.hasPrefix("renamed-in-")
    }
}

extension DataSet {
    /// Every smart collection of this data set, in a fixed order: the five flags, then
    /// `new-in-R` and `renamed-in-R` for every release.
    public var smartCollections: [SmartCollection] {
        [.restricted, .unrestricted, .uncategorized, .localized, .rightToLeft]
            + releases.flatMap { [SmartCollection.newIn($0.id), .renamedIn($0.id)] }
    }

    /// The collection called `name`, or an error with close names.
    public func smartCollection(named name: String) throws(SearchError) -> SmartCollection {
        if let match = smartCollections.first(where: { $0.description == name.lowercased() }) { return match }
        for prefix in ["new-in-", "renamed-in-"] where name.lowercased().hasPrefix(prefix) {
            let release = try releaseID(String(name.dropFirst(prefix.count)))
            return prefix == "new-in-" ? .newIn(release) : .renamedIn(release)
        }
        throw .unknownCollection(name, suggestions: NameSuggestions.didYouMean(name, among: smartCollections.map(\.description)))
    }

    /// True when the data set has category data at all (else `uncategorized` is empty).
    public var hasCategories: Bool { !categories.isEmpty || !tables.symbolCategories.isEmpty }

    /// True when `symbol` belongs to `collection`.
    public func contains(_ symbol: Symbol, in collection: SmartCollection) -> Bool {
        switch collection {
        case .restricted: return symbol.isRestricted
        case .unrestricted: return !symbol.isRestricted
        case .uncategorized:
            return hasCategories && symbol.categories.allSatisfy(SmartCollection.crossCuttingCategories.contains)
        case .localized: return symbol.localizations.contains { !$0.suffix.isRightToLeft }
        case .rightToLeft: return symbol.localizations.contains(where: \.suffix.isRightToLeft)
        case .newIn(let release): return symbol.introduced == release && !isRename(symbol)
        case .renamedIn(let release): return symbol.introduced == release && isRename(symbol)
        }
    }

    /// True when the symbol's name came from a rename (an old name in `name_aliases` maps to it).
    public func isRename(_ symbol: Symbol) -> Bool {
        symbol.oldNames.contains { renames[$0] != nil }
    }

    /// Current symbols in `collection`, by name.
    public func members(of collection: SmartCollection) -> [Symbol] {
        symbolNames.compactMap { symbols[$0] }.filter { contains($0, in: collection) }
    }
}
