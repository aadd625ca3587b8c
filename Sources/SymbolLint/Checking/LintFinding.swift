import SymbolCatalog
import SymbolTemplates

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
/// comments and baselines) and a fixed severity: the symbol-name rules, the asset rules, and
/// every rule of `template check` (SymbolTemplates' ``TemplateFinding/Rule``) for the symbol
/// sets of the app's asset catalogs, under the same ids.
public struct LintRule: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The id: `unknown-symbol`, `missing-asset`, `guide-moved`.
    public let rawValue: String
    /// The severity of every finding of this rule.
    public let severity: LintSeverity
    /// One line on what the rule checks (SARIF rule descriptions, help).
    public let summary: String

    private init(_ id: String, _ severity: LintSeverity, _ summary: String) {
        rawValue = id
        self.severity = severity
        self.summary = summary
    }

    /// Not a name of the data set.
    public static let unknownSymbol = LintRule("unknown-symbol", .error, "The name is not a symbol of the data set.")
    /// The name shipped after a deployment target.
    public static let unavailableSymbol = LintRule("unavailable-at-target", .error, "The symbol needs a newer OS than a deployment target.")
    /// An old name whose new name is available at every deployment target.
    public static let renamedSymbol = LintRule("renamed-symbol", .warning, "An old name whose new name is available at every deployment target.")
    /// An old name whose new name a deployment target cannot take yet: keep it until then.
    public static let renamePending = LintRule(
        "rename-pending", .note, "An old name whose new name a deployment target cannot use yet: keep it while that target is supported.")
    /// A symbol with a usage restriction.
    public static let restrictedSymbol = LintRule("restricted-symbol", .note, "The symbol may only be used as its restriction says.")
    /// A symbol the set deprecates (`symbol_deprecations.strings`): it will be removed.
    public static let deprecatedSymbol = LintRule("deprecated-symbol", .warning, "The data set deprecates the symbol: it will be removed.")
    /// A localized variant named directly (the system picks variants by language).
    public static let localizedVariant = LintRule(
        "localized-variant", .note, "A localized variant named directly; the system picks variants by language.")
    /// Not a name of the data set, where every target is newer than the data set knows (or
    /// assumed): it may be a symbol of a later release.
    public static let newerThanDataSet = LintRule(
        "newer-than-data-set", .note, "Not a name of the data set, but every target is newer than it knows: it may be a later symbol.")
    /// An image name (`Image("x")`, `UIImage(named:)`, `NSImage(named:)`) that no asset of
    /// the app's asset catalogs, nor an image file beside them, carries.
    public static let missingAsset = LintRule(
        "missing-asset", .warning, "The image name matches no asset of the app's asset catalogs and no image file in the tree.")
    /// A symbol set whose template cannot be read: no SVG named in its `Contents.json`, or
    /// an SVG that is not well-formed or outside what templates hold.
    public static let unreadableSymbolSet = LintRule(
        "unreadable-symbol-set", .error, "The symbol set's template cannot be read: Xcode cannot build it.")

    /// A rule of `template check`, under its own id and severity.
    public static func template(_ rule: TemplateFinding.Rule) -> LintRule {
        let severity: LintSeverity = switch rule.severity {
        case .error: .error
        case .warning: .warning
        case .note: .note
        }
        return LintRule(rule.rawValue, severity, rule.summary)
    }

    /// The symbol-name rules, then the asset rules, then the template rules.
    public static let allCases: [LintRule] = [
        unknownSymbol, unavailableSymbol, renamedSymbol, renamePending, restrictedSymbol, deprecatedSymbol, localizedVariant,
        newerThanDataSet, missingAsset, unreadableSymbolSet,
    ] + TemplateFinding.Rule.allCases.map(template)

    /// The rule with id `rawValue`, or nil.
    public init?(rawValue: String) {
        guard let rule = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = rule
    }

    /// The rule's id, as output and `catalog:ignore` comments write it.
    public var description: String { rawValue }

    /// Rules are equal when their ids are.
    public static func == (lhs: LintRule, rhs: LintRule) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the id.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
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
