#if canImport(Glibc)
import Glibc
#endif

/// Colour kept apart from the text it colours until the text is safe to write.
///
/// ``ANSIStyle`` marks where a style starts and ends with tokens only this process can
/// write: U+FDD0, a random nonce, the SGR parameters, U+FDD1. Every document is made safe
/// first (``TerminalText/visible(_:keepingLineFeeds:keepingTabs:)``: a data value's ESC
/// becomes `\e`), and only then does ``render(_:)`` turn the tokens into escape sequences, so
/// data can neither carry its own escapes through nor forge a token.
package enum StyleMarks {
    /// Random per process: text from outside cannot guess it.
    package static let nonce: String = {
        var generator = SystemRandomNumberGenerator()
        return String(generator.next() as UInt64, radix: 36)
    }()

    /// U+FDD0 and U+FDD1, noncharacters (Swift takes no literal of them).
    package static let open = Character(Unicode.Scalar(UInt32(0xFDD0))!)
    package static let close = Character(Unicode.Scalar(UInt32(0xFDD1))!)

    /// The token for SGR parameters such as `1` or `0`.
    package static func token(_ parameters: String) -> String {
        "\(open)\(nonce)\(parameters)\(close)"
    }

    /// Whether `text` holds U+FDD0, the start of a token: a byte search (EF B7 90 in UTF-8),
    /// not a search by Character, which would break a whole document into graphemes.
    package static func hasToken(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            var index = 0
            // memchr for each EF lead byte: most documents have none.
            while index + 2 < bytes.count, let found = memchr(base + index, 0xEF, bytes.count - index) {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if at + 2 < bytes.count, bytes[at + 1] == 0xB7, bytes[at + 2] == 0x90 { return true }
                index = at + 1
            }
            return false
        }
    }

    /// A token for an operating-system command the tool makes itself, `ESC ] PAYLOAD BEL`
    /// (the clipboard's OSC 52, whose text travels in Base64): `payload` is digits,
    /// semicolons and Base64 only.
    package static func osc(_ payload: String) -> String {
        token("]" + payload)
    }

    /// `text` with every token made its sequence: SGR (`ESC [ parameters m`), or OSC.
    package static func render(_ text: String) -> String {
        replacingTokens(in: text) { $0.first == "]" ? "\u{1B}" + $0 + "\u{07}" : "\u{1B}[\($0)m" }
    }

    /// `text` without its tokens.
    package static func strip(_ text: String) -> String { replacingTokens(in: text) { _ in "" } }

    /// The terminal columns `text` takes, tokens and escapes taking none.
    package static func columns(_ text: String) -> Int { TerminalWidth.columns(strip(text)) }

    /// `]` then digits, semicolons and Base64 (no byte a terminal would act on).
    private static func isOSC(_ parameters: Substring) -> Bool {
        parameters.first == "]" && parameters.dropFirst().allSatisfy {
            $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ";" || $0 == "+" || $0 == "/" || $0 == "=")
        }
    }

    private static func replacingTokens(in text: String, with replacement: (Substring) -> String) -> String {
        guard hasToken(text) else { return text }
        var result = ""
        var rest = text[...]
        let prefix = String(open) + nonce
        while let start = rest.firstRange(of: prefix) {
            guard let end = rest[start.upperBound...].firstIndex(of: close) else { break }
            let parameters = rest[start.upperBound..<end]
            guard parameters.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ";") }) || isOSC(parameters) else {
                result += rest[..<start.upperBound]
                rest = rest[start.upperBound...]
                continue
            }
            result += rest[..<start.lowerBound]
            result += replacement(parameters)
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
