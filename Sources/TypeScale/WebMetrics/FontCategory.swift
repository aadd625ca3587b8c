/// A font's broad kind, as Capsize's metrics name it: `serif`, `sans-serif` or `monospace`.
public enum FontCategory: String, Sendable, Hashable, CaseIterable {
    /// A serif text face.
    case serif
    /// A sans-serif text face.
    case sansSerif = "sans-serif"
    /// Every glyph with the same advance.
    case monospace

    /// The category from the font's own data, or nil when it does not say:
    /// - `post.isFixedPitch`, or PANOSE proportion 9 (monospaced) of a Latin text face: monospace;
    /// - PANOSE family kind 2 (Latin text) with serif style 2…10 (cove, obtuse cove, square,
    ///   obtuse square, square, thin, oval, exaggerated, triangle): serif;
    /// - serif style 11…15 (normal, obtuse and perpendicular sans, flared, rounded): sans-serif.
    ///
    /// PANOSE 0 ("any") or 1 ("no fit"), and other family kinds (script, decorative,
    /// pictorial), give nil.
    public init?(panose: [Int]?, isFixedPitch: Bool) {
        if isFixedPitch { self = .monospace; return }
        guard let panose, panose.count >= 4, panose[0] == 2 else { return nil }
        if panose[3] == 9 { self = .monospace; return }
        switch panose[1] {
        case 2...10: self = .serif
        case 11...15: self = .sansSerif
        default: return nil
        }
    }
}
