import SymbolCatalog

/// Finds symbol-name arguments in Swift source: the labels `systemName:` (`Image`,
/// `UIImage` with or without `withConfiguration:`), `systemSymbolName:` (`NSImage`),
/// `systemImage:` (`Label`, `Button`, `Tab`, `ContentUnavailableView`, …) and
/// `systemImageName:` (`UIApplicationShortcutIcon`), as arguments of a call (after `(` or
/// `,`), each with what the guards around it prove (``SwiftScopes``). Comments and string
/// contents are skipped, interpolations are scanned as code, and `catalog:ignore` line
/// comments are collected.
///
/// One pass over the tokens of ``SwiftLexer``; not a Swift parser. The work is linear in the
/// file's size: reading arguments is bounded by the file's size (past it, a value is listed
/// as not checked), and ``SourceScan/work`` counts every step.
enum SwiftSourceScanner {
    static let labels: [StaticString] = ["systemName", "systemSymbolName", "systemImage", "systemImageName"]

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> SourceScan {
        var scan = SourceScan()
        var lexer = SwiftLexer(bytes)
        var scopes = SwiftScopes(bytes)
        var last: SwiftLexer.Token?
        var beforeLast: SwiftLexer.Token?
        scan.argumentBudget = 2 * bytes.count + 65_536
        while let token = lexer.next() {
            if token.kind == .comment {
                if bytes[token.range.lowerBound + 1] == UInt8(ascii: "/") { ignore(bytes, token, into: &scan) }
                continue
            }
            if token.isPunctuation(UInt8(ascii: ":"), in: bytes), let label = last, label.kind == .word,
               labels.contains(where: { label.is($0, in: bytes) }),
               let before = beforeLast, before.isPunctuation(UInt8(ascii: "("), in: bytes) || before.isPunctuation(UInt8(ascii: ","), in: bytes) {
                let first = scan.names.count
                SwiftArgument.read(bytes, after: token.range.upperBound, isDeclaration: scopes.inParameters, into: &scan)
                if scan.names.count > first {
                    let availability = scopes.availability, extended = scopes.extended
                    for index in first..<scan.names.count {
                        scan.names[index].availability = availability
                        scan.names[index].extended = extended
                    }
                }
            }
            scopes.take(token)
            beforeLast = last
            last = token
        }
        scopes.finish()
        scan.types = scopes.types
        scan.work = bytes.count + scopes.work + scan.argumentWork
        return scan
    }

    /// A `//` comment: notes a `catalog:ignore` at its start.
    private static func ignore(_ bytes: UnsafeBufferPointer<UInt8>, _ token: SwiftLexer.Token, into scan: inout SourceScan) {
        var index = token.range.lowerBound + 2
        while index < token.range.upperBound, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard Bytes.matches(bytes, index, SourceScan.ignoreMarker) else { return }
        scan.ignores.append(.init(offset: index, rules: SourceScan.ignoreRules(bytes, from: index + SourceScan.ignoreMarker.count)))
    }
}
