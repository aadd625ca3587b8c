import CatalogFormats
import CatalogSystem
import TypeScale

/// The `FONT` argument of the web-type commands (`trim`, `fallback`) and their number options;
/// the font itself is TypeScale's ``WebFont``.
enum WebFontArgument {
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
}
