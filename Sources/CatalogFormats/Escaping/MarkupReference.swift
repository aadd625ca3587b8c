/// The references HTML and XML escape with alike (``HTMLText``, ``XMLText``).
enum MarkupReference {
    /// `&amp;`, `&lt;`, `&gt;` and `&#13;` (a raw carriage return is read as a line feed), and
    /// with `quotes` `&quot;` and `&#39;`; nil for every other character.
    static func of(_ scalar: Unicode.Scalar, quotes: Bool) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\r": "&#13;"
        case "\"" where quotes: "&quot;"
        case "'" where quotes: "&#39;"
        default: nil
        }
    }
}
