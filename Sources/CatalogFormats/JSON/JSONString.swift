/// JSON string literals, shared by ``JSONValue/rendered(inline:)``, lint baselines and the
/// CLI's JSON output.
package enum JSONString {
    /// Appends `text` as a quoted JSON string: `"`, `\` and control characters escaped
    /// (also U+007F, U+2028 and U+2029, which some readers mishandle, and the C1 controls and
    /// bidirectional overrides, which a terminal showing the JSON would obey); other
    /// characters as they are.
    package static func write(_ text: String, to output: inout String) {
        output += "\""
        // Most strings need no escape: copy them whole.
        // (0xC2 starts the C1 controls, 0xE2 U+2028/U+2029 and the bidirectional controls.)
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value):
                output += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// As ``write(_:to:)-(_,inout String)``, appending UTF-8 bytes: the escape test and the
    /// copy run over the string's bytes once each.
    package static func write(_ text: String, to output: inout [UInt8]) {
        output.append(0x22)
        var text = text
        let plain = text.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else {
                return false
            }
            output.append(contentsOf: bytes)
            return true
        }
        if !plain {
            var escaped = ""
            write(text, to: &escaped)
            output.append(contentsOf: escaped.utf8.dropFirst().dropLast())
        }
        output.append(0x22)
    }
}
