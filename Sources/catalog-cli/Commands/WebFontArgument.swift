import CatalogSystem
import TypeScale

/// A `FONT` argument of the web-type commands (`trim`, `fallback`): a font file (its first
/// face) or a fontconfig pattern (the face it matches), read as ``CapsizeMetrics``.
struct WebFont {
    let metrics: CapsizeMetrics
    let path: String
    let faceIndex: Int

    /// Reads `argument`; `configuration` is started on the first pattern and reused.
    static func read(_ argument: String, environment: [String: String],
                     configuration: inout FontconfigConfiguration?) throws -> WebFont {
        let limit = FileSizeLimit.of(environment)
        let path: String, faceIndex: Int, face: FontFace
        switch FontReference(argument) {
        case .file(let file):
            face = try FontFace(path: file, limit: limit)
            path = file
            faceIndex = 0
        case .pattern(let pattern):
            let fontconfig = try configuration ?? FontSelection.configurationLoader(environment)()
            configuration = fontconfig
            let match = try fontconfig.match(pattern)
            face = try match.openFace(limit: limit)
            path = match.path
            faceIndex = match.faceIndex
        }
        let metrics = try face.metrics()
        let capsize = try CapsizeMetrics(tables: FontTables(path: path, faceIndex: faceIndex, limit: limit),
                                         capHeight: metrics.capHeight, xHeight: metrics.xHeight)
        return WebFont(metrics: capsize, path: path, faceIndex: faceIndex)
    }

    /// `Noto Sans Regular`, else the family, else the file.
    var name: String { metrics.fullName ?? metrics.familyName ?? path }

    /// A positive number of px (or percent) for `option`, nil when it is absent, or a usage
    /// error naming it.
    static func number(_ parsed: ParsedCommand, _ option: OptionSpec, allowingZero: Bool = false) throws(CLIError) -> Double? {
        guard let text = parsed.value(option) else { return nil }
        let trimmed = text.hasSuffix("px") || text.hasSuffix("%") ? String(text.dropLast(text.hasSuffix("px") ? 2 : 1)) : text
        guard let value = Double(trimmed), value.isFinite, value > 0 || allowingZero && value == 0 else {
            throw parsed.usageError("invalid value '\(text)' for --\(option.name); expected a " + (allowingZero ? "number of 0 or more" : "positive number"))
        }
        return value
    }

    /// The FONT argument of `trim` and `fallback`.
    static let argument = ArgumentSpec(name: "FONT", summary: "Font file, or fontconfig pattern.", completion: .font)

    /// A CSS number: `16`, `-0.2753`.
    static func css(_ value: Double) -> String { JSONOutput.format(value) }
}
