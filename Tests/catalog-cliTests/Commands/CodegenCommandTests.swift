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
        #expect(CLI.run(["import"]).standardError.hasPrefix("catalog: 'catalog import' needs a subcommand: fontawesome, fa7, mdi, phosphor or lucide\n"))
        #expect(CLI.run(["collection"]).standardError.hasPrefix(
            "catalog: 'catalog collection' needs a subcommand: list, show, new, add, remove, clear, delete, rename, import, export or doctor\n"))
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
        #expect(text.contains("    @available(visionOS, deprecated: 2.0, renamed: \"textDocument\")\n    public static let docText = SFSymbol(rawValue: \"doc.text\")"))
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

    /// Embedded Swift's standard library for `arm64-apple-ios`, which the Linux toolchain
    /// ships: with it swiftc type-checks for an iOS deployment target on Linux and applies
    /// iOS availability. The module says iOS 18; `-disable-target-os-checking` lets an older
    /// target load it (type-checking only, nothing runs).
    static let iOSModule: String? = swiftc.flatMap { swiftc in
        let module = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("../lib/swift/embedded/Swift.swiftmodule/arm64-apple-ios.swiftmodule").standardized.path
        return FileManager.default.fileExists(atPath: module) ? module : nil
    }

    /// `swiftc -typecheck` of `files` for iOS `version`: its exit status and the warning lines.
    static func typecheck(iOS version: String, _ files: [String]) async throws -> (status: Int32, warnings: [String]) {
        let result = try await ChildProcess.run(try #require(swiftc), [
            "-typecheck", "-enable-experimental-feature", "Embedded", "-wmo", "-target", "arm64-apple-ios\(version)",
            "-Xfrontend", "-disable-target-os-checking", "-diagnostic-style", "llvm",
        ] + files)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        return (result.status, lines.filter { $0.contains("warning:") || $0.contains("error:") })
    }

    @Test("an old name warns only from the OS version where its new name is: swiftc for iOS 14 and 15 on the mini set",
          .enabled(if: iOSModule != nil, "needs swiftc with Embedded Swift's arm64-apple-ios standard library"))
    func perPlatformDeprecation() async throws {
        let project = LintProject()
        defer { project.remove() }
        let generated = project.root.path + "/Symbol.swift"
        #expect(CLI.run(["codegen", "swift", "--data-set", CLI.fixture, "--type-name", "Symbol", "-o", generated]).exitCode == 0)
        // The fixture's `doc` (2019: iOS 13.0) was renamed `document` (2021: iOS 15.0).
        project.write("Use.swift", """
        func names() -> [String] { [Symbol.doc.rawValue, Symbol.heart.rawValue] }
        @available(iOS 15.0, *)
        func newName() -> String { Symbol.document.rawValue }
        """)
        let files = [generated, project.root.path + "/Use.swift"]
        let older = try await Self.typecheck(iOS: "14.0", files)
        #expect(older.status == 0 && older.warnings.isEmpty, "\(older.warnings)")
        let newer = try await Self.typecheck(iOS: "15.0", files)
        #expect(newer.status == 0)
        #expect(newer.warnings.count == 1)
        #expect(newer.warnings.first?.hasSuffix("Use.swift:1:36: warning: 'doc' was deprecated in iOS 15.0: renamed to 'document' [#DeprecatedDeclaration]") == true,
                "\(newer.warnings)")
    }

    @Test("SF 6's doc.on.doc: no warning for iOS 17, renamed to documentOnDocument for iOS 18 (swiftc)",
          .enabled(if: iOSModule != nil && FileManager.default.fileExists(atPath: FavoritesCommandTests.sf60 + "/name_availability.plist"),
                   "needs swiftc with Embedded Swift's arm64-apple-ios standard library and ../shared/sfsymbols"))
    func perPlatformDeprecationSF6() async throws {
        let project = LintProject()
        defer { project.remove() }
        let generated = project.root.path + "/SFSymbol.swift"
        let result = CLI.run(["codegen", "swift", "--data-set", FavoritesCommandTests.sf60, "-o", generated], environment: ["CATALOG_NO_CACHE": "1"])
        #expect(result.exitCode == 0)
        // name_availability.plist: doc.on.doc 2019, document.on.document 2024 (iOS 18.0, …, visionOS 2.0).
        let text = try #require(project.read("SFSymbol.swift"))
        #expect(text.contains("""
            @available(iOS, deprecated: 18.0, renamed: "documentOnDocument")
            @available(macOS, deprecated: 15.0, renamed: "documentOnDocument")
            @available(tvOS, deprecated: 18.0, renamed: "documentOnDocument")
            @available(watchOS, deprecated: 11.0, renamed: "documentOnDocument")
            @available(visionOS, deprecated: 2.0, renamed: "documentOnDocument")
            public static let docOnDoc = SFSymbol(rawValue: "doc.on.doc")
        """))
        project.write("Use.swift", "func copyIcon() -> String { SFSymbol.docOnDoc.rawValue }\n")
        let files = [generated, project.root.path + "/Use.swift"]
        let older = try await Self.typecheck(iOS: "17.0", files)
        #expect(older.status == 0 && older.warnings.isEmpty, "\(older.warnings)")
        let newer = try await Self.typecheck(iOS: "18.0", files)
        #expect(newer.status == 0)
        #expect(newer.warnings.map { $0.components(separatedBy: "Use.swift:").last ?? $0 }
                == ["1:38: warning: 'docOnDoc' was deprecated in iOS 18.0: renamed to 'documentOnDocument' [#DeprecatedDeclaration]"])
    }
}
