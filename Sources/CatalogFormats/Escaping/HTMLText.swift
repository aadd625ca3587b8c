/// Text from data (symbol names, style names) written into HTML: the one place it is escaped,
/// so that a parser by the HTML standard reads the value back and no markup, attribute or
/// script can come from data.
///
/// Both contexts write `&` as `&amp;`, `<` as `&lt;` and `>` as `&gt;`; an attribute value
/// also writes `"` as `&quot;` and `'` as `&#39;`, so it holds in either quote. U+0000 becomes
/// U+FFFD (what a parser reads it as) and a carriage return `&#13;` (a raw one is read as a
/// line feed). Everything else is written as it is: a raw control is kept by the parser, and
/// a reference to U+0080–U+009F would be read as another character (`&#128;` is `€`), so the
/// escaper leaves controls to the output's own pass (the CLI makes them visible).
///
/// The site's page fills its HTML templates in JavaScript by the same rules;
/// `Tests/CatalogFormatsTests/Fixtures/html-escaping-cases.json` holds the cases both run.
public enum HTMLText {
    /// `text` as an attribute value, inside `"…"` or `'…'` (quotes not included):
    /// `x"><img src=x onerror=alert(1)>` → `x&quot;&gt;&lt;img src=x onerror=alert(1)&gt;`.
    public static func attributeValue(_ text: String) -> String {
        escaped(text, quotes: true)
    }

    /// `text` as the content of an element (not of `<script>` or `<style>`, which read no
    /// references): `a < b & c` → `a &lt; b &amp; c`.
    public static func text(_ text: String) -> String {
        escaped(text, quotes: false)
    }

    private static func escaped(_ text: String, quotes: Bool) -> String {
        guard text.utf8.contains(where: { needsEscape($0, quotes: quotes) }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if let reference = MarkupReference.of(scalar, quotes: quotes) {
                result += reference
            } else {
                result.unicodeScalars.append(scalar == "\0" ? "\u{FFFD}" : scalar)
            }
        }
        return result
    }

    /// True for a byte that starts an escape (all of them are ASCII).
    private static func needsEscape(_ byte: UInt8, quotes: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0x00, 0x0D: true
        case UInt8(ascii: "\""), UInt8(ascii: "'"): quotes
        default: false
        }
    }
}
