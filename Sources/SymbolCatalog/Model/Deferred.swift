import Synchronization

/// A value worked out on first use, once, and then shared by every copy of the data set that
/// holds it. A data set read from the cache index defers what a search never looks at (the
/// raw tables, the name → release map, the variants, the symbols by name): decoding them
/// would cost more than the search itself.
///
/// The value never changes once made, so a ``DataSet`` holding one keeps value semantics;
/// the lock only orders the first use between threads.
final class Deferred<Value: Sendable>: Sendable {
    private enum State {
        case pending(@Sendable () -> Value)
        case ready(Value)
    }

    private let state: Mutex<State>

    /// A value made by `make` on first use.
    init(_ make: @escaping @Sendable () -> Value) {
        state = Mutex(.pending(make))
    }

    /// A value known already.
    init(ready value: Value) {
        state = Mutex(.ready(value))
    }

    /// The value when it has been made, else nil (nothing is made).
    var readyValue: Value? {
        state.withLock { state in
            if case .ready(let value) = state { return value }
            return nil
        }
    }

    var value: Value {
        state.withLock { state in
            switch state {
            case .ready(let value):
                return value
            case .pending(let make):
                let value = make()
                state = .ready(value)
                return value
            }
        }
    }
}
