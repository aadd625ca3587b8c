/// The hostile projects of issue 42, as `project.pbxproj` text: each cost a lint more than a
/// minute, or all its memory, before the readers were bounded.
extension XcodeFixtures {
    /// A project with one target building `Sources/App/View.swift`; `a.xcconfig` (beside the
    /// `.xcodeproj`) is the project's `.xcconfig` when `configFile`, and `targetSettings` (OpenStep
    /// text, `KEY = "value"; …`) the target's settings. `groups` replaces the main group's
    /// other children (`extraGroups` names them).
    package static func hostile(configFile: Bool = false, targetSettings: String = "", extraGroups: [String] = [], groups: String = "") -> String {
        let base = configFile ? "baseConfigurationReference = C; " : ""
        return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        \t\tP = {isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = PL; };
        \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PC); };
        \t\tPC = {isa = XCBuildConfiguration; \(base)buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; name = Release; };
        \t\tG = {isa = PBXGroup; children = (S, C\(extraGroups.map { ", " + $0 }.joined())); sourceTree = "<group>"; };
        \t\tS = {isa = PBXGroup; children = (A); path = Sources; sourceTree = "<group>"; };
        \t\tA = {isa = PBXGroup; children = (F); path = App; sourceTree = "<group>"; };
        \t\tF = {isa = PBXFileReference; path = View.swift; sourceTree = "<group>"; };
        \t\tC = {isa = PBXFileReference; path = a.xcconfig; sourceTree = "<group>"; };
        \(groups)\t\tT = {isa = PBXNativeTarget; name = App; buildPhases = (SP); buildConfigurationList = TL; };
        \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TC); };
        \t\tTC = {isa = XCBuildConfiguration; buildSettings = {\(targetSettings)}; name = Release; };
        \t\tSP = {isa = PBXSourcesBuildPhase; files = (B); };
        \t\tB = {isa = PBXBuildFile; fileRef = F; };
        \t};
        \trootObject = P;
        }

        """
    }

    /// `a.xcconfig` including itself three times (N^16 reads when only depth was capped).
    package static let selfInclude = String(repeating: "#include \"a.xcconfig\"\n", count: 3)

    /// 767 bytes: `X` doubled by `$(inherited)` 26 times (8 × 2^26 bytes).
    package static let doubling = "X = 12345678\n" + String(repeating: "X = $(inherited)$(inherited)\n", count: 26)

    /// A target setting that names itself twelve times (12^8 references at depth 8).
    package static let selfReference = "A = \"" + String(repeating: "$(A)", count: 12) + "\"; "

    /// A main group holding a chain of `depth` groups, each in the last (`d0/d1/…`), with a
    /// file at the bottom: no targets, no settings.
    package static func groupChain(_ depth: Int) -> String {
        var objects = "\t\tP = {isa = PBXProject; mainGroup = G; targets = (); };\n\t\tG = {isa = PBXGroup; children = (g0); sourceTree = \"<group>\"; };\n"
        for index in 0..<depth {
            let child = index + 1 < depth ? "g\(index + 1)" : "H"
            objects += "\t\tg\(index) = {isa = PBXGroup; children = (\(child)); path = d\(index); sourceTree = \"<group>\"; };\n"
        }
        objects += "\t\tH = {isa = PBXFileReference; path = Deep.swift; sourceTree = \"<group>\"; };\n"
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\(objects)\t};\n\trootObject = P;\n}\n"
    }
}
