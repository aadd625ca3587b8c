import CatalogFormats

/// The `@font-face` descriptors `fallback` writes besides `src` and the overrides:
/// `font-weight`, `font-style`, `font-display` and `unicode-range`, from the options or, for
/// weight and style, from the fallback face itself.
package struct FontFaceDescriptors: Equatable {
    /// `font-weight`: `400`, `700`, `100 900`; nil to leave it out.
    package var fontWeight: String?
    /// `font-style`: `normal`, `italic`, `oblique`; nil to leave it out.
    package var fontStyle: String?
    /// `font-display`; nil to leave it out.
    package var fontDisplay: String?
    /// `unicode-range`, normalized (`U+0000-00FF, U+0131`); nil to leave it out.
    package var unicodeRange: String?

    package init(fontWeight: String? = nil, fontStyle: String? = nil, fontDisplay: String? = nil, unicodeRange: String? = nil) {
        (self.fontWeight, self.fontStyle, self.fontDisplay, self.unicodeRange) = (fontWeight, fontStyle, fontDisplay, unicodeRange)
    }

    /// The requested weight as a number, for choosing a published variant: the first of a
    /// range, 400 for `normal`, 700 for `bold`.
    package var requestedWeight: Int? {
        guard let fontWeight else { return nil }
        switch fontWeight {
        case "normal": return 400
        case "bold": return 700
        default: return fontWeight.split(separator: " ").first.flatMap { Double($0) }.map { Int($0.rounded()) }
        }
    }

    /// These descriptors for a rule whose `src` is `fallback`: weight and style as given, else
    /// the face's own when it says and is not regular (a bold face declared 700, so browsers
    /// neither pick it for regular text nor embolden it again).
    package func resolved(for fallback: CapsizeMetrics) -> FontFaceDescriptors {
        var copy = self
        if copy.fontWeight == nil, let weight = fallback.weightClass, weight != 400 { copy.fontWeight = String(weight) }
        if copy.fontStyle == nil, fallback.isItalic { copy.fontStyle = "italic" }
        return copy
    }

    /// The descriptors present, in the order the rule lists them.
    package var properties: [(String, String)] {
        [("font-weight", fontWeight), ("font-style", fontStyle), ("font-display", fontDisplay), ("unicode-range", unicodeRange)]
            .compactMap { name, value in value.map { (name, $0) } }
    }

    /// `normal`, `bold`, a number 1–1000, or two of them: the text to write, or nil.
    package static func weight(_ text: String) -> String? {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard (1...2).contains(parts.count) else { return nil }
        if parts.count == 1, ["normal", "bold"].contains(parts[0]) { return parts[0] }
        let numbers = parts.compactMap { Double($0) }.filter { $0.isFinite && (1...1000).contains($0) }
        guard numbers.count == parts.count, numbers.count == 1 || numbers[0] <= numbers[1] else { return nil }
        return numbers.map(WebFont.css).joined(separator: " ")
    }

    /// `U+0000-00FF,u+131, U+04??` as `U+0000-00FF, U+0131, U+04??`, or nil when an item is
    /// not a range of code points up to U+10FFFF (start not after end; `?` only at the end).
    package static func unicodeRange(_ text: String) -> String? {
        var items = [String]()
        for raw in text.split(separator: ",", omittingEmptySubsequences: false) {
            let item = String(raw.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()).uppercased()
            guard item.hasPrefix("U+") else { return nil }
            let body = item.dropFirst(2)
            let bounds = body.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            if bounds.count == 2 {
                guard let start = codePoint(bounds[0]), let end = codePoint(bounds[1]), start <= end else { return nil }
                items.append("U+" + hex(start) + "-" + hex(end))
            } else {
                let digits = bounds[0].prefix { $0 != "?" }, wild = bounds[0].dropFirst(digits.count)
                guard (1...6).contains(bounds[0].count), wild.allSatisfy({ $0 == "?" }),
                      digits.isEmpty || codePoint(String(digits)) != nil,
                      let high = codePoint(String(digits) + String(repeating: "F", count: wild.count)), high <= 0x10FFFF else { return nil }
                items.append("U+" + (wild.isEmpty ? hex(high) : String(bounds[0])))
            }
        }
        return items.joined(separator: ", ")
    }

    /// 1–6 hex digits up to 10FFFF.
    package static func codePoint(_ text: String) -> UInt32? {
        guard (1...6).contains(text.count), let value = UInt32(text, radix: 16), value <= 0x10FFFF else { return nil }
        return value
    }

    /// At least four upper-case hex digits.
    package static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
