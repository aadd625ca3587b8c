import SymbolCatalog

extension SwiftScopes {
    /// `struct Name` or `extension A.B` waiting for its `{`: its name's bytes so far.
    struct Declaration {
        enum State { case expectingName, afterName, done }
        var frame: Int
        var isExtension: Bool
        var name: Range<Int>?
        var state = State.expectingName
    }

    /// Declarations: the keyword after `@available` (a second one means the first had no
    /// body), and the start of a type's or an extension's name.
    mutating func readDeclaration(_ keyword: SwiftKeyword, in top: Int) {
        guard keyword.isDeclaration else { return }
        if let attribute = frames[top].attribute, previousKeyword != .class {
            frames[top].attribute = attribute.declared ? nil : (attribute.lift, true)
        }
        if keyword.isType || keyword == .extension {
            declaration = Declaration(frame: top, isExtension: keyword == .extension)
        }
    }

    /// The name of `struct Name` or `extension Outer.Inner`; true when `token` was part of it.
    mutating func readName(_ token: SwiftLexer.Token, _ keyword: SwiftKeyword?) -> Bool {
        guard var pending = declaration else { return false }
        switch pending.state {
        case .expectingName:
            guard token.kind == .word, keyword?.isDeclaration != true,
                  token.range.upperBound - (pending.name?.lowerBound ?? token.range.lowerBound) < Self.nameLimit else {
                // `class func`: not a type.
                declaration = nil
                return false
            }
            pending.name = (pending.name?.lowerBound ?? token.range.lowerBound)..<token.range.upperBound
            pending.state = .afterName
        case .afterName:
            guard pending.isExtension, token.isPunctuation(UInt8(ascii: "."), in: bytes) else {
                pending.state = .done
                declaration = pending
                return false
            }
            pending.state = .expectingName
        case .done:
            return false
        }
        declaration = pending
        return true
    }

    /// A type's or extension's braces: their qualified name, and the type with what holds in it.
    mutating func declare(_ declaration: Declaration, name range: Range<Int>, in frame: inout Frame) {
        let name = String(decoding: bytes[range].filter { !Bytes.isSpace($0) }, as: UTF8.self)
        if declaration.isExtension {
            paths.append(name)
            frame.typePath = paths.count - 1
            frame.extended = paths.count - 1
            return
        }
        let outer = frame.typePath == 0 ? nil : paths[frame.typePath]
        // A path past the limit names no type (nesting that deep is not written by hand).
        guard (outer?.utf8.count ?? 0) + name.utf8.count < Self.nameLimit else { return }
        paths.append(outer.map { $0 + "." + name } ?? name)
        frame.typePath = paths.count - 1
        var availability = contexts[frame.context]
        if let excluded = directives.last?.excluded { availability.excluded.formUnion(excluded) }
        types.append((paths[frame.typePath], availability))
    }
}
