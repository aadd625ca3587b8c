import SymbolCatalog

/// The scopes of a Swift file as its tokens (``SwiftLexer``) go by, with what each
/// guarantees about the OS the code runs on (``Availability``): braces, parentheses,
/// `if`/`guard`/`while` conditions with `#available` and `#unavailable`, `@available`
/// declarations, `switch` cases, and `#if` branches. Not a parser: it follows what the
/// guards need, each token once (``work`` counts the steps).
struct SwiftScopes {
    /// An open `{`, `(` or `[`.
    struct Frame {
        enum Kind { case brace, paren }
        /// What closing this brace means for the statement around it.
        enum Role { case plain, body, elseBody, guardElse }

        var kind: Kind
        /// What holds inside.
        var context: Availability
        var role = Role.plain
        /// A `return`, `throw`, `break`, `continue`, `fatalError` or `preconditionFailure`
        /// directly inside: the code after it at this level never runs.
        var exits = false
        /// For a `switch`'s braces: what each case starts from.
        var switchEntry: Availability?
        /// A declaration's parameter list (`func f(systemName: String)`): labels are not arguments.
        var parameters = false
        /// The `if`, `guard`, `while` or `switch` being read at this level.
        var statement: Statement?
        /// `@available` read at this level for the declaration that follows; `declared` once
        /// its keyword (`func`, `struct`, …) went by.
        var attribute: (lift: Availability, declared: Bool)?
        /// `struct Name` or `extension A.B` waiting for its `{`.
        var declaration: Declaration?
        /// The type or extension around, qualified (`Outer.Inner`).
        var typePath: String?
        /// The type the extension around extends.
        var extended: String?
    }

    struct Declaration {
        enum State { case expectingName, afterName, done }
        var isExtension: Bool
        var name = ""
        var state = State.expectingName
    }

    /// What `#available(` or `@available(` starts.
    enum Spec { case available, unavailable, attribute }

    let bytes: UnsafeBufferPointer<UInt8>
    var frames = [Frame(kind: .brace, context: .none)]
    var directives = [Directive]()
    /// The `#if` or `#elseif` whose condition is being read, with its line and tokens.
    var directive: (isElse: Bool, line: Int)?
    var directiveTokens = [SwiftLexer.Token]()
    /// Each type declared (qualified) with what holds in it, in the order found.
    var types = [(name: String, availability: Availability)]()
    /// Steps taken: tokens, frames dropped, spec and condition tokens read.
    var work = 0
    var previous: SwiftLexer.Token?
    /// A spec keyword just read, and the frame it was read in.
    var awaiting: (spec: Spec, frame: Int, line: Int)?
    /// The spec whose parentheses are being read: its frame (the parenthesis) and tokens.
    var collecting: (spec: Spec, height: Int, line: Int)?
    var specTokens = [SwiftLexer.Token]()
    /// `func name`, `init`: the next `(` opens parameters; `case name`: if `(` follows at once.
    var parametersNext = false
    var caseName = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// What holds at the current token, `#if` branches included.
    var availability: Availability {
        var result = frames[frames.count - 1].context
        if let excluded = directives.last?.excluded, !excluded.isEmpty { result.excluded.formUnion(excluded) }
        return result
    }

    /// The type the extension around extends, if any.
    var extended: String? { frames[frames.count - 1].extended }

    /// True inside a declaration's parameter list.
    var inParameters: Bool { frames[frames.count - 1].parameters }

    static let exitWords: [StaticString] = ["return", "throw", "break", "continue", "fatalError", "preconditionFailure"]
    static let declarationWords: [StaticString] = [
        "func", "var", "let", "init", "deinit", "subscript", "struct", "class", "enum", "actor", "protocol", "extension", "typealias",
        "case", "associatedtype", "macro", "import", "operator", "precedencegroup",
    ]
    static let typeWords: [StaticString] = ["struct", "class", "enum", "actor", "protocol"]
    /// The longest qualified type name followed, in bytes.
    static let nameLimit = 512

    func isWord(_ token: SwiftLexer.Token, _ words: [StaticString]) -> Bool {
        token.kind == .word && words.contains { token.is($0, in: bytes) }
    }

    /// Takes the next token (comments are not given).
    mutating func take(_ token: SwiftLexer.Token) {
        work += 1
        defer { previous = token }
        if let pending = directive {
            if token.line == pending.line { directiveTokens.append(token); return }
            endCondition()
        }
        if token.kind == .word, bytes[token.range.lowerBound] == UInt8(ascii: "#"), takeDirective(token) { return }
        let top = frames.count - 1
        if frames[top].kind == .brace, frames[top].declaration != nil, readName(token, in: top) { return }
        if frames[top].kind == .brace, frames[top].statement != nil, continueStatement(token) { return }
        if token.kind == .punctuation {
            switch bytes[token.range.lowerBound] {
            case UInt8(ascii: "("), UInt8(ascii: "["): openParenthesis(token); return
            case UInt8(ascii: ")"), UInt8(ascii: "]"): closeParenthesis(token); return
            case UInt8(ascii: "{"): openBrace(); return
            case UInt8(ascii: "}"): closeBrace(); return
            case UInt8(ascii: ";"): parametersNext = false
            default: break
            }
        }
        awaiting = nil
        if collecting != nil { specTokens.append(token); return }
        caseName = caseName == 1 && token.kind == .word && !token.is("let", in: bytes) && !token.is("var", in: bytes) ? 2 : 0
        guard token.kind == .word else { return }
        if token.is("func", in: bytes) || (token.is("init", in: bytes) || token.is("subscript", in: bytes))
            && previous?.isPunctuation(UInt8(ascii: "."), in: bytes) != true {
            parametersNext = true
        }
        if token.is("case", in: bytes) { caseName = 1 }
        if frames[top].kind == .brace { word(token, in: top) }
    }

    /// At the end of the file: a `#if` condition still being read is applied.
    mutating func finish() {
        if directive != nil { endCondition() }
    }

    /// A word directly inside the brace frame `top`.
    private mutating func word(_ token: SwiftLexer.Token, in top: Int) {
        if token.is("#available", in: bytes) || token.is("#unavailable", in: bytes) || token.is("@available", in: bytes) {
            let spec: Spec = bytes[token.range.lowerBound] == UInt8(ascii: "@") ? .attribute
                : token.is("#available", in: bytes) ? .available : .unavailable
            awaiting = (spec, top, token.line)
            return
        }
        if isWord(token, Self.exitWords) { frames[top].exits = true }
        if token.is("if", in: bytes) || token.is("guard", in: bytes) || token.is("while", in: bytes) || token.is("switch", in: bytes) {
            let kind: Statement.Kind = token.is("if", in: bytes) ? .if : token.is("guard", in: bytes) ? .guard
                : token.is("while", in: bytes) ? .while : .switch
            frames[top].statement = Statement(kind: kind)
            return
        }
        if let entry = frames[top].switchEntry, token.is("case", in: bytes) || token.is("default", in: bytes),
           !(previous.map { isWord($0, ["if", "guard", "while", "for"]) || $0.isPunctuation(UInt8(ascii: ","), in: bytes) } ?? false) {
            // A new case: what a guard proved in the one before no longer holds.
            frames[top].context = entry
            frames[top].statement = nil
            frames[top].exits = false
        }
        readDeclaration(token, in: top)
    }

    /// Declarations: the keyword after `@available` (a second one means the first had no
    /// body), and the name of a type or extension.
    private mutating func readDeclaration(_ token: SwiftLexer.Token, in top: Int) {
        guard isWord(token, Self.declarationWords) else { return }
        let afterClass = previous.map { $0.is("class", in: bytes) } ?? false
        if let attribute = frames[top].attribute, !afterClass {
            frames[top].attribute = attribute.declared ? nil : (attribute.lift, true)
        }
        if isWord(token, Self.typeWords) || token.is("extension", in: bytes) {
            frames[top].declaration = Declaration(isExtension: token.is("extension", in: bytes))
        }
    }

    /// The name of `struct Name` or `extension Outer.Inner`; true when `token` was part of it.
    private mutating func readName(_ token: SwiftLexer.Token, in top: Int) -> Bool {
        guard var declaration = frames[top].declaration else { return false }
        switch declaration.state {
        case .expectingName:
            guard token.kind == .word, !isWord(token, Self.declarationWords) else {
                // `class func`: not a type.
                frames[top].declaration = nil
                return false
            }
            guard declaration.name.utf8.count + token.range.count < Self.nameLimit else {
                frames[top].declaration = nil
                return false
            }
            declaration.name += Bytes.string(bytes, token.range)
            declaration.state = .afterName
        case .afterName:
            guard declaration.isExtension, token.isPunctuation(UInt8(ascii: "."), in: bytes) else {
                declaration.state = .done
                frames[top].declaration = declaration
                return false
            }
            declaration.name += "."
            declaration.state = .expectingName
        case .done:
            return false
        }
        frames[top].declaration = declaration
        return true
    }

    private mutating func openParenthesis(_ token: SwiftLexer.Token) {
        let top = frames.count - 1
        var frame = Frame(kind: .paren, context: frames[top].context, typePath: frames[top].typePath, extended: frames[top].extended)
        if let attribute = frames[top].attribute, attribute.declared { frame.context = frame.context.merged(with: attribute.lift) }
        frame.parameters = bytes[token.range.lowerBound] == UInt8(ascii: "(") && (parametersNext || caseName == 2)
        parametersNext = false
        caseName = 0
        if collecting != nil { specTokens.append(token) }
        frames.append(frame)
        if let awaiting, awaiting.frame == top, collecting == nil, bytes[token.range.lowerBound] == UInt8(ascii: "(") {
            collecting = (awaiting.spec, frames.count, awaiting.line)
            specTokens.removeAll(keepingCapacity: true)
        }
        awaiting = nil
    }

    private mutating func closeParenthesis(_ token: SwiftLexer.Token) {
        guard frames.count > 1, frames[frames.count - 1].kind == .paren else { return }
        if let collecting, collecting.height == frames.count {
            self.collecting = nil
            work += specTokens.count
            readSpec(collecting.spec, line: collecting.line, in: frames.count - 2)
        } else if collecting != nil {
            specTokens.append(token)
        }
        popFrame()
    }

    /// `#available(…)` and `#unavailable(…)` count for the statement being read in `frame`;
    /// `@available(…)` for the declaration that follows.
    private mutating func readSpec(_ spec: Spec, line: Int, in frame: Int) {
        let tokens = specTokens[...]
        switch spec {
        case .attribute:
            let lift = AvailabilitySpec.attribute(tokens, bytes, by: "@available on line \(line)")
            let before = frames[frame].attribute.flatMap { $0.declared ? nil : $0.lift } ?? .none
            frames[frame].attribute = (before.merged(with: lift), false)
        case .available, .unavailable:
            guard var statement = frames[frame].statement, statement.phase == .condition else { return }
            let name = spec == .available ? statement.guardName : "#unavailable"
            statement.add(spec, AvailabilitySpec.condition(tokens, bytes, by: "\(name) on line \(line)"))
            frames[frame].statement = statement
        }
    }

    @discardableResult
    mutating func popFrame() -> Frame {
        let closed = frames.removeLast()
        if !directives.isEmpty { directives[directives.count - 1].lowest = min(directives[directives.count - 1].lowest, frames.count) }
        return closed
    }
}
