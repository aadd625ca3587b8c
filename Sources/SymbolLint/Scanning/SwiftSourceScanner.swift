import SymbolCatalog

/// Finds symbol-name arguments in Swift source: the labels `systemName:` (`Image`,
/// `UIImage` with or without `withConfiguration:`), `systemSymbolName:` (`NSImage`),
/// `systemImage:` (`Label`, `Button`, `Tab`, `ContentUnavailableView`, …) and
/// `systemImageName:` (`UIApplicationShortcutIcon`), as arguments of a call (after `(` or
/// `,`), each with what the guards around it prove (``SwiftScopes``). Comments and string
/// contents are skipped, interpolations are scanned as code, and `catalog:ignore` line
/// comments are collected. With `images`, the names of asset lookups too (`Image("logo")`,
/// `UIImage(named:)`: ``SwiftImageNames``).
///
/// One pass over the tokens of ``SwiftLexer``; not a Swift parser. The work is linear in the
/// file's size: reading arguments is bounded by the file's size (past it, a value is listed
/// as not checked), and ``SourceScan/work`` counts every step.
enum SwiftSourceScanner {
    static let labels: [StaticString] = ["systemName", "systemSymbolName", "systemImage", "systemImageName"]

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, images: Bool = false) -> SourceScan {
        var scan = SourceScan()
        guard mayName(bytes, images: images) else {
            scan.work = bytes.count
            return scan
        }
        var lexer = SwiftLexer(bytes)
        var scopes = SwiftScopes(bytes)
        var imageNames = images ? SwiftImageNames() : nil
        // 1 after `(` or `,`, 2 after a label there: a `:` then starts its value.
        var argument = 0
        scan.argumentBudget = 2 * bytes.count + 65_536
        while let token = lexer.next() {
            if token.kind == .comment {
                if bytes[token.range.lowerBound + 1] == UInt8(ascii: "/") { ignore(bytes, token, into: &scan) }
                continue
            }
            imageNames?.take(token, in: bytes)
            let byte = bytes[token.range.lowerBound]
            let state = argument
            argument = token.kind == .punctuation && (byte == UInt8(ascii: "(") || byte == UInt8(ascii: ",")) ? 1
                : state == 1 && token.kind == .word && byte == UInt8(ascii: "s") && labels.contains(where: { token.is($0, in: bytes) }) ? 2 : 0
            if state == 2, token.kind == .punctuation, byte == UInt8(ascii: ":") {
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
        }
        scopes.finish()
        scan.images = imageNames?.names ?? []
        scan.types = scopes.types
        scan.work = bytes.count + scopes.work + scan.argumentWork
        return scan
    }

    /// True when `bytes` hold `system` (a label may be there), `@available` or `#if` (what
    /// holds in a type, which its extensions in other files inherit: ``ModuleTypes``), or
    /// with `images`, `Image` (a call of ``SwiftImageNames``). Most files have none: they
    /// have no name to place and no type whose availability counts, and are read once, not
    /// tokenized.
    static func mayName(_ bytes: UnsafeBufferPointer<UInt8>, images: Bool = false) -> Bool {
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "s"): if Bytes.matches(bytes, index, "system") { return true }
            case UInt8(ascii: "I"): if images, Bytes.matches(bytes, index, "Image") { return true }
            case UInt8(ascii: "@"): if Bytes.matches(bytes, index, "@available") { return true }
            case UInt8(ascii: "#"): if Bytes.matches(bytes, index, "#if") { return true }
            default: continue
            }
        }
        return false
    }

    /// A `//` comment: notes a `catalog:ignore` at its start.
    private static func ignore(_ bytes: UnsafeBufferPointer<UInt8>, _ token: SwiftLexer.Token, into scan: inout SourceScan) {
        var index = token.range.lowerBound + 2
        while index < token.range.upperBound, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard Bytes.matches(bytes, index, SourceScan.ignoreMarker) else { return }
        scan.ignores.append(.init(offset: index, rules: SourceScan.ignoreRules(bytes, from: index + SourceScan.ignoreMarker.count)))
    }
}
