import Foundation
import SymbolCatalog
import Testing
import CatalogTestSupport
@testable import SymbolLint

/// ``XcodeFixtures/realTree`` (an app, a widget with a synchronized folder, an `.xcconfig`,
/// two packages) linted against the shared SF 6.0 metadata. Every version below is read from
/// that set's `name_availability.plist` and `name_aliases.strings`; ``references`` holds them
/// and the first test checks them with Python's plistlib, so each expected finding follows
/// from the plists and the targets in the fixture's table, not from an earlier run.
@Suite("Lint per target on a real project tree",
       .enabled(if: FileManager.default.fileExists(atPath: TestPaths.shared("sf6.0_2024-10_sfsafesymbols-fork") + "/name_availability.plist"),
                "needs ../shared/sfsymbols"))
struct RealTreeTests {
    static let sf60 = TestPaths.shared("sf6.0_2024-10_sfsafesymbols-fork")

    /// name: year, iOS, macOS, visionOS, and the current name it was renamed to ("-": none).
    static let references: [String: String] = [
        "doc.on.doc": "2019 13.0 10.15 1.0 document.on.document",
        "document.on.document": "2024 18.0 15.0 2.0 -",
        "a.magnify": "2020 14.0 11.0 1.0 character.magnify",
        "character.magnify": "2023 17.0 14.0 1.0 -",
        "applelogo": "2020 14.0 11.0 1.0 apple.logo",
        "apple.logo": "2022 16.0 13.0 1.0 -",
        "wand.and.sparkles": "2024 18.0 15.0 2.0 -",
        "wand.and.stars": "2019 13.0 10.15 1.0 wand.and.sparkles",
        "swirl.circle.righthalf.filled": "2023 17.0 14.0 1.0 -",
        "heart.fill": "2019 13.0 10.15 1.0 -",
        "bird": "2022 16.0 13.0 1.0 -",
        "book.pages": "2023 17.0 14.0 1.0 -",
    ]

    static func write() -> LintProject {
        let project = LintProject()
        for (path, text) in XcodeFixtures.realTree { project.write(path, text) }
        return project
    }

    static func lint(_ project: LintProject, _ paths: [String] = [""], fix: Bool = false) throws -> LintReport {
        let dataSet = try DataSetLoader.load(path: sf60, name: "sf6.0")
        var options = LintOptions(paths: paths.map { $0.isEmpty ? project.root.path : project.root.path + "/" + $0 })
        options.currentDirectory = project.root.path
        options.fix = fix
        return try Linter.run(options, dataSet: dataSet)
    }

    static func lines(_ report: LintReport) -> [String] {
        report.findings.map { "\($0.location) \($0.rule.rawValue) \($0.replacement ?? "-") \($0.message)" }
    }

    @Test("the reference versions are what plistlib reads",
          .enabled(if: ChildProcess.installed("python3") != nil, "needs python3"))
    func referencesFromPlistlib() async throws {
        let script = """
        import plistlib, sys
        folder = sys.argv[1]
        availability = plistlib.load(open(folder + "/name_availability.plist", "rb"))
        aliases = plistlib.load(open(folder + "/name_aliases.strings", "rb"))
        renamed = {old: new for old, new in aliases.items()}
        for name in sys.argv[2:]:
            year = availability["symbols"][name]
            release = availability["year_to_release"][year]
            print(name, year, release["iOS"], release["macOS"], release["visionOS"], renamed.get(name, "-"))
        """
        let names = Self.references.keys.sorted()
        let outcome = try await ChildProcess.run(try #require(ChildProcess.installed("python3")), ["-c", script, Self.sf60] + names)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput == names.map { "\($0) \(Self.references[$0]!)\n" }.joined())
    }

    /// The expected findings, file by file, from ``references`` and the fixture's targets.
    static let expected = [
        // App (iOS 18.5): document.on.document is iOS 18.0; character.magnify iOS 17.0. iOS 18.5
        // is past the newest release sf6.0 knows (2024, iOS 18.0): a name it does not know may
        // be a later symbol, a note.
        "App/AppView.swift:4:28 renamed-symbol document.on.document 'doc.on.doc' was renamed to 'document.on.document' (iOS 18.0), available at every deployment target",
        "App/AppView.swift:5:50 newer-than-data-set - 'star.fil' is not a symbol in sf6.0, which knows up to iOS 18.0; the deployment target is iOS 18.5 (App), so it may be a later symbol (lint with a newer data set); did you mean 'star.fill'?",
        "App/Info.plist:8:12 renamed-symbol character.magnify 'a.magnify' was renamed to 'character.magnify' (iOS 17.0), available at every deployment target",
        "App/Main.storyboard:4:27 renamed-symbol document.on.document 'doc.on.doc' was renamed to 'document.on.document' (iOS 18.0), available at every deployment target",
        // package Core (iOS 16.0, macOS 13.0): apple.logo is iOS 16.0 / macOS 13.0 (restricted);
        // document.on.document needs iOS 18.0 / macOS 15.0, doc.on.doc is 13.0 / 10.15.
        "Packages/Core/Sources/Core/CoreView.swift:1:20 restricted-symbol - \(restriction)",
        "Packages/Core/Sources/Core/CoreView.swift:2:20 renamed-symbol apple.logo 'applelogo' was renamed to 'apple.logo' (iOS 16.0, macOS 13.0), available at every deployment target",
        "Packages/Core/Sources/Core/CoreView.swift:2:20 restricted-symbol - \(restriction)",
        "Packages/Core/Sources/Core/CoreView.swift:3:20 unavailable-at-target doc.on.doc 'document.on.document' needs iOS 18.0, macOS 15.0 (symbols 2024); "
            + "the deployment targets are iOS 16.0 (package Core), macOS 13.0 (package Core); its older name 'doc.on.doc' (iOS 13.0, macOS 10.15) works at every deployment target",
        // package Kit (iOS 18.2, visionOS 1.0): document.on.document is visionOS 2.0.
        "Packages/Kit/Sources/Kit/KitView.swift:1:20 rename-pending - 'doc.on.doc' was renamed to 'document.on.document'; keep 'doc.on.doc' while visionOS 1.0 (package Kit) is supported; 'document.on.document' from visionOS 2.0",
        // App and Widget build it: iOS 17.0 (Widget) rules.
        "Shared/SharedView.swift:1:20 rename-pending - 'doc.on.doc' was renamed to 'document.on.document'; keep 'doc.on.doc' while iOS 17.0 (Widget) is supported; 'document.on.document' from iOS 18.0",
        // wand.and.sparkles is iOS 18.0; its old name wand.and.stars iOS 13.0.
        "Shared/SharedView.swift:2:20 unavailable-at-target wand.and.stars 'wand.and.sparkles' needs iOS 18.0 (symbols 2024); the deployment target is iOS 17.0 (Widget); "
            + "its older name 'wand.and.stars' (iOS 13.0) works at every deployment target",
        // Excepted from the Widget's folder: in no target, so the lowest found (Core's iOS 16.0 and macOS 13.0).
        "Widget/Legacy.swift:1:20 unavailable-at-target - 'swirl.circle.righthalf.filled' needs iOS 17.0, macOS 14.0 (symbols 2023); the deployment targets are iOS 16.0 (package Core), macOS 13.0 (package Core)",
        "Widget/WidgetView.swift:1:20 renamed-symbol character.magnify 'a.magnify' was renamed to 'character.magnify' (iOS 17.0), available at every deployment target",
    ]
    static let restriction = "'apple.logo' is restricted: This symbol may not be modified and may only be used to refer to Sign in with Apple."

    @Test("each file is checked against the targets that build it, and the report says which governed which")
    func perTarget() throws {
        let project = Self.write()
        defer { project.remove() }
        let report = try Self.lint(project)
        #expect(Self.lines(report) == Self.expected)
        #expect(report.governance.map { "\($0.target.label): \($0.files.joined(separator: " "))" } == [
            "App (iOS 18.5): App/AppView.swift App/Info.plist App/Main.storyboard Shared/SharedView.swift",
            "package Core (iOS 16.0, macOS 13.0): Packages/Core/Package.swift Packages/Core/Sources/Core/CoreView.swift",
            "package Kit (iOS 18.2, visionOS 1.0): Packages/Kit/Package.swift Packages/Kit/Sources/Kit/KitView.swift",
            "Widget (iOS 17.0): Shared/SharedView.swift Widget/Info.plist Widget/WidgetView.swift",
            "not in any target (iOS 16.0, macOS 13.0, visionOS 1.0): Tools/script.swift Widget/Legacy.swift",
        ])
        #expect(report.governance.first?.target.file == "MyApp.xcodeproj/project.pbxproj")
        // heart.fill and star.fil, bird and book.pages are both checked; `item.icon` is not a name.
        #expect(report.referenceCount == 17)
        #expect(report.unchecked.map { "\($0.location) \($0.expression)" } == ["App/AppView.swift:6:37 item.icon"])
    }

    @Test("a folder whose project or package is above it finds it, and gets what the whole tree gets")
    func subfolders() throws {
        let project = Self.write()
        defer { project.remove() }
        let app = try Self.lint(project, ["App"])
        #expect(Self.lines(app) == Self.expected.filter { $0.hasPrefix("App/") })
        #expect(app.governance.map(\.target.label) == ["App (iOS 18.5)"])
        let core = try Self.lint(project, ["Packages/Core/Sources"])
        #expect(Self.lines(core) == Self.expected.filter { $0.hasPrefix("Packages/Core/") })
        let kit = try Self.lint(project, ["Packages/Kit/Sources/Kit/KitView.swift"])
        #expect(Self.lines(kit) == Self.expected.filter { $0.hasPrefix("Packages/Kit/") })
    }

    @Test("--fix rewrites only what every target of the file takes; a second run changes nothing")
    func fixConverges() throws {
        let project = Self.write()
        defer { project.remove() }
        let fixed = try Self.lint(project, fix: true)
        #expect(fixed.fixes.map { "\($0.location) \($0.name) \($0.replacement)" } == [
            "App/AppView.swift:4:28 doc.on.doc document.on.document",
            "App/Info.plist:8:12 a.magnify character.magnify",
            "App/Main.storyboard:4:27 doc.on.doc document.on.document",
            "Packages/Core/Sources/Core/CoreView.swift:2:20 applelogo apple.logo",
            "Packages/Core/Sources/Core/CoreView.swift:3:20 document.on.document doc.on.doc",
            "Shared/SharedView.swift:2:20 wand.and.sparkles wand.and.stars",
            "Widget/WidgetView.swift:1:20 a.magnify character.magnify",
        ])
        // What one target cannot take stays as written.
        #expect(project.read("Shared/SharedView.swift") == """
            Image(systemName: "doc.on.doc")
            Image(systemName: "wand.and.stars")
            Image(systemName: "swirl.circle.righthalf.filled")

            """)
        #expect(project.read("Packages/Kit/Sources/Kit/KitView.swift")?.hasPrefix("Image(systemName: \"doc.on.doc\")") == true)
        let before = XcodeFixtures.realTree.map { project.read($0.path) }
        let again = try Self.lint(project, fix: true)
        #expect(again.fixes.isEmpty)
        #expect(XcodeFixtures.realTree.map { project.read($0.path) } == before)
        // Core's doc.on.doc is now a note: iOS 16.0 and macOS 13.0 cannot take document.on.document.
        #expect(again.findings.filter { $0.location.file.hasPrefix("Packages/Core") }.map { "\($0.rule.rawValue) \($0.message)" } == [
            "restricted-symbol \(Self.restriction)",
            "restricted-symbol \(Self.restriction)",
            "rename-pending 'doc.on.doc' was renamed to 'document.on.document'; keep 'doc.on.doc' while iOS 16.0 (package Core), "
                + "macOS 13.0 (package Core) are supported; 'document.on.document' from iOS 18.0, macOS 15.0",
        ])
        #expect(again.findings.filter { $0.location.file.hasPrefix("Shared/") }.map { "\($0.rule.rawValue) \($0.name)" } == [
            "rename-pending doc.on.doc", "rename-pending wand.and.stars",
        ])
        // The package alone agrees.
        let package = try Self.lint(project, ["Packages/Core"], fix: true)
        #expect(package.fixes.isEmpty)
    }

    @Test("a Package.swift beside the Xcode project governs only the files no target of it builds")
    func rootPackageBesideProject() throws {
        let project = Self.write()
        defer { project.remove() }
        project.write("Package.swift", "let package = Package(name: \"Tools\", platforms: [.macOS(.v14)], targets: [])\n")
        let report = try Self.lint(project)
        #expect(report.governance.map { "\($0.target.label): \($0.files.count)" } == [
            "App (iOS 18.5): 4", "package Tools (macOS 14.0): 3", "package Core (iOS 16.0, macOS 13.0): 2",
            "package Kit (iOS 18.2, visionOS 1.0): 2", "Widget (iOS 17.0): 3",
        ])
        #expect(report.governance[1].files == ["Package.swift", "Tools/script.swift", "Widget/Legacy.swift"])
    }
}
