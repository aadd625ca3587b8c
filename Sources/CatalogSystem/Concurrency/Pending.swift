import Dispatch

/// A value computed on another thread of Dispatch's pool while the caller does other work;
/// ``value`` waits for it. Starting one early also starts the pool's thread, which later work
/// on every core (``ParallelMap``) then finds ready.
package final class Pending<Value>: @unchecked Sendable {
    private let group = DispatchGroup()
    // Written once by the work, read after the group is left.
    nonisolated(unsafe) private var result: Value?

    /// Starts `work` on another thread.
    package init(_ work: @escaping @Sendable () -> Value) {
        group.enter()
        DispatchQueue.global().async {
            self.result = work()
            self.group.leave()
        }
    }

    /// The value, waited for the first time.
    package var value: Value {
        group.wait()
        return result!
    }
}
