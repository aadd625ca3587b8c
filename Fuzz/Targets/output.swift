// Fuzz target `output`: one name from data (the whole input, UTF-8 with repairs, NUL and all)
// through the escapers of generated text (CatalogFormats/Escaping): CSSText (CSS strings in
// both quotes, comments, family names) and SwiftLiteral (string literals, comment text), with
// SwiftIdentifier; then HTML, Markdown and XML (output+Markup.swift). Traps when a result
// holds a raw control, invisible or reordering character, `<` or `</style`, an unescaped
// quote, a comment delimiter, an escape Swift does not have, or when a string or literal,
// read back by the language's rules, is not the name.
import CatalogFormats
@testable import SymbolLint

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let name = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let scalars = Array(name.unicodeScalars)
    // CSS: U+0000 is read as U+FFFD, by the spec.
    let cssValue = scalars.map { $0 == "\0" ? "\u{FFFD}" : $0 }
    for quote in [CSSText.Quote.double, .single] {
        let css = CSSText.string(name, quote: quote)
        checkCSSSafe(css)
        check(readCSSString(css) == cssValue, "CSS string does not read back: \(css.debugDescription)")
    }
    let family = CSSText.familyName(name)
    checkCSSSafe(family)
    // By scalar: a quote and the combining mark after it are one Character.
    if family.unicodeScalars.first != "\"" {
        check(!family.isEmpty && family.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") },
              "bare family name is not an identifier: \(family.debugDescription)")
    } else {
        check(readCSSString(family) != nil, "family name string does not read: \(family.debugDescription)")
    }
    let comment = CSSText.comment(name)
    checkCSSSafe(comment)
    for text in [comment, CSSText.comment(name + "*")] {
        let wrapped = Array(("/* " + text + " */").utf8)
        check(firstCommentEnd(wrapped) == wrapped.count, "CSS comment ends early: \(text.debugDescription)")
    }

    let literal = SwiftLiteral.string(name)
    checkSwiftSafe(literal)
    check(readSwiftLiteral(literal) == scalars, "Swift literal does not read back: \(literal.debugDescription)")
    let swiftComment = SwiftLiteral.comment(name)
    checkSwiftSafe(swiftComment)
    let identifier = SwiftIdentifier.make(name)
    let bare = identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
    check(!bare.isEmpty && !("0"..."9").contains(bare.unicodeScalars.first!)
          && bare.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") },
          "not an identifier: \(identifier.debugDescription)")
    checkMarkup(name)
    return 0
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

/// Controls, and characters that are invisible or reorder text.
func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2066...0x2069, 0xFEFF, 0xE0000...0xE007F: true
    default: false
    }
}

func checkCSSSafe(_ css: String) {
    check(!css.unicodeScalars.contains { isHidden($0) || $0 == "<" }, "raw control, invisible character or < in CSS: \(css.debugDescription)")
    check(!css.lowercased().contains("</style"), "</style in CSS: \(css.debugDescription)")
}

func checkSwiftSafe(_ swift: String) {
    check(!swift.unicodeScalars.contains(where: isHidden), "raw control or invisible character in Swift: \(swift.debugDescription)")
    let bytes = Array(swift.utf8)
    for index in bytes.indices.dropLast() where (bytes[index], bytes[index + 1]) == (0x2F, 0x2A) || (bytes[index], bytes[index + 1]) == (0x2A, 0x2F) {
        fatalError("comment delimiter in Swift: \(swift.debugDescription)")
    }
}

/// A CSS string token read as css-syntax-3 reads it, or nil when it is not one string (a raw
/// line break, the closing quote before the end, no closing quote).
func readCSSString(_ css: String) -> [Unicode.Scalar]? {
    let scalars = Array(css.unicodeScalars)
    guard let quote = scalars.first, quote == "\"" || quote == "'", scalars.count >= 2, scalars.last == quote else { return nil }
    var value = [Unicode.Scalar](), index = 1
    let end = scalars.count - 1
    while index < end {
        let scalar = scalars[index]
        index += 1
        if scalar == quote || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}" { return nil }
        guard scalar == "\\" else {
            value.append(scalar == "\0" ? "\u{FFFD}" : scalar)
            continue
        }
        guard index < end else { return nil }  // a backslash escaping the closing quote
        var digits = ""
        while index < end, digits.count < 6, scalars[index].properties.isASCIIHexDigit {
            digits.unicodeScalars.append(scalars[index])
            index += 1
        }
        if digits.isEmpty {
            if scalars[index] == "\n" { return nil }  // a line continuation: never written
            value.append(scalars[index])
            index += 1
            continue
        }
        if index < end, scalars[index] == " " || scalars[index] == "\t" || scalars[index] == "\n" { index += 1 }
        let code = UInt32(digits, radix: 16) ?? 0
        value.append(code == 0 ? "\u{FFFD}" : Unicode.Scalar(code) ?? "\u{FFFD}")
    }
    return value
}

/// The offset just past the first `*/` after the opening `/*`, or nil.
func firstCommentEnd(_ bytes: [UInt8]) -> Int? {
    var index = 2
    while index + 1 < bytes.count {
        if bytes[index] == 0x2A && bytes[index + 1] == 0x2F { return index + 2 }
        index += 1
    }
    return nil
}

/// A Swift string literal read by Swift's rules, or nil when swiftc would refuse it or read it
/// as something else (an unescaped quote, a line break, an escape Swift does not have).
func readSwiftLiteral(_ literal: String) -> [Unicode.Scalar]? {
    let scalars = Array(literal.unicodeScalars)
    guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return nil }
    var value = [Unicode.Scalar](), index = 1
    let end = scalars.count - 1
    while index < end {
        let scalar = scalars[index]
        index += 1
        if scalar == "\"" || scalar == "\n" || scalar == "\r" { return nil }
        guard scalar == "\\" else {
            value.append(scalar)
            continue
        }
        guard index < end else { return nil }
        let escaped = scalars[index]
        index += 1
        switch escaped {
        case "\\", "\"", "'": value.append(escaped)
        case "n": value.append("\n")
        case "r": value.append("\r")
        case "t": value.append("\t")
        case "0": value.append("\0")
        case "u":
            guard index < end, scalars[index] == "{" else { return nil }
            index += 1
            var digits = ""
            while index < end, scalars[index] != "}" {
                guard scalars[index].properties.isASCIIHexDigit else { return nil }
                digits.unicodeScalars.append(scalars[index])
                index += 1
            }
            guard index < end, (1...8).contains(digits.count), let code = UInt32(digits, radix: 16),
                  let decoded = Unicode.Scalar(code) else { return nil }
            index += 1
            value.append(decoded)
        default: return nil  // `\(` would interpolate; `\e`, `\x07` are not Swift
        }
    }
    return value
}
