/// A part of a written template (``TemplateWriter/segments(name:variants:version:)``): text
/// that every template of the same variants and version shares, or text that is the symbol's
/// own (its name, its margins, its placed outline).
public enum TemplateSegment: Sendable, Hashable {
    /// Text every template of the same variants and version has here.
    case shared(String)
    /// Text that depends on the symbol: its name, a margin, its outline.
    case own(String)

    /// The segment's text.
    public var text: String {
        switch self {
        case .shared(let text), .own(let text): text
        }
    }
}
