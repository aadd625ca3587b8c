/// A symbol's scale relative to the text beside it, as SF Symbols' `imageScale`: the symbol's
/// point size is the text's point size times ``factor``.
public enum SymbolScale: String, CaseIterable, Sendable, Hashable {
    /// Smaller than the text (0.783×).
    case small
    /// As the text (1×), the default.
    case medium
    /// Larger than the text (1.29×).
    case large

    /// 0.783 (small), 1.0 (medium), 1.29 (large): the ratios SF Symbols applies to the text
    /// style's point size.
    public var factor: Double {
        switch self {
        case .small: 0.783
        case .medium: 1.0
        case .large: 1.29
        }
    }
}
