import CatalogFormats
import CatalogSystem
import TypeScale

/// The `FONT` argument of the web-type commands (`trim`, `fallback`) and their number options;
/// the font itself is TypeScale's ``WebFont``.
enum WebFontArgument {
    /// `--axes TAG=VALUE,…`: design coordinates to measure FONT at.
    static let axesOption = OptionSpec(name: "axes", valueName: "TAG=VALUE,…",
                                       summary: "Measure FONT at these design coordinates of a variable font (wght=650,wdth=100).")

    /// `--axes`, parsed (TypeScale's ``WebFont/axes(_:)``): each `TAG=VALUE` (a four-letter
    /// tag, a number), at most once a tag.
    static func axes(_ parsed: ParsedCommand) throws(CLIError) -> [String: Double]? {
        guard let text = parsed.value(axesOption) else { return nil }
        guard let coordinates = WebFont.axes(text) else {
            throw parsed.usageError("invalid value '\(text)' for --axes; expected TAG=VALUE pairs, each tag once, such as wght=650,wdth=100")
        }
        return coordinates
    }

    /// A positive number of px (or percent) for `option`, nil when it is absent, or a usage
    /// error naming it.
    static func number(_ parsed: ParsedCommand, _ option: OptionSpec, unit: String = "px", allowingZero: Bool = false) throws(CLIError) -> Double? {
        guard let text = parsed.value(option) else { return nil }
        guard let value = WebFont.number(text, unit: unit), value > 0 || allowingZero && value == 0 else {
            throw parsed.usageError("invalid value '\(text)' for --\(option.name); expected a "
                                    + (allowingZero ? "number of 0 or more" : "positive number") + " (\(unit) may follow it)")
        }
        return value
    }

    /// `--line-height`: px (`24`, `24px`), or a multiple of the font size (`1.5em`, `150%`),
    /// positive (TypeScale's ``LeadingTrim/Leading/init(cssLineHeight:)``).
    static func lineHeight(_ parsed: ParsedCommand, _ option: OptionSpec) throws(CLIError) -> LeadingTrim.Leading? {
        guard let text = parsed.value(option) else { return nil }
        guard let leading = LeadingTrim.Leading(cssLineHeight: text) else {
            throw parsed.usageError("invalid value '\(text)' for --\(option.name); expected px (24, 24px) or a multiple "
                                    + "of the font size (1.5em, 150%)")
        }
        return leading
    }

    /// The FONT argument of `trim` and `fallback`.
    static let argument = ArgumentSpec(name: "FONT", summary: "Font file, or fontconfig pattern.", completion: .font)
}
