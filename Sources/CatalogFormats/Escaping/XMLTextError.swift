/// Text that XML 1.0 cannot hold: the text and its first such character.
public struct XMLTextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The whole text (a symbol name, a keyword), as it was.
    public let text: String
    /// Its first character XML 1.0 cannot hold (``XMLText/isAllowed(_:)``).
    public let character: Unicode.Scalar

    /// The error for `text`, whose first character XML cannot hold is `character`.
    public init(text: String, character: Unicode.Scalar) {
        self.text = text
        self.character = character
    }

    /// `U+001B`: four hexadecimal digits at least.
    public var codePoint: String {
        let digits = String(character.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The text as a Swift string literal (``SwiftLiteral/string(_:)``: `"fa-x\u{1B}"`), with
    /// U+FFFE and U+FFFF escaped too: on one line, nothing in it hidden.
    public var quotedText: String {
        var result = ""
        for scalar in SwiftLiteral.string(text).unicodeScalars {
            if XMLText.isAllowed(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// `"a\u{1B}b" holds U+001B, which XML 1.0 cannot hold`.
    public var description: String {
        "\(quotedText) holds \(codePoint), which XML 1.0 cannot hold"
    }
}
