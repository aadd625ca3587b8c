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
}
