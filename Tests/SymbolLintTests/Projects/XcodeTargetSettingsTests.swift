import Foundation
import SymbolCatalog
import Testing
import CatalogTestSupport
@testable import SymbolLint

/// Deployment targets of Xcode targets that set none themselves: the project's setting, else
/// the newest OS the data set knows, assumed; and the settings Xcode 16 and `.xcconfig`
/// files write that the targets come from.
@Suite("Xcode targets without a deployment target")
struct XcodeTargetSettingsTests {
    /// A project of one target `App` building `App/View.swift`, with `project` and `target`
    /// as the build settings of their Release configurations.
    static func project(_ project: String, _ target: String, configuration: String = "") -> String {
        """
        {
        \tobjects = {
        \t\tP = {isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = PL; };
        \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PC); };
        \t\tPC = {isa = XCBuildConfiguration; buildSettings = {\(project)}; name = Release; };
        \t\tG = {isa = PBXGroup; children = (A, C); sourceTree = "<group>"; };
        \t\tA = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
        \t\tC = {isa = PBXFileSystemSynchronizedRootGroup; path = Config; sourceTree = "<group>"; };
        \t\tT = {isa = PBXNativeTarget; name = App; buildPhases = (); fileSystemSynchronizedGroups = (A); buildConfigurationList = TL; };
        \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TC); };
        \t\tTC = {isa = XCBuildConfiguration; \(configuration)buildSettings = {\(target)}; name = Release; };
        \t};
        \trootObject = P;
        }
        """
    }

    static let newest: [Platform: OSVersion] = [.iOS: OSVersion("18.0")!, .macOS: OSVersion("15.0")!, .visionOS: OSVersion("2.0")!]

    @Test("the target's own setting, else the project's, else the newest OS known, assumed, on each platform it builds for", arguments: [
        ("its own", "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 15.0;", "IPHONEOS_DEPLOYMENT_TARGET = 16.0;", ["iOS 16.0"]),
        ("the project's", "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 15.0;", "", ["iOS 15.0"]),
        ("none: assumed", "SDKROOT = iphoneos;", "", ["iOS 18.0 assumed"]),
        ("one platform set, one not", "SDKROOT = auto; SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator xros xrsimulator\";",
         "IPHONEOS_DEPLOYMENT_TARGET = 17.0;", ["iOS 17.0", "visionOS 2.0 assumed"]),
        ("platforms not told: nothing assumed", "SDKROOT = auto;", "", []),
    ])
    func fallback(form: String, project: String, target: String, expected: [String]) throws {
        let parsed = try #require(try XcodeProject(Self.project(project, target), folder: "/repo"))
        let app = try #require(parsed.targets.first)
        #expect(app.deploymentTargets(file: "p", newest: Self.newest).map(\.label) == expected, "\(form)")
    }

    /// Xcode 16 names a configuration's `.xcconfig` by a folder and a path in it
    /// (NetNewsWire's project does), and an `.xcconfig` line may end with `;`.
    @Test("baseConfigurationReferenceAnchor with its relative path; a `;` ending an .xcconfig line")
    func anchoredConfiguration() throws {
        let configuration = "baseConfigurationReferenceAnchor = C; baseConfigurationReferenceRelativePath = Mac/App.xcconfig; "
        let files = ["/repo/Config/Mac/App.xcconfig": "#include \"Base.xcconfig\"\nSDKROOT = macosx;\n",
                     "/repo/Config/Mac/Base.xcconfig": "MACOSX_DEPLOYMENT_TARGET = 14.0 ; // the Mac app\nIPHONEOS_DEPLOYMENT_TARGET = 17.0\n"]
        var reading = ProjectReading(read: { files[$0] })
        let text = Self.project("", "", configuration: configuration)
        let parsed = try #require(try XcodeProject(text, file: "/repo/App.xcodeproj/project.pbxproj", folder: "/repo", reading: &reading))
        let app = try #require(parsed.targets.first)
        // SDKROOT is macosx: the iOS setting does not count.
        #expect(app.deploymentTargets(file: "p", newest: Self.newest).map(\.label) == ["macOS 14.0"])
    }

    /// The fixture `mini` knows up to iOS 15.0 (2021), where `document`, `doc`'s new name, is out.
    @Test("lint: a target without a deployment target is checked at the newest OS, and says so")
    func lintAssumed() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("App.xcodeproj/project.pbxproj", Self.project("SDKROOT = iphoneos;", ""))
        project.write("App/View.swift", "Image(systemName: \"doc\")\nImage(systemName: \"hart\")\n")
        let report = try project.lint([])
        #expect(report.governance.map { "\($0.target.label) \($0.files)" } == [#"App (iOS 15.0 assumed) ["App/View.swift"]"#])
        // An assumed target may be newer than the data set: an unknown name is a note.
        #expect(LintProject.places(report) == ["1:20 renamed-symbol doc", "2:20 newer-than-data-set hart"])
        #expect(report.findings.first?.message == "'doc' was renamed to 'document' (iOS 15.0), available at every deployment target")
        #expect(report.targets.map(\.ownedLabel) == ["iOS 15.0 assumed (App)"])
    }
}
