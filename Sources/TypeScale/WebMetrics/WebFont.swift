import CatalogFormats
import CatalogSystem

/// A web font as the web-type tools (`trim`, `fallback`) read it: a font file (its first face)
/// or a fontconfig pattern (the face it matches), read as ``CapsizeMetrics``.
package struct WebFont {
    package let metrics: CapsizeMetrics
    /// The ascender, descender and line gap a browser lays the face out with (Chromium on
    /// Linux: typo when USE_TYPO_METRICS is set, else FreeType's; ``FaceMetrics/freeTypeLineMetrics``),
    /// or nil for a face without SFNT tables.
    package let line: LineMetrics?
    package let path: String
    package let faceIndex: Int
    /// How fontconfig matched a pattern, or nil for a file.
    package let match: FontMatch?

    /// Reads `argument` (at `axes` when given); `configuration` is started on the first
    /// pattern and reused.
    package static func read(_ argument: String, axes: [String: Double]? = nil, environment: [String: String],
                             configuration: inout FontconfigConfiguration?) throws -> WebFont {
        let limit = FileSizeLimit.of(environment)
        let path: String, faceIndex: Int, match: FontMatch?
        switch FontReference(argument) {
        case .file(let file):
            (path, faceIndex, match) = (file, 0, nil)
        case .pattern(let pattern):
            let fontconfig = try configuration ?? SharedFontconfig.configurationLoader(environment)()
            configuration = fontconfig
            let found = try fontconfig.match(pattern)
            (path, faceIndex, match) = (found.path, found.faceIndex, found)
        }
        // One face opened: at --axes when given, else as the file or the match names it.
        let face = if let axes {
            try FontFace(path: path, faceIndex: faceIndex, variation: .designCoordinates(axes), limit: limit)
        } else if let match {
            try match.openFace(limit: limit)
        } else {
            try FontFace(path: path, limit: limit)
        }
        let measured = try face.metrics()
        let metrics = axes == nil ? try face.capsizeMetrics(measured: measured, limit: limit)
            : try CapsizeMetrics(instance: face, measured: measured)
        return WebFont(metrics: metrics, line: measured.freeTypeLineMetrics, path: path, faceIndex: faceIndex, match: match)
    }

    /// `Noto Sans Regular`, else the family, else the file.
    package var name: String { metrics.fullName ?? metrics.familyName ?? path }

    /// A CSS number: `16`, `-0.2753`.
    package static func css(_ value: Double) -> String { JSONOutput.format(value) }

    package init(metrics: CapsizeMetrics, line: LineMetrics?, path: String, faceIndex: Int, match: FontMatch?) {
        (self.metrics, self.line, self.path, self.faceIndex, self.match) = (metrics, line, path, faceIndex, match)
    }
}
