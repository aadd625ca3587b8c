extension FallbackStack {
    /// The stack of `font` (read from `fontArgument`, a file or fontconfig pattern, at `axes`)
    /// over each of `fallbackArguments`, as `catalog fallback` makes it: a published system
    /// font's variant follows the font's weight and style unless `descriptors` ask for others;
    /// both faces' lines as browsers set them (typo with USE_TYPO_METRICS; a published system
    /// font's are its hhea values, as Capsize publishes them). `warnings` hears each
    /// fontconfig substitution (Carlito for Calibri).
    package static func make(font fontArgument: String, axes: [String: Double]?, fallbacks fallbackArguments: [String],
                             sizeAdjust: Double?, subset: CharacterFrequencies.Subset, descriptors: FontFaceDescriptors,
                             environment: [String: String], warnings: inout [String]) throws -> FallbackStack {
        var configuration: FontconfigConfiguration?
        let font = try WebFont.read(fontArgument, axes: axes, environment: environment, configuration: &configuration)
        let weight = descriptors.requestedWeight ?? font.metrics.weightClass ?? 400
        let italic = descriptors.fontStyle.map { $0 != "normal" } ?? font.metrics.isItalic
        var fallbacks = [FallbackSource]()
        for argument in fallbackArguments {
            fallbacks.append(try FallbackSource.resolve(argument, weight: weight, italic: italic, environment: environment,
                                                        configuration: &configuration, warnings: &warnings))
        }
        let faces = FallbackFontFace.stack(font: font.metrics, fallbacks: fallbacks.map(\.metrics), sizeAdjust: sizeAdjust,
                                           subset: subset, fontLine: font.line, fallbackLines: fallbacks.map { $0.font?.line })
        return FallbackStack(font: font, fallbacks: fallbacks, faces: faces, subset: subset,
                             descriptors: fallbacks.map { descriptors.resolved(for: $0.metrics) })
    }
}
