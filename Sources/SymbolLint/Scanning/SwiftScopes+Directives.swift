import SymbolCatalog

extension SwiftScopes {
    /// An open `#if`: the frames when it began, and its branches so far.
    struct Directive {
        /// The frames at `#if`; the innermost as it was then.
        var height: Int
        var snapshot: Frame
        /// The fewest frames since the branch began (below ``height``: a branch closed a
        /// brace opened before the `#if`, and the frames cannot be put back).
        var lowest: Int
        var floor: Int
        /// Some branch before may be true (their conditions or'ed), and the current one.
        var previous: CompilationCondition
        var active: CompilationCondition
        /// What held at the end of each branch, with where the branch is built; nil once
        /// a branch ended with other frames than it began with.
        var ends: [(context: Int, active: CompilationCondition)]? = []
        var hasElse = false
        /// Platforms where the current branch is never built, with those of the `#if`s around.
        var excluded: Set<Platform>
    }

    /// `#if`, `#elseif`, `#else`, `#endif`; true when `token` is one.
    mutating func takeDirective(_ keyword: SwiftKeyword, line: Int) -> Bool {
        switch keyword {
        case .directiveIf, .directiveElseIf:
            directive = (keyword == .directiveElseIf, line)
            directiveTokens.removeAll(keepingCapacity: true)
        case .directiveElse:
            if !directives.isEmpty { branch(.unknown, isElse: true) }
        case .directiveEndIf:
            endIf()
        default:
            return false
        }
        return true
    }

    /// The condition of the `#if` or `#elseif` read: its branch begins.
    mutating func endCondition() {
        guard let pending = directive else { return }
        directive = nil
        work += directiveTokens.count
        let condition = CompilationCondition(directiveTokens, bytes)
        if pending.isElse {
            guard !directives.isEmpty else { return }
            branch(condition, isElse: false)
            return
        }
        let outer = directives.last?.excluded ?? []
        directives.append(Directive(height: frames.count, snapshot: frames[frames.count - 1], lowest: frames.count, floor: frames.count,
                                    previous: condition, active: condition, excluded: outer.union(condition.excluded)))
    }

    /// `#elseif condition` or `#else`: the branch before ends, and the frames are put back as
    /// they were at `#if` (unless a branch closed a brace opened before it).
    private mutating func branch(_ condition: CompilationCondition, isElse: Bool) {
        var current = directives.removeLast()
        endBranch(&current)
        if current.lowest >= current.height {
            work += frames.count - current.height
            frames.removeLast(frames.count - current.height)
            frames[current.height - 1] = current.snapshot
        }
        current.lowest = frames.count
        current.active = current.previous.negated.and(condition)
        current.previous = current.previous.or(condition)
        current.hasElse = isElse
        current.excluded = (directives.last?.excluded ?? []).union(current.active.excluded)
        directives.append(current)
    }

    private func endBranch(_ current: inout Directive) {
        current.floor = min(current.floor, current.lowest)
        if current.lowest < current.height || frames.count != current.height {
            current.ends = nil
        } else {
            current.ends?.append((frames[current.height - 1].context, current.active))
        }
    }

    /// `#endif`: when every branch ended with the frames it began with, what holds after is
    /// per platform what every branch built there proved (an `#if` without `#else` has an
    /// empty one); otherwise the last branch's frames go on.
    private mutating func endIf() {
        guard var current = directives.popLast() else { return }
        endBranch(&current)
        if !directives.isEmpty {
            directives[directives.count - 1].lowest = min(directives[directives.count - 1].lowest, current.floor)
        }
        guard var ends = current.ends else { return }
        if !current.hasElse { ends.append((current.snapshot.context, current.previous.negated)) }
        let held = ends.map { (context: contexts[$0.context], active: $0.active) }
        var merged = contexts[current.snapshot.context]
        for platform in Set(held.flatMap { $0.context.raised.keys }) {
            let built = held.filter { $0.active.mayBeTrue.contains(platform) || !Platform.apple.contains(platform) }
            let raises = built.compactMap { $0.context.raised[platform] }
            guard !built.isEmpty, raises.count == built.count, let lowest = raises.min(by: { $0.version < $1.version }) else { continue }
            merged.raised[platform] = lowest
        }
        frames[current.height - 1].context = context(merged)
    }
}
