extension XcodeFixtures {
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
