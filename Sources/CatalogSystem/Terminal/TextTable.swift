
/// Column alignment and number formatting for text output.
package enum TextTable {
    /// Pads each column to its widest cell; the last cell of a row is not padded. Cells are
    /// made safe (control characters visible) and measured in terminal columns after that.
    package static func align(_ rows: [[String]], gap: Int = 2) -> [String] {
        let rows = rows.map { $0.map { TerminalText.visible($0) } }
        var widths = [Int]()
        for row in rows where row.count > 1 {
            for (index, cell) in row.dropLast().enumerated() {
                if index == widths.count { widths.append(0) }
                widths[index] = max(widths[index], StyleMarks.columns(cell))
            }
        }
        // Cells appended in a loop: the generic `joined()` costs a conformance look-up at its
        // first call, a tenth of `catalog --version`.
        return rows.map { row in
            var line = ""
            for (index, cell) in row.enumerated() {
                line += cell
                if index < row.count - 1 {
                    line += String(repeating: " ", count: max(0, widths[index] + gap - StyleMarks.columns(cell)))
                }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}

extension TextTable {
    /// The table in panels that fit `width` columns (nil: one panel, any width): the
    /// columns after the first `keyColumns` are shared out in order, as many per panel as
    /// fit, each panel repeating the key columns. No column is dropped and no cell cut; a
    /// column too wide for any panel gets one of its own.
    package static func panels(_ rows: [[String]], width: Int?, keyColumns: Int = 1, gap: Int = 2) -> [[String]] {
        guard let width, let columnCount = rows.map(\.count).max(), columnCount > keyColumns else { return [align(rows, gap: gap)] }
        let safe = rows.map { $0.map { TerminalText.visible($0) } }
        let widths = (0..<columnCount).map { column in safe.map { column < $0.count ? StyleMarks.columns($0[column]) : 0 }.max() ?? 0 }
        let keyWidth = widths.prefix(keyColumns).reduce(0) { $0 + $1 + gap }
        guard keyWidth + widths.dropFirst(keyColumns).reduce(0, +) + gap * (columnCount - keyColumns - 1) > width else {
            return [align(rows, gap: gap)]
        }
        var groups = [[Int]]()
        var used = keyWidth
        for column in keyColumns..<columnCount {
            if groups.isEmpty || used + widths[column] > width {
                groups.append([])
                used = keyWidth
            }
            groups[groups.count - 1].append(column)
            used += widths[column] + gap
        }
        return groups.map { group in
            align(rows.map { row in (Array(0..<keyColumns) + group).map { $0 < row.count ? row[$0] : "" } }, gap: gap)
        }
    }
}
