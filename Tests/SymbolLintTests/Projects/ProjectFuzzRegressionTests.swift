import Foundation
import Testing
@testable import SymbolLint

/// The reproducers of issue 42 as inputs of the fuzz target `project`, kept in
/// `Fixtures/fuzz/project/` and replayed through the target's calls (`Fuzz/Targets/project.swift`):
/// each part of an input (split at `\n@@\n`) an in-memory file, the first read as a
/// `Package.swift`, an `.xcconfig` and a `project.pbxproj`.
@Suite("Fuzz regressions: project readers")
struct ProjectFuzzRegressionTests {
    static func inputs() -> [String] {
        guard let folder = Bundle.module.url(forResource: "Fixtures/fuzz/project", withExtension: nil)?.path,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().map { folder + "/" + $0 }
    }

    static let limits = ProjectReading.Limits(includes: 1_000, includeDepth: 16, expandedBytes: 1 << 20, nodes: 200_000, pathBytes: 4096)

    @Test("every input is read within the limits, each file once", arguments: inputs())
    func replay(input: String) throws {
        let text = try String(contentsOfFile: input, encoding: .utf8)
        let files = text.components(separatedBy: "\n@@\n")
        let byPath = Dictionary(zip("abcdefghijklmnopqrstuvwxyz".map { "/f/\($0).xcconfig" }, files)) { first, _ in first }
        if case .failure(let error) = Result(catching: { () throws(PackageManifest.Unreadable) in try PackageManifest(files[0]) }) {
            #expect((1...files[0].split(separator: "\n", omittingEmptySubsequences: false).count).contains(error.line))
        }
        for role in ["config", "project"] {
            var reads = [String]()
            var reading = ProjectReading(limits: Self.limits, read: { reads.append($0); return byPath[$0] })
            if role == "config" {
                _ = try? XcodeConfigFile.settings("/f/a.xcconfig", reading: &reading)
            } else {
                _ = try? XcodeProject(files[0], file: "/f/App.xcodeproj/project.pbxproj", folder: "/f", reading: &reading)
            }
            #expect(Set(reads).count == reads.count, "\(role): a file read twice")
            #expect(reading.counts.filesRead == reads.count)
            #expect(reading.counts.includesFollowed <= Self.limits.includes + 1)
            #expect(reading.counts.nodesVisited <= Self.limits.nodes + text.utf8.count)
        }
    }

    @Test("the inputs are the reproducers")
    func names() {
        #expect(Self.inputs().map { ($0 as NSString).lastPathComponent } == [
            "groups-900", "include-3", "include-fan-out", "inherited-26", "inherited-project", "manifest-comment",
            "manifest-unreadable", "self-reference-12", "self-reference-read",
        ])
    }
}
