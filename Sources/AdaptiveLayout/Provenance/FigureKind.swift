/// Where a figure comes from. Every figure of a ``WindowLayout`` has one, and none is made up:
/// where no source gives a figure it is ``notPublished``.
public enum FigureKind: String, Sendable, CaseIterable, Hashable {
    /// Apple states it (the HIG, Apple's documentation).
    case published
    /// Someone measured a running system (a named third party, or the user's own file).
    case measured
    /// A named rule applied to named inputs, each published or measured.
    case derived
    /// Typed on the command line (`--width`, `--height`).
    case given
    /// No source gives it; the figure's note says what is known instead.
    case notPublished = "not-published"
    /// The figure does not exist here (UIKit's margins on an Apple Watch).
    case notApplicable = "not-applicable"

    /// True for the kinds that carry a value.
    public var hasValue: Bool {
        switch self {
        case .published, .measured, .derived, .given: true
        case .notPublished, .notApplicable: false
        }
    }
}
