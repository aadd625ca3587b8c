import SymbolCatalog

/// Swift identifiers for symbol names, spelled the way SFSafeSymbols spells them:
/// components joined in lower camel case (`square.and.arrow.up` → `squareAndArrowUp`),
/// a leading digit prefixed with `_` (`0.circle` → `_0Circle`), keywords in backticks
/// (`` `repeat` ``). Other characters that cannot be in an identifier (`-` in our own data
/// sets) separate components like dots.
public enum SwiftIdentifier {
    /// The identifier for the symbol name `name`.
    public static func make(_ name: String) -> String {
        var result = ""
        var capitalizeNext = false
        for scalar in name.unicodeScalars {
            guard isIdentifierScalar(scalar) else {
                capitalizeNext = !result.isEmpty
                continue
            }
            if capitalizeNext {
                result += String(scalar).uppercased()
                capitalizeNext = false
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        if result.isEmpty { return "_" }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { return "_" + result }
        if reservedMembers.contains(result) { return result + "_" }
        if keywords.contains(result) { return "`\(result)`" }
        return result
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }

    /// Words that need backticks as a member name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "Any", "false", "is", "nil", "super", "throws", "true", "try",
    ]

    /// Names that even backticks cannot make a static member of the wrapper.
    static let reservedMembers: Set<String> = ["init", "self", "Self", "Type", "Protocol", "rawValue", "allCases"]
}
