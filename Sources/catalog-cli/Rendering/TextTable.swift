import CatalogSystem

/// Column alignment and number formatting for text output.
enum TextTable {
    /// Pads each column to its widest cell; the last cell of a row is not padded. Cells are
    /// made safe (control characters visible) and measured in terminal columns after that.
    static func align(_ rows: [[String]], gap: Int = 2) -> [String] {
        let rows = rows.map { $0.map { TerminalText.visible($0) } }
        var widths = [Int]()
        for row in rows where row.count > 1 {
            for (index, cell) in row.dropLast().enumerated() {
                if index == widths.count { widths.append(0) }
                widths[index] = max(widths[index], StyleMarks.columns(cell))
            }
        }
        return rows.map { row in
            var line = row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: max(0, widths[index] + gap - StyleMarks.columns(cell)))
            }.joined()
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}

enum Numbers {
    /// `6404` → `6,404`.
    static func grouped(_ number: Int) -> String {
        let digits = String(abs(number))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return (number < 0 ? "-" : "") + result
    }
}

/// Tab-separated rows: no header, key first; tabs and newlines inside cells become spaces.
enum TSV {
    static func render(_ rows: [[String]]) -> String {
        rows.map { row in
            row.map { cell in
                String(cell.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
            }.joined(separator: "\t")
        }.joined(separator: "\n") + (rows.isEmpty ? "" : "\n")
    }
}
