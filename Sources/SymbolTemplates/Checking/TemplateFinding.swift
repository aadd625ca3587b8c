/// One thing wrong with a template, as lint reports it.
public struct TemplateFinding: Sendable, Hashable {
    /// How bad it is: what Xcode rejects (error) or misplaces (warning).
    /// Error.
    /// Note.
    /// Warning.
    public enum Severity: String, Sendable, Hashable {
        /// Xcode rejects the template.
        case error
        /// Xcode takes it but draws or places it wrongly.
        case warning
        /// For information.
        case note
    }

    /// The rule broken.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        /// No template version.
        case noTemplateVersion = "no-template-version"
        /// Missing group.
        case missingGroup = "missing-group"
        /// No regular source.
        case noRegularSource = "no-regular-source"
        /// Not interpolatable.
        case notInterpolatable = "not-interpolatable"
        /// Missing guide.
        case missingGuide = "missing-guide"
        /// Guide moved.
        case guideMoved = "guide-moved"
        /// Outside margins.
        case outsideMargins = "outside-margins"
        /// Off baseline.
        case offBaseline = "off-baseline"
        /// Open path.
        case openPath = "open-path"
        /// Stroked shape.
        case strokedShape = "stroked-shape"
        /// Disallowed element.
        case disallowedElement = "disallowed-element"
        /// Disallowed transform.
        case disallowedTransform = "disallowed-transform"
        /// Unknown variant.
        case unknownVariant = "unknown-variant"
        /// Canvas size.
        case canvasSize = "canvas-size"
        /// Empty variant.
        case emptyVariant = "empty-variant"
    }

    /// The rule.
    public var rule: Rule
    /// The severity.
    public var severity: Severity
    /// The file and the line of the element (1 when the whole file is meant).
    public var file: String
    /// The line.
    public var line: Int
    /// The message.
    public var message: String

    /// Creates it from its parts.
    public init(rule: Rule, severity: Severity, file: String, line: Int, message: String) {
        self.rule = rule
        self.severity = severity
        self.file = file
        self.line = line
        self.message = message
    }
}
