/// The wall-clock times of repeated runs of one piece of work, in milliseconds.
struct Timing: Sendable {
    /// One entry per measured repetition, in run order (warm-up runs excluded).
    let samples: [Double]

    var median: Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var minimum: Double { samples.min() ?? .nan }

    /// Runs each of `works` in turn, round after round, so that whatever else the machine
    /// does at the time falls on all of them alike; one ``Timing`` per work, in order.
    static func measureInterleaved(
        warmUp: Int, repetitions: Int, _ works: [() throws -> Void]
    ) throws -> [Timing] {
        for _ in 0..<warmUp {
            for work in works { try work() }
        }
        let clock = ContinuousClock()
        var samples = Array(repeating: [Double](), count: works.count)
        for _ in 0..<repetitions {
            for (index, work) in works.enumerated() {
                let start = clock.now
                try work()
                samples[index].append(milliseconds(clock.now - start))
            }
        }
        return samples.map(Timing.init(samples:))
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}

/// Keeps a result alive so that the optimiser cannot drop the work that made it.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
