import SymbolCatalog

/// The scopes of a Swift file as its tokens (``SwiftLexer``) go by, with what each
/// guarantees about the OS the code runs on (``Availability``): braces, parentheses,
/// `if`/`guard`/`while` conditions with `#available` and `#unavailable`, `@available`
/// declarations, `switch` cases, and `#if` branches. Not a parser: it follows what the
/// guards need, each token once (``work`` counts the steps). Frames are plain values (what
/// holds and the type around are numbers into ``contexts`` and ``paths``), so opening one
/// copies a few words.
struct SwiftScopes {
    /// An open `{`, `(` or `[`.
    struct Frame {
        enum Kind { case brace, paren }
        /// What closing this brace means for the statement around it.
        enum Role { case plain, body, elseBody, guardElse }

        var kind: Kind
        /// What holds inside (in ``contexts``).
        var context = 0
        var role = Role.plain
        /// A `return`, `throw`, `break`, `continue`, `fatalError` or `preconditionFailure`
        /// directly inside: the code after it at this level never runs.
        var exits = false
        /// For a `switch`'s braces: what each case starts from.
        var switchEntry: Int?
        /// A declaration's parameter list (`func f(systemName: String)`): labels are not arguments.
        var parameters = false
        /// The `if`, `guard`, `while` or `switch` being read at this level.
        var statement: Statement?
        /// `@available` read at this level for the declaration that follows; `declared` once
        /// its keyword (`func`, `struct`, …) went by.
        var attribute: (lift: Int, declared: Bool)?
        /// The type or extension around, qualified (`Outer.Inner`), and the type the extension
        /// around extends (in ``paths``; 0: none).
        var typePath = 0
        var extended = 0

        init(kind: Kind) { self.kind = kind }
    }

    /// What `#available(` or `@available(` starts.
    enum Spec { case available, unavailable, attribute }

    let bytes: UnsafeBufferPointer<UInt8>
    var frames = [Frame(kind: .brace)]
    /// What holds, by number: 0 is nothing.
    var contexts = [Availability.none]
    /// Qualified type names, by number: 0 is none.
    var paths = [""]
    var declaration: Declaration?
    var directives = [Directive]()
    /// The `#if` or `#elseif` whose condition is being read, with its line and tokens.
    var directive: (isElse: Bool, line: Int)?
    var directiveTokens = [SwiftLexer.Token]()
    /// Each type declared (qualified) with what holds in it, in the order found.
    var types = [(name: String, availability: Availability)]()
    /// Steps taken: tokens, frames dropped, spec and condition tokens read.
    var work = 0
    /// The token before: its keyword, or its punctuation byte (0 for a word or string).
    var previousKeyword: SwiftKeyword?
    var previousPunctuation: UInt8 = 0
    /// A spec keyword just read, and the frame it was read in.
    var awaiting: (spec: Spec, frame: Int, line: Int)?
    /// The spec whose parentheses are being read: its frame (the parenthesis) and tokens.
    var collecting: (spec: Spec, height: Int, line: Int)?
    var specTokens = [SwiftLexer.Token]()
    /// `func name`, `init`: the next `(` opens parameters; `case name`: if `(` follows at once.
    var parametersNext = false
    var caseName = 0

    /// The longest qualified type name followed, in bytes.
    static let nameLimit = 512

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// What holds at the current token, `#if` branches included.
    var availability: Availability {
        var result = contexts[frames[frames.count - 1].context]
        if let excluded = directives.last?.excluded, !excluded.isEmpty { result.excluded.formUnion(excluded) }
        return result
    }

    /// The type the extension around extends, if any.
    var extended: String? {
        let index = frames[frames.count - 1].extended
        return index == 0 ? nil : paths[index]
    }

    /// True inside a declaration's parameter list.
    var inParameters: Bool { frames[frames.count - 1].parameters }

    /// The context of both `first` and `second` (``Availability/merged(with:)``), by number.
    mutating func merged(_ first: Int, _ second: Int) -> Int {
        if second == 0 || second == first { return first }
        if first == 0 { return second }
        contexts.append(contexts[first].merged(with: contexts[second]))
        return contexts.count - 1
    }

    /// The number of `availability`.
    mutating func context(_ availability: Availability) -> Int {
        if availability.isEmpty { return 0 }
        contexts.append(availability)
        return contexts.count - 1
    }

    /// Takes the next token (comments are not given).
    mutating func take(_ token: SwiftLexer.Token) {
        work += 1
        let keyword = SwiftKeyword(token, in: bytes)
        let punctuation = token.kind == .punctuation ? bytes[token.range.lowerBound] : 0
        defer {
            previousKeyword = keyword
            previousPunctuation = punctuation
        }
        // Most tokens (names, dots, operators) change nothing while nothing is being read.
        if keyword == nil, !Self.opensOrCloses(punctuation), directive == nil, declaration == nil, collecting == nil, awaiting == nil,
           caseName == 0, frames[frames.count - 1].statement == nil {
            return
        }
        if let pending = directive {
            if token.line == pending.line { directiveTokens.append(token); return }
            endCondition()
        }
        if let keyword, takeDirective(keyword, line: token.line) { return }
        let top = frames.count - 1
        if declaration != nil, readName(token, keyword) { return }
        if frames[top].kind == .brace, frames[top].statement != nil, continueStatement(token, keyword) { return }
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
        caseName = caseName == 1 && token.kind == .word && keyword != .let && keyword != .var ? 2 : 0
        guard let keyword else { return }
        if keyword == .func || (keyword == .`init` || keyword == .subscript)
            && previousPunctuation != UInt8(ascii: ".") {
            parametersNext = true
        }
        if keyword == .case { caseName = 1 }
        if frames[top].kind == .brace { word(token, keyword, in: top) }
    }

    /// `(`, `)`, `[`, `]`, `{`, `}` or `;`.
    @inline(__always)
    private static func opensOrCloses(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
             UInt8(ascii: ";"): true
        default: false
        }
    }

    /// At the end of the file: a `#if` condition still being read is applied.
    mutating func finish() {
        if directive != nil { endCondition() }
    }

    /// A keyword directly inside the brace frame `top`.
    private mutating func word(_ token: SwiftLexer.Token, _ keyword: SwiftKeyword, in top: Int) {
        switch keyword {
        case .available: awaiting = (.available, top, token.line)
        case .unavailable: awaiting = (.unavailable, top, token.line)
        case .availableAttribute: awaiting = (.attribute, top, token.line)
        case .if: frames[top].statement = Statement(kind: .if)
        case .guard: frames[top].statement = Statement(kind: .guard)
        case .while: frames[top].statement = Statement(kind: .while)
        case .switch: frames[top].statement = Statement(kind: .switch)
        case .case, .default:
            // A new case of a switch (not `if case`): what a guard proved in the one before no
            // longer holds.
            if let entry = frames[top].switchEntry, !afterCondition {
                frames[top].context = entry
                frames[top].statement = nil
                frames[top].exits = false
            }
            readDeclaration(keyword, in: top)
        default:
            if keyword.exits { frames[top].exits = true }
            readDeclaration(keyword, in: top)
        }
    }

    /// True after `if`, `guard`, `while`, `for` or `,`: a `case` there is a pattern.
    private var afterCondition: Bool {
        switch previousKeyword {
        case .if?, .guard?, .while?, .for?: return true
        default: return previousPunctuation == UInt8(ascii: ",")
        }
    }

    private mutating func openParenthesis(_ token: SwiftLexer.Token) {
        let top = frames.count - 1
        var frame = Frame(kind: .paren)
        frame.context = frames[top].context
        frame.typePath = frames[top].typePath
        frame.extended = frames[top].extended
        if let attribute = frames[top].attribute, attribute.declared { frame.context = merged(frame.context, attribute.lift) }
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
            let lift = context(AvailabilitySpec.attribute(tokens, bytes, by: "@available on line \(line)"))
            let before = frames[frame].attribute.flatMap { $0.declared ? nil : $0.lift } ?? 0
            frames[frame].attribute = (merged(before, lift), false)
        case .available, .unavailable:
            guard var statement = frames[frame].statement, statement.phase == .condition else { return }
            let name = spec == .available ? statement.guardName : "#unavailable"
            let proved = context(AvailabilitySpec.condition(tokens, bytes, by: "\(name) on line \(line)"))
            if spec == .available {
                statement.available = merged(statement.available, proved)
            } else {
                statement.unavailable = merged(statement.unavailable, proved)
                statement.unavailableCount += 1
            }
            frames[frame].statement = statement
        }
    }

    @discardableResult
    mutating func popFrame() -> Frame {
        let closed = frames.removeLast()
        if !directives.isEmpty { directives[directives.count - 1].lowest = min(directives[directives.count - 1].lowest, frames.count) }
        if let pending = declaration, pending.frame >= frames.count { declaration = nil }
        return closed
    }
}
