extension String {
    /// The string without white space at either end: the Unicode White_Space characters
    /// (spaces, tabs, line and paragraph breaks, no-break and ideographic spaces) and U+200B,
    /// the set Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)` trims.
    package var trimmingWhitespace: String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace || scalar == "\u{200B}" }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) })!
        return String(scalars[first...last])
    }
}
