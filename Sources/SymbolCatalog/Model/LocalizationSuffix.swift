/// The trailing name component(s) that mark a localized or right-to-left variant,
/// e.g. `character.ar`, `textformat.subscript.zh.traditional`, `arrow.uturn.left.rtl`.
public struct LocalizationSuffix: Hashable, Sendable {
    /// The suffix without its leading dot, e.g. `ar` or `zh.traditional`.
    public let rawValue: String
    /// The script or language it stands for, e.g. `Arabic`.
    public let script: String

    /// The suffix `rawValue` (without its leading dot) for `script`.
    public init(_ rawValue: String, script: String) {
        self.rawValue = rawValue
        self.script = script
    }

    /// True for the `.rtl` suffix: a pre-flipped right-to-left variant.
    public var isRightToLeft: Bool { rawValue == "rtl" }

    /// Every suffix seen in SF Symbols 2 to 7. Two-part suffixes come first so that
    /// `.zh.traditional` is not read as `.traditional` after a base ending in `.zh`.
    /// Names follow Apple's `SymbolVariantScripts.csv` (newer apps say Odia and Khmer);
    /// `rtl`, `sat` and `mni` are not in that file.
    public static let known: [LocalizationSuffix] = [
        .init("zh.traditional", script: "Traditional Chinese"),
        .init("ar", script: "Arabic"),
        .init("he", script: "Hebrew"),
        .init("hi", script: "Hindi"),
        .init("ja", script: "Japanese"),
        .init("ko", script: "Korean"),
        .init("th", script: "Thai"),
        .init("zh", script: "Chinese"),
        .init("rtl", script: "Right-to-Left"),
        .init("el", script: "Greek"),
        .init("ru", script: "Russian"),
        .init("bn", script: "Bengali"),
        .init("gu", script: "Gujarati"),
        .init("kn", script: "Kannada"),
        .init("ml", script: "Malayalam"),
        .init("mr", script: "Marathi"),
        .init("or", script: "Odia"),
        .init("pa", script: "Punjabi"),
        .init("si", script: "Sinhala"),
        .init("ta", script: "Tamil"),
        .init("te", script: "Telugu"),
        .init("sat", script: "Santali"),
        .init("mni", script: "Manipuri"),
        .init("my", script: "Burmese"),
        .init("km", script: "Khmer"),
    ]

    /// The suffix that `name` ends with, and the base name before it, when the base is
    /// a name of the data set (`exists`). `figure.strengthtraining.traditional` is not a
    /// variant; a `.rtl` name counts even without its base (the two `.slash.rtl` phantoms).
    public static func split(
        _ name: String, exists: (Substring) -> Bool
    ) -> (base: Substring, suffix: LocalizationSuffix)? {
        // Look at the last one or two dot-separated components only: this runs for every
        // name of a data set, so no per-suffix string search.
        let utf8 = name.utf8
        guard let lastDot = utf8.lastIndex(of: UInt8(ascii: ".")), lastDot > utf8.startIndex else { return nil }
        let last = name[utf8.index(after: lastDot)...]
        if last == "traditional", let previousDot = utf8[..<lastDot].lastIndex(of: UInt8(ascii: ".")),
           previousDot > utf8.startIndex, name[utf8.index(after: previousDot)..<lastDot] == "zh",
           let suffix = byRawValue["zh.traditional"] {
            let base = name[..<previousDot]
            if exists(base) { return (base, suffix) }
        }
        guard let suffix = byRawValue[String(last)] else { return nil }
        let base = name[..<lastDot]
        return suffix.isRightToLeft || exists(base) ? (base, suffix) : nil
    }

    /// ``known`` by raw value.
    static let byRawValue: [String: LocalizationSuffix] = Dictionary(uniqueKeysWithValues: known.map { ($0.rawValue, $0) })
}
