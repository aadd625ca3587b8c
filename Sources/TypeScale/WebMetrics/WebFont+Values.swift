/// The values `trim` and `fallback` take as text: design coordinates, CSS lengths.
extension WebFont {
    /// Design coordinates of a variable font as text: `TAG=VALUE` pairs separated by commas
    /// (`wght=650,wdth=100`), each tag of 1 to 4 characters given once, each value a finite
    /// number; nil for anything else.
    package static func axes(_ text: String) -> [String: Double]? {
        var coordinates = [String: Double]()
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, (1...4).contains(parts[0].count), let value = Double(parts[1]), value.isFinite,
                  coordinates.updateValue(value, forKey: parts[0]) == nil else { return nil }
        }
        return coordinates
    }

    /// A finite number, `unit` after it or not (`24`, `24px`, `110%`); nil for anything else.
    package static func number(_ text: String, unit: String) -> Double? {
        let number = text.hasSuffix(unit) ? String(text.dropLast(unit.count)) : text
        guard let value = Double(number), value.isFinite else { return nil }
        return value
    }
}

extension LeadingTrim.Leading {
    /// A line height as CSS writes it: px (`24`, `24px`, ``lineHeight(_:)``) or a multiple of the
    /// font size (`1.5em`, `150%`, ``lineHeightMultiple(_:)``), above 0; nil for anything else.
    package init?(cssLineHeight text: String) {
        if text.hasSuffix("em") {
            guard let value = WebFont.number(text, unit: "em"), value > 0 else { return nil }
            self = .lineHeightMultiple(value)
        } else if text.hasSuffix("%") {
            guard let value = WebFont.number(text, unit: "%"), value > 0 else { return nil }
            self = .lineHeightMultiple(value / 100)
        } else {
            guard let value = WebFont.number(text, unit: "px"), value > 0 else { return nil }
            self = .lineHeight(value)
        }
    }
}
