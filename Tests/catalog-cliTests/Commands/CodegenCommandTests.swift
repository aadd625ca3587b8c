import CatalogTestSupport
import Foundation
import SymbolCatalog
import Testing
@testable import catalog_cli

@Suite("catalog codegen swift")
struct CodegenTests {
    @Test("same data set, same bytes (a cold load and a cache-index load)")
    func deterministic() throws {
        let project = LintProject()
        defer { project.remove() }
        let environment = ["XDG_CACHE_HOME": project.root.path + "/cache"]
        var outputs = [String?]()
        for index in 0..<3 {
            let path = project.root.path + "/out\(index).swift"
            let result = CLI.run(["codegen", "swift", "--data-set", CLI.fixture, "-o", path], environment: environment)
            #expect(result.exitCode == 0 && result.standardOutput.isEmpty)
            outputs.append(project.read("out\(index).swift"))
        }
        #expect(outputs[0] != nil && outputs[0] == outputs[1] && outputs[1] == outputs[2])
    }

    @Test("without --output the file goes to standard output, unwrapped even on a terminal")
    func standardOutput() throws {
        let project = LintProject()
        defer { project.remove() }
        let path = project.root.path + "/out.swift"
        #expect(CLI.run(["codegen", "swift", "--data-set", CLI.fixture, "-o", path]).exitCode == 0)
        let file = try #require(project.read("out.swift"))
        for terminal in [false, true] {
            let result = CLI.run(["codegen", "swift", "--data-set", CLI.fixture], environment: ["COLUMNS": "20"], terminal: terminal)
            #expect(result.exitCode == 0)
            #expect(result.standardError.isEmpty)
            #expect(result.standardOutput == file)
        }
    }

    @Test("catalog codegen alone is a usage error listing its subcommands; --help lists them with their summaries")
    func groupAlone() {
        let alone = CLI.run(["codegen"])
        #expect(alone.exitCode == 64)
        #expect(alone.standardError == "catalog: 'catalog codegen' needs a subcommand: swift\nUsage: catalog codegen [SUBCOMMAND…]\n")
        let help = CLI.run(["codegen", "--help"])
        #expect(help.exitCode == 0)
        #expect(help.standardOutput.contains("Subcommands:\n  swift  Write a Swift file with one constant per symbol of a data set.\n"))
        #expect(CLI.run(["import"]).standardError.hasPrefix("catalog: 'catalog import' needs a subcommand: fontawesome\n"))
        #expect(CLI.run(["collection"]).standardError.hasPrefix(
            "catalog: 'catalog collection' needs a subcommand: new, rename, delete, add, remove, clear, export, import or doctor\n"))
    }

    @Test("usage errors: a bad type name or access level")
    func usage() {
        #expect(CLI.run(["codegen", "swift", "--data-set", CLI.fixture, "--type-name", "my.type", "-o", "/tmp/x"]).exitCode == 64)
        #expect(CLI.run(["codegen", "swift", "--data-set", CLI.fixture, "--access", "private", "-o", "/tmp/x"]).exitCode == 64)
    }

    static let swiftc: String? = {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    @Test("the output for a shared SF set type-checks with swiftc, used from another file",
          .enabled(if: swiftc != nil && FileManager.default.fileExists(atPath: FavoritesCommandTests.sf60 + "/name_availability.plist"),
                   "needs swiftc and ../shared/sfsymbols"))
    func typeChecks() async throws {
        let project = LintProject()
        defer { project.remove() }
        let generated = project.root.path + "/SFSymbol.swift"
        let result = CLI.run(["codegen", "swift", "--data-set", FavoritesCommandTests.sf60, "-o", generated],
                             environment: ["CATALOG_NO_CACHE": "1"])
        #expect(result.exitCode == 0)
        let text = try #require(project.read("SFSymbol.swift"))
        #expect(text.contains("    public static let _0Circle = SFSymbol(rawValue: \"0.circle\")"))
        // sf6.0: `doc.text` was renamed `text.document` (2024: iOS 18.0).
        #expect(text.contains("    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)\n    public static let textDocument"))
        #expect(text.contains("    @available(*, deprecated, renamed: \"textDocument\")\n    public static let docText = SFSymbol(rawValue: \"doc.text\")"))
        project.write("Use.swift", """
        @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        func names() -> [String] {
            let all: [SFSymbol] = [._0Circle, .textDocument, .`repeat`, SFSymbol(rawValue: "heart")]
            return all.map(\\.rawValue)
        }
        """)
        let typecheck = try await ChildProcess.run(try #require(Self.swiftc), ["-typecheck", generated, project.root.path + "/Use.swift"])
        #expect(typecheck.status == 0, "\(typecheck.standardError)")
    }
}
