import Testing
import CatalogTestSupport
@testable import SymbolLint

/// Which files an Xcode target builds, from a `project.pbxproj` read in memory: paths are
/// resolved as Xcode resolves them (`<group>`, `SOURCE_ROOT`, `<absolute>`, `projectDirPath`).
@Suite("Xcode target membership")
struct XcodeMembershipTests {
    /// A target whose Sources and Resources phases name: a file in a group with a path, a
    /// group without one (`name` only: its files are in the enclosing folder), a localized
    /// storyboard (a variant group), a `SOURCE_ROOT` file, an absolute file, and its product
    /// (`BUILT_PRODUCTS_DIR`, not a source); the project's files are under `projectDirPath`.
    static let project = """
    {
    \tobjects = {
    \t\tP = {isa = PBXProject; mainGroup = G; projectDirPath = "../Sources"; targets = (T); buildConfigurationList = PL; };
    \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PC); };
    \t\tPC = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.4; }; name = Release; };
    \t\tG = {isa = PBXGroup; children = (A, N, V, S, X, O); sourceTree = "<group>"; };
    \t\tA = {isa = PBXGroup; children = (A1); path = Feature; sourceTree = "<group>"; };
    \t\tA1 = {isa = PBXFileReference; path = "Deep/View.swift"; sourceTree = "<group>"; };
    \t\tN = {isa = PBXGroup; children = (N1); name = "Virtual"; sourceTree = "<group>"; };
    \t\tN1 = {isa = PBXFileReference; path = Loose.swift; sourceTree = "<group>"; };
    \t\tV = {isa = PBXVariantGroup; children = (V1, V2); name = Main.storyboard; sourceTree = "<group>"; };
    \t\tV1 = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
    \t\tV2 = {isa = PBXFileReference; name = de; path = de.lproj/Main.storyboard; sourceTree = "<group>"; };
    \t\tS = {isa = PBXFileReference; path = Generated/Root.swift; sourceTree = SOURCE_ROOT; };
    \t\tX = {isa = PBXFileReference; path = /opt/shared/Absolute.swift; sourceTree = "<absolute>"; };
    \t\tO = {isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tT = {isa = PBXNativeTarget; name = App; buildPhases = (SP, RP); buildConfigurationList = TL; };
    \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TC); };
    \t\tTC = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/App/Info.plist"; }; name = Release; };
    \t\tSP = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3, B4); };
    \t\tRP = {isa = PBXResourcesBuildPhase; files = (B5, B6); };
    \t\tB1 = {isa = PBXBuildFile; fileRef = A1; };
    \t\tB2 = {isa = PBXBuildFile; fileRef = N1; };
    \t\tB3 = {isa = PBXBuildFile; fileRef = S; };
    \t\tB4 = {isa = PBXBuildFile; fileRef = X; };
    \t\tB5 = {isa = PBXBuildFile; fileRef = V; };
    \t\tB6 = {isa = PBXBuildFile; fileRef = O; };
    \t};
    \trootObject = P;
    }
    """

    @Test("build phases, groups with and without paths, variant groups, SOURCE_ROOT, absolute, INFOPLIST_FILE")
    func membership() throws {
        let project = try #require(try XcodeProject(Self.project, folder: "/repo/Apps"))
        let target = try #require(project.targets.first)
        #expect(target.name == "App")
        // projectDirPath moves <group> paths, SOURCE_ROOT and $(SRCROOT) alike.
        #expect(target.files.sorted() == [
            "/opt/shared/Absolute.swift",
            "/repo/Sources/Base.lproj/Main.storyboard",
            "/repo/Sources/Feature/Deep/View.swift",
            "/repo/Sources/Generated/Root.swift",
            "/repo/Sources/Loose.swift",
            "/repo/Sources/de.lproj/Main.storyboard",
            "/repo/Sources/App/Info.plist",
        ].sorted())
        #expect(target.builds("/repo/Sources/Feature/Deep/View.swift"))
        #expect(!target.builds("/repo/Sources/Feature/Other.swift"))
        // The target inherits the project's settings.
        #expect(target.deploymentTargets(file: "p").map(\.label) == ["iOS 16.4"])
    }
}
