import CatalogSystem

/// A query's filters checked against a data set (category and localization names resolved).
struct ResolvedFilter {
    var categoryKeys: [String] = []
    var availability: (platform: Platform, version: OSVersion)?
    var introduced: ReleaseID?
    var since: ReleaseID?
    var until: ReleaseID?
    var restricted: Bool?
    var deprecated = false
    var localized = false
    var localization: String?
    var rightToLeft = false
    var layerset: Layerset?
    var renamed = false
    var collection: SmartCollection?
    var names: Set<String>?
    var dataSet: DataSet

    init(_ query: SymbolQuery, in dataSet: DataSet) throws(SearchError) {
        self.dataSet = dataSet
        collection = try query.collection.map { name throws(SearchError) in try dataSet.smartCollection(named: name) }
        for category in query.categories { categoryKeys.append(try dataSet.categoryKey(category)) }
        availability = query.availableIn.map { ($0.platform, $0.version) }
        introduced = query.introduced
        since = query.since
        until = query.until
        restricted = query.restricted
        deprecated = query.deprecated
        localized = query.localized
        rightToLeft = query.rightToLeft
        renamed = query.renamed
        names = query.names
        if let suffix = query.localization {
            let known = LocalizationSuffix.known.map(\.rawValue)
            guard known.contains(suffix.lowercased()) else {
                throw .unknownLocalization(suffix, suggestions: NameSuggestions.didYouMean(suffix, among: known))
            }
            localization = suffix.lowercased()
        }
        layerset = query.layerset
    }

    /// Every filter but availability and the release filters, which depend on the name shown.
    func admits(_ symbol: Symbol) -> Bool {
        if !categoryKeys.allSatisfy(symbol.categories.contains) { return false }
        if let restricted, symbol.isRestricted != restricted { return false }
        if deprecated, !symbol.isDeprecated { return false }
        if localized, !symbol.localizations.contains(where: { !$0.suffix.isRightToLeft }) { return false }
        if let localization, !symbol.localizations.contains(where: { $0.suffix.rawValue == localization }) { return false }
        if rightToLeft, !symbol.localizations.contains(where: \.suffix.isRightToLeft) { return false }
        if let layerset, symbol.layersets[layerset] == nil { return false }
        if renamed, symbol.oldNames.isEmpty { return false }
        if let collection, !dataSet.contains(symbol, in: collection) { return false }
        if let names, !names.contains(symbol.name) { return false }
        return true
    }

    func admitsRelease(_ release: ReleaseID) -> Bool {
        if let introduced, release != introduced { return false }
        if let since, release < since { return false }
        if let until, release > until { return false }
        return true
    }

    /// True when `release` shipped on the asked platform at or before the asked version
    /// (always true without `--available-in`; false when the OS version is unknown).
    func isAvailable(_ release: ReleaseID, in dataSet: DataSet) -> Bool {
        guard let (platform, version) = availability else { return true }
        guard let shipped = dataSet.osVersion(of: release, on: platform) else { return false }
        return shipped <= version
    }

    /// The name to show for `symbol`: its current name when that passes, else (with
    /// `--available-in`) the newest old name that does, with a note; nil when none does.
    func availableName(for symbol: Symbol, in dataSet: DataSet) -> (name: String, release: ReleaseID, note: String?)? {
        if admitsRelease(symbol.introduced), isAvailable(symbol.introduced, in: dataSet) {
            return (symbol.name, symbol.introduced, nil)
        }
        guard let (platform, _) = availability else { return nil }
        let candidates = symbol.oldNames.compactMap { old -> (String, ReleaseID)? in
            guard dataSet.renames[old] != nil, let release = dataSet.nameReleases[old] else { return nil }
            return admitsRelease(release) && isAvailable(release, in: dataSet) ? (old, release) : nil
        }
        guard let (name, release) = candidates.max(by: { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 > $1.0 }) else { return nil }
        let since = dataSet.osVersion(of: symbol.introduced, on: platform).map { " (\(platform) \($0))" } ?? ""
        return (name, release, "renamed to \(symbol.name) in \(symbol.introduced)\(since)")
    }
}
