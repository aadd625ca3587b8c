extension SymbolQuery {
    /// The words a person typed: each argument split at white space (Unicode's `White_Space`:
    /// tab to carriage return, space, U+0085, U+00A0, U+1680, U+2000–200A, U+2028, U+2029,
    /// U+202F, U+205F, U+3000), nothing empty kept, so `"user profile"` is `user profile`. A
    /// dotted or dashed word stays one (`star.fill`). The site's page splits with the same
    /// characters (`routes.js`, `terms`).
    public static func words(of arguments: [String]) -> [String] {
        arguments.flatMap { argument in
            argument.unicodeScalars.split(whereSeparator: \.properties.isWhitespace).map { String(String.UnicodeScalarView($0)) }
        }
    }
}
