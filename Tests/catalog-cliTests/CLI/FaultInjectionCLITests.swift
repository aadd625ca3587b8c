import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// The built binary on damaged, replaced, unreadable and changing files: every command that
/// reads a file, on a representative subset of the damage the in-process sweeps try in full
/// (SymbolCatalogTests FaultInjectionTests, TypeScaleTests FontFaultInjectionTests), and a
/// part of that in `swift test` (``Campaign``: `Scripts/campaign.sh` runs it all). Each
/// case: exit 0 (the damage left a valid file), or exit 1 with exactly one stderr line
/// `catalog: …` naming the file or its folder and nothing on stdout; never a signal, never a
/// hang (a watchdog kills a run after 30 s, which fails the case).
@Suite("Fault injection through the catalog binary", .serialized, .enabled(if: BinaryRunner.isBuilt, "needs the built catalog binary"))
struct FaultInjectionCLITests {
    /// One file a command reads, and the commands that read it.
    struct Subject: CustomTestStringConvertible, Sendable {
        let label: String
        /// Makes the file in `folder` (a fresh one); returns its path.
        let make: @Sendable (_ folder: String) throws -> String
        /// The command lines that read it, given the file's path and the folder.
        let commands: @Sendable (_ file: String, _ folder: String) -> [[String]]
        /// What the error line must contain: the file (default) or its folder.
        var namesFolder = false
        var testDescription: String { label }
    }

    static let embedded = CLI.embedded + "/fontawesome-5.15.4"

    static let subjects: [Subject] = [
        Subject(label: "data-set name_availability.plist", make: { folder in
            try copyDataSet(to: folder + "/set")
            return folder + "/set/name_availability.plist"
        }, commands: { _, folder in dataSetCommands(folder + "/set") }, namesFolder: true),
        Subject(label: "data-set symbol_restrictions.strings", make: { folder in
            try copyDataSet(to: folder + "/set")
            return folder + "/set/symbol_restrictions.strings"
        }, commands: { _, folder in dataSetCommands(folder + "/set") }, namesFolder: true),
        Subject(label: "collections store", make: { folder in
            let store = folder + "/data/collections.json"
            try FileManager.default.createDirectory(atPath: folder + "/data", withIntermediateDirectories: true)
            try Data(storeText.utf8).write(to: URL(fileURLWithPath: store))
            return store
        }, commands: { _, _ in [["favorites", "--data-set", embedded], ["collections", "--data-set", embedded],
                                ["collections", "show", "restricted", "--data-set", embedded]] }),
        Subject(label: "collection export to import", make: { folder in
            let file = folder + "/export.json"
            try Data(exportText.utf8).write(to: URL(fileURLWithPath: file))
            return file
        }, commands: { file, _ in [["collection", "import", file, "--as", "Imported", "--data-set", embedded]] }),
        Subject(label: "font for metrics", make: { folder in
            let file = folder + "/font.ttf"
            try FileManager.default.copyItem(atPath: FontFixtures.metrics, toPath: file)
            return file
        }, commands: { file, _ in [["metrics", file], ["metrics", file, "--json"]] }),
    ]

    static let storeText = """
        {
          "schemaVersion": 1,
          "favorites": [
            {"names": ["heart"], "dataSet": "fontawesome-5.15.4"}
          ],
          "collections": [
            {"name": "Toolbar", "symbols": [{"names": ["trash"], "dataSet": "fontawesome-5.15.4"}]}
          ]
        }

        """
    static let exportText = #"{"schemaVersion": 1, "name": "Exported", "symbols": [{"names": ["heart"], "dataSet": "fontawesome-5.15.4"}, {"names": ["star"], "dataSet": "fontawesome-5.15.4"}]}"#

    static func copyDataSet(to path: String) throws {
        try FileManager.default.copyItem(atPath: embedded, toPath: path)
    }

    static func dataSetCommands(_ set: String) -> [[String]] {
        [["info", "--data-set", set], ["search", "heart", "--data-set", set], ["show", "heart", "--data-set", set, "--json"]]
    }

    /// A fresh folder nobody may search (0755), with a private HOME and store for the runs.
    static func sandbox() -> (folder: String, environment: [String: String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-faults-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        chmod(folder, 0o755)
        let environment = CLI.environment(home: URL(fileURLWithPath: folder + "/home"),
                                          ["HOME": folder + "/home", "CATALOG_STORE": folder + "/data/collections.json"])
        return (folder, environment)
    }

    /// Runs the binary with a 30 s watchdog.
    static func run(_ arguments: [String], _ environment: [String: String], asNobody copy: NobodyCopy? = nil) async throws -> BinaryRunner.Outcome {
        let child = try BinaryRunner.start(arguments, environment: environment, asNobody: copy)
        DispatchQueue.global().asyncAfter(deadline: .now() + 30) { if child.isRunning { child.send(SIGKILL) } }
        return await child.outcome()
    }

    /// Checks one case; true when the command failed (cleanly), false when it succeeded.
    @discardableResult
    static func expectClean(_ outcome: BinaryRunner.Outcome, naming name: String, _ context: String) -> Bool {
        #expect(!outcome.killed, "\(context): killed by a signal (or hung)")
        guard outcome.status != 0 else { return false }
        #expect(outcome.status == 1, "\(context): exit \(outcome.status): \(outcome.standardError)")
        #expect(outcome.standardOutput == "", "\(context): partial output")
        let lines = outcome.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "\(context): not one line: \(outcome.standardError)")
        #expect(outcome.standardError.hasPrefix("catalog: ") && outcome.standardError.contains(name),
                "\(context): does not name \(name): \(outcome.standardError)")
        return true
    }

    /// Truncations and flips a file gets: 8 and 16 in a campaign, 2 and 2 of them in `swift test`.
    static let truncations = Campaign.count(sample: 2, ci: 8)
    static let flips = Campaign.count(sample: 2, ci: 16)

    @Test("truncated and with single bits flipped", arguments: subjects)
    func damaged(subject: Subject) async throws {
        let (folder, environment) = Self.sandbox()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try subject.make(folder)
        let original = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        let cases = FaultCases.all(of: original, seed: 0xBAD + UInt64(original.count), truncations: Self.truncations, flips: Self.flips)
        var (rejected, accepted) = (0, 0)
        for (label, bytes) in cases {
            for command in subject.commands(file, folder) {
                try Data(bytes).write(to: URL(fileURLWithPath: file))
                let outcome = try await Self.run(command, environment)
                let name = subject.namesFolder ? (file as NSString).deletingLastPathComponent : file
                if Self.expectClean(outcome, naming: name, "\(subject.label), \(label), \(command)") { rejected += 1 } else { accepted += 1 }
                // An import that succeeded made a collection; the next case starts without it.
                try? FileManager.default.removeItem(atPath: folder + "/data/collections.json")
                try? FileManager.default.removeItem(atPath: folder + "/data/collections.json.last-good")
                if subject.label == "collections store" { try Data(bytes).write(to: URL(fileURLWithPath: file)) }
            }
        }
        print("fault-injection (binary): \(subject.label): \(rejected + accepted) runs: \(rejected) exit 1 with one line naming it, \(accepted) still valid, 0 signals")
    }

    @Test("a folder, then a FIFO, in place of the file", arguments: subjects)
    func notAFile(subject: Subject) async throws {
        let (folder, environment) = Self.sandbox()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try subject.make(folder)
        let original = try Data(contentsOf: URL(fileURLWithPath: file))
        var runs = 0
        for kind in ["folder", "FIFO"] {
            try FileManager.default.removeItem(atPath: file)
            if kind == "folder" { try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false) }
            else { #expect(mkfifo(file, 0o644) == 0) }
            for command in subject.commands(file, folder) {
                let outcome = try await Self.run(command, environment)
                #expect(Self.expectClean(outcome, naming: file, "\(subject.label), a \(kind), \(command)"), "\(command) succeeded on a \(kind)")
                runs += 1
            }
            try FileManager.default.removeItem(atPath: file)
            try original.write(to: URL(fileURLWithPath: file))
        }
        print("fault-injection (binary): \(subject.label): \(runs) runs on a folder or FIFO in its place: all exit 1 naming it, 0 hangs")
    }

    @Test("unreadable to the user running catalog (nobody, through setpriv)",
          .enabled(if: BinaryRunner.canRunAsNobody, "needs root, setpriv and a temporary folder where nobody may run a copy of the binary"),
          arguments: subjects)
    func unreadable(subject: Subject) async throws {
        let (folder, environment) = Self.sandbox()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let copy = try NobodyCopy()
        defer { copy.remove() }
        let file = try subject.make(folder)
        chmod(file, 0o600)  // root's, and no one else's
        var runs = 0
        for command in subject.commands(file, folder) {
            let outcome = try await Self.run(command, environment, asNobody: copy)
            #expect(Self.expectClean(outcome, naming: file, "\(subject.label), unreadable, \(command)"), "\(command) succeeded")
            #expect(outcome.standardError.contains("Permission denied") || outcome.standardError.contains("not readable"),
                    "\(command): \(outcome.standardError)")
            runs += 1
        }
        print("fault-injection (binary): \(subject.label): \(runs) run\(runs == 1 ? "" : "s") as nobody on a file only root may read: all exit 1 naming it")
    }

    @Test("files rewritten while commands read them", arguments: subjects)
    func changing(subject: Subject) async throws {
        let (folder, environment) = Self.sandbox()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try subject.make(folder)
        let full = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        let writer = Thread {
            var half = false
            while !Thread.current.isCancelled {
                let descriptor = open(file, O_WRONLY | O_TRUNC)
                let content = half ? Array(full.prefix(full.count / 2)) : full
                _ = content.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
                half.toggle()
            }
        }
        writer.start()
        defer { writer.cancel() }
        var (rejected, accepted) = (0, 0)
        for round in 0..<Campaign.count(sample: 2, ci: 8) {
            for command in subject.commands(file, folder) {
                let outcome = try await Self.run(command, environment)
                let name = subject.namesFolder ? (file as NSString).deletingLastPathComponent : file
                if Self.expectClean(outcome, naming: name, "\(subject.label), changing, round \(round), \(command)") { rejected += 1 } else { accepted += 1 }
                if subject.label != "collections store" {
                    try? FileManager.default.removeItem(atPath: folder + "/data/collections.json")
                    try? FileManager.default.removeItem(atPath: folder + "/data/collections.json.last-good")
                }
            }
        }
        writer.cancel()
        print("fault-injection (binary): \(subject.label): \(rejected + accepted) runs while it is rewritten: \(rejected) exit 1 with one line, \(accepted) read a whole version, 0 signals")
    }
}
