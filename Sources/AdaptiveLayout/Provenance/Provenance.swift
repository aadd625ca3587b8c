/// What a figure rests on: its kind, its sources, and for a derived figure the rule and the
/// inputs it was applied to.
public struct Provenance: Sendable, Hashable {
    /// Published, measured, derived, given, not published or not applicable.
    public let kind: FigureKind
    /// The ids of its sources (``LayoutSource/id``), or of the inputs' sources for a derived
    /// figure; a user's file is named as `file:PATH`.
    public let sources: [String]
    /// For a derived figure: the rule, in words (`the screen's width x 2/3`).
    public let rule: String?
    /// For a derived figure: the inputs, each with its value and kind (`screen width 1366 pt,
    /// published`).
    public let inputs: [String]
    /// What a reader should know: where a measurement was made, why nothing is published.
    public let note: String?

    /// A provenance of `kind`.
    public init(_ kind: FigureKind, sources: [String] = [], rule: String? = nil, inputs: [String] = [], note: String? = nil) {
        self.kind = kind
        self.sources = sources
        self.rule = rule
        self.inputs = inputs
        self.note = note
    }

    /// Nothing published, with why.
    public static func notPublished(_ note: String, sources: [String] = []) -> Provenance {
        Provenance(.notPublished, sources: sources, note: note)
    }

    /// Not a figure of this device.
    public static func notApplicable(_ note: String) -> Provenance {
        Provenance(.notApplicable, note: note)
    }
}
