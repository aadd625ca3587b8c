/// Text from data written into XML 1.0 (property lists, SVG): the one place it is escaped.
///
/// `&` becomes `&amp;`, `<` `&lt;` and `>` `&gt;` (so `]]>` never appears); an attribute value
/// also writes `"` as `&quot;` and `'` as `&#39;`, and a tab, line feed and carriage return
/// as `&#9;`, `&#10;` and `&#13;` (a parser reads them raw as spaces). A carriage return in
/// content is `&#13;` too (a parser reads a raw one as a line feed).
///
/// A character XML 1.0 cannot hold, raw or as a reference (``isAllowed(_:)``: U+0000, the other
/// C0 controls but tab, line feed and carriage return, U+FFFE and U+FFFF; a lone surrogate
/// cannot be in a Swift string), is refused with ``XMLTextError``, or written as the caller's
/// replacement where the text is only shown (a label in a picture).
public enum XMLText {
    /// `text` as element content: `a<b` → `a&lt;b`.
    public static func content(_ text: String) throws(XMLTextError) -> String {
        try refusing(text, attribute: false)
    }

    /// `text` as an attribute value, inside `"…"` or `'…'` (quotes not included).
    public static func attributeValue(_ text: String) throws(XMLTextError) -> String {
        try refusing(text, attribute: true)
    }

    /// `text` as element content, each character XML cannot hold written as `replacement`
    /// gives it (the CLI's visible form: `\e`).
    public static func content(_ text: String, replacing replacement: (Unicode.Scalar) -> String) -> String {
        escaped(text, attribute: false, replacing: replacement)
    }

    /// `text` as an attribute value, each character XML cannot hold written as `replacement`
    /// gives it.
    public static func attributeValue(_ text: String, replacing replacement: (Unicode.Scalar) -> String) -> String {
        escaped(text, attribute: true, replacing: replacement)
    }

    /// True for a character XML 1.0 can hold (its `Char` production): tab, line feed, carriage
    /// return, U+0020–U+D7FF, U+E000–U+FFFD and U+10000–U+10FFFF.
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// The first character of `text` XML 1.0 cannot hold, or nil.
    public static func firstRefused(in text: String) -> Unicode.Scalar? {
        // Only bytes under 0x20 and the sequences EF BF BE and EF BF BF can be refused.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0xEF }) else { return nil }
        return text.unicodeScalars.first { !isAllowed($0) }
    }

    private static func refusing(_ text: String, attribute: Bool) throws(XMLTextError) -> String {
        var refused: Unicode.Scalar?
        let result = escaped(text, attribute: attribute) { scalar in
            if refused == nil { refused = scalar }
            return ""
        }
        if let refused { throw XMLTextError(text: text, character: refused) }
        return result
    }

    private static func escaped(_ text: String, attribute: Bool, replacing replacement: (Unicode.Scalar) -> String) -> String {
        // Most text has nothing to escape: bytes under 0x20, `&`, `<`, `>`, the quotes, and EF
        // (the lead byte of U+FFFE and U+FFFF) are the only ones that can need it.
        guard text.utf8.contains(where: {
            $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0xEF || attribute && ($0 == 0x22 || $0 == 0x27)
        }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if let reference = MarkupReference.of(scalar, quotes: attribute) {
                result += reference
            } else if attribute && (scalar == "\t" || scalar == "\n") {
                result += scalar == "\t" ? "&#9;" : "&#10;"
            } else if isAllowed(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += replacement(scalar)
            }
        }
        return result
    }
}
