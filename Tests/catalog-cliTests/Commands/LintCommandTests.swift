import Foundation
import SymbolCatalog
import Testing
@testable import catalog_cli
import CatalogTestSupport
import SymbolLint

@Suite("Lint output formats, exit codes, baseline and --fix")
struct LintOutputTests {
    static let source = """
    let a = Image(systemName: "hart")
    let b = Label("A", systemImage: "a")
    let c = Image(systemName: "apple.logo")
    let d = Image(systemName: name)

    """

    @Test("text: compiler-style lines, names not checked, targets and counts")
    func text() {
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", Self.source)
        let result = project.run(["--deployment-target", "iOS", "14.0"])
        let file = project.root.path + "/View.swift"
        #expect(result.standardOutput == """
        \(file):1:28: error: 'hart' is not a symbol in mini; did you mean 'heart'? [unknown-symbol]
        \(file):2:34: warning: 'a' was renamed to 'character' (iOS 14.0), available at every deployment target [renamed-symbol]
        \(file):3:28: note: 'apple.logo' is restricted: This symbol may not be modified and may only be used to refer to Sign in with Apple’s service. [restricted-symbol]
        not checked (not a plain string literal):
          \(file):4:27: name
        deployment targets: iOS 14.0 (flag)
        1 error, 1 warning, 1 note in 1 Swift file (3 names); 1 not checked

        """)
        #expect(result.exitCode == 1)
        #expect(result.standardError == "")
    }

    @Test("json: the documented contract")
    func json() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", Self.source)
        let result = project.run(["--deployment-target", "iOS", "14.0", "--deployment-target", "macos", "11.0", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(result.standardOutput.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"targets\""))
        #expect(Set(object.keys) == ["schemaVersion", "targets", "governance", "findings", "unchecked"])
        let targets = try #require(object["targets"] as? [[String: Any]])
        #expect(targets.map { $0.mapValues { $0 as? String ?? ($0 as? Bool).map { "\($0)" } ?? "null" } } == [
            ["platform": "iOS", "version": "14.0", "source": "flag", "file": "null", "target": "null", "assumed": "false"],
            ["platform": "macOS", "version": "11.0", "source": "flag", "file": "null", "target": "null", "assumed": "false"],
        ])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 3)
        let first = findings[0]
        #expect(first["file"] as? String == project.root.path + "/View.swift")
        #expect(first["line"] as? Int == 1 && first["column"] as? Int == 28)
        #expect(first["severity"] as? String == "error" && first["rule"] as? String == "unknown-symbol")
        #expect(first["name"] as? String == "hart" && first["replacement"] as? String == "heart")
        #expect(findings[2]["replacement"] is NSNull)
        #expect(findings.map { Set($0.keys) }.allSatisfy {
            $0 == ["file", "line", "column", "severity", "rule", "name", "message", "replacement"]
        })
        let unchecked = try #require(object["unchecked"] as? [[String: Any]])
        #expect(unchecked.count == 1)
        #expect(unchecked[0]["expression"] as? String == "name" && unchecked[0]["line"] as? Int == 4
                && unchecked[0]["column"] as? Int == 27)
    }

    @Test("github: workflow annotations with escaped properties")
    func github() {
        let project = LintProject()
        defer { project.remove() }
        project.write("a,b/View.swift", Self.source)
        let result = project.run(["--deployment-target", "iOS", "14.0", "--format", "github"])
        let file = (project.root.path + "/a%2Cb/View.swift")
        #expect(result.standardOutput == """
        ::error file=\(file),line=1,col=28,title=unknown-symbol::'hart' is not a symbol in mini; did you mean 'heart'?
        ::warning file=\(file),line=2,col=34,title=renamed-symbol::'a' was renamed to 'character' (iOS 14.0), available at every deployment target
        ::notice file=\(file),line=3,col=28,title=restricted-symbol::'apple.logo' is restricted: This symbol may not be modified and may only be used to refer to Sign in with Apple’s service.
        1 error, 1 warning, 1 note in 1 Swift file (3 names); 1 not checked

        """)
    }

    @Test("sarif: SARIF 2.1.0 with rules and located results")
    func sarif() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", Self.source)
        let result = project.run(["--deployment-target", "iOS", "14.0", "--format", "sarif"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == LintRule.allCases.map(\.rawValue))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "note"])
        let location = try #require((results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let region = try #require(location["region"] as? [String: Int])
        #expect(region == ["startLine": 2, "startColumn": 34])
        let ruleIndex = try #require(results[1]["ruleIndex"] as? Int)
        #expect(rules[ruleIndex]["id"] as? String == "renamed-symbol")
    }

    @Test("exit status: 0 clean, 1 errors, warnings only with --strict, 2 cannot run, 64 usage")
    func exitStatus() {
        let project = LintProject()
        defer { project.remove() }
        project.write("Clean.swift", #"let a = Image(systemName: "heart")"#)
        #expect(project.run(["--deployment-target", "iOS", "14.0"]).exitCode == 0)
        project.write("Warn.swift", #"let a = Image(systemName: "a")"#)
        #expect(project.run(["--deployment-target", "iOS", "14.0"]).exitCode == 0)
        #expect(project.run(["--deployment-target", "iOS", "14.0", "--strict"]).exitCode == 1)
        project.write("Error.swift", #"let a = Image(systemName: "nope")"#)
        #expect(project.run(["--deployment-target", "iOS", "14.0"]).exitCode == 1)

        let fontAwesome = project.run([], dataSet: CLI.embedded + "/fontawesome-6")
        #expect(fontAwesome.exitCode == 2)
        #expect(fontAwesome.standardError.contains("has no Apple platforms") && fontAwesome.standardError.contains("catalog data-sets add"))
        let missing = CLI.run(["lint", project.root.path + "/missing", "--data-set", CLI.fixture])
        #expect(missing.exitCode == 2)
        #expect(missing.standardError == "catalog: \(project.root.path)/missing: cannot read: no such file or folder\n")
        let badSet = CLI.run(["lint", project.root.path, "--data-set", project.root.path + "/nothing-here"], environment: ["CATALOG_NO_CACHE": "1"])
        #expect(badSet.exitCode == 2)

        let platform = project.run(["--deployment-target", "iOSS", "14.0"])
        #expect(platform.exitCode == 64)
        #expect(platform.standardError.hasPrefix("catalog: unknown platform 'iOSS' for --deployment-target; expected iOS, macOS, tvOS, watchOS or visionOS; did you mean 'iOS'?\n"))
        #expect(project.run(["--deployment-target", "iOS", "fourteen"]).exitCode == 64)
        #expect(project.run(["--deployment-target", "iOS"]).exitCode == 64)
    }

    @Test("baseline: written findings are left out later; a new one still counts")
    func baseline() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", #"let a = Image(systemName: "nope")"# + "\n" + #"let b = Image(systemName: "a")"# + "\n")
        let baseline = project.root.path + "/baseline.json"
        let first = project.run(["--deployment-target", "iOS", "14.0", "--write-baseline", baseline])
        #expect(first.exitCode == 0, "the findings are recorded: accepted (it exited 1)")
        #expect(first.standardOutput.contains("1 error, 1 warning"))
        let file = project.root.path + "/View.swift"
        #expect(project.read("baseline.json") == """
        {
          "schemaVersion": 1,
          "findings": [
            {"file": "\(file)", "rule": "renamed-symbol", "name": "a", "count": 1},
            {"file": "\(file)", "rule": "unknown-symbol", "name": "nope", "count": 1}
          ]
        }

        """)
        let second = project.run(["--deployment-target", "iOS", "14.0", "--baseline", baseline])
        #expect(second.exitCode == 0)
        #expect(second.standardOutput.hasSuffix("0 errors, 0 warnings, 0 notes in 1 Swift file (2 names); 2 in the baseline\n"))
        project.write("View.swift", "\n" + #"let a = Image(systemName: "nope") + Image(systemName: "nope")"# + "\n")
        let third = project.run(["--deployment-target", "iOS", "14.0", "--baseline", baseline, "--json"])
        #expect(third.exitCode == 1)
        #expect(third.standardOutput.contains("\"line\": 2,\n      \"column\": 56,"))
        project.write("broken.json", "{\"findings\": [{\"file\": 1}]}")
        let broken = project.run(["--baseline", project.root.path + "/broken.json"])
        #expect(broken.exitCode == 2)
        #expect(broken.standardError == "catalog: \(project.root.path)/broken.json: not a lint baseline: entry 1 needs file, rule, name and a positive count\n")
    }

    @Test("--fix rewrites only the literal of an old name whose new name is available, and reports it")
    func fix() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", """
        let a = Label("a", systemImage: "a") // "a" stays in comments
        let b = Image(systemName: "doc")
        """)
        project.write("Main.storyboard", #"<document><imageView image="a" catalog="system"/></document>"#)
        let result = project.run(["--deployment-target", "iOS", "14.0", "--fix"])
        #expect(project.read("View.swift") == """
        let a = Label("a", systemImage: "character") // "a" stays in comments
        let b = Image(systemName: "doc")
        """)
        #expect(project.read("Main.storyboard") == #"<document><imageView image="character" catalog="system"/></document>"#)
        let root = project.root.path
        // `doc` → `document` needs iOS 15.0: a note, never a fix, at iOS 14.0.
        #expect(result.standardOutput == """
        \(root)/View.swift:2:28: note: 'doc' was renamed to 'document'; keep 'doc' while iOS 14.0 is supported; 'document' from iOS 15.0 [rename-pending]
        \(root)/Main.storyboard:1:29: fixed: 'a' → 'character' [renamed-symbol]
        \(root)/View.swift:1:34: fixed: 'a' → 'character' [renamed-symbol]
        deployment targets: iOS 14.0 (flag)
        0 errors, 0 warnings, 1 note in 1 Swift file and 1 storyboard (3 names); 2 fixed

        """)
        #expect(result.exitCode == 0)
        let again = project.run(["--deployment-target", "iOS", "14.0", "--strict"])
        #expect(again.exitCode == 0)
    }

    @Test("a storyboard's resource entry is its element's reference: one finding, ignored with it, fixed with it")
    func storyboardResources() throws {
        let project = LintProject()
        defer { project.remove() }
        let storyboard = { (name: String, ignore: String) in """
            <document>
                <scenes><imageView image="\(name)" catalog="system" id="a1"/>\(ignore)</scenes>
                <resources>
                    <image name="\(name)" catalog="system" width="128" height="128"/>
                </resources>
            </document>
            """ }
        project.write("Main.storyboard", storyboard("a", ""))
        let report = project.run(["--deployment-target", "iOS", "14.0"])
        #expect(report.standardOutput.hasSuffix("0 errors, 1 warning, 0 notes in 1 storyboard (1 name)\n"), "\(report.standardOutput)")
        project.write("Main.storyboard", storyboard("a", " <!-- catalog:ignore -->"))
        #expect(project.run(["--deployment-target", "iOS", "14.0", "--strict"]).exitCode == 0)
        project.write("Main.storyboard", storyboard("a", ""))
        let fixed = project.run(["--deployment-target", "iOS", "14.0", "--fix"])
        #expect(fixed.exitCode == 0)
        #expect(project.read("Main.storyboard") == storyboard("character", ""))
        #expect(fixed.standardOutput.hasSuffix("0 errors, 0 warnings, 0 notes in 1 storyboard (1 name); 1 fixed\n"))
    }

    /// What `--fix` on one misnamed symbol in `View.swift` says on stderr when its report is lost.
    static func fixesNote(_ root: String) -> String {
        """
        catalog: note: the report was not written, but --fix made 1 fix in 1 file:
        catalog: \(root)/View.swift:1:34: fixed: 'a' → 'character' [renamed-symbol]

        """
    }

    @Test("--fix whose report cannot be written (-o /dev/full): exit 2, and stderr still lists the fixes made",
          .enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full"), "needs /dev/full"))
    func fixReportLost() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", #"let a = Label("a", systemImage: "a")"#)
        let toFile = project.run(["--deployment-target", "iOS", "14.0", "--fix", "-o", "/dev/full"])
        #expect(toFile.exitCode == 2)
        #expect(toFile.standardError == Self.fixesNote(project.root.path) + "catalog: /dev/full: cannot write: No space left on device\n")
        #expect(project.read("View.swift") == #"let a = Label("a", systemImage: "character")"#)
    }

    @Test("--fix whose standard output is a full device: the binary's last write fails, exit 2, the fixes listed",
          .enabled(if: BinaryRunner.isBuilt && FileManager.default.isWritableFile(atPath: "/dev/full"), "needs the built binary and /dev/full"))
    func fixReportLostOnStandardOutput() async throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", #"let a = Label("a", systemImage: "a")"#)
        let root = project.root.path
        let output = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? output.close() }
        let outcome = try await BinaryRunner.run(["lint", root, "--data-set", CLI.fixture, "--deployment-target", "iOS", "14.0", "--fix"],
                                                 environment: ["CATALOG_NO_CACHE": "1"], standardOutput: .handle(output))
        #expect(outcome.status == 2)
        #expect(outcome.standardError == Self.fixesNote(root) + "catalog: write error: No space left on device\n")
        #expect(project.read("View.swift") == #"let a = Label("a", systemImage: "character")"#)
    }

    @Test("paths relative to the current folder, as a separate process shows them",
          .enabled(if: BinaryRunner.isBuilt, "needs the built catalog binary"))
    func relativePaths() async throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("Sources/App/View.swift", Self.source)
        let outcome = try await BinaryRunner.run(
            ["lint", "--data-set", CLI.fixture, "--deployment-target", "iOS", "14.0", "--format", "json"],
            environment: ["CATALOG_NO_CACHE": "1"], directory: project.root)
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.contains("\"file\": \"Sources/App/View.swift\",\n      \"line\": 1,\n      \"column\": 28,"))
        #expect(!outcome.standardOutput.contains(project.root.path))
    }

    /// `swirl.circle.righthalf.filled` is 2023 (iOS 17.0, macOS 14.0, visionOS 1.0) in the
    /// shared SF 6.0 metadata; the project's targets are the library tests' (XcodeFixtures).
    @Test("JSON names the file and target each deployment target came from",
          .enabled(if: FileManager.default.fileExists(atPath: TestPaths.shared("sf6.0_2024-10_sfsafesymbols-fork") + "/name_availability.plist"),
                   "needs ../shared/sfsymbols"))
    func targetSourcesInJSON() {
        let project = LintProject()
        defer { project.remove() }
        project.write("App.xcodeproj/project.pbxproj", XcodeFixtures.appWithWidget)
        project.write("View.swift", "Image(systemName: \"swirl.circle.righthalf.filled\")\n")
        let result = project.run(["--json"], dataSet: TestPaths.shared("sf6.0_2024-10_sfsafesymbols-fork"))
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("""
                {
                  "platform": "macOS",
                  "version": "14.0",
                  "source": "project.pbxproj",
                  "file": "\(project.root.path)/App.xcodeproj/project.pbxproj",
                  "target": "Widget",
                  "assumed": false
                }
            """))
    }
}
