import Foundation

/// Blocking work for async tests, on a thread of its own.
///
/// Swift Testing runs tests on the cooperative pool, which has one thread a core. A test that
/// blocks one of them (`waitUntilExit`, `readDataToEndOfFile`, `usleep`, a polling loop) holds
/// back every other test, so suite times measure the machine, not the suite. Such work runs
/// here instead, and the test awaits it.
package enum DedicatedThread {
    /// Runs `body` on a new thread and returns what it returns, without holding a pool thread.
    ///
    /// `body` runs outside the test's task: it must not call `#expect` (its issues would not
    /// reach the test); return what it found and check it in the test.
    package static func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: body()) }
            thread.start()
        }
    }
}
