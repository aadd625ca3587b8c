extension TextWrap {
    /// A line's words (runs of bytes other than the ASCII space) as byte ranges of its UTF-8,
    /// each with its terminal columns: what ``TextWrap`` fills when every character boundary
    /// it needs is at a space, without a string per character or word.
    struct SpacedWords {
        struct Word {
            let start: Int
            let end: Int
            let columns: Int
        }

        let bytes: UnsafeBufferPointer<UInt8>
        private(set) var words = [Word]()
        /// The columns of the whole line, spaces included.
        private(set) var columns = 0

        /// Nil when a character boundary is not at a space, or a word shows nothing: a control
        /// character, a colour token (``StyleMarks``), a mark that makes one character with the
        /// space before it, a word of no columns. Those lines are wrapped a unit per character.
        init?(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            let space = UInt8(ascii: " "), count = bytes.count
            var words = [Word]()
            words.reserveCapacity(count / 4 + 1)
            var columns = 0, index = 0
            while index < count {
                if bytes[index] == space {
                    columns += 1
                    index += 1
                    continue
                }
                let start = index
                var isASCII = true
                while index < count, bytes[index] != space {
                    let byte = bytes[index]
                    if byte < 0x20 || byte == 0x7F { return nil }
                    // U+FDD0 and U+FDD1, a colour token's ends: EF B7 90, EF B7 91.
                    if byte == 0xEF, index + 2 < count, bytes[index + 1] == 0xB7, bytes[index + 2] & 0xFE == 0x90 { return nil }
                    if byte >= 0x80 { isASCII = false }
                    index += 1
                }
                var width = index - start
                if !isASCII {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                    width = TerminalWidth.columns(text)
                    // The space before is a character of its own, not one with a mark that follows.
                    if start > 0, bytes[start] >= 0x80, (" " + text).first != " " { return nil }
                }
                if width == 0 { return nil }
                words.append(Word(start: start, end: index, columns: width))
                columns += width
            }
            self.words = words
            self.columns = columns
        }

        /// The spaces before the first word (all of them when there is none).
        var indent: Int { words.first?.start ?? bytes.count }

        /// The column of the first word after a run of two or more spaces that follows a word.
        var valueColumn: Int? {
            var column = 0, previousEnd = 0
            for (number, word) in words.enumerated() {
                column += word.start - previousEnd
                if number > 0, word.start - previousEnd >= 2 { return column }
                column += word.columns
                previousEnd = word.end
            }
            return nil
        }

        /// Where continuation lines start when the line is wrapped to `width` (``TextWrap/wrap(_:width:)``).
        func hanging(width: Int) -> Int {
            let hanging = valueColumn ?? indent + 2
            return hanging > width / 2 ? min(indent + 2, width / 2) : hanging
        }

        /// The words filled onto lines of at most `width` columns, each line given to `line`
        /// as its indentation and byte range: the first line starts as the text does, later
        /// ones with `hanging` spaces; the spaces between words on a line are kept, at a break
        /// they go. A word wider than a line goes on a line of its own.
        func fill(width: Int, hanging: Int, _ line: (_ indent: Int, _ range: Range<Int>) -> Void) {
            var lineStart = 0, indent = 0, column = 0, previousEnd = 0
            for (number, word) in words.enumerated() {
                let gap = word.start - previousEnd
                if number > 0, column + gap + word.columns > width {
                    line(indent, lineStart..<previousEnd)
                    lineStart = word.start
                    indent = hanging
                    column = hanging + word.columns
                } else {
                    column += gap + word.columns
                }
                previousEnd = word.end
            }
            line(indent, lineStart..<previousEnd)
        }

        /// `indent` spaces and the bytes of `range`.
        func line(indent: Int, _ range: Range<Int>) -> String {
            String(unsafeUninitializedCapacity: indent + range.count) { buffer in
                for offset in 0..<indent { buffer[offset] = UInt8(ascii: " ") }
                for offset in range { buffer[indent + offset - range.lowerBound] = bytes[offset] }
                return indent + range.count
            }
        }
    }
}
