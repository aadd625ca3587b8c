/// How much of an iPad's screen the window has: all of it, a Split View share, or Slide Over.
public enum Arrangement: String, Sendable, CaseIterable, Hashable {
    /// The whole screen.
    case fullScreen = "full-screen"
    /// The narrow Split View app.
    case oneThird = "1/3"
    /// Half of a Split View.
    case half = "1/2"
    /// The wide Split View app.
    case twoThirds = "2/3"
    /// Slide Over: a narrow window over another app.
    case slideOver = "slide-over"

    /// The share of the screen's width, as numerator and denominator, for the Split View
    /// arrangements; nil for the full screen and Slide Over.
    public var fraction: (numerator: Int, denominator: Int)? {
        switch self {
        case .oneThird: (1, 3)
        case .half: (1, 2)
        case .twoThirds: (2, 3)
        case .fullScreen, .slideOver: nil
        }
    }

    /// The words for people: `full screen`, `Split View 1/3`, `Slide Over`.
    public var displayName: String {
        switch self {
        case .fullScreen: "full screen"
        case .oneThird, .half, .twoThirds: "Split View " + rawValue
        case .slideOver: "Slide Over"
        }
    }
}
