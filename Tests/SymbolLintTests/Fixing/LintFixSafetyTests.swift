import CatalogSystem
import Foundation
import SymbolCatalog
import Testing
import CatalogTestSupport
@testable import SymbolLint

/// `lint --fix` edits exactly the bytes it scanned, through the atomic replace, and only when
/// the file is still those bytes. The progress callback runs after every file is scanned and
/// before any is fixed: there the tests change the tree, as an editor or a checkout would.
@Suite("lint --fix: atomic, on the scanned bytes, only on unchanged files")
struct LintFixSafetyTests {
    static let source = #"let a = Label("a", systemImage: "a")"# + "\n"

    /// Lints `project` with `--fix` at iOS 14.0, calling `meanwhile` once, between scan and fix.
    static func fix(
        _ project: LintProject, limit: FileSizeLimit = .standard, meanwhile: @escaping () -> Void = {}
    ) throws -> LintReport {
        var ran = false
        var options = LintOptions(paths: [project.root.path])
        options.limit = limit
        options.currentDirectory = project.root.path
        options.targets = [DeploymentTarget(platform: .iOS, version: OSVersion("14.0")!, source: .flag)]
        options.fix = true
        return try Linter.run(options, dataSet: LintProject.mini) { done, total in
            if done == total, total > 0, !ran { ran = true; meanwhile() }
        }
    }

    @Test("a file edited between scan and fix is left as edited and reported (was mangled: 'some Vdocument…')", arguments: [
        "// a comment added above\n" + source,                 // longer: the scanned offsets now fall elsewhere
        #"let a = Image("x")"# + "\n",                          // shorter than the scanned range (was a crash, SIGILL)
        source.replacingOccurrences(of: "Label", with: "Lable"), // same size, same second: only the content tells
    ])
    func changedMeanwhile(edited: String) throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", Self.source)
        let path = project.root.path + "/View.swift"
        let status = try #require(FileStatus.of(path))
        let report = try Self.fix(project) {
            _ = FileManager.default.createFile(atPath: path, contents: Data(edited.utf8))
            // Keep the time too, as a copy tool would: size, time and content are all checked.
            var times = [timespec(tv_sec: Int(status.modifiedSeconds), tv_nsec: Int(status.modifiedNanoseconds)),
                         timespec(tv_sec: Int(status.modifiedSeconds), tv_nsec: Int(status.modifiedNanoseconds))]
            utimensat(AT_FDCWD, path, &times, 0)
        }
        #expect(project.read("View.swift") == edited)
        #expect(report.fixes.isEmpty)
        #expect(report.notFixed.map(\.path) == ["View.swift"])
        #expect(report.notFixed.map(\.reason) == ["changed while being linted; not fixed"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.path) == ["View.swift"])
    }

    @Test("a symbolic link planted at the old fixed temporary name redirects nothing")
    func plantedLink() throws {
        let project = LintProject()
        defer { project.remove() }
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-outside-\(UUID().uuidString)").path
        _ = FileManager.default.createFile(atPath: outside, contents: Data("precious\n".utf8))
        defer { unlink(outside) }
        project.write("View.swift", Self.source)
        // What the fixer used to open with O_TRUNC, following links: PATH.catalog-fix.
        try FileManager.default.createSymbolicLink(atPath: project.root.path + "/View.swift.catalog-fix", withDestinationPath: outside)
        let report = try Self.fix(project)
        #expect(report.fixes.count == 1)
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "precious\n")
        #expect(project.read("View.swift") == Self.source.replacingOccurrences(of: #"systemImage: "a""#, with: #"systemImage: "character""#))
        #expect(FileStatus.ofLink(project.root.path + "/View.swift")?.kind == .regular)
    }

    @Test("a fixed file keeps its mode")
    func mode() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", Self.source)
        chmod(project.root.path + "/View.swift", 0o640)
        _ = try Self.fix(project)
        #expect(FileStatus.of(project.root.path + "/View.swift")?.permissions == 0o640)
    }

    @Test("when a later file stops the run, the files already fixed are still reported (they are changed)")
    func stoppedAfterFixes() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("A.swift", Self.source)
        project.write("B.swift", Self.source)
        let b = project.root.path + "/B.swift"
        // B grows past the file limit after it was scanned: reading it again to check it fails.
        let grow = { _ = FileManager.default.createFile(atPath: b, contents: Data(count: 2 << 20)) }
        let error = try #require(#expect(throws: LintError.self) { try Self.fix(project, limit: FileSizeLimit(bytes: 1 << 20), meanwhile: grow) })
        guard case .stopped(let cause, let fixed) = error else {
            Issue.record("not a stopped lint: \(error)")
            return
        }
        let reason = "2.0 MB is over the 1 MB limit for one file (set CATALOG_MAX_FILE_MB to raise it)"
        #expect(cause == .unreadable(path: b, reason: reason))
        #expect(fixed.map(\.location.description) == ["A.swift:1:34"])
        #expect(error.description == "\(b): cannot read: \(reason)")
        #expect(project.read("A.swift")!.contains("character"))
    }
}
