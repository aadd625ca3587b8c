/// Tab-separated rows: no header, key first; tabs and newlines inside cells become spaces.
package enum TSV {
    /// Rows of cells, tab-separated, one line each; a tab, line feed or carriage return in a
    /// cell becomes a space (each byte of a CR LF pair too). Built as bytes, in one buffer.
    package static func render(_ rows: [[String]]) -> String {
        var output = [UInt8]()
        output.reserveCapacity(rows.count * 64)
        for row in rows {
            for (index, cell) in row.enumerated() {
                if index > 0 { output.append(0x09) }
                let start = output.count
                output.append(contentsOf: cell.utf8)
                for at in start..<output.count where output[at] == 0x09 || output[at] == 0x0A || output[at] == 0x0D {
                    output[at] = 0x20
                }
            }
            output.append(0x0A)
        }
        return String(decoding: output, as: UTF8.self)
    }
}
