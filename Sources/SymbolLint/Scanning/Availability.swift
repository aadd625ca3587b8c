import SymbolCatalog

/// What the code around a place guarantees about the OS it runs on: per platform, the
/// lowest version a guard proved (`if #available(iOS 17, *)`, `@available(iOS 17, *)`, …)
/// and the platforms the code never runs on (`@available(iOS, unavailable)`, `#if os(macOS)`).
struct Availability: Hashable, Sendable {
    /// A version a guard proved, and the guard, as messages name it (`if #available`).
    struct Raise: Hashable, Sendable {
        var version: OSVersion
        var by: String
    }

    var raised: [Platform: Raise] = [:]
    var excluded: Set<Platform> = []

    /// Nothing proved.
    static let none = Availability()

    var isEmpty: Bool { raised.isEmpty && excluded.isEmpty }

    /// `versions` proved by `by`.
    init(_ versions: [(Platform, OSVersion)] = [], by: String = "") {
        for (platform, version) in versions { raise(platform, to: Raise(version: version, by: by)) }
    }

    /// Raises `platform` to `raise` unless a higher version is already proved.
    mutating func raise(_ platform: Platform, to raise: Raise) {
        if let current = raised[platform], current.version >= raise.version { return }
        raised[platform] = raise
    }

    /// Both together (nested guards): the higher version per platform, every exclusion.
    func merged(with other: Availability) -> Availability {
        guard !other.isEmpty else { return self }
        guard !isEmpty else { return other }
        var result = self
        for (platform, raise) in other.raised { result.raise(platform, to: raise) }
        result.excluded.formUnion(other.excluded)
        return result
    }

    /// The same guards, named `by` (an extension inheriting its type's `@available`).
    func named(_ by: String) -> Availability {
        var result = self
        for platform in raised.keys { result.raised[platform]?.by = by }
        return result
    }

    /// What holds after either: per platform the lower version (none unless both raise),
    /// the platforms both exclude.
    func common(with other: Availability) -> Availability {
        var result = Availability()
        for (platform, raise) in raised {
            guard let theirs = other.raised[platform] else { continue }
            result.raised[platform] = theirs.version < raise.version ? theirs : raise
        }
        result.excluded = excluded.intersection(other.excluded)
        return result
    }

    /// `targets` where this code runs: an excluded platform left out, a proved version above
    /// a target's in its place (``DeploymentTarget/Source/guarded``).
    func applied(to targets: [DeploymentTarget]) -> [DeploymentTarget] {
        guard !isEmpty else { return targets }
        return targets.compactMap { target in
            if excluded.contains(target.platform) { return nil }
            guard let raise = raised[target.platform], raise.version > target.version else { return target }
            return DeploymentTarget(platform: target.platform, version: raise.version, source: .guarded, target: raise.by)
        }
    }
}
