import CatalogSystem

/// Fitting plain text (no escapes; made visible first with ``CatalogSystem/TerminalText``)
/// into a number of terminal columns, measured with ``CatalogSystem/TerminalWidth``.
enum ScreenText {
    /// `text` in at most `columns` columns, ending in `…` when cut.
    static func clip(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        guard TerminalWidth.columns(text) > columns else { return text }
        var result = ""
        var used = 0
        for character in text {
            let width = TerminalWidth.columns(of: character)
            if used + width > columns - 1 { break }
            result.append(character)
            used += width
        }
        return result + "…"
    }

    /// `text` clipped and padded with spaces to exactly `columns` columns.
    static func pad(_ text: String, to columns: Int) -> String {
        let clipped = clip(text, to: columns)
        return clipped + String(repeating: " ", count: max(0, columns - TerminalWidth.columns(clipped)))
    }

    /// `text` broken into lines of at most `width` columns at spaces (a word longer than a
    /// line is cut into pieces), later lines indented by `indent` spaces.
    static func wrap(_ text: String, width: Int, indent: Int = 0) -> [String] {
        guard width > indent + 1 else { return [clip(text, to: width)] }
        var lines = [String]()
        var line = ""
        var lineWidth = 0
        func limit() -> Int { lines.isEmpty ? width : width - indent }
        func flush() {
            lines.append((lines.isEmpty ? "" : String(repeating: " ", count: indent)) + line)
            line = ""
            lineWidth = 0
        }
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            while !word.isEmpty {
                let wordWidth = TerminalWidth.columns(String(word))
                let space = line.isEmpty ? 0 : 1
                if lineWidth + space + wordWidth <= limit() {
                    line += (space == 1 ? " " : "") + word
                    lineWidth += space + wordWidth
                    word = ""
                } else if line.isEmpty {
                    // A word longer than a line: as much as fits, the rest on the next.
                    var piece = "", pieceWidth = 0
                    while let character = word.first, pieceWidth + TerminalWidth.columns(of: character) <= limit() {
                        piece.append(character)
                        pieceWidth += TerminalWidth.columns(of: character)
                        word = word.dropFirst()
                    }
                    if piece.isEmpty, let character = word.first { piece.append(character); word = word.dropFirst() }
                    line = piece
                    lineWidth = pieceWidth
                    flush()
                } else {
                    flush()
                }
            }
        }
        if !line.isEmpty || lines.isEmpty { flush() }
        return lines
    }
}
