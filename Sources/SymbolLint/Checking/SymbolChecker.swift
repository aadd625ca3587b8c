import CatalogSystem
import Dispatch
import SymbolCatalog

/// Checks one symbol name against a data set and deployment targets, through the model's
/// public lookups: current names, renames, legacy aliases, variants, releases and OS
/// versions. Results are remembered per name (a large app repeats its names).
public struct SymbolChecker: Sendable {
    /// A rule broken by a name, before it has a place.
    public struct Diagnosis: Hashable, Sendable {
        /// The rule broken.
        public let rule: LintRule
        /// What is wrong (``LintFinding/message``).
        public let message: String
        /// The name to use instead, or nil.
        public let replacement: String?
    }

    /// A deployment target that a release is too new for, and the OS version it needs.
    public struct Shortfall: Hashable, Sendable {
        /// The deployment target.
        public let target: DeploymentTarget
        /// The OS version the release shipped in on the target's platform.
        public let needs: OSVersion
    }

    /// The data set names are checked against.
    public let dataSet: DataSet
    /// The deployment targets names must be available at.
    public let targets: [DeploymentTarget]
    private var memo: [String: [Diagnosis]] = [:]
    // The data set's lookups, taken once (each access of the model's lazily built tables
    // takes a lock), and the shortfalls of every release.
    private let symbols: [String: Symbol]
    private let renames: [String: String]
    private let legacyAliases: [String: String]
    private let variants: [String: DataSet.Variant]
    private let nameReleases: [String: ReleaseID]
    private let shortfalls: [ReleaseID: [Shortfall]]
    /// The targets when every one is past the newest OS version the data set knows on its
    /// platform (or assumed): a name it does not know may be a later symbol.
    private let beyondDataSet: [DeploymentTarget]
    /// The newest OS version the data set knows, per platform.
    private let newest: [Platform: OSVersion]

    /// A checker of names against `dataSet` at `targets`.
    public init(dataSet: DataSet, targets: [DeploymentTarget]) {
        self.dataSet = dataSet
        self.targets = targets
        symbols = dataSet.symbols
        renames = dataSet.renames
        legacyAliases = dataSet.legacyAliases
        variants = dataSet.variants
        nameReleases = dataSet.nameReleases
        var shortfalls = [ReleaseID: [Shortfall]]()
        for release in dataSet.releases {
            shortfalls[release.id] = targets.compactMap { target in
                guard let shipped = dataSet.osVersion(of: release.id, on: target.platform), shipped > target.version else { return nil }
                return Shortfall(target: target, needs: shipped)
            }
        }
        self.shortfalls = shortfalls
        let newest = dataSet.newestVersions
        self.newest = newest
        let beyond = targets.allSatisfy { target in target.assumed || newest[target.platform].map { target.version > $0 } ?? false }
        beyondDataSet = beyond ? targets : []
    }

    /// The rules `name` breaks (empty when none), remembered for the next call.
    public mutating func check(_ name: String) -> [Diagnosis] {
        if let known = memo[name] { return known }
        let result = diagnose(name)
        memo[name] = result
        return result
    }

    /// Checks `names` not checked yet on every core (an unknown name's did-you-mean compares
    /// it with every name of the data set); ``check(_:)`` then finds them remembered.
    public mutating func prepare(_ names: some Sequence<String>) {
        let pending = Array(Set(names).filter { memo[$0] == nil })
        let lanes = min(pending.count, 16)
        guard lanes > 1 else {
            for name in pending { memo[name] = diagnose(name) }
            return
        }
        // Lane k takes names k, k + lanes, … and writes only their slots.
        let slots = UnsafeMutableBufferPointer<[Diagnosis]>.allocate(capacity: pending.count)
        slots.initialize(repeating: [])
        nonisolated(unsafe) let output = slots
        let checker = self
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            for index in stride(from: lane, to: pending.count, by: lanes) { output[index] = checker.diagnose(pending[index]) }
        }
        for (index, name) in pending.enumerated() { memo[name] = slots[index] }
        _ = slots.deinitialize()
        slots.deallocate()
    }

    private func diagnose(_ name: String) -> [Diagnosis] {
        if let symbol = symbols[name] {
            return availability(name, release: symbol.introduced, symbol: symbol) + restriction(symbol) + deprecation(symbol)
        }
        if let newName = renames[name] ?? legacyAliases[name] {
            var result = nameReleases[name].map { availability(name, release: $0, symbol: symbols[newName]) } ?? []
            if let release = symbols[newName]?.introduced ?? nameReleases[newName], !targets.isEmpty {
                let kind = renames[name] != nil ? "was renamed to" : "is a legacy name for"
                let blocking = missing(release)
                if blocking.isEmpty {
                    let since = targets.compactMap { target in
                        dataSet.osVersion(of: release, on: target.platform).map { "\(target.platform) \($0)" }
                    }
                    let when = since.isEmpty ? "" : " (\(since.joined(separator: ", ")))"
                    result.append(Diagnosis(rule: .renamedSymbol, message: "'\(name)' \(kind) '\(newName)'\(when), available at every deployment target",
                                            replacement: newName))
                } else if result.isEmpty {
                    // The old name works everywhere, the new one not yet: say until when, never fix.
                    let kept = blocking.map(\.target.ownedLabel).joined(separator: ", ")
                    let from = blocking.map { "\($0.target.platform) \($0.needs)" }.joined(separator: ", ")
                    result.append(Diagnosis(
                        rule: .renamePending,
                        message: "'\(name)' \(kind) '\(newName)'; keep '\(name)' while \(kept) \(blocking.count == 1 ? "is" : "are") supported; '\(newName)' from \(from)",
                        replacement: nil))
                }
            }
            if let symbol = symbols[newName] { result += restriction(symbol) + deprecation(symbol) }
            return result
        }
        if let variant = variants[name] {
            var result = nameReleases[name].map { availability(name, release: $0) } ?? []
            let base = variant.symbolName ?? variant.baseName
            result.append(Diagnosis(
                rule: .localizedVariant,
                message: "'\(name)' is the \(variant.localization.script) variant of '\(base)'; name '\(base)' and the system picks the variant for the user's language",
                replacement: base))
            if let symbol = variant.symbolName.flatMap({ symbols[$0] }) { result += restriction(symbol) }
            return result
        }
        // The replacement only when one name is clearly the closest (`--fix` may apply it).
        let closest = dataSet.closestNames(to: name)
        let hint = NameSuggestions.didYouMeanClause(NameSuggestions.offered(closest))
        if !beyondDataSet.isEmpty {
            // Every target is past what the data set knows: the name may be a later symbol.
            let known = beyondDataSet.compactMap { target in newest[target.platform].map { "\(target.platform) \($0)" } }
            let plural = beyondDataSet.count == 1 ? "target is" : "targets are"
            return [Diagnosis(rule: .newerThanDataSet,
                              message: "'\(name)' is not a symbol in \(dataSet.name), which knows up to \(known.joined(separator: ", ")); "
                                  + "the deployment \(plural) \(beyondDataSet.map(\.ownedLabel).joined(separator: ", ")), "
                                  + "so it may be a later symbol (lint with a newer data set)\(hint)",
                              replacement: nil)]
        }
        return [Diagnosis(rule: .unknownSymbol, message: "'\(name)' is not a symbol in \(dataSet.name)\(hint)",
                          replacement: NameSuggestions.confident(closest)?.name)]
    }

    /// The targets where `release` is not out yet, with the OS version it needs. A release
    /// without a version on a platform is not judged there.
    public func missing(_ release: ReleaseID) -> [Shortfall] {
        shortfalls[release] ?? []
    }

    /// `unavailable-at-target` when `release` is too new for a target; with the older name
    /// of `symbol` usable at every target as the replacement, when it has one.
    private func availability(_ name: String, release: ReleaseID, symbol: Symbol? = nil) -> [Diagnosis] {
        let missing = missing(release)
        guard !missing.isEmpty else { return [] }
        let needs = missing.map { "\($0.target.platform) \($0.needs)" }.joined(separator: ", ")
        let targets = missing.map(\.target.ownedLabel).joined(separator: ", ")
        let plural = missing.count == 1 ? "target is" : "targets are"
        var message = "'\(name)' needs \(needs) (symbols \(release)); the deployment \(plural) \(targets)"
        let older = symbol.flatMap { olderName(of: $0, before: release) }
        if let older {
            let since = self.targets.compactMap { target in
                dataSet.osVersion(of: older.release, on: target.platform).map { "\(target.platform) \($0)" }
            }
            message += "; its older name '\(older.name)'" + (since.isEmpty ? "" : " (\(since.joined(separator: ", ")))")
                + " works at every deployment target"
        } else if let symbol, !olderNames(of: symbol, before: release).isEmpty {
            // No name works at the targets: say when each older one arrived.
            let arrivals = olderNames(of: symbol, before: release).map { old in
                let needs = missing.compactMap { shortfall in
                    dataSet.osVersion(of: old.release, on: shortfall.target.platform).map { "\(shortfall.target.platform) \($0)" }
                }
                return "'\(old.name)' arrived in " + (needs.isEmpty ? "" : needs.joined(separator: ", ") + " ") + "(symbols \(old.release))"
            }
            message += "; no name works there: " + (arrivals.count == 1 ? "its older name " : "its older names ") + arrivals.joined(separator: ", ")
        }
        return [Diagnosis(rule: .unavailableSymbol, message: message, replacement: older?.name)]
    }

    /// The old names of `symbol` shipped before `release`, oldest first.
    private func olderNames(of symbol: Symbol, before release: ReleaseID) -> [(name: String, release: ReleaseID)] {
        symbol.oldNames.compactMap { old -> (name: String, release: ReleaseID)? in
            guard renames[old] != nil, let shipped = nameReleases[old], shipped < release else { return nil }
            return (old, shipped)
        }.sorted { $0.release != $1.release ? $0.release < $1.release : $0.name < $1.name }
    }

    /// The newest old name of `symbol` shipped before `release` that every target has (an
    /// old name keeps working after the rename), or nil.
    private func olderName(of symbol: Symbol, before release: ReleaseID) -> (name: String, release: ReleaseID)? {
        symbol.oldNames.compactMap { old -> (name: String, release: ReleaseID)? in
            guard renames[old] != nil, let shipped = nameReleases[old], shipped < release, missing(shipped).isEmpty else { return nil }
            return (old, shipped)
        }.max { $0.release != $1.release ? $0.release < $1.release : $0.name > $1.name }
    }

    private func deprecation(_ symbol: Symbol) -> [Diagnosis] {
        guard let text = symbol.deprecation else { return [] }
        return [Diagnosis(rule: .deprecatedSymbol, message: "'\(symbol.name)' is deprecated: \(text)", replacement: nil)]
    }

    private func restriction(_ symbol: Symbol) -> [Diagnosis] {
        guard let text = symbol.restriction else { return [] }
        return [Diagnosis(rule: .restrictedSymbol, message: "'\(symbol.name)' is restricted: \(text)", replacement: nil)]
    }
}
