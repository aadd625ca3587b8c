import SymbolCatalog

extension SwiftScopes {
    /// An `if`, `guard`, `while` or `switch` being read: its conditions, then its bodies.
    struct Statement {
        enum Kind { case `if`, `guard`, `while`, `switch` }
        /// Reading the conditions, expecting a guard's `{` after `else`, in a body, after the
        /// `if` body (an `else` may follow), after `else` (`{` or `if`).
        enum Phase { case condition, guardElse, inBody, afterBody, afterElse }

        var kind: Kind
        var phase = Phase.condition
        /// What the `#available` conditions prove.
        var available = Availability()
        /// What the `#unavailable` conditions prove false, and how many there are.
        var unavailable = Availability()
        var unavailableCount = 0
        /// Other conditions (words and punctuation at the statement's level).
        var others = 0
        /// What earlier branches of an `else if` chain proved false.
        var base = Availability()
        var chained = false
        var bodyExits = false

        init(kind: Kind, base: Availability = .none, chained: Bool = false) {
            self.kind = kind
            self.base = base
            self.chained = chained
        }

        /// `if #available`, as messages name the guard.
        var guardName: String {
            switch kind {
            case .if: "if #available"
            case .guard: "guard #available"
            case .while: "while #available"
            case .switch: "#available"
            }
        }

        /// What the else branch proves: an `#unavailable` condition alone is false there.
        var negated: Availability { unavailableCount == 1 && others == 0 ? unavailable : .none }

        mutating func add(_ spec: Spec, _ proved: Availability) {
            if spec == .available {
                available = available.merged(with: proved)
            } else {
                unavailable = unavailable.merged(with: proved)
                unavailableCount += 1
            }
        }
    }

    /// A token directly inside a brace frame with a statement: true when the statement took
    /// it (`else` after a body, `if` after `else`).
    mutating func continueStatement(_ token: SwiftLexer.Token) -> Bool {
        let top = frames.count - 1
        guard var statement = frames[top].statement else { return false }
        switch statement.phase {
        case .afterBody:
            if token.is("else", in: bytes) {
                statement.phase = .afterElse
                frames[top].statement = statement
                return true
            }
            finish(statement, elseExits: false, in: top)
        case .afterElse:
            if token.is("if", in: bytes) {
                frames[top].statement = Statement(kind: .if, base: statement.base.merged(with: statement.negated), chained: true)
                return true
            }
            if !token.isPunctuation(UInt8(ascii: "{"), in: bytes) { frames[top].statement = nil }
        case .condition:
            if statement.kind == .guard, token.is("else", in: bytes) {
                statement.phase = .guardElse
            } else if !token.is("#available", in: bytes), !token.is("#unavailable", in: bytes),
                      !token.isPunctuation(UInt8(ascii: "("), in: bytes), !token.isPunctuation(UInt8(ascii: "{"), in: bytes) {
                statement.others += 1
            }
            frames[top].statement = statement
        case .guardElse, .inBody:
            break
        }
        return false
    }

    /// After a statement: an `if #unavailable(…)` alone whose body always exits proves its
    /// versions for the rest of the scope; so does an `if #available(…)` whose `else` always exits.
    mutating func finish(_ statement: Statement, elseExits: Bool, in frame: Int) {
        frames[frame].statement = nil
        guard !statement.chained else { return }
        if statement.bodyExits { frames[frame].context = frames[frame].context.merged(with: statement.negated) }
        if elseExits { frames[frame].context = frames[frame].context.merged(with: statement.available) }
    }

    /// `{`: a body of the statement being read, a declaration's (with its `@available`), or
    /// any other block (a closure, `do`, `for`), which keeps what holds around it.
    mutating func openBrace() {
        parametersNext = false
        let top = frames.count - 1
        var frame = Frame(kind: .brace, context: frames[top].context, typePath: frames[top].typePath, extended: frames[top].extended)
        if frames[top].kind == .brace {
            if var statement = frames[top].statement {
                switch (statement.kind, statement.phase) {
                case (.switch, .condition):
                    frame.switchEntry = frame.context
                    frames[top].statement = nil
                case (.if, .condition), (.while, .condition):
                    frame.context = frame.context.merged(with: statement.base).merged(with: statement.available)
                    frame.role = .body
                case (.guard, .guardElse):
                    frame.context = frame.context.merged(with: statement.negated)
                    frame.role = .guardElse
                case (.if, .afterElse):
                    frame.context = frame.context.merged(with: statement.base).merged(with: statement.negated)
                    frame.role = .elseBody
                default:
                    break
                }
                if frame.role != .plain {
                    statement.phase = .inBody
                    frames[top].statement = statement
                }
            }
            if let attribute = frames[top].attribute {
                if attribute.declared { frame.context = frame.context.merged(with: attribute.lift) }
                frames[top].attribute = nil
            }
            if let declaration = frames[top].declaration {
                frames[top].declaration = nil
                if !declaration.name.isEmpty { declare(declaration, in: &frame) }
            }
        }
        frames.append(frame)
    }

    /// A type's or extension's braces: their qualified name, and the type with what holds in it.
    private mutating func declare(_ declaration: Declaration, in frame: inout Frame) {
        if declaration.isExtension {
            frame.typePath = declaration.name
            frame.extended = declaration.name
        } else {
            // A path past the limit names no type (nesting that deep is not written by hand).
            guard (frame.typePath?.utf8.count ?? 0) + declaration.name.utf8.count < Self.nameLimit else { return }
            frame.typePath = frame.typePath.map { $0 + "." + declaration.name } ?? declaration.name
            var availability = frame.context
            if let excluded = directives.last?.excluded { availability.excluded.formUnion(excluded) }
            types.append((frame.typePath ?? declaration.name, availability))
        }
    }

    /// `}`: closes the innermost brace (and any parenthesis left open in it); a body's end
    /// moves its statement on, a guard's `else` proves its conditions for the rest of the scope.
    mutating func closeBrace() {
        parametersNext = false
        while frames.count > 1, frames[frames.count - 1].kind != .brace { popFrame() }
        guard frames.count > 1 else { return }
        let closed = popFrame()
        let top = frames.count - 1
        guard var statement = frames[top].statement, statement.phase == .inBody else { return }
        switch closed.role {
        case .plain:
            return
        case .body:
            if statement.kind == .while {
                frames[top].statement = nil
                return
            }
            statement.phase = .afterBody
            statement.bodyExits = closed.exits
            frames[top].statement = statement
        case .elseBody:
            finish(statement, elseExits: closed.exits, in: top)
        case .guardElse:
            frames[top].context = frames[top].context.merged(with: statement.available)
            frames[top].statement = nil
        }
    }
}
