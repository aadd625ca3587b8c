extension XcodeFixtures {
    /// A real app's tree as Xcode 16 and SwiftPM lay it out: an iOS app target (its
    /// deployment target from `Config/App.xcconfig`, which `#include`s `Base.xcconfig` and
    /// reads `$(APP_IOS_MINIMUM)`), a widget extension whose sources are a synchronized
    /// folder (`Widget/`, with `Legacy.swift` and `Info.plist` excepted), a file both build
    /// (`Shared/SharedView.swift`, a build file in each target's Sources phase), two local
    /// packages (`Core`: iOS 16 and macOS 13; `Kit`: iOS 18.2 and visionOS 1) and a script
    /// nothing builds. The project's own settings (iOS 16.0, and a macOS 12.0 that no target
    /// builds for) are overridden by each target.
    ///
    /// | target | deployment targets | files |
    /// |---|---|---|
    /// | App | iOS 18.5 (App.xcconfig ← Base.xcconfig) | App/AppView.swift, App/Info.plist, App/Main.storyboard, Shared/SharedView.swift |
    /// | Widget | iOS 17.0 (target settings) | Shared/SharedView.swift, Widget/Info.plist (INFOPLIST_FILE), Widget/WidgetView.swift |
    /// | package Core | iOS 16.0, macOS 13.0 | Packages/Core/Package.swift, Packages/Core/Sources/Core/CoreView.swift |
    /// | package Kit | iOS 18.2, visionOS 1.0 | Packages/Kit/Package.swift, Packages/Kit/Sources/Kit/KitView.swift |
    /// | none | | Tools/script.swift, Widget/Legacy.swift |
    package static let realTree: [(path: String, text: String)] = [
        ("MyApp.xcodeproj/project.pbxproj", realTreeProject),
        ("Config/Base.xcconfig", "// Shared by every configuration\nAPP_IOS_MINIMUM = 18.5\nSWIFT_VERSION = 6.0\n"),
        ("Config/App.xcconfig", """
            // App target
            #include "Base.xcconfig"
            IPHONEOS_DEPLOYMENT_TARGET = $(APP_IOS_MINIMUM) // from Base.xcconfig
            SUPPORTED_PLATFORMS = iphoneos iphonesimulator

            """),
        ("App/AppView.swift", """
            import SwiftUI
            struct AppView: View {
                var body: some View {
                    Image(systemName: "doc.on.doc")
                    Image(systemName: isOn ? "heart.fill" : "star.fil")
                    Label("Magic", systemImage: item.icon ?? "wand.and.sparkles")
                }
            }

            """),
        ("App/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>UIApplicationShortcutItems</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>
            \t\t\t<string>a.magnify</string>
            \t\t</dict>
            \t</array>
            </dict>
            </plist>

            """),
        ("App/Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <imageView image="doc.on.doc" catalog="system" id="i1"/>
                </scenes>
                <resources>
                    <image name="doc.on.doc" catalog="system" width="128" height="128"/>
                </resources>
            </document>

            """),
        ("Shared/SharedView.swift", """
            Image(systemName: "doc.on.doc")
            Image(systemName: "wand.and.sparkles")
            Image(systemName: "swirl.circle.righthalf.filled")

            """),
        ("Widget/WidgetView.swift", "Image(systemName: \"a.magnify\")\n"),
        ("Widget/Legacy.swift", "Image(systemName: \"swirl.circle.righthalf.filled\")\n"),
        ("Widget/Info.plist", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict/>\n</plist>\n"),
        ("Packages/Core/Package.swift", """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Core",
                platforms: [.iOS(.v16), .macOS(.v13)],
                products: [.library(name: "Core", targets: ["Core"])],
                targets: [.target(name: "Core")]
            )

            """),
        ("Packages/Core/Sources/Core/CoreView.swift", """
            Image(systemName: "apple.logo")
            Image(systemName: "applelogo")
            Image(systemName: "document.on.document")

            """),
        ("Packages/Kit/Package.swift", """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Kit",
                platforms: [
                    .iOS(.v18_2),
                    .visionOS(.v1),
                ],
                targets: [.target(name: "Kit")]
            )

            """),
        ("Packages/Kit/Sources/Kit/KitView.swift", """
            Image(systemName: "doc.on.doc")
            Image(systemName: flag ? "bird" : "book.pages")

            """),
        ("Tools/script.swift", "print(\"no symbols here\")\n"),
    ]

    /// `MyApp.xcodeproj/project.pbxproj` of ``realTree``, as Xcode 16 writes it.
    static let realTreeProject = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 77;
    \tobjects = {

    /* Begin PBXBuildFile section */
    \t\tAA0000000000000000000001 /* AppView.swift in Sources */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000011 /* AppView.swift */; };
    \t\tAA0000000000000000000002 /* SharedView.swift in Sources */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000012 /* SharedView.swift */; };
    \t\tAA0000000000000000000003 /* SharedView.swift in Sources */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000012 /* SharedView.swift */; };
    \t\tAA0000000000000000000004 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000013 /* Main.storyboard */; };
    \t\tAA0000000000000000000005 /* Core in Frameworks */ = {isa = PBXBuildFile; productRef = AA0000000000000000000071 /* Core */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
    \t\tAA0000000000000000000011 /* AppView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppView.swift; sourceTree = "<group>"; };
    \t\tAA0000000000000000000012 /* SharedView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = SharedView.swift; sourceTree = "<group>"; };
    \t\tAA0000000000000000000013 /* Main.storyboard */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = Main.storyboard; sourceTree = "<group>"; };
    \t\tAA0000000000000000000014 /* Info.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = "<group>"; };
    \t\tAA0000000000000000000015 /* App.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = App.xcconfig; sourceTree = "<group>"; };
    \t\tAA0000000000000000000016 /* MyApp.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = MyApp.app; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tAA0000000000000000000017 /* WidgetExtension.appex */ = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; includeInIndex = 0; path = WidgetExtension.appex; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tAA0000000000000000000018 /* Base.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Base.xcconfig; sourceTree = "<group>"; };
    /* End PBXFileReference section */

    /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
    \t\tAA0000000000000000000021 /* Exceptions for "Widget" folder in "Widget" target */ = {
    \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
    \t\t\tmembershipExceptions = (
    \t\t\t\tInfo.plist,
    \t\t\t\tLegacy.swift,
    \t\t\t);
    \t\t\ttarget = AA0000000000000000000052 /* Widget */;
    \t\t};
    /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

    /* Begin PBXFileSystemSynchronizedRootGroup section */
    \t\tAA0000000000000000000022 /* Widget */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (AA0000000000000000000021 /* Exceptions for "Widget" folder in "Widget" target */, ); explicitFileTypes = {}; explicitFolders = (); path = Widget; sourceTree = "<group>"; };
    /* End PBXFileSystemSynchronizedRootGroup section */

    /* Begin PBXFrameworksBuildPhase section */
    \t\tAA0000000000000000000045 /* Frameworks */ = {
    \t\t\tisa = PBXFrameworksBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t\tAA0000000000000000000005 /* Core in Frameworks */,
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    /* End PBXFrameworksBuildPhase section */

    /* Begin PBXGroup section */
    \t\tAA0000000000000000000031 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tAA0000000000000000000032 /* App */,
    \t\t\t\tAA0000000000000000000033 /* Shared */,
    \t\t\t\tAA0000000000000000000022 /* Widget */,
    \t\t\t\tAA0000000000000000000034 /* Config */,
    \t\t\t\tAA0000000000000000000036 /* Products */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tAA0000000000000000000032 /* App */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tAA0000000000000000000011 /* AppView.swift */,
    \t\t\t\tAA0000000000000000000013 /* Main.storyboard */,
    \t\t\t\tAA0000000000000000000014 /* Info.plist */,
    \t\t\t);
    \t\t\tpath = App;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tAA0000000000000000000033 /* Shared */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tAA0000000000000000000012 /* SharedView.swift */,
    \t\t\t);
    \t\t\tpath = Shared;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tAA0000000000000000000034 /* Config */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tAA0000000000000000000015 /* App.xcconfig */,
    \t\t\t\tAA0000000000000000000018 /* Base.xcconfig */,
    \t\t\t);
    \t\t\tpath = Config;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tAA0000000000000000000036 /* Products */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tAA0000000000000000000016 /* MyApp.app */,
    \t\t\t\tAA0000000000000000000017 /* WidgetExtension.appex */,
    \t\t\t);
    \t\t\tname = Products;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    \t\tAA0000000000000000000051 /* App */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = AA0000000000000000000061 /* Build configuration list for PBXNativeTarget "App" */;
    \t\t\tbuildPhases = (
    \t\t\t\tAA0000000000000000000041 /* Sources */,
    \t\t\t\tAA0000000000000000000045 /* Frameworks */,
    \t\t\t\tAA0000000000000000000042 /* Resources */,
    \t\t\t);
    \t\t\tbuildRules = (
    \t\t\t);
    \t\t\tdependencies = (
    \t\t\t);
    \t\t\tname = App;
    \t\t\tpackageProductDependencies = (
    \t\t\t\tAA0000000000000000000071 /* Core */,
    \t\t\t);
    \t\t\tproductName = App;
    \t\t\tproductReference = AA0000000000000000000016 /* MyApp.app */;
    \t\t\tproductType = "com.apple.product-type.application";
    \t\t};
    \t\tAA0000000000000000000052 /* Widget */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = AA0000000000000000000062 /* Build configuration list for PBXNativeTarget "Widget" */;
    \t\t\tbuildPhases = (
    \t\t\t\tAA0000000000000000000044 /* Sources */,
    \t\t\t);
    \t\t\tbuildRules = (
    \t\t\t);
    \t\t\tdependencies = (
    \t\t\t);
    \t\t\tfileSystemSynchronizedGroups = (
    \t\t\t\tAA0000000000000000000022 /* Widget */,
    \t\t\t);
    \t\t\tname = Widget;
    \t\t\tproductName = Widget;
    \t\t\tproductReference = AA0000000000000000000017 /* WidgetExtension.appex */;
    \t\t\tproductType = "com.apple.product-type.app-extension";
    \t\t};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    \t\tAA0000000000000000000050 /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tattributes = {
    \t\t\t\tBuildIndependentTargetsInParallel = 1;
    \t\t\t\tLastSwiftUpdateCheck = 1600;
    \t\t\t\tLastUpgradeCheck = 1600;
    \t\t\t};
    \t\t\tbuildConfigurationList = AA0000000000000000000060 /* Build configuration list for PBXProject "MyApp" */;
    \t\t\tdevelopmentRegion = en;
    \t\t\thasScannedForEncodings = 0;
    \t\t\tknownRegions = (
    \t\t\t\ten,
    \t\t\t\tBase,
    \t\t\t);
    \t\t\tmainGroup = AA0000000000000000000031;
    \t\t\tminimizedProjectReferenceProxies = 1;
    \t\t\tpackageReferences = (
    \t\t\t\tAA0000000000000000000070 /* XCLocalSwiftPackageReference "Packages/Core" */,
    \t\t\t);
    \t\t\tpreferredProjectObjectVersion = 77;
    \t\t\tproductRefGroup = AA0000000000000000000036 /* Products */;
    \t\t\tprojectDirPath = "";
    \t\t\tprojectRoot = "";
    \t\t\ttargets = (
    \t\t\t\tAA0000000000000000000051 /* App */,
    \t\t\t\tAA0000000000000000000052 /* Widget */,
    \t\t\t);
    \t\t};
    /* End PBXProject section */

    /* Begin PBXResourcesBuildPhase section */
    \t\tAA0000000000000000000042 /* Resources */ = {
    \t\t\tisa = PBXResourcesBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t\tAA0000000000000000000004 /* Main.storyboard in Resources */,
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    /* End PBXResourcesBuildPhase section */

    /* Begin PBXSourcesBuildPhase section */
    \t\tAA0000000000000000000041 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t\tAA0000000000000000000001 /* AppView.swift in Sources */,
    \t\t\t\tAA0000000000000000000002 /* SharedView.swift in Sources */,
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    \t\tAA0000000000000000000044 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tbuildActionMask = 2147483647;
    \t\t\tfiles = (
    \t\t\t\tAA0000000000000000000003 /* SharedView.swift in Sources */,
    \t\t\t);
    \t\t\trunOnlyForDeploymentPostprocessing = 0;
    \t\t};
    /* End PBXSourcesBuildPhase section */

    /* Begin XCBuildConfiguration section */
    \t\tAA0000000000000000000063 /* Debug */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;
    \t\t\t\tMACOSX_DEPLOYMENT_TARGET = 12.0;
    \t\t\t\tSDKROOT = iphoneos;
    \t\t\t};
    \t\t\tname = Debug;
    \t\t};
    \t\tAA0000000000000000000064 /* Release */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;
    \t\t\t\tMACOSX_DEPLOYMENT_TARGET = 12.0;
    \t\t\t\tSDKROOT = iphoneos;
    \t\t\t\tVALIDATE_PRODUCT = YES;
    \t\t\t};
    \t\t\tname = Release;
    \t\t};
    \t\tAA0000000000000000000065 /* Debug */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbaseConfigurationReference = AA0000000000000000000015 /* App.xcconfig */;
    \t\t\tbuildSettings = {
    \t\t\t\tINFOPLIST_FILE = App/Info.plist;
    \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
    \t\t\t};
    \t\t\tname = Debug;
    \t\t};
    \t\tAA0000000000000000000066 /* Release */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbaseConfigurationReference = AA0000000000000000000015 /* App.xcconfig */;
    \t\t\tbuildSettings = {
    \t\t\t\tINFOPLIST_FILE = App/Info.plist;
    \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
    \t\t\t};
    \t\t\tname = Release;
    \t\t};
    \t\tAA0000000000000000000067 /* Debug */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tINFOPLIST_FILE = Widget/Info.plist;
    \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;
    \t\t\t\tSKIP_INSTALL = YES;
    \t\t\t};
    \t\t\tname = Debug;
    \t\t};
    \t\tAA0000000000000000000068 /* Release */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tINFOPLIST_FILE = Widget/Info.plist;
    \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;
    \t\t\t\tSKIP_INSTALL = YES;
    \t\t\t};
    \t\t\tname = Release;
    \t\t};
    /* End XCBuildConfiguration section */

    /* Begin XCConfigurationList section */
    \t\tAA0000000000000000000060 /* Build configuration list for PBXProject "MyApp" */ = {
    \t\t\tisa = XCConfigurationList;
    \t\t\tbuildConfigurations = (
    \t\t\t\tAA0000000000000000000063 /* Debug */,
    \t\t\t\tAA0000000000000000000064 /* Release */,
    \t\t\t);
    \t\t\tdefaultConfigurationIsVisible = 0;
    \t\t\tdefaultConfigurationName = Release;
    \t\t};
    \t\tAA0000000000000000000061 /* Build configuration list for PBXNativeTarget "App" */ = {
    \t\t\tisa = XCConfigurationList;
    \t\t\tbuildConfigurations = (
    \t\t\t\tAA0000000000000000000065 /* Debug */,
    \t\t\t\tAA0000000000000000000066 /* Release */,
    \t\t\t);
    \t\t\tdefaultConfigurationIsVisible = 0;
    \t\t\tdefaultConfigurationName = Release;
    \t\t};
    \t\tAA0000000000000000000062 /* Build configuration list for PBXNativeTarget "Widget" */ = {
    \t\t\tisa = XCConfigurationList;
    \t\t\tbuildConfigurations = (
    \t\t\t\tAA0000000000000000000067 /* Debug */,
    \t\t\t\tAA0000000000000000000068 /* Release */,
    \t\t\t);
    \t\t\tdefaultConfigurationIsVisible = 0;
    \t\t\tdefaultConfigurationName = Release;
    \t\t};
    /* End XCConfigurationList section */

    /* Begin XCLocalSwiftPackageReference section */
    \t\tAA0000000000000000000070 /* XCLocalSwiftPackageReference "Packages/Core" */ = {
    \t\t\tisa = XCLocalSwiftPackageReference;
    \t\t\trelativePath = Packages/Core;
    \t\t};
    /* End XCLocalSwiftPackageReference section */

    /* Begin XCSwiftPackageProductDependency section */
    \t\tAA0000000000000000000071 /* Core */ = {
    \t\t\tisa = XCSwiftPackageProductDependency;
    \t\t\tproductName = Core;
    \t\t};
    /* End XCSwiftPackageProductDependency section */
    \t};
    \trootObject = AA0000000000000000000050 /* Project object */;
    }

    """
}
