import SymbolCatalog

/// How serious a finding is.
public enum LintSeverity: String, Comparable, Sendable, CaseIterable {
    /// Fails the lint (exit status 1).
    case error
    /// Fails the lint only under `--strict`.
    case warning
    /// Information; never fails the lint.
    case note

    /// Most serious first: `error` < `warning` < `note`.
    public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The checks of `catalog lint`, each with a stable id (used in output, suppression
/// comments and baselines) and a fixed severity.
public enum LintRule: String, CaseIterable, Sendable {
    /// Not a name of the data set.
    case unknownSymbol = "unknown-symbol"
    /// The name shipped after a deployment target.
    case unavailableSymbol = "unavailable-at-target"
    /// An old name whose new name is available at every deployment target.
    case renamedSymbol = "renamed-symbol"
    /// An old name whose new name a deployment target cannot take yet: keep it until then.
    case renamePending = "rename-pending"
    /// A symbol with a usage restriction.
    case restrictedSymbol = "restricted-symbol"
    /// A symbol the set deprecates (`symbol_deprecations.strings`): it will be removed.
    case deprecatedSymbol = "deprecated-symbol"
    /// A localized variant named directly (the system picks variants by language).
    case localizedVariant = "localized-variant"
    /// Not a name of the data set, where every target is newer than the data set knows (or
    /// assumed): it may be a symbol of a later release.
    case newerThanDataSet = "newer-than-data-set"

    /// The severity of every finding of this rule.
    public var severity: LintSeverity {
        switch self {
        case .unknownSymbol, .unavailableSymbol: .error
        case .renamedSymbol, .deprecatedSymbol: .warning
        case .renamePending, .restrictedSymbol, .localizedVariant, .newerThanDataSet: .note
        }
    }

    /// One line on what the rule checks (SARIF rule descriptions, help).
    public var summary: String {
        switch self {
        case .unknownSymbol: "The name is not a symbol of the data set."
        case .unavailableSymbol: "The symbol needs a newer OS than a deployment target."
        case .renamedSymbol: "An old name whose new name is available at every deployment target."
        case .renamePending: "An old name whose new name a deployment target cannot use yet: keep it while that target is supported."
        case .restrictedSymbol: "The symbol may only be used as its restriction says."
        case .deprecatedSymbol: "The data set deprecates the symbol: it will be removed."
        case .localizedVariant: "A localized variant named directly; the system picks variants by language."
        case .newerThanDataSet: "Not a name of the data set, but every target is newer than it knows: it may be a later symbol."
        }
    }
}

/// One problem with one name at one place.
public struct LintFinding: Hashable, Sendable {
    /// Where the name is written.
    public let location: SourceLocation
    /// The rule it breaks.
    public let rule: LintRule
    /// The name as written.
    public let name: String
    /// What is wrong, for people (`'x' was renamed to 'y', available at every deployment target`).
    public let message: String
    /// The name to use instead, or nil.
    public let replacement: String?

    /// The rule's severity.
    public var severity: LintSeverity { rule.severity }
}

/// A name that `--fix` rewrote.
public struct LintFix: Hashable, Sendable {
    /// Where the old name was.
    public let location: SourceLocation
    /// The name as it was written.
    public let name: String
    /// The name written in its place.
    public let replacement: String
    /// The finding it fixed: `renamed-symbol` (to the new name) or `unavailable-at-target`
    /// (to an older name every target has).
    public let rule: LintRule
}
