import Foundation
import Testing
@testable import catalog_cli

/// `catalog metrics` keeps in memory the tables it reads, one font at a time per core: its
/// peak is bounded by the tables of one font, neither by the size of the files (a 48 MB font
/// is mostly a table metrics never reads) nor by how many are given. The peak is the child's
/// own (`wait4`'s `ru_maxrss`), not the test process's.
@Suite("metrics: peak memory is bounded by one font's tables", .enabled(if: BinaryRunner.isBuilt, "needs the built catalog binary"))
struct MetricsMemoryTests {
    static let megabytes = 48

    @Test("a 48 MB font, then the same font given 40 times: each run within 8 MB of a 4 KB font's")
    func bounded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-memory-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let big = folder + "/Big.ttf"
        try Self.writeBigFont(from: FontFixtures.metrics, to: big, megabytes: Self.megabytes)
        #expect((try FileManager.default.attributesOfItem(atPath: big)[.size] as? Int) == Self.megabytes << 20)

        let small = try Self.peak(["metrics", FontFixtures.metrics, "--json"])
        let one = try Self.peak(["metrics", big, "--json"])
        let many = try Self.peak(["metrics"] + Array(repeating: big, count: 40) + ["--json"])
        #expect(small.status == 0 && one.status == 0 && many.status == 0)
        // Read whole, one copy of the font alone would be 48 MB over the small run.
        #expect(one.kilobytes - small.kilobytes < 8 << 10, "one 48 MB font: \(one.kilobytes) KB, a small font: \(small.kilobytes) KB")
        #expect(many.kilobytes - small.kilobytes < 8 << 10, "40 × 48 MB: \(many.kilobytes) KB, a small font: \(small.kilobytes) KB")
    }

    /// `source` (a TrueType file) with one more table, `zzzz`, of zeros to make the file
    /// `megabytes` long; the zeros are a hole (a sparse file), so the disk is not used.
    static func writeBigFont(from source: String, to path: String, megabytes: Int) throws {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: source)))
        func uint16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func uint32(_ at: Int) -> Int { uint16(at) << 16 | uint16(at + 2) }
        func put32(_ value: Int, at: Int, in array: inout [UInt8]) {
            for index in 0..<4 { array[at + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
        }
        let count = uint16(4)
        // Every table moves down by the new 16-byte record.
        for record in 0..<count { put32(uint32(12 + 16 * record + 8) + 16, at: 12 + 16 * record + 8, in: &bytes) }
        let directoryEnd = 12 + 16 * count
        let tableStart = (bytes.count + 16 + 3) & ~3
        var record = Array("zzzz".utf8) + [UInt8](repeating: 0, count: 12)
        put32(tableStart, at: 8, in: &record)
        put32((megabytes << 20) - tableStart, at: 12, in: &record)
        bytes[4] = UInt8((count + 1) >> 8)
        bytes[5] = UInt8((count + 1) & 0xFF)
        let file = Array(bytes[..<directoryEnd]) + record + Array(bytes[directoryEnd...])
        try Data(file).write(to: URL(fileURLWithPath: path))
        #expect(truncate(path, off_t(megabytes << 20)) == 0)
    }

    /// Runs the binary with `arguments`, output to /dev/null: its peak resident set in KB and
    /// its exit status.
    static func peak(_ arguments: [String]) throws -> (kilobytes: Int, status: Int32) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([CLI.binary.path] + arguments).map { (text: String) in strdup(text) } + [nil]
        defer { argv.forEach { free($0) } }
        let environment = ["HOME=\(FileManager.default.temporaryDirectory.path)", "PATH=/usr/bin:/bin"].map { (text: String) in strdup(text) } + [nil]
        defer { environment.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, CLI.binary.path, &actions, nil, argv, environment)
        try #require(spawned == 0, "posix_spawn: \(String(cString: strerror(spawned)))")
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        return (Int(usage.ru_maxrss), (status >> 8) & 0xFF)
    }
}
