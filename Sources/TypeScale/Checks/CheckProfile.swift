/// The rules `check` applies to the faces given.
public enum CheckProfile: String, Sendable, Hashable, CaseIterable {
    /// catalog's rules (``VerticalMetricsCheck``): what clips or spaces text fails, the rest of
    /// the Google Fonts guide warns; families grouped by name.
    case standard = "default"
    /// fontbakery 1.1.0's vertical-metrics checks of its `googlefonts` profile, with their
    /// verdicts (fail, warn, skip) and rules, under their check ids; as in fontbakery, the
    /// faces given together are one family (``VerticalMetricsCheck/googleFontsChecks(_:)``).
    case googleFonts = "googlefonts"
}
