#if canImport(Glibc)
import Glibc
#endif
import Dispatch

/// Work spread over the machine's cores, results kept in input order.
package enum ParallelMap {
    /// `body` of every index in `0..<count`, in index order, run on every core when there are
    /// at least `threshold` of them (each call is then on some thread of Dispatch's pool, the
    /// caller's included, and takes the next index free: a slow item does not hold up the
    /// rest), else one after another on the calling thread.
    package static func map<Result: Sendable>(
        count: Int, threshold: Int = 8, _ body: @Sendable (Int) -> Result
    ) -> [Result] {
        guard count >= threshold, count > 1 else { return (0..<count).map(body) }
        // Each index is written by the one call that takes it, and read after all are done.
        let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        nonisolated(unsafe) let output = slots
        DispatchQueue.concurrentPerform(iterations: count) { index in
            output[index] = body(index)
        }
        let results = slots.map { $0! }
        _ = slots.deinitialize()
        slots.deallocate()
        return results
    }

    /// `first()` and `second()` at once, on two cores when there are two (the caller runs
    /// one of them), else one after the other.
    package static func both<First, Second>(
        _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        guard cores > 1 else { return (first(), second()) }
        nonisolated(unsafe) var one: First?
        nonisolated(unsafe) var two: Second?
        // Each variable is written by the one call that takes its index, and read after both.
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 { one = first() } else { two = second() }
        }
        return (one!, two!)
    }

    /// The cores this process may run on (at least 1).
    static let cores: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// `body` of every index in `0..<count`, in index order, computed in one run of indices
    /// per core, each run by one call of `body` with its range (so a run can open what it
    /// needs once: a FreeType face is not to be shared between threads); one run on the
    /// calling thread when `count` is under `threshold`.
    package static func mapRuns<Result: Sendable>(
        count: Int, threshold: Int = 64, _ body: @Sendable (Range<Int>) -> [Result]
    ) -> [Result] {
        let runs = count >= threshold ? min(cores, count) : 1
        guard runs > 1 else { return body(0..<count) }
        let parts = map(count: runs, threshold: 2) { run in body((count * run / runs)..<(count * (run + 1) / runs)) }
        return parts.flatMap { $0 }
    }
}
