/// One thing wrong with a template, as lint reports it: a rule, the file and line, a message.
public struct TemplateFinding: Sendable, Hashable {
    /// How bad it is: what Xcode rejects (error), misplaces or draws wrongly (warning), or
    /// what is merely unusual (note).
    public enum Severity: String, Sendable, Hashable {
        /// Xcode rejects the template or cannot draw the symbol from it.
        case error
        /// Xcode takes it but draws or places it wrongly.
        case warning
        /// Unusual but harmless; never fails a check.
        case note
    }

    /// The checks of `template check`, each with a stable id (the raw value: what output,
    /// baselines and `catalog:ignore` comments name) and a fixed severity.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        /// No `Template v.N` text: Xcode cannot tell which format it reads.
        case noTemplateVersion = "no-template-version"
        /// No `Notes`, `Guides` or `Symbols` group.
        case missingGroup = "missing-group"
        /// Neither `Regular-S` nor `Regular-M`: nothing Xcode can draw the symbol from.
        case noRegularSource = "no-regular-source"
        /// The three interpolation sources differ in paths or points, or are stroked.
        case notInterpolatable = "not-interpolatable"
        /// Some but not all of Ultralight-S, Regular-S and Black-S: no interpolation.
        case missingSources = "missing-sources"
        /// A scale's `Baseline-` or `Capline-` guide is not there.
        case missingGuide = "missing-guide"
        /// A guide is not where the template's own layout puts it.
        case guideMoved = "guide-moved"
        /// A variant's shapes reach past its margins.
        case outsideMargins = "outside-margins"
        /// A variant is not centred on its cap height: it sits too high or too low in text.
        case offBaseline = "off-baseline"
        /// A contour that does not end where it starts.
        case openPath = "open-path"
        /// A shape painted with a stroke, which Xcode does not draw.
        case strokedShape = "stroked-shape"
        /// Text, an image or another element a variant may not hold.
        case disallowedElement = "disallowed-element"
        /// A variant scaled, rotated or skewed rather than only translated.
        case disallowedTransform = "disallowed-transform"
        /// A group under `Symbols` whose id is not a variant name.
        case unknownVariant = "unknown-variant"
        /// A canvas other than the SF Symbols app's 3300×2200.
        case canvasSize = "canvas-size"
        /// A variant group that draws nothing.
        case emptyVariant = "empty-variant"

        /// The severity of every finding of this rule.
        public var severity: Severity {
            switch self {
            case .noTemplateVersion, .missingGroup, .noRegularSource, .notInterpolatable, .missingGuide, .disallowedElement: .error
            case .missingSources, .guideMoved, .outsideMargins, .offBaseline, .openPath, .strokedShape, .disallowedTransform,
                 .unknownVariant, .emptyVariant: .warning
            case .canvasSize: .note
            }
        }

        /// One line on what the rule checks (SARIF rule descriptions, help).
        public var summary: String {
            switch self {
            case .noTemplateVersion: "The template has no 'Template v.N' text; Xcode cannot read it."
            case .missingGroup: "The template lacks its Notes, Guides or Symbols group."
            case .noRegularSource: "Neither Regular-S nor Regular-M is drawn; Xcode needs one."
            case .notInterpolatable: "Ultralight-S, Regular-S and Black-S differ in paths or points, or are stroked: Xcode cannot interpolate them."
            case .missingSources: "Only some of Ultralight-S, Regular-S and Black-S are drawn: the other weights are not interpolated."
            case .missingGuide: "A scale's baseline or capline guide is missing."
            case .guideMoved: "A guide is not where the template's own layout puts it."
            case .outsideMargins: "A variant's shapes reach past its margins."
            case .offBaseline: "A variant is not centred on its cap height: it sits too high or too low beside text."
            case .openPath: "A contour is open; every shape needs a closed fill area."
            case .strokedShape: "A shape is stroked; Xcode draws fills only."
            case .disallowedElement: "A variant holds an element other than paths and basic shapes."
            case .disallowedTransform: "A variant is scaled, rotated or skewed; variants are placed by translation alone."
            case .unknownVariant: "A group under Symbols is not named as a variant (Regular-S)."
            case .canvasSize: "The canvas is not the SF Symbols app's 3300×2200; its guides are checked against each other."
            case .emptyVariant: "A variant draws nothing."
            }
        }
    }

    /// The check that failed.
    public var rule: Rule
    /// The template's path, as ``SymbolTemplate/file`` gives it.
    public var file: String
    /// The line of the element at fault, from 1 (1 when the whole file is meant).
    public var line: Int
    /// What is wrong, for people (`Baseline-S is at y 699, not 696`).
    public var message: String

    /// The rule's severity.
    public var severity: Severity { rule.severity }

    /// A finding of `rule` at `line` of `file`, saying `message`.
    public init(rule: Rule, file: String, line: Int, message: String) {
        self.rule = rule
        self.file = file
        self.line = line
        self.message = message
    }
}
