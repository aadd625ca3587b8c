import SymbolCatalog

/// Turns byte offsets into 1-based lines and columns (columns in Unicode scalars). Offsets
/// asked in increasing order cost one pass over the file; an earlier offset restarts.
struct LineIndex {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var cursor = 0
    private var line = 1
    private var lineStart = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func position(of offset: Int) -> (line: Int, column: Int) {
        if offset < cursor { cursor = 0; line = 1; lineStart = 0 }
        while cursor < offset {
            if bytes[cursor] == UInt8(ascii: "\n") { line += 1; lineStart = cursor + 1 }
            cursor += 1
        }
        var column = 1
        for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }
}

/// Shows paths relative to the current folder when under it, without a leading `./`.
struct PathDisplay {
    let prefix: String?

    init(currentDirectory: String?) {
        prefix = currentDirectory.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    func path(_ path: String) -> String {
        var shown = Substring(path)
        if let prefix, shown.hasPrefix(prefix) { shown = shown.dropFirst(prefix.count) }
        while shown.hasPrefix("./") { shown = shown.dropFirst(2) }
        return String(shown)
    }
}
