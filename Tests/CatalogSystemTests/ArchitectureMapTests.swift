import Foundation
import Testing
import CatalogTestSupport

/// `docs/architecture.md`'s target map against the tree: `Scripts/architecture-map.py
/// --check` fails when a target's dependencies differ from `Package.swift`, or a Swift file of
/// `Sources/` is in no row of its target's table (a folder moved, added or gone).
@Suite("The architecture map is true to Sources and Package.swift")
struct ArchitectureMapTests {
    @Test("architecture-map.py --check finds nothing wrong", .enabled(if: PublicAPIDocumentationTests.hasPython, "needs python3"))
    func mapMatchesTree() async throws {
        let script = TestPaths.packageRoot.appendingPathComponent("Scripts/architecture-map.py").path
        let outcome = try await ChildProcess.run("/usr/bin/env", ["python3", script, "--check"])
        #expect(outcome.status == 0, "\(outcome.standardError)Run Scripts/architecture-map.py and describe what moved.")
    }
}
