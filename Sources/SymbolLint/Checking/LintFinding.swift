import SymbolCatalog

/// How serious a finding is.
public enum LintSeverity: String, Comparable, Sendable, CaseIterable {
    case error, warning, note

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
    /// A symbol with a usage restriction.
    case restrictedSymbol = "restricted-symbol"
    /// A localized variant named directly (the system picks variants by language).
    case localizedVariant = "localized-variant"

    public var severity: LintSeverity {
        switch self {
        case .unknownSymbol, .unavailableSymbol: .error
        case .renamedSymbol: .warning
        case .restrictedSymbol, .localizedVariant: .note
        }
    }

    /// One line on what the rule checks (SARIF rule descriptions, help).
    public var summary: String {
        switch self {
        case .unknownSymbol: "The name is not a symbol of the data set."
        case .unavailableSymbol: "The symbol needs a newer OS than a deployment target."
        case .renamedSymbol: "An old name whose new name is available at every deployment target."
        case .restrictedSymbol: "The symbol may only be used as its restriction says."
        case .localizedVariant: "A localized variant named directly; the system picks variants by language."
        }
    }
}

/// One problem with one name at one place.
public struct LintFinding: Hashable, Sendable {
    public let location: SourceLocation
    public let rule: LintRule
    public let name: String
    public let message: String
    /// The name to use instead, or nil.
    public let replacement: String?

    public var severity: LintSeverity { rule.severity }
}

/// A name that `--fix` rewrote.
public struct LintFix: Hashable, Sendable {
    public let location: SourceLocation
    public let name: String
    public let replacement: String
    /// The finding it fixed: `renamed-symbol` (to the new name) or `unavailable-at-target`
    /// (to an older name every target has).
    public let rule: LintRule
}
