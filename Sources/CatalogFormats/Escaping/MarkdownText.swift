/// Text from data (release ids, data-set and symbol names) and from specs written into
/// Markdown: the one place it is escaped, so that it reads as written under CommonMark and
/// GitHub Flavored Markdown, and no raw HTML, link, image, autolink, emphasis, code span,
/// strikethrough, math, table cell or block can come from it.
///
/// In running text and headings (``inline(_:)``), a backslash goes before:
/// - `\`, `` ` ``, `*`, `[`, `]`, `<`, `>`, `|`, `~`, `$`, `&` and `#`, wherever they are;
/// - `_`, unless between two letters or digits (`CATALOG_DATA_SET`, where it emphasises nothing);
/// - `-`, `+` and `=` at the start, and the `.` or `)` after digits there (`1.`): a list, a
///   setext underline or a thematic break;
/// - the `:` of `://` and the `.` after `www` (GitHub's extended autolinks).
///
/// A line feed and a carriage return become `&#10;` and `&#13;`, and spaces and tabs at the
/// start `&#32;` and `&#9;`: a reference is never block structure, so the text stays on its
/// line and starts no indented code. GitHub still links a bare e-mail address (`a@b.co`):
/// it looks for them after reading escapes, so only a code span (``code(_:)``) keeps one plain.
public enum MarkdownText {
    /// `text` for running text or a heading: `*_x_* <b>` → `\*\_x\_\* \<b\>`.
    public static func inline(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        var leading = true
        // The end of the leading digits when a `.` or `)` follows them (`1.` would be a list).
        let digits = scalars.prefix { ("0"..."9").contains($0) }.count
        for (index, scalar) in scalars.enumerated() {
            if leading && (scalar == " " || scalar == "\t") {
                result += scalar == " " ? "&#32;" : "&#9;"
                continue
            }
            leading = false
            switch scalar {
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            default:
                if needsBackslash(scalars, at: index, listNumberEnd: digits) { result += "\\" }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` as a code span, shown as written in a monospaced font: the backtick fence one
    /// longer than the longest run of backticks in it, and a space inside each end when it
    /// starts or ends with a backtick, or with a space at both ends (which CommonMark strips).
    /// A line ending, which a code span shows as a space, is written as one; empty text is
    /// nothing. Not for a table cell, where GitHub reads a `|` inside a code span too.
    public static func code(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        var content = ""
        content.reserveCapacity(text.utf8.count)
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            // CR LF is one line ending: one space.
            if scalar == "\n" && previous == "\r" {
                previous = scalar
                continue
            }
            content.unicodeScalars.append(scalar == "\n" || scalar == "\r" ? " " : scalar)
            previous = scalar
        }
        let first = content.unicodeScalars.first, last = content.unicodeScalars.last
        let allSpaces = content.unicodeScalars.allSatisfy { $0 == " " }
        if first == "`" || last == "`" || first == " " && last == " " && !allSpaces {
            content = " " + content + " "
        }
        let fence = String(repeating: "`", count: longestBacktickRun(text) + 1)
        return fence + content + fence
    }

    /// `lines` as a fenced code block, the fence (three backticks at least) longer than any run
    /// of backticks in them, `language` after the opening one. The lines are the renderer's own
    /// (a usage line, examples): none may hold a line break.
    public static func codeBlock(_ lines: [String], language: String = "") -> String {
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(lines.joined()) + 1))
        return ([fence + language] + lines + [fence]).joined(separator: "\n")
    }

    private static func longestBacktickRun(_ text: String) -> Int {
        var longest = 0, run = 0
        for byte in text.utf8 {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// The characters that take a backslash wherever they are.
    private static let alwaysEscaped: Set<Unicode.Scalar> = ["\\", "`", "*", "[", "]", "<", ">", "|", "~", "$", "&", "#"]

    private static func needsBackslash(_ scalars: [Unicode.Scalar], at index: Int, listNumberEnd: Int) -> Bool {
        let scalar = scalars[index]
        if alwaysEscaped.contains(scalar) { return true }
        switch scalar {
        case "_":
            return !(isWordScalar(scalars, index - 1) && isWordScalar(scalars, index + 1))
        case "-", "+", "=":
            return index == 0
        case ".", ")":
            if index > 0 && index == listNumberEnd { return true }
            // `www.`: the start of an extended autolink.
            return scalar == "." && index >= 3 && String(String.UnicodeScalarView(scalars[(index - 3)..<index])).lowercased() == "www"
        case ":":
            return index + 2 < scalars.count && scalars[index + 1] == "/" && scalars[index + 2] == "/"
        default:
            return false
        }
    }

    /// True for a letter or digit at `index` (false outside the text).
    private static func isWordScalar(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        guard scalars.indices.contains(index) else { return false }
        let properties = scalars[index].properties
        return properties.isAlphabetic || properties.numericType != nil
    }
}
