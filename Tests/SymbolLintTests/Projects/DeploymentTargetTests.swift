import Foundation
import SymbolCatalog
import Testing
import CatalogTestSupport
@testable import SymbolLint

/// Deployment targets read from SwiftPM and Xcode projects, on the fixture data set `mini`
/// (see ``LintRuleTests``).
@Suite("Deployment targets from projects")
struct DeploymentTargetTests {
    /// `View.swift` is in no target (the package is `Kit/`, and a project that is not a
    /// property list tells no membership): it gets the lowest target per platform of the tree.
    @Test("a file nothing builds: the lowest per platform of the tree's Package.swift and project.pbxproj, with its source")
    func projectTargets() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("Kit/Package.swift", """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "App", platforms: [.iOS(.v16), .macOS(.v10_15), .tvOS(.v15), .watchOS("9.1")], targets: [])
        """)
        project.write("App.xcodeproj/project.pbxproj", """
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 14.2;
        \t\t\t\tMACOSX_DEPLOYMENT_TARGET = "12.0";
        \t\t\t\tXROS_DEPLOYMENT_TARGET = 1.0;
        """)
        project.write(".build/checkouts/Dep/Package.swift", #"let package = Package(name: "Dep", platforms: [.iOS(.v12)])"#)
        project.write("View.swift", LintRuleTests.source)
        let report = try project.lint([])
        #expect(report.targets.map { "\($0.label) \($0.source.rawValue) \($0.file ?? "-")" } == [
            "iOS 14.2 project.pbxproj App.xcodeproj/project.pbxproj",
            "macOS 10.15 Package.swift Kit/Package.swift",
            "tvOS 15.0 Package.swift Kit/Package.swift",
            "watchOS 9.1 Package.swift Kit/Package.swift",
        ])
        // The fixture has no visionOS versions: that target is set aside, not guessed.
        #expect(report.ignoredTargets.map(\.label) == ["visionOS 1.0"])
        #expect(report.findings.filter { $0.name == "document" }.map(\.message) == [
            "'document' needs iOS 15.0, macOS 12.0 (symbols 2021); the deployment targets are iOS 14.2, macOS 10.15 (package App); "
                + "its older name 'doc' (iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0) works at every deployment target",
        ])
        #expect(report.governance.map { "\($0.target.kind.rawValue) \($0.files)" } == [
            #"package ["Kit/Package.swift"]"#, #"none ["View.swift"]"#,
        ])
        // A flag replaces what the project says.
        let flagged = try project.lint([(.iOS, "13.0")])
        #expect(flagged.targets.map { "\($0.label) \($0.source.rawValue)" } == ["iOS 13.0 flag"])
    }

    @Test(".xcconfig: includes in place (a missing #include? ignored), comments, $(inherited), conditional settings not read")
    func configFiles() throws {
        let files = [
            "/p/Config/App.xcconfig": """
            #include "Base.xcconfig"
            #include? "Missing.xcconfig"
            IPHONEOS_DEPLOYMENT_TARGET = 17.0 // after Base, so it wins
            IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*] = 15.0
            OTHER_FLAGS = $(inherited) -b
            """,
            "/p/Config/Base.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 16.0\nOTHER_FLAGS = -a\n#include \"../Shared/Team.xcconfig\"\n",
            "/p/Shared/Team.xcconfig": "XROS_DEPLOYMENT_TARGET = $(TEAM_XROS)\nTEAM_XROS = 2.0\n",
        ]
        var reading = ProjectReading(read: { files[$0] })
        let settings = try XcodeConfigFile.settings("/p/Config/App.xcconfig", reading: &reading)
        #expect(settings == [
            "IPHONEOS_DEPLOYMENT_TARGET": "17.0", "OTHER_FLAGS": "-a -b", "XROS_DEPLOYMENT_TARGET": "$(TEAM_XROS)", "TEAM_XROS": "2.0",
        ])
        #expect(try XcodeSettings.expanded("XROS_DEPLOYMENT_TARGET", lookup: { settings[$0] }, reading: &reading) == "2.0")
        // An include cycle is not followed.
        let cycle = ["/a.xcconfig": "#include \"b.xcconfig\"\nA = 1", "/b.xcconfig": "#include \"a.xcconfig\"\nB = 2"]
        #expect(try XcodeConfigFile.settings("/a.xcconfig") { cycle[$0] } == ["A": "1", "B": "2"])
    }
}
