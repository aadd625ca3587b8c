import Foundation
import Testing
@testable import CatalogFormats
import CatalogTestSupport

/// Inputs that crashed a fuzz target (Fuzz/Targets) before the fix, kept in
/// `Fixtures/fuzz/TARGET/` and replayed here through the same calls as the target, so the
/// fixes stay fixed without building the fuzzers. `Scripts/fuzz.sh replay` runs them through
/// the instrumented targets too. Only `plist` has found anything (Fuzz/README.md, Findings).
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// The inputs kept for `target`; a missing folder fails the test that reads it.
    static func inputs(_ target: String) throws -> [String] {
        let folder = try #require(Bundle.module.url(forResource: "Fixtures/fuzz/\(target)", withExtension: nil)?.path,
                                  "Fixtures/fuzz/\(target) is not among the test target's resources")
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map { folder + "/" + $0 }
    }

    static func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

    @Test("plist: the 8 binary plists with dates no XML plist can hold (NaN, ±1e300 s) read, and write clamped")
    func plist() throws {
        let inputs = try Self.inputs("plist")
        #expect(inputs.count == 8)
        for input in inputs {
            let (value, format) = try PropertyListReader.read(try Self.bytes(input))
            #expect(format == .binary, "\(input)")
            let xml = try XMLPropertyListWriter.data(value)
            #expect(throws: Never.self, "\(input)") { try PropertyListReader.read(xml) }
        }
    }

    @Test("dates outside years 1 to 9999 are written as the nearest writable date", arguments: [
        (Double.nan, "2001-01-01T00:00:00Z"),
        (Double.infinity, "9999-12-31T23:59:59Z"),
        (-Double.infinity, "0001-01-01T00:00:00Z"),
        (1e300, "9999-12-31T23:59:59Z"),
        (-1e300, "0001-01-01T00:00:00Z"),
        // Foundation: Date(timeIntervalSinceReferenceDate:) of 0001-01-01 is -63113904000.
        (-63_113_904_000, "0001-01-01T00:00:00Z"),
        (-63_113_904_001, "0001-01-01T00:00:00Z"),
        (0, "2001-01-01T00:00:00Z"),
    ])
    func clampedDates(interval: Double, text: String) throws {
        #expect(ISO8601.string(from: interval) == text)
        // Foundation reads what we write as the date we meant.
        let xml = try XMLPropertyListWriter.data(.date(Date(timeIntervalSinceReferenceDate: interval)))
        let parsed = try PropertyListSerialization.propertyList(from: Data(xml), format: nil) as? Date
        let expected = interval.isNaN ? 0 : min(max(interval, -63_113_904_000), 252_423_993_599)
        #expect(parsed?.timeIntervalSinceReferenceDate == expected.rounded(.down))
    }
}
