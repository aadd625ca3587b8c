/// Xcode projects the lint tests read.
package enum XcodeFixtures {
    /// An Xcode project as Xcode 15 writes it: an app for iPhone and visionOS that also runs
    /// on the Mac through Catalyst, with a stale project-level MACOSX_DEPLOYMENT_TARGET, and a
    /// macOS widget extension.
    package static let appWithWidget = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 56;
    \tobjects = {

    /* Begin PBXNativeTarget section */
    \t\tA1 /* App */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = A2 /* Build configuration list for PBXNativeTarget "App" */;
    \t\t\tname = App;
    \t\t\tproductType = "com.apple.product-type.application";
    \t\t};
    \t\tB1 /* Widget */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = B2;
    \t\t\tname = Widget;
    \t\t};
    /* End PBXNativeTarget section */

    \t\tP1 /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tbuildConfigurationList = P2;
    \t\t\ttargets = (
    \t\t\t\tA1 /* App */,
    \t\t\t\tB1 /* Widget */,
    \t\t\t);
    \t\t};

    /* Begin XCBuildConfiguration section */
    \t\tP3 /* Release */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;
    \t\t\t\tMACOSX_DEPLOYMENT_TARGET = 13.0;
    \t\t\t\tSDKROOT = iphoneos;
    \t\t\t};
    \t\t\tname = Release;
    \t\t};
    \t\tA3 /* Release */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
    \t\t\t\tSUPPORTED_PLATFORMS = "iphoneos iphonesimulator xros xrsimulator";
    \t\t\t\tSUPPORTS_MACCATALYST = YES;
    \t\t\t\tXROS_DEPLOYMENT_TARGET = 1.0;
    \t\t\t};
    \t\t\tname = Release;
    \t\t};
    \t\tB3 /* Release */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tMACOSX_DEPLOYMENT_TARGET = 14.0;
    \t\t\t\tSDKROOT = macosx;
    \t\t\t};
    \t\t\tname = Release;
    \t\t};
    /* End XCBuildConfiguration section */

    \t\tA2 = {
    \t\t\tisa = XCConfigurationList;
    \t\t\tbuildConfigurations = (
    \t\t\t\tA3 /* Release */,
    \t\t\t);
    \t\t};
    \t\tB2 = {
    \t\t\tisa = XCConfigurationList;
    \t\t\tbuildConfigurations = (
    \t\t\t\tB3 /* Release */,
    \t\t\t);
    \t\t};
    \t\tP2 = {
    \t\t\tisa = XCConfigurationList;
    \t\t\tbuildConfigurations = (
    \t\t\t\tP3 /* Release */,
    \t\t\t);
    \t\t};
    \t};
    \trootObject = P1 /* Project object */;
    }

    """
}
