import SymbolCatalog

/// A place in a source file: the file as shown (relative to the current folder when under
/// it), a 1-based line, and a 1-based column counted in Unicode scalars.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file as shown.
    public let file: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column, in Unicode scalars.
    public let column: Int

    /// The place at `line` and `column` (both 1-based, the column in Unicode scalars) of `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, as compilers print it.
    public var description: String { "\(file):\(line):\(column)" }

    /// By file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// A symbol-name argument that is not a plain literal (interpolated, a variable, an
/// expression): counted and listed, never guessed.
public struct UncheckedReference: Hashable, Sendable {
    /// Where the expression starts.
    public let location: SourceLocation
    /// The expression as written (one line, shortened past 100 bytes).
    public let expression: String
}
