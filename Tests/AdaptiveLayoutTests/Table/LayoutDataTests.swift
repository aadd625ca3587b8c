import CatalogTestSupport
import Foundation
import Testing
@testable import AdaptiveLayout

/// `Data/layout/*.tsv` as compiled in: fresh (`Scripts/generate-layout-tables.py`), and every
/// figure naming sources the table has, with a value exactly when its kind carries one.
@Suite("Layout data: the compiled tables are fresh and every figure names its source and kind")
struct LayoutDataTests {
    static let hasPython = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .contains { FileManager.default.isExecutableFile(atPath: $0 + "/python3") }

    @Test("the generated Swift is Data/layout's (else: python3 Scripts/generate-layout-tables.py)", .enabled(if: hasPython, "needs python3"))
    func fresh() async throws {
        let script = TestPaths.packageRoot.appendingPathComponent("Scripts/generate-layout-tables.py").path
        let outcome = try await ChildProcess.run("/usr/bin/env", ["python3", script, "--check"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
    }

    /// The rows of `file` past its header, as the generator reads them.
    static func rows(_ file: String) throws -> [[String]] {
        let text = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Data/layout/" + file), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst()
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    @Test("as many rows compiled as each TSV holds, in its order")
    func counts() throws {
        #expect(try Self.rows("sources.tsv").map { $0[0] } == LayoutTable.allSources.map(\.id))
        #expect(try Self.rows("devices.tsv").map { $0[0] } == LayoutTable.allDevices.map(\.id))
        #expect(try Self.rows("os-versions.tsv").map { Int($0[0]) } == LayoutTable.releases.map(\.version))
        #expect(try Self.rows("figures.tsv").count == LayoutTable.figureRows.count)
        #expect(try Self.rows("not-covered.tsv").map { $0[0] } == LayoutTable.modelsNotCovered.map(\.name))
    }

    @Test("every figure: sources the table has, a value iff its kind carries one, a rule iff derived")
    func figuresHold() {
        for row in LayoutTable.figureRows {
            for source in row.sources { #expect(LayoutTable.source(source) != nil, "\(row.name): \(source)") }
            if case .none = row.value { #expect(row.kind == .notPublished) } else { #expect(row.kind.hasValue) }
            #expect((row.kind == .derived) == (row.rule != nil), "\(row.name)")
            #expect(row.kind == .notPublished || !row.sources.isEmpty, "\(row.name)")
        }
    }

    @Test("the OS versions: 11 … 18, 26, 27; 27 is the newest")
    func versions() throws {
        #expect(LayoutTable.releases.map(\.version) == [11, 12, 13, 14, 15, 16, 17, 18, 26, 27])
        #expect(LayoutTable.newestOS == 27)
        #expect(try LayoutTable.osVersion("iOS 18.2") == 18)
        #expect(try LayoutTable.osVersion("ipados26") == 26)
        #expect(throws: LayoutError.unknownOSVersion("19", known: [11, 12, 13, 14, 15, 16, 17, 18, 26, 27])) {
            try LayoutTable.osVersion("19")
        }
        for bad in ["", "x", "18.x", "+18", "18..1"] {
            #expect(throws: LayoutError.self, "\(bad)") { try LayoutTable.osVersion(bad) }
        }
    }
}
