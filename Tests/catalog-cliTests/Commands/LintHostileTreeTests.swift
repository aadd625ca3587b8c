import Foundation
import Testing
@testable import catalog_cli
import CatalogTestSupport

/// `catalog lint` on trees and projects built to break it: each is one clear line, never a
/// crash, a hang or a lint that stops on one name.
@Suite("Lint on hostile trees and projects")
struct LintHostileTreeTests {
    /// Lints `project` (with a Swift file that has no finding), which cannot run: `line` on
    /// stderr (`ROOT` for the folder), nothing on stdout, exit 2.
    static func expectCannotRun(_ project: LintProject, _ line: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        project.write("Sources/App/View.swift", #"let a = Image(systemName: "heart")"# + "\n")
        let result = project.run([])
        #expect(result.standardError == "catalog: " + line.replacing("ROOT", with: project.root.path) + "\n", sourceLocation: sourceLocation)
        #expect(result.standardOutput == "", sourceLocation: sourceLocation)
        #expect(result.exitCode == 2, sourceLocation: sourceLocation)
    }

    /// Before, the lint stopped with `catalog: …/r�sum�.swift: cannot read: No such file or
    /// directory`, exit 2, and reported nothing else.
    @Test("a name that is not UTF-8: one warning on stderr with its escaped bytes; the rest is reported")
    func nameNotUTF8() {
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", #"let a = Image(systemName: "hart")"# + "\n")
        #expect(ByteNames.makeFile(ByteNames.join(project.root.path, ByteNames.resume), text: "\u{1B}"))
        let result = project.run(["--deployment-target", "iOS", "14.0"])
        let root = project.root.path
        #expect(result.standardError == "catalog: warning: \(root)/r\\xE9sum\\xE9.swift: name is not UTF-8; skipped\n")
        #expect(result.standardOutput.hasPrefix("\(root)/View.swift:1:28: error: 'hart' is not a symbol in mini"))
        #expect(result.exitCode == 1)
    }

    @Test("a Package.swift whose platforms: cannot be read: one line naming the file and line, exit 2")
    func unreadableManifest() {
        let project = LintProject()
        defer { project.remove() }
        project.write("Package.swift", "let package = Package(\n    name: \"Kit\",\n    platforms: [.iOS(minimum)]\n)\n")
        Self.expectCannotRun(project, "ROOT/Package.swift:3: cannot read the package's platforms: "
            + "the version of .iOS is not a literal such as .v17 or \"17.0\"; pass --deployment-target PLATFORM VERSION to lint without them")
        #expect(project.run(["--deployment-target", "iOS", "14.0"]).exitCode == 0)
    }

    /// Before: over a minute and 817 MB.
    @Test("a project over a reading limit: one line naming the file and the limit, exit 2, nothing on stdout")
    func projectLimit() {
        let project = LintProject()
        defer { project.remove() }
        project.write("App.xcodeproj/project.pbxproj", XcodeFixtures.hostile(configFile: true))
        project.write("a.xcconfig", XcodeFixtures.doubling)
        Self.expectCannotRun(project, "ROOT/a.xcconfig: build setting X: more than 16 MB of setting values expanded for one project (the limit)")
    }
}
