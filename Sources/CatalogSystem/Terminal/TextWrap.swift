
/// Text fitted to a width by wrapping, never by cutting: a line wider than the width goes on
/// over following lines, indented to where its value starts; only a single word wider than
/// the width (a long path) is left longer. Widths are terminal columns of
/// text already made safe; colour tokens (``StyleMarks``) take none and are never split.
package enum TextWrap {
    /// Every line of `text` fitted to `width` columns (at least 20).
    package static func fit(_ text: String, width: Int) -> String {
        let width = max(width, 20)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { wrap(String($0), width: width) }
            .joined(separator: "\n")
    }

    /// `line` as lines of at most `width` columns. Continuation lines are indented to the
    /// column after the line's first gap of two or more spaces (the value of `Label   value`),
    /// else two past the line's own indentation; past half the width, the latter.
    package static func wrap(_ line: String, width: Int) -> [String] {
        // No character takes more columns than it has bytes.
        guard line.utf8.count > width else { return [line] }
        var bytes = line
        let lines: [String]? = bytes.withUTF8 { bytes in
            // On the bytes, a word at a time (a unit per character made `--help` cost more
            // than one font's metrics); each line made once.
            guard let words = SpacedWords(bytes) else { return nil }
            guard words.columns > width else { return [line] }
            var lines = [String]()
            words.fill(width: width, hanging: words.hanging(width: width)) { lines.append(words.line(indent: $0, $1)) }
            return lines
        }
        return lines ?? wrapByUnits(line, width: width)
    }

    /// ``wrap(_:width:)`` of the UTF-8 text `line`, appended to `text` a line feed after each
    /// line: no string is made for a line (`catalog --help` gathers its text so).
    package static func appendWrapped(_ line: UnsafeBufferPointer<UInt8>, width: Int, to text: inout [UInt8]) {
        let lineFeed = UInt8(ascii: "\n")
        guard line.count > width, let words = SpacedWords(line), words.columns > width else {
            if line.count > width, SpacedWords(line) == nil {
                for wrapped in wrapByUnits(String(decoding: line, as: UTF8.self), width: width) {
                    text.append(contentsOf: wrapped.utf8)
                    text.append(lineFeed)
                }
            } else {
                text.append(contentsOf: line)
                text.append(lineFeed)
            }
            return
        }
        words.fill(width: width, hanging: words.hanging(width: width)) { indent, range in
            text.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            text.append(contentsOf: UnsafeBufferPointer(rebasing: line[range]))
            text.append(lineFeed)
        }
    }

    /// ``wrap(_:width:)`` of any text, a unit per character or colour token.
    package static func wrapByUnits(_ line: String, width: Int) -> [String] {
        guard StyleMarks.columns(line) > width else { return [line] }
        let units = Unit.split(line)
        let indent = leadingSpaces(units)
        var hanging = valueColumn(units, after: indent) ?? indent + 2
        if hanging > width / 2 { hanging = min(indent + 2, width / 2) }
        return fill(Unit.words(units), width: width, hanging: hanging)
    }

    /// A paragraph of words filled to `width`, every line indented by `indent` columns.
    package static func paragraph(_ text: String, width: Int, indent: Int) -> [String] {
        var line = String(repeating: " ", count: indent) + text
        let width = max(width, indent + 20)
        let lines: [String]? = line.withUTF8 { bytes in
            guard let words = SpacedWords(bytes) else { return nil }
            var lines = [String]()
            words.fill(width: width, hanging: indent) { lines.append(words.line(indent: $0, $1)) }
            return lines
        }
        return lines ?? fill(Unit.words(Unit.split(line)), width: width, hanging: indent)
    }

    /// A run of spaces or of everything else, with its columns.
    package struct Word: Equatable {
        package var text: String
        package var columns: Int
        package let isSpace: Bool
    }

    /// Fills words onto lines of at most `width` columns: the first line starts as `units`
    /// do (indentation and label kept), later ones with `hanging` spaces; runs of spaces
    /// between words on a line are kept, at a break they go. A word wider than a line (a long
    /// path) is never split: it goes on a line of its own, which the terminal wraps, so it
    /// still copies whole.
    private static func fill(_ words: [Word], width: Int, hanging: Int) -> [String] {
        var lines = [String]()
        var current = ""
        var column = 0
        var hasWord = false
        var pending = 0
        func newLine() {
            lines.append(current)
            current = String(repeating: " ", count: hanging)
            column = hanging
            hasWord = false
            pending = 0
        }
        for word in words {
            if word.isSpace {
                pending += word.columns
                continue
            }
            if hasWord, column + pending + word.columns > width { newLine() }
            current += String(repeating: " ", count: pending) + word.text
            column += pending + word.columns
            pending = 0
            hasWord = true
        }
        lines.append(current)
        return lines.map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    private static func leadingSpaces(_ units: [Unit]) -> Int {
        units.prefix { $0.text == " " }.count
    }

    /// The column after the first run of two or more spaces that follows text.
    private static func valueColumn(_ units: [Unit], after indent: Int) -> Int? {
        var column = 0, spaces = 0, sawText = false
        for unit in units {
            if unit.text == " " {
                spaces += 1
            } else if unit.columns > 0 {
                if sawText, spaces >= 2 { return column }
                spaces = 0
                sawText = true
            }
            column += unit.columns
        }
        return nil
    }

    /// One character (or one colour token) with the columns it takes.
    package struct Unit {
        package let text: String
        package let columns: Int

        package static func split(_ line: String) -> [Unit] {
            var units = [Unit]()
            var token: String?
            for character in line {
                if var open = token {
                    open.append(character)
                    if character == StyleMarks.close {
                        units.append(Unit(text: open, columns: 0))
                        token = nil
                    } else {
                        token = open
                    }
                } else if character == StyleMarks.open {
                    token = String(character)
                } else if let ascii = character.asciiValue {
                    // What TerminalWidth gives an ASCII character, without measuring it.
                    units.append(Unit(text: String(character), columns: (0x20..<0x7F).contains(ascii) ? 1 : 0))
                } else {
                    units.append(Unit(text: String(character), columns: StyleMarks.columns(String(character))))
                }
            }
            if let token { units.append(Unit(text: token, columns: 0)) }
            return units
        }

        /// Runs of spaces and runs of everything else (each grown in place: rebuilding the
        /// run at every character made a line's wrapping quadratic).
        package static func words(_ units: [Unit]) -> [Word] {
            var words = [Word]()
            for unit in units {
                let isSpace = unit.text == " "
                if let last = words.indices.last, words[last].isSpace == isSpace {
                    words[last].text += unit.text
                    words[last].columns += unit.columns
                } else {
                    words.append(Word(text: unit.text, columns: unit.columns, isSpace: isSpace))
                }
            }
            return words
        }
    }
}
