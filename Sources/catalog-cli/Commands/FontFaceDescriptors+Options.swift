import TypeScale

/// `fallback`'s options for the `@font-face` descriptors.
extension FontFaceDescriptors {
    /// `--font-display`: the values of the CSS descriptor.
    static let displayOption = OptionSpec(name: "font-display", valueName: "VALUE", choices: ["auto", "block", "swap", "fallback", "optional"],
                                          summary: "Write font-display: VALUE in each rule.")
    /// `--font-weight`: a weight or a range.
    static let weightOption = OptionSpec(name: "font-weight", valueName: "WEIGHT",
                                         summary: "Write font-weight: WEIGHT (1-1000, normal, bold, or a range '100 900'); default: the fallback face's own weight when not 400.")
    /// `--font-style`.
    static let styleOption = OptionSpec(name: "font-style", valueName: "STYLE", choices: ["normal", "italic", "oblique"],
                                        summary: "Write font-style: STYLE; default: italic when the fallback face is italic.")
    /// `--unicode-range`.
    static let rangeOption = OptionSpec(name: "unicode-range", valueName: "RANGES",
                                        summary: "Write unicode-range: RANGES (U+0000-00FF,U+0131,U+04??).")

    static let options = [displayOption, weightOption, styleOption, rangeOption]

    /// What the options ask for (weight and style still to be defaulted per face).
    static func parse(_ parsed: ParsedCommand) throws(CLIError) -> FontFaceDescriptors {
        var descriptors = FontFaceDescriptors()
        descriptors.fontDisplay = parsed.value(displayOption)
        descriptors.fontStyle = parsed.value(styleOption)
        if let text = parsed.value(weightOption) {
            guard let weight = weight(text) else {
                throw parsed.usageError("invalid value '\(text)' for --font-weight; expected a weight from 1 to 1000, "
                                        + "normal, bold, or a range of two weights such as '100 900'")
            }
            descriptors.fontWeight = weight
        }
        if let text = parsed.value(rangeOption) {
            guard let range = unicodeRange(text) else {
                throw parsed.usageError("invalid value '\(text)' for --unicode-range; expected U+HEX, U+HEX-HEX or U+HEX?? "
                                        + "items up to U+10FFFF, separated by commas, such as U+0000-00FF,U+0131")
            }
            descriptors.unicodeRange = range
        }
        return descriptors
    }
}
