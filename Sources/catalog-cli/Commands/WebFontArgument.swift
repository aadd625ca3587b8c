import CatalogFormats
import CatalogSystem
import TypeScale

/// A `FONT` argument of the web-type commands (`trim`, `fallback`): a font file (its first
/// face) or a fontconfig pattern (the face it matches), read as ``CapsizeMetrics``.
struct WebFont {
    let metrics: CapsizeMetrics
    /// The ascender, descender and line gap a browser lays the face out with (Chromium on
    /// Linux: typo when USE_TYPO_METRICS is set, else FreeType's; ``FaceMetrics/freeTypeLineMetrics``),
    /// or nil for a face without SFNT tables.
    let line: LineMetrics?
    let path: String
    let faceIndex: Int
    /// How fontconfig matched a pattern, or nil for a file.
    let match: FontMatch?

    /// `--axes TAG=VALUE,…`: design coordinates to measure FONT at.
    static let axesOption = OptionSpec(name: "axes", valueName: "TAG=VALUE,…",
                                       summary: "Measure FONT at these design coordinates of a variable font (wght=650,wdth=100).")

    /// `--axes`, parsed: each `TAG=VALUE` (a four-letter tag, a number), at most once a tag.
    static func axes(_ parsed: ParsedCommand) throws(CLIError) -> [String: Double]? {
        guard let text = parsed.value(axesOption) else { return nil }
        var coordinates = [String: Double]()
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, (1...4).contains(parts[0].count), let value = Double(parts[1]), value.isFinite,
                  coordinates.updateValue(value, forKey: parts[0]) == nil else {
                throw parsed.usageError("invalid value '\(text)' for --axes; expected TAG=VALUE pairs, each tag once, such as wght=650,wdth=100")
            }
        }
        return coordinates
    }

    /// Reads `argument` (at `axes` when given); `configuration` is started on the first
    /// pattern and reused.
    static func read(_ argument: String, axes: [String: Double]? = nil, environment: [String: String],
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
    var name: String { metrics.fullName ?? metrics.familyName ?? path }

    /// A positive number of px (or percent) for `option`, nil when it is absent, or a usage
    /// error naming it.
    static func number(_ parsed: ParsedCommand, _ option: OptionSpec, unit: String = "px", allowingZero: Bool = false) throws(CLIError) -> Double? {
        guard let text = parsed.value(option) else { return nil }
        guard let value = Self.value(text, unit: unit), value > 0 || allowingZero && value == 0 else {
            throw parsed.usageError("invalid value '\(text)' for --\(option.name); expected a "
                                    + (allowingZero ? "number of 0 or more" : "positive number") + " (\(unit) may follow it)")
        }
        return value
    }

    /// `--line-height`: px (`24`, `24px`), or a multiple of the font size (`1.5em`, `150%`),
    /// positive.
    static func lineHeight(_ parsed: ParsedCommand, _ option: OptionSpec) throws(CLIError) -> LeadingTrim.Leading? {
        guard let text = parsed.value(option) else { return nil }
        let leading: LeadingTrim.Leading? = if text.hasSuffix("em") {
            value(text, unit: "em").map { .lineHeightMultiple($0) }
        } else if text.hasSuffix("%") {
            value(text, unit: "%").map { .lineHeightMultiple($0 / 100) }
        } else {
            value(text, unit: "px").map { .lineHeight($0) }
        }
        let amount: Double? = switch leading {
        case .lineHeight(let value)?, .lineHeightMultiple(let value)?: value
        default: nil
        }
        guard let leading, let amount, amount > 0 else {
            throw parsed.usageError("invalid value '\(text)' for --\(option.name); expected px (24, 24px) or a multiple "
                                    + "of the font size (1.5em, 150%)")
        }
        return leading
    }

    /// The number in `text`, bare or followed by `unit`; nil for anything else (another unit).
    static func value(_ text: String, unit: String) -> Double? {
        let number = text.hasSuffix(unit) ? String(text.dropLast(unit.count)) : text
        guard let value = Double(number), value.isFinite else { return nil }
        return value
    }

    /// The FONT argument of `trim` and `fallback`.
    static let argument = ArgumentSpec(name: "FONT", summary: "Font file, or fontconfig pattern.", completion: .font)

    /// A CSS number: `16`, `-0.2753`.
    static func css(_ value: Double) -> String { JSONOutput.format(value) }
}
