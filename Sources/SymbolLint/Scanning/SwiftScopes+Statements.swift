import SymbolCatalog

extension SwiftScopes {
    /// An `if`, `guard`, `while` or `switch` being read: its conditions, then its bodies.
    /// What its conditions prove are numbers into ``SwiftScopes/contexts``.
    struct Statement {
        enum Kind { case `if`, `guard`, `while`, `switch` }
        /// Reading the conditions, expecting a guard's `{` after `else`, in a body, after the
        /// `if` body (an `else` may follow), after `else` (`{` or `if`).
        enum Phase { case condition, guardElse, inBody, afterBody, afterElse }

        var kind: Kind
        var phase = Phase.condition
        /// What the `#available` conditions prove.
        var available = 0
        /// What the `#unavailable` conditions prove false, and how many there are.
        var unavailable = 0
        var unavailableCount = 0
        /// Other conditions (words and punctuation at the statement's level).
        var others = 0
        /// What earlier branches of an `else if` chain proved false.
        var base = 0
        var chained = false
        var bodyExits = false

        init(kind: Kind, base: Int = 0, chained: Bool = false) {
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
        var negated: Int { unavailableCount == 1 && others == 0 ? unavailable : 0 }
    }

    /// A token directly inside a brace frame with a statement: true when the statement took
    /// it (`else` after a body, `if` after `else`).
    mutating func continueStatement(_ token: SwiftLexer.Token, _ keyword: SwiftKeyword?) -> Bool {
        let top = frames.count - 1
        guard var statement = frames[top].statement else { return false }
        switch statement.phase {
        case .afterBody:
            if keyword == .else {
                statement.phase = .afterElse
                frames[top].statement = statement
                return true
            }
            finish(statement, elseExits: false, in: top)
        case .afterElse:
            if keyword == .if {
                frames[top].statement = Statement(kind: .if, base: merged(statement.base, statement.negated), chained: true)
                return true
            }
            if !token.isPunctuation(UInt8(ascii: "{"), in: bytes) { frames[top].statement = nil }
        case .condition:
            if statement.kind == .guard, keyword == .else {
                statement.phase = .guardElse
            } else if keyword != .available, keyword != .unavailable,
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
        if statement.bodyExits { frames[frame].context = merged(frames[frame].context, statement.negated) }
        if elseExits { frames[frame].context = merged(frames[frame].context, statement.available) }
    }

    /// `{`: a body of the statement being read, a declaration's (with its `@available`), or
    /// any other block (a closure, `do`, `for`), which keeps what holds around it.
    mutating func openBrace() {
        parametersNext = false
        let top = frames.count - 1
        var frame = Frame(kind: .brace)
        frame.context = frames[top].context
        frame.typePath = frames[top].typePath
        frame.extended = frames[top].extended
        if frames[top].kind == .brace {
            if var statement = frames[top].statement {
                switch (statement.kind, statement.phase) {
                case (.switch, .condition):
                    frame.switchEntry = frame.context
                    frames[top].statement = nil
                case (.if, .condition), (.while, .condition):
                    frame.context = merged(merged(frame.context, statement.base), statement.available)
                    frame.role = .body
                case (.guard, .guardElse):
                    frame.context = merged(frame.context, statement.negated)
                    frame.role = .guardElse
                case (.if, .afterElse):
                    frame.context = merged(merged(frame.context, statement.base), statement.negated)
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
                if attribute.declared { frame.context = merged(frame.context, attribute.lift) }
                frames[top].attribute = nil
            }
            if let pending = declaration, pending.frame == top {
                declaration = nil
                if let name = pending.name { declare(pending, name: name, in: &frame) }
            }
        }
        frames.append(frame)
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
            frames[top].context = merged(frames[top].context, statement.available)
            frames[top].statement = nil
        }
    }
}
