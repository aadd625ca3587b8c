/// One thing wrong with a template, as lint reports it.
public struct TemplateFinding: Sendable, Hashable {
    /// How bad it is: what Xcode rejects (error) or misplaces (warning).
    public enum Severity: String, Sendable, Hashable { case error, warning, note }

    /// The rule broken.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        case noTemplateVersion = "no-template-version"
        case missingGroup = "missing-group"
        case noRegularSource = "no-regular-source"
        case notInterpolatable = "not-interpolatable"
        case missingGuide = "missing-guide"
        case guideMoved = "guide-moved"
        case outsideMargins = "outside-margins"
        case offBaseline = "off-baseline"
        case openPath = "open-path"
        case strokedShape = "stroked-shape"
        case disallowedElement = "disallowed-element"
        case disallowedTransform = "disallowed-transform"
        case unknownVariant = "unknown-variant"
        case canvasSize = "canvas-size"
        case emptyVariant = "empty-variant"
    }

    public var rule: Rule
    public var severity: Severity
    /// The file and the line of the element (1 when the whole file is meant).
    public var file: String
    public var line: Int
    public var message: String

    public init(rule: Rule, severity: Severity, file: String, line: Int, message: String) {
        self.rule = rule
        self.severity = severity
        self.file = file
        self.line = line
        self.message = message
    }
}
