import Foundation
import Testing
@testable import catalog_cli
import CatalogTestSupport

@Suite("Lint output: which targets governed which files")
struct LintGovernanceTests {
    /// The real tree of the library tests (XcodeFixtures.realTree): which targets governed
    /// which files, in text, JSON and SARIF. The counts are those of RealTreeTests' findings
    /// (3 errors, 5 warnings, 5 notes), each derived there from the plists.
    @Test("lint of a real tree: the header says which targets governed which files",
          .enabled(if: FileManager.default.fileExists(atPath: TestPaths.shared("sf6.0_2024-10_sfsafesymbols-fork") + "/name_availability.plist"),
                   "needs ../shared/sfsymbols"))
    func governance() throws {
        let project = LintProject()
        defer { project.remove() }
        for (path, text) in XcodeFixtures.realTree { project.write(path, text) }
        let dataSet = TestPaths.shared("sf6.0_2024-10_sfsafesymbols-fork")
        let text = project.run([], dataSet: dataSet)
        #expect(text.exitCode == 1)
        let root = project.root.path
        #expect(text.standardOutput.contains("""
            \(root)/Packages/Kit/Sources/Kit/KitView.swift:1:20: note: 'doc.on.doc' was renamed to 'document.on.document'; \
            keep 'doc.on.doc' while visionOS 1.0 (package Kit) is supported; 'document.on.document' from visionOS 2.0 [rename-pending]

            """))
        #expect(text.standardOutput.hasSuffix("""
            not checked (not a plain string literal):
              \(root)/App/AppView.swift:6:37: item.icon
            targets: App (iOS 18.5) — 4 files; package Core (iOS 16.0, macOS 13.0) — 2 files; package Kit (iOS 18.2, visionOS 1.0) — 2 files; \
            Widget (iOS 17.0) — 3 files; not in any target — 2 files, checked against the lowest found: iOS 16.0 (package Core), \
            macOS 13.0 (package Core), visionOS 1.0 (package Kit)
            3 errors, 5 warnings, 5 notes in 7 Swift files, 2 manifests, 1 storyboard and 2 Info.plists (17 names); 1 not checked

            """), "\(text.standardOutput)")

        let json = project.run(["--json"], dataSet: dataSet)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let governance = try #require(object["governance"] as? [[String: Any]])
        #expect(governance.map { "\($0["kind"]!) \($0["name"]!) \(($0["files"] as? [String])?.count ?? -1)" } == [
            "xcode App 4", "package Core 2", "package Kit 2", "xcode Widget 3", "none  2",
        ])
        #expect(governance[3]["file"] as? String == root + "/MyApp.xcodeproj/project.pbxproj")
        let widget = try #require(governance[3]["targets"] as? [[String: Any]])
        #expect(widget.map { "\($0["platform"]!) \($0["version"]!) assumed: \(($0["assumed"] as? Bool).map(String.init) ?? "-")" }
                == ["iOS 17.0 assumed: false"])
        #expect(governance[3]["files"] as? [String] == [
            root + "/Shared/SharedView.swift", root + "/Widget/Info.plist", root + "/Widget/WidgetView.swift",
        ])

        let sarif = project.run(["--format", "sarif"], dataSet: dataSet)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["properties"] as? [String: Any])?["governance"] as? [String] == [
            "App (iOS 18.5) — 4 files", "package Core (iOS 16.0, macOS 13.0) — 2 files", "package Kit (iOS 18.2, visionOS 1.0) — 2 files",
            "Widget (iOS 17.0) — 3 files", "not in any target (iOS 16.0, macOS 13.0, visionOS 1.0) — 2 files",
        ])
    }

    /// The app folder alone: its project is above it. AppView.swift, Info.plist and
    /// Main.storyboard give 3 warnings and a note (RealTreeTests derives each).
    @Test("a subfolder whose project is above it is checked against that project's target",
          .enabled(if: FileManager.default.fileExists(atPath: TestPaths.shared("sf6.0_2024-10_sfsafesymbols-fork") + "/name_availability.plist"),
                   "needs ../shared/sfsymbols"))
    func subfolder() {
        let project = LintProject()
        defer { project.remove() }
        for (path, text) in XcodeFixtures.realTree { project.write(path, text) }
        let result = CLI.run(["lint", project.root.path + "/App", "--data-set", TestPaths.shared("sf6.0_2024-10_sfsafesymbols-fork")],
                             environment: ["CATALOG_NO_CACHE": "1"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasSuffix("""
            targets: App (iOS 18.5) — 3 files
            0 errors, 3 warnings, 1 note in 1 Swift file, 1 storyboard and 1 Info.plist (6 names); 1 not checked

            """), "\(result.standardOutput)")
    }
}
