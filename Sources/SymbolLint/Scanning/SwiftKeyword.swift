/// The Swift words ``SwiftScopes`` follows, told from a token with one switch on its first
/// byte and length (a word token is classified once, in constant time).
enum SwiftKeyword {
    case `if`, `guard`, `while`, `switch`, `else`, `case`, `default`, `for`, `let`, `var`
    case `func`, `init`, `subscript`, `class`, `struct`, `enum`, `actor`, `protocol`, `extension`
    case `deinit`, `typealias`, `associatedtype`, `macro`, `import`, `operator`, `precedencegroup`
    case `return`, `throw`, `break`, `continue`, fatalError, preconditionFailure
    case available, unavailable, availableAttribute, directiveIf, directiveElseIf, directiveElse, directiveEndIf

    /// The keyword `token` is, or nil.
    init?(_ token: SwiftLexer.Token, in bytes: UnsafeBufferPointer<UInt8>) {
        guard token.kind == .word, token.range.count >= 2, token.range.count <= 19 else { return nil }
        let start = token.range.lowerBound
        func word(_ text: StaticString, _ keyword: SwiftKeyword) -> SwiftKeyword? {
            token.range.count == text.utf8CodeUnitCount && Bytes.matches(bytes, start, text) ? keyword : nil
        }
        let found: SwiftKeyword? = switch (bytes[start], token.range.count) {
        case (UInt8(ascii: "i"), 2): word("if", .if)
        case (UInt8(ascii: "i"), 4): word("init", .`init`)
        case (UInt8(ascii: "i"), 6): word("import", .import)
        case (UInt8(ascii: "g"), 5): word("guard", .guard)
        case (UInt8(ascii: "w"), 5): word("while", .while)
        case (UInt8(ascii: "s"), 6): word("switch", .switch) ?? word("struct", .struct)
        case (UInt8(ascii: "s"), 9): word("subscript", .subscript)
        case (UInt8(ascii: "e"), 4): word("else", .else) ?? word("enum", .enum)
        case (UInt8(ascii: "e"), 9): word("extension", .extension)
        case (UInt8(ascii: "c"), 4): word("case", .case)
        case (UInt8(ascii: "c"), 5): word("class", .class)
        case (UInt8(ascii: "c"), 8): word("continue", .continue)
        case (UInt8(ascii: "d"), 6): word("deinit", .deinit)
        case (UInt8(ascii: "d"), 7): word("default", .default)
        case (UInt8(ascii: "f"), 3): word("for", .for)
        case (UInt8(ascii: "f"), 4): word("func", .func)
        case (UInt8(ascii: "f"), 10): word("fatalError", .fatalError)
        case (UInt8(ascii: "l"), 3): word("let", .let)
        case (UInt8(ascii: "v"), 3): word("var", .var)
        case (UInt8(ascii: "a"), 5): word("actor", .actor)
        case (UInt8(ascii: "a"), 14): word("associatedtype", .associatedtype)
        case (UInt8(ascii: "p"), 8): word("protocol", .protocol)
        case (UInt8(ascii: "p"), 15): word("precedencegroup", .precedencegroup)
        case (UInt8(ascii: "p"), 19): word("preconditionFailure", .preconditionFailure)
        case (UInt8(ascii: "t"), 5): word("throw", .throw)
        case (UInt8(ascii: "t"), 9): word("typealias", .typealias)
        case (UInt8(ascii: "m"), 5): word("macro", .macro)
        case (UInt8(ascii: "o"), 8): word("operator", .operator)
        case (UInt8(ascii: "r"), 6): word("return", .return)
        case (UInt8(ascii: "b"), 5): word("break", .break)
        case (UInt8(ascii: "#"), 3): word("#if", .directiveIf)
        case (UInt8(ascii: "#"), 5): word("#else", .directiveElse)
        case (UInt8(ascii: "#"), 6): word("#endif", .directiveEndIf)
        case (UInt8(ascii: "#"), 7): word("#elseif", .directiveElseIf)
        case (UInt8(ascii: "#"), 10): word("#available", .available)
        case (UInt8(ascii: "#"), 12): word("#unavailable", .unavailable)
        case (UInt8(ascii: "@"), 10): word("@available", .availableAttribute)
        default: nil
        }
        guard let found else { return nil }
        self = found
    }

    /// `func`, `var`, `struct`, …: a declaration starts.
    var isDeclaration: Bool {
        switch self {
        case .func, .var, .let, .`init`, .deinit, .subscript, .struct, .class, .enum, .actor, .protocol, .extension, .typealias, .case,
             .associatedtype, .macro, .import, .operator, .precedencegroup: true
        default: false
        }
    }

    /// `struct`, `class`, `enum`, `actor`, `protocol`: a type's name follows.
    var isType: Bool {
        switch self {
        case .struct, .class, .enum, .actor, .protocol: true
        default: false
        }
    }

    /// `return`, `throw`, `break`, `continue`, `fatalError`, `preconditionFailure`: the code
    /// after it in its scope never runs.
    var exits: Bool {
        switch self {
        case .return, .throw, .break, .continue, .fatalError, .preconditionFailure: true
        default: false
        }
    }
}
