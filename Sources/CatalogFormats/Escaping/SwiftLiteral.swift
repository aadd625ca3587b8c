/// Text from data (symbol names, restrictions, data-set names) written into generated Swift:
/// the one place it is escaped, so the file is Swift, the Swift it means, and a literal's
/// value is the name.
///
/// In a string literal (``string(_:)``), Swift's own escapes: `\\`, `\"`, `\n`, `\r`, `\t`,
/// `\0`; `\u{1B}` (two hexadecimal digits at least, as Swift's `debugDescription`) for the
/// other controls (U+0001–U+001F, U+007F–U+009F) and for characters that are invisible or
/// reorder text (the rest of ``HiddenCharacters``, so the CLI's pass over the output finds
/// nothing to rewrite); and a `*` beside a `/` as `\u{2A}`, so no `/*` or `*/` appears and
/// the file can itself be commented out.
///
/// In a comment line (``comment(_:)``) the same characters are written the same way, so no
/// line break ends the comment early; `\` and `"` are left as they are, and `/*` and `*/`
/// become `/ *` and `* /`.
public enum SwiftLiteral {
    /// `text` as a Swift string literal, quotes included: `"heart"`, `"a\nb\u{1B}"`.
    public static func string(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        var previous: Unicode.Scalar?
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        while let scalar = next {
            next = scalars.next()
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "*" where previous == "/" || next == "/": result += "\\u{2A}"
            default: result += escape(scalar) ?? String(scalar)
            }
            previous = scalar
        }
        return result + "\""
    }

    /// `text` for a `//` or `///` comment: on one line, with no comment delimiter.
    public static func comment(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == "/" && previous == "*" || scalar == "*" && previous == "/" {
                result += " " + String(scalar)
            } else {
                result += escape(scalar) ?? String(scalar)
            }
            previous = scalar
        }
        return result
    }

    /// The escape of a character no literal or comment line holds as it is, else nil.
    public static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x00: "\\0"
        case 0x09: "\\t"
        case 0x0A: "\\n"
        case 0x0D: "\\r"
        case _ where HiddenCharacters.contains(scalar): "\\u{" + hex(scalar.value) + "}"
        default: nil
        }
    }

    /// Uppercase hexadecimal, two digits at least.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }
}
