import CatalogTestSupport
import CatalogSystem
import Foundation
import SymbolCatalog
import Testing
@testable import catalog_cli

/// The store under several processes at once and under SIGKILL, through the built binary.
@Suite("The store under concurrent processes and crashes", .serialized, .enabled(if: BinaryRunner.isBuilt, "needs the built catalog binary"))
struct StoreConcurrencyTests {
    /// Names each of the 8 processes adds, one command each: 50 in a campaign
    /// (`Scripts/campaign.sh`), 10 in `swift test`.
    static let namesPerProcess = Campaign.count(sample: 10, ci: 50)

    @Test("8 processes each add distinct names, one command per name: all of them are there, each process's in order")
    func manyProcesses() async throws {
        let fixture = StoreFixture(label: "concurrent")
        defer { fixture.remove() }
        let each = Self.namesPerProcess
        let dataSet = fixture.writeNumbered(8 * each)
        var environment = fixture.environment
        environment["CATALOG_DATA_SET"] = dataSet
        let workers = try (0..<8).map { worker in
            let names = (0..<each).map { StoreFixture.numbered(worker * each + $0) }
            let script = "for name in \(names.joined(separator: " ")); do \"$CATALOG\" favorites add \"$name\" >/dev/null || exit 1; done"
            return try ChildProcess("/bin/sh", ["-c", script], environment: environment.merging(["CATALOG": CLI.binary.path]) { $1 })
        }
        for worker in workers {
            let outcome = await worker.outcome()
            #expect(outcome.status == 0, "\(outcome.standardError)")
        }
        let favorites = try CollectionStore(path: fixture.store).read().favorites.map(\.primaryName)
        #expect(favorites.count == 8 * each)
        #expect(Set((0..<8 * each).map(StoreFixture.numbered)).subtracting(favorites).sorted() == [])
        for worker in 0..<8 {
            let own = favorites.filter { Int($0.dropFirst()).map { $0 / each } == worker }
            #expect(own == (0..<each).map { StoreFixture.numbered(worker * each + $0) }, "worker \(worker) kept its order")
        }
    }

    @Test("8 processes each add 50 names to one collection in one command: all 400 are there")
    func manyProcessesOneCommandEach() async throws {
        let fixture = StoreFixture(label: "concurrent")
        defer { fixture.remove() }
        let dataSet = fixture.writeNumbered(400)
        _ = try await BinaryRunner.run(["collection", "new", "Bulk"], environment: fixture.environment)
        let started = try (0..<8).map { worker in
            let names = (0..<50).map { StoreFixture.numbered(worker * 50 + $0) }
            return try BinaryRunner.start(["collection", "add", "Bulk"] + names + ["--data-set", dataSet], environment: fixture.environment)
        }
        for writer in started {
            let outcome = await writer.outcome()
            #expect(outcome.status == 0, "\(outcome.standardError)")
        }
        let bulk = try CollectionStore(path: fixture.store).read().collection(named: "bulk")
        #expect(Set((0..<400).map(StoreFixture.numbered)).subtracting(bulk.entries.map(\.primaryName)).sorted() == [])
        #expect(bulk.entries.count == 400)
    }

    /// Writers started (and most killed) by ``killedWriters()``: 30 in `swift test`, 200 times
    /// the scale in a campaign (`Scripts/campaign.sh`); `CATALOG_STORE_KILLS` sets another count.
    static let writerCount: Int = ProcessInfo.processInfo.environment["CATALOG_STORE_KILLS"].flatMap(Int.init).map { max(2, $0) }
        ?? Campaign.count(sample: 30, ci: 200)

    @Test("a writer SIGKILLed at random moments: the store always parses and holds every update reported done")
    func killedWriters() async throws {
        let fixture = StoreFixture(label: "crash")
        defer { fixture.remove() }
        let count = Self.writerCount
        let started = Date()
        let dataSet = fixture.writeNumbered(max(200, count))
        // A bigger store makes each write take long enough to be killed in the middle of it.
        let padding = (0..<1000).map { StoredEntry(names: ["padding.\($0)", "padding.old.\($0)"], dataSet: "elsewhere") }
        try CollectionStore(path: fixture.store).update { $0.favorites = padding }
        var environment = fixture.environment
        environment["CATALOG_DATA_SET"] = dataSet
        let folder = (fixture.store as NSString).deletingLastPathComponent

        let timed = Date()
        #expect(try await BinaryRunner.run(["favorites", "add", StoreFixture.numbered(0)], environment: environment).status == 0)
        let span = max(0.02, Date().timeIntervalSince(timed)) * 1.2
        var generator = SeededGenerator(seed: 0x5EED)
        var done: Set<String> = [StoreFixture.numbered(0)]
        var (killed, completed, midWrite) = (0, 0, 0)
        for index in 1..<count {
            let name = StoreFixture.numbered(index)
            let writer = try BinaryRunner.start(["favorites", "add", name], environment: environment)
            // The moment to kill it is waited for on a thread of its own (it spins).
            if index.isMultiple(of: 2) {
                // Any moment of the process's life.
                let pause = UInt32(Double(generator.next() % 1000) / 1000 * span * 1_000_000)
                _ = await DedicatedThread.run { usleep(pause) }
            } else {
                // A moment of the write: once its temporary file appears, within 2 ms.
                // AtomicFile names them NAME.tmp-PID-RANDOM.
                let prefixes = ["collections.json.tmp-\(writer.processIdentifier)-", "collections.json.last-good.tmp-\(writer.processIdentifier)-"]
                let pause = UInt32(generator.next() % 2000)
                await DedicatedThread.run {
                    let deadline = Date().addingTimeInterval(10)
                    while writer.isRunning, Date() < deadline,
                          !(Folders.list(folder) ?? []).contains(where: { name in prefixes.contains { name.hasPrefix($0) } }) {}
                    usleep(pause)
                }
            }
            writer.send(SIGKILL)
            let outcome = await writer.outcome()
            if outcome.killed {
                killed += 1
            } else {
                #expect(outcome.status == 0, "\(outcome.standardError)")
                if outcome.status == 0 { done.insert(name); completed += 1 }
            }
            let store = CollectionStore(path: fixture.store)
            if !store.diagnose().leftovers.isEmpty { midWrite += 1 }
            let names = Set(try store.read().favorites.map(\.primaryName))
            #expect(done.subtracting(names).sorted() == [], "after \(name)")
            #expect(names.isSuperset(of: padding.map(\.primaryName)))
        }
        #expect(killed > 0 && completed > 0 && midWrite > 0, "kills \(killed) (\(midWrite) mid-write), completions \(completed)")
        try CollectionStore(path: fixture.store).update { $0.favorites.removeAll { $0.dataSet == "elsewhere" } }
        let diagnosis = CollectionStore(path: fixture.store).diagnose()
        #expect(diagnosis.isHealthy && diagnosis.lastGood == diagnosis.store && diagnosis.leftovers == [])
        // Besides those reported done, only writers killed after their rename may have added theirs.
        let final = Set(diagnosis.store.contents?.favorites.map(\.primaryName) ?? [])
        #expect(done.isSubset(of: final) && final.isSubset(of: (0..<count).map(StoreFixture.numbered)))
        print("store-kill-loop: \(count - 1) writers: \(killed) SIGKILLed (\(midWrite) with a write in progress), "
              + "\(completed) completed; the store parsed after every one and lost no completed update; "
              + "\(String(format: "%.1f", Date().timeIntervalSince(started))) s")
    }
}
