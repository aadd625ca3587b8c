extension SwiftArgument {
    /// Reads a conditional argument: `flag ? "a" : "b"` (each branch) and `name ?? "a"`
    /// (each side), nested ones too. A branch that is a plain literal is a name; any other
    /// branch or left side is an unchecked expression; the condition is neither. False when
    /// `range` is not such an expression (nothing is recorded then).
    static func readBranches(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into scan: inout SourceScan) -> Bool {
        // Past the file's share of argument reading, the rest is listed, not split.
        guard scan.argumentWork < scan.argumentBudget else { return false }
        scan.argumentWork += range.count
        guard let split = topLevelOperator(bytes, range) else { return false }
        var operands: [Range<Int>]
        switch split {
        case .coalescing(let at): operands = [range.lowerBound..<at, (at + 2)..<range.upperBound]
        case .ternary(let question, let colon): operands = [(question + 1)..<colon, (colon + 1)..<range.upperBound]
        }
        for operand in operands {
            var start = operand.lowerBound, end = operand.upperBound
            while start < end, Bytes.isSpace(bytes[start]) { start += 1 }
            while end > start, Bytes.isSpace(bytes[end - 1]) { end -= 1 }
            guard start < end else { continue }
            if let (content, after) = literal(bytes, at: start), after == end {
                scan.names.append(.init(range: content))
            } else if !readBranches(bytes, start..<end, into: &scan) {
                scan.expressions.append(.init(offset: start, text: text(bytes, start..<end)))
            }
        }
        return true
    }

    private enum Split {
        /// `??` at the offset.
        case coalescing(Int)
        /// The ternary's `?` and its `:`.
        case ternary(Int, Int)
    }

    /// The first ternary `?` (spaces on both sides) with its `:`, else the first `??`, outside
    /// strings and brackets (the ternary binds loosest: `a ?? b ? c : d` tests `a ?? b`).
    private static func topLevelOperator(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Split? {
        var question: Int?
        var coalescing: Int?
        var nested = 0
        var depth = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                // Skip the string (an escape skips the byte after it).
                index += 1
                while index < range.upperBound, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: "?") where depth == 0:
                if index + 1 < range.upperBound, bytes[index + 1] == UInt8(ascii: "?") {
                    if question == nil, coalescing == nil { coalescing = index }
                    index += 1
                } else if index > range.lowerBound, Bytes.isSpace(bytes[index - 1]),
                          index + 1 < range.upperBound, Bytes.isSpace(bytes[index + 1]) {
                    if question == nil { question = index } else { nested += 1 }
                }
            case UInt8(ascii: ":") where depth == 0:
                if let question {
                    if nested == 0 { return .ternary(question, index) }
                    nested -= 1
                }
            default: break
            }
            index += 1
        }
        return coalescing.map(Split.coalescing)
    }
}
