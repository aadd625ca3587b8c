import Testing
@testable import CatalogSystem

@Suite("Work on every core, results in order")
struct ParallelMapTests {
    @Test("map gives every index's result in index order, on every core or on this thread", arguments: [1, 2, 7, 8, 1_000])
    func mapKeepsOrder(count: Int) {
        let results = ParallelMap.map(count: count, threshold: 8) { index in index * index }
        #expect(results == (0..<count).map { $0 * $0 })
    }

    @Test("mapRuns covers every index once, in order, in at most one run a core", arguments: [0, 1, 63, 64, 65, 1_001])
    func runsPartition(count: Int) {
        let results = ParallelMap.mapRuns(count: count, threshold: 64) { run in run.map { ($0, run) } }
        #expect(results.map(\.0) == Array(0..<count))
        let runs = Set(results.map(\.1))
        #expect(runs.count <= (count >= 64 ? ParallelMap.cores : 1))
        // Runs are contiguous and do not overlap.
        #expect(runs.map(\.count).reduce(0, +) == count)
    }

    @Test("both runs each closure once and pairs the results in argument order")
    func bothPairs() {
        let (text, number) = ParallelMap.both({ String(repeating: "a", count: 3) }, { (1...10).reduce(0, +) })
        #expect(text == "aaa")
        #expect(number == 55)
    }
}

@Suite("A value made on another thread")
struct PendingTests {
    @Test("value is the work's result, the same each time it is read")
    func value() {
        let pending = Pending { (1...100_000).reduce(0, +) }
        #expect(pending.value == 5_000_050_000)
        #expect(pending.value == 5_000_050_000)
    }

    @Test("work runs while the caller works, and each pending gives its own result")
    func several() {
        let pendings = (0..<8).map { index in Pending { String(repeating: "x", count: index) } }
        let here = (0..<8).map { String(repeating: "x", count: $0) }
        #expect(pendings.map(\.value) == here)
    }
}
