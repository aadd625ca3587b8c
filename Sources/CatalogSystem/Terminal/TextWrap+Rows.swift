extension TextWrap {
    /// Rows of a name column and its text, as `catalog --help` lists its commands: each line
    /// `indent` spaces, the name padded to the longest name (in characters), `gap` spaces and
    /// the text, wrapped to `width` as ``wrap(_:width:)`` wraps it, appended to `text` as UTF-8
    /// with a line feed after each line. No string is made per row or line.
    package static func appendRows(_ rows: [(name: String, text: String)], indent: Int = 2, gap: Int = 2, width: Int,
                                   to text: inout [UInt8]) {
        let nameWidth = rows.map(\.name.count).max() ?? 0
        var line = [UInt8]()
        for row in rows {
            var name = row.name, rowText = row.text
            line.removeAll(keepingCapacity: true)
            line.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            name.withUTF8 { line.append(contentsOf: $0) }
            line.append(contentsOf: repeatElement(UInt8(ascii: " "), count: max(0, nameWidth - row.name.count) + gap))
            rowText.withUTF8 { line.append(contentsOf: $0) }
            line.withUnsafeBufferPointer { appendWrapped($0, width: width, to: &text) }
        }
    }
}
