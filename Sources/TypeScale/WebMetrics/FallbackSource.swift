import CatalogSystem

/// One `--for FALLBACK` of `fallback`: a system font Capsize publishes metrics for (Arial,
/// Helvetica, Segoe UI, …: the font a visitor's machine has, whatever this one has), or a font
/// file or fontconfig match read here.
package struct FallbackSource {
    /// The fallback's metrics.
    package let metrics: CapsizeMetrics
    /// The font read here, or nil for a published system font.
    package let font: WebFont?
    /// The published face, or nil for a font read here.
    package let published: SystemFontMetrics?

    package init(metrics: CapsizeMetrics, font: WebFont?, published: SystemFontMetrics?) {
        (self.metrics, self.font, self.published) = (metrics, font, published)
    }

    /// `src: local()` names after the metrics' own full and PostScript names: a published
    /// font's metric-compatible Linux clones (Liberation Sans for Arial).
    package var extraLocalNames: [String] { published?.linuxClones ?? [] }

    /// `argument` as a fallback: a published family by name (the variant nearest `weight` and
    /// `italic`), else read as `fallback` always read it. `warnings` gets one line when
    /// fontconfig substituted another family for a name that is not installed.
    package static func resolve(_ argument: String, weight: Int, italic: Bool, environment: [String: String],
                        configuration: inout FontconfigConfiguration?, warnings: inout [String]) throws -> FallbackSource {
        if case .pattern(let pattern) = FontReference(argument), !pattern.contains(":"), !pattern.contains(","),
           let face = SystemFontMetrics.variant(of: pattern, weight: weight, italic: italic) {
            return FallbackSource(metrics: face.metrics, font: nil, published: face)
        }
        let font = try WebFont.read(argument, environment: environment, configuration: &configuration)
        if let match = font.match, match.familyMatch == .alias {
            let asked = match.requested.families.first ?? argument, found = match.found.families.first ?? font.name
            warnings.append("catalog: warning: '\(asked)' is not installed; fontconfig substitutes '\(found)', so the rule "
                            + "names and fits \(found), which matches only where it is installed")
        }
        return FallbackSource(metrics: font.metrics, font: font, published: nil)
    }

    /// `Arial Bold`, or the font's name.
    package var name: String { metrics.fullName ?? metrics.familyName ?? font?.name ?? "?" }
}
