/// Which way up the device is held. The HIG's tables give screens in portrait; landscape
/// swaps width and height.
public enum Orientation: String, Sendable, CaseIterable, Hashable {
    /// Taller than wide (the HIG's tables).
    case portrait
    /// Wider than tall.
    case landscape
}
