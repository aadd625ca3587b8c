import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// Issue 28, item 4, from the command line: `codegen swift` on a data set of hostile names
/// (``HostileNames``) writes a file that swiftc compiles, and each constant's `rawValue` is
/// the name, scalar for scalar; standard output is the same bytes as the file.
@Suite("codegen swift of hostile names compiles and keeps every name")
struct HostileCodegenCommandTests {
    @Test("the file compiles and every rawValue is its name",
          .enabled(if: CodegenTests.swiftc != nil, "needs swiftc"))
    func compilesAndRoundTrips() async throws {
        let scratch = Scratch("hostile-codegen-cli")
        defer { scratch.remove() }
        try HostileNames.writeDataSet(to: scratch.file("data"))
        let generated = scratch.file("SFSymbol.swift")
        let environment = ["CATALOG_NO_CACHE": "1"]
        let result = CLI.run(["codegen", "swift", "--data-set", scratch.file("data"), "-o", generated], environment: environment)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let text = try #require(scratch.text("SFSymbol.swift"))
        #expect(CLI.run(["codegen", "swift", "--data-set", scratch.file("data")], environment: environment).standardOutput == text)

        // A program that prints each constant's rawValue as hexadecimal scalars, one a line.
        let identifiers = text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("    public static let "), let equals = line.firstRange(of: " = ") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 22)..<equals.lowerBound])
        }
        #expect(identifiers.count == HostileNames.allNames.count, "\(identifiers)")
        scratch.write("""
            let all: [SFSymbol] = [\(identifiers.map { "." + $0 }.joined(separator: ", "))]
            for symbol in all {
                print(symbol.rawValue.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            }

            """, "main.swift")
        let program = scratch.file("names")
        let build = try await ChildProcess.run(try #require(CodegenTests.swiftc),
                                               ["-suppress-warnings", "-o", program, generated, scratch.file("main.swift")])
        try #require(build.status == 0, "\(build.standardError)")
        let run = try await ChildProcess.run(program, [])
        #expect(run.status == 0)
        let expected = HostileNames.allNames.map { $0.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
        #expect(run.standardOutput.split(separator: "\n").map(String.init).sorted() == expected.sorted(), "\(run.standardOutput)")
    }
}
