/// Fits text output to a terminal: a line wider than the terminal is cut and ends in `…`.
/// Colour escapes (`ESC [ … m`) take no columns and are never cut in half. Only used when
/// standard output is a terminal: piped output is never cut.
enum TerminalFit {
    static func fit(_ text: String, width: Int) -> String {
        let width = max(width, 10)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices where columns(lines[index]) > width {
            lines[index] = cut(lines[index], to: width - 1) + "…"
        }
        return lines.joined(separator: "\n")
    }

    /// The columns a line takes, escapes excluded.
    static func columns(_ line: String) -> Int {
        var count = 0
        var inEscape = false
        for character in line {
            if inEscape {
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                count += 1
            }
        }
        return count
    }

    /// The first `limit` columns of `line`, escapes kept; a reset ends it if it had any.
    private static func cut(_ line: String, to limit: Int) -> String {
        var result = ""
        var count = 0
        var inEscape = false
        var sawEscape = false
        for character in line {
            if inEscape {
                result.append(character)
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
                sawEscape = true
                result.append(character)
            } else {
                guard count < limit else { break }
                result.append(character)
                count += 1
            }
        }
        while result.last == " " { result.removeLast() }
        return sawEscape ? result + "\u{1B}[0m" : result
    }
}
