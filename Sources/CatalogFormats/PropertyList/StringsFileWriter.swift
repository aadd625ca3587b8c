/// Writes `.strings` files (`"key" = "value";` per line), the text form Apple's app uses
/// for `name_aliases.strings` and `legacy_aliases.strings`.
///
/// We write our own: on this toolchain `PropertyListSerialization` crashes instead of
/// throwing when asked for `.openStep`.
public enum StringsFileWriter {
    /// The text encodings a `.strings` file may have.
    public enum Encoding: Sendable {
        /// UTF-8 without a byte-order mark, as Apple's copies are.
        case utf8
        /// UTF-16 little-endian with a byte-order mark.
        case utf16LittleEndian
        /// UTF-16 big-endian with a byte-order mark.
        case utf16BigEndian
    }

    /// The file's text: an optional `//` header, then one pair per line in the given order.
    /// Every character can be written: a header line keeps to its line as a comment of
    /// generated Swift does (``SwiftLiteral/comment(_:)``: the comment syntax is C's in both),
    /// and strings escape what they cannot hold raw (``quoted(_:)``).
    public static func text(_ pairs: [(key: String, value: String)], header: [String] = []) -> String {
        var text = header.map { "// " + SwiftLiteral.comment($0) + "\n" }.joined()
        if !header.isEmpty { text += "\n" }
        for (key, value) in pairs {
            text += quoted(key) + " = " + quoted(value) + ";\n"
        }
        return text
    }

    /// The file's bytes in `encoding`.
    public static func data(
        _ pairs: [(key: String, value: String)], header: [String] = [], encoding: Encoding = .utf8
    ) -> [UInt8] {
        let text = text(pairs, header: header)
        switch encoding {
        case .utf8:
            return Array(text.utf8)
        case .utf16LittleEndian:
            return [0xFF, 0xFE] + text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] }
        case .utf16BigEndian:
            return [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8(truncatingIfNeeded: $0)] }
        }
    }

    /// A string in double quotes with `"`, `\` and control characters escaped (`\n`, `\033`
    /// in octal, which Apple's reader and ours read back; U+0000 too).
    public static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20:
                let octal = String(scalar.value, radix: 8)
                result += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
