/// Text from data (font names, file paths) written into CSS: the one place it is escaped, by
/// the CSS Syntax spec (css-syntax-3, "serialize a string"), so that the style sheet parses as
/// written and stays a style sheet when pasted into an HTML `<style>` element.
///
/// In a string (``string(_:quote:)``):
/// - the quote and `\` get a backslash;
/// - U+0000 becomes U+FFFD (what a parser reads it as);
/// - the other controls (U+0001–U+001F, U+007F–U+009F) become code-point escapes, `\A ` for
///   a line feed, so no string ends at a line break;
/// - `<` becomes `\3C `, so `</style` never appears;
/// - the rest of ``HiddenCharacters`` (the bidirectional controls and the invisible
///   characters: U+00AD, U+061C, U+200B–U+200F, U+2028–U+202E, U+2066–U+2069, U+FEFF,
///   U+E0000–U+E007F) becomes a code-point escape too: the same value, nothing a terminal or
///   an editor would hide, and nothing the CLI's pass over its output would rewrite.
///
/// In a comment (``comment(_:)``) the same characters are written the same way (a comment has
/// no escapes, so they only show what was there), and `*/` becomes `* /`: the comment ends
/// where the renderer ends it. A code-point escape is always followed by one space, which a
/// parser consumes, so the next character can be a hexadecimal digit or a space.
public enum CSSText {
    /// The quote around a string.
    public enum Quote: Character {
        /// `"`, the spec's serialization.
        case double = "\""
        /// `'`, as Capsize writes `local('…')`.
        case single = "'"
    }

    /// `text` as a CSS string, quotes included: `"Noto Sans"`, `"X\3C /style>\A "`.
    public static func string(_ text: String, quote: Quote = .double) -> String {
        let quoteScalar = quote.rawValue.unicodeScalars.first ?? "\""
        var result = String(quote.rawValue)
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            if scalar == quoteScalar || scalar == "\\" {
                result += "\\"
                result.unicodeScalars.append(scalar)
            } else if scalar == "\0" {
                result += "\u{FFFD}"
            } else if needsCodePointEscape(scalar) {
                result += codePointEscape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        result.append(quote.rawValue)
        return result
    }

    /// `text` safe inside a `/* … */` comment: no `*/`, no `</style`, no line break, no
    /// control character (U+0000 is shown as `\0 `).
    public static func comment(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == "/" && previous == "*" {
                result += " /"
            } else if scalar == "\0" || needsCodePointEscape(scalar) {
                result += codePointEscape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return result
    }

    /// A `font-family` name as Capsize's `quoteIfNeeded` writes it: bare when it is only ASCII
    /// letters, digits, `-` and `_` and reads as one identifier (`sans-serif`), else a
    /// ``string(_:quote:)`` (`"Noto Sans"`); a name already in quotes loses them first.
    /// A name that would not read as an identifier (`3D`, `-1`, `--`) or is a CSS-wide keyword
    /// (`inherit`) is quoted, where Capsize leaves it bare and the declaration is dropped.
    public static func familyName(_ name: String) -> String {
        if isIdentifier(name) { return name }
        var inner = Substring(name)
        if inner.unicodeScalars.count >= 2, let first = inner.unicodeScalars.first, let last = inner.unicodeScalars.last,
           first == last, first == "\"" || first == "'" {
            inner = Substring(inner.unicodeScalars.dropFirst().dropLast())
        } else if inner.unicodeScalars.first == "\"" {
            inner = Substring(inner.unicodeScalars.dropFirst())
        }
        return string(String(inner))
    }

    /// The keywords every property takes, which cannot name a family bare.
    static let wideKeywords: Set<String> = ["inherit", "initial", "unset", "revert", "revert-layer", "default"]

    /// True when `name` is ASCII letters, digits, `-` and `_`, starts as an identifier does
    /// (not a digit, not `-` then a digit, not a lone `-`) and is no CSS-wide keyword.
    private static func isIdentifier(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first, scalars.allSatisfy({ isNameScalar($0) }) else { return false }
        if isDigit(first) { return false }
        if first == "-" {
            guard scalars.count > 1, !isDigit(scalars[1]) else { return false }
        }
        return !wideKeywords.contains(name.lowercased())
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || isDigit(scalar) || scalar == "-" || scalar == "_"
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// True for what is written as a code-point escape: `<`, and ``HiddenCharacters`` but
    /// U+0000, which has no escape.
    public static func needsCodePointEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "<" || scalar != "\0" && HiddenCharacters.contains(scalar)
    }

    /// `\A `: a backslash, the code point in hexadecimal, one space.
    private static func codePointEscape(_ scalar: Unicode.Scalar) -> String {
        "\\" + String(scalar.value, radix: 16, uppercase: true) + " "
    }
}
