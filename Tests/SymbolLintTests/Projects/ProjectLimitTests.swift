import CatalogSystem
import Foundation
import SymbolCatalog
import Testing
import CatalogTestSupport
@testable import SymbolLint

/// Every project reader bounded in work, not only in depth: the reproducers of issue 42, each
/// asserted by what was done (files read, includes followed, bytes expanded, nodes visited),
/// never by time.
@Suite("Project readers bounded in work")
struct ProjectLimitTests {
    /// The project at `project`'s root: what governs `Sources/App/View.swift`, and the work done.
    static func read(_ project: LintProject, limits: ProjectReading.Limits = ProjectReading.Limits())
        -> (result: Result<[String], LintError>, counts: ProjectReading.Counts) {
        var index = ProjectIndex(reader: FileReader(), display: PathDisplay(currentDirectory: project.root.path), limits: limits)
        let result = Result { () throws(LintError) in try index.governing(project.root.path + "/Sources/App/View.swift").map(\.label) }
        return (result, index.counts)
    }

    /// The project of ``XcodeFixtures/hostile(configFile:targetSettings:extraGroups:groups:)``
    /// with `config` as its `.xcconfig`, read.
    static func read(config: String) -> (result: Result<[String], LintError>, counts: ProjectReading.Counts) {
        let project = LintProject()
        defer { project.remove() }
        project.write("App.xcodeproj/project.pbxproj", XcodeFixtures.hostile(configFile: true))
        project.write("a.xcconfig", config)
        return read(project)
    }

    static func failure(_ result: Result<[String], LintError>) -> String? {
        guard case .failure(let error) = result else { return nil }
        return error.description
    }

    /// Before, only depth was capped: 3^16 reads of the same file, over a minute.
    @Test("an .xcconfig that includes itself three times: read once, no include followed")
    func selfInclude() throws {
        let (result, counts) = Self.read(config: XcodeFixtures.selfInclude)
        #expect(try result.get() == ["App (iOS 16.0)"])
        #expect(counts.filesRead == 1)
        #expect(counts.includesFollowed == 0)
    }

    @Test("an .xcconfig included by two files is read once; the settings of one used by two configurations are made once")
    func readOnce() throws {
        var reads = [String]()
        let files = [
            "/p/App.xcconfig": "#include \"B.xcconfig\"\n#include \"C.xcconfig\"\nX = $(inherited) app",
            "/p/B.xcconfig": "#include \"D.xcconfig\"\nX = $(inherited) b", "/p/C.xcconfig": "#include \"D.xcconfig\"\nX = $(inherited) c",
            "/p/D.xcconfig": "X = $(inherited) d",
        ]
        var reading = ProjectReading(read: { reads.append($0); return files[$0] })
        #expect(try XcodeConfigFile.settings("/p/App.xcconfig", reading: &reading) == ["X": "d b d c app"])
        #expect(try XcodeConfigFile.settings("/p/App.xcconfig", reading: &reading) == ["X": "d b d c app"])
        #expect(reads == ["/p/App.xcconfig", "/p/B.xcconfig", "/p/D.xcconfig", "/p/C.xcconfig"])
        #expect(reading.counts.filesRead == 4)
        #expect(reading.counts.includesFollowed == 4)
    }

    /// Twelve files, each including the next three times: 3^11 includes of 12 files.
    @Test("includes followed are capped per project, and so is their nesting; each limit names the file")
    func includeLimits() throws {
        var files = [String: String]()
        for index in 0..<12 {
            files["/p/\(index).xcconfig"] = index == 11 ? "X = 1" : String(repeating: "#include \"\(index + 1).xcconfig\"\n", count: 3)
        }
        var reading = ProjectReading(read: { files[$0] })
        #expect(throws: LintError.projectLimit(path: "/p/9.xcconfig", limit: "more than 1000 #include lines followed for one project (the limit)")) {
            try XcodeConfigFile.settings("/p/0.xcconfig", reading: &reading)
        }
        #expect(reading.counts.includesFollowed == 1001)
        #expect(reading.counts.filesRead == 12)
        var nested = [String: String]()
        for index in 0..<17 { nested["/p/\(index).xcconfig"] = "#include \"\(index + 1).xcconfig\"\nX\(index) = 1" }
        reading = ProjectReading(read: { nested[$0] })
        #expect(throws: LintError.projectLimit(path: "/p/15.xcconfig", limit: "#include nested more than 16 files deep (the limit)")) {
            try XcodeConfigFile.settings("/p/0.xcconfig", reading: &reading)
        }
        reading = ProjectReading(read: { nested[$0] })
        nested["/p/15.xcconfig"] = "X15 = 1"
        #expect(try XcodeConfigFile.settings("/p/0.xcconfig", reading: &reading).count == 16)
    }

    /// Before: over a minute and 817 MB (8 × 2^26 bytes made, then expanded).
    @Test("26 lines of X = $(inherited)$(inherited): stopped past 16 MB, naming the .xcconfig and the setting")
    func doubling() throws {
        let (result, counts) = Self.read(config: XcodeFixtures.doubling)
        #expect(Self.failure(result) == "a.xcconfig: build setting X: more than 16 MB of setting values expanded for one project (the limit)")
        // Lines 1 to 21 make 8 × (2^22 − 2) bytes; the 21st passes 16 MB.
        #expect(counts.bytesExpanded == 8 * ((1 << 22) - 2))
    }

    /// Before: SIGABRT after 57 s, failing to allocate 2.7 GB, also when linting `Sources/App`.
    @Test("a setting naming itself twelve times: not read unless lint needs it, then stopped past 16 MB; from two levels below too")
    func selfReference() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("App.xcodeproj/project.pbxproj", XcodeFixtures.hostile(targetSettings: XcodeFixtures.selfReference))
        project.write("Sources/App/View.swift", #"let a = Image(systemName: "document")"# + "\n")
        let (result, counts) = Self.read(project)
        #expect(try result.get() == ["App (iOS 16.0)"])
        #expect(counts.bytesExpanded == "iphoneos".utf8.count + "16.0".utf8.count)
        project.write("App.xcodeproj/project.pbxproj", XcodeFixtures.hostile(
            targetSettings: XcodeFixtures.selfReference + "IPHONEOS_DEPLOYMENT_TARGET = \"$(A)\"; "))
        let (named, work) = Self.read(project)
        let line = "App.xcodeproj/project.pbxproj: build setting IPHONEOS_DEPLOYMENT_TARGET: more than 16 MB of setting values expanded for one project (the limit)"
        #expect(Self.failure(named) == line)
        // "$(A)", then A's 48 bytes at every reference until past 16 MB.
        #expect(work.bytesExpanded == 4 + 48 * 349_526)
        #expect(throws: LintError.projectLimit(path: "App.xcodeproj/project.pbxproj", limit: String(line.split(separator: ": ", maxSplits: 1)[1]))) {
            try project.lint([]) { $0.paths = [project.root.path + "/Sources/App"] }
        }
    }

    /// Before: every group's whole path made and normalized again, 14.9 s for 5,000 groups.
    @Test("a chain of nested groups: each group placed once from its parent; none past PATH_MAX", arguments: [5_000, 10_000])
    func groupChain(depth: Int) throws {
        var reading = ProjectReading(read: { _ in nil })
        let project = try #require(try XcodeProject(XcodeFixtures.groupChain(depth), file: "/p/App.xcodeproj/project.pbxproj", folder: "/p", reading: &reading))
        #expect(project.targets.isEmpty)
        var path = "/p", placed = 0, bytes = 0
        while case let next = path + "/d\(placed)", next.utf8.count <= 4096 {
            path = next
            placed += 1
            bytes += next.utf8.count
        }
        #expect(placed == 840)
        // The groups placed, and the first one past the limit, examined.
        #expect(reading.counts.nodesVisited == placed + 1)
        #expect(reading.counts.pathBytes == bytes)
    }

    @Test("objects shared by many targets count every visit: past the limit, one line naming the project")
    func sharedObjects() throws {
        let files = (0..<600).map { "\t\tB\($0) = {isa = PBXBuildFile; fileRef = F; };\n" }.joined()
        let text = XcodeFixtures.hostile(groups: files).replacing("files = (B)", with: "files = (" + (0..<600).map { "B\($0)" }.joined(separator: ", ") + ")")
            .replacing("targets = (T)", with: "targets = (T, T2)")
            .replacing("\t\tT = {", with: "\t\tT2 = {isa = PBXNativeTarget; name = Two; buildPhases = (SP); };\n\t\tT = {")
        var reading = ProjectReading(limits: ProjectReading.Limits(nodes: 1_000), read: { _ in nil })
        #expect(throws: LintError.projectLimit(path: "/p/App.xcodeproj/project.pbxproj", limit: "more than 1000 objects and settings visited (the limit)")) {
            try XcodeProject(text, file: "/p/App.xcodeproj/project.pbxproj", folder: "/p", reading: &reading)
        }
        #expect(reading.counts.nodesVisited == 1_001)
        reading = ProjectReading(read: { _ in nil })
        let project = try #require(try XcodeProject(text, file: "/p/App.xcodeproj/project.pbxproj", folder: "/p", reading: &reading))
        #expect(project.targets.map(\.name) == ["App", "Two"])
        #expect(project.targets.map { $0.builds("/p/Sources/App/View.swift") } == [true, true])
    }
}
