import Foundation
import SymbolCatalog
import Testing
import CatalogTestSupport
@testable import SymbolLint

@Suite("Lint: what is found, where (line and column exact)")
struct LintScanTests {
    @Test("every Swift call form, and nothing in comments or other strings")
    func callForms() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("App/Forms.swift", LintSources.callForms)
        let report = try project.lint()
        // Columns counted in Unicode scalars: line 26 has `ü` (two UTF-8 bytes) before the name.
        #expect(LintProject.places(report) == [
            "2:28 unknown-symbol f1", "3:30 unknown-symbol f2", "4:30 unknown-symbol f3", "5:36 unknown-symbol f4",
            "6:38 unknown-symbol f5", "7:40 unknown-symbol f6", "8:34 unknown-symbol f7", "9:54 unknown-symbol f8",
            "10:53 unknown-symbol f9", "13:10 unknown-symbol f10", "22:31 unknown-symbol f11", "22:63 unknown-symbol f12",
            "26:28 unknown-symbol f13", "28:35 renamed-symbol a", "28:41 unknown-symbol b", "30:29 unknown-symbol f15",
        ])
        #expect(report.findings.allSatisfy { $0.location.file == "App/Forms.swift" })
        #expect(report.unchecked.map { "\($0.location.line):\($0.location.column) \($0.expression)" } == [
            "23:60 systemName", #"27:27 "\(base).fill""#, #"29:33 "f14" + suffix"#,
            ##"31:27 #"\#(base)"#"##,
        ])
        #expect(report.referenceCount == 16)
    }

    @Test("storyboard and xib: catalog=\"system\" images; a resource entry only where no element names it; named images skipped")
    func interfaceBuilder() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("App/Main.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <imageView clipsSubviews="YES" image="sb1" catalog="system" id="a1"/>
                <button id="b1"><state key="normal" image="sb2" catalog="system"/></button>
                <buttonConfiguration key="configuration" style="plain" image="sb3" catalog="system"/>
                <imageView image="Logo" id="a2"/>
            </scenes>
            <resources>
                <image name="sb1" catalog="system" width="128" height="128"/>
                <image name="sb4" catalog="system" width="128" height="128"/>
                <image name="Logo" width="10" height="10"/>
            </resources>
        </document>
        """)
        project.write("App/Cell.xib", """
        <document>
            <!-- catalog:ignore -->
            <imageView image="xb1" catalog="system"/>
            <imageView image="heart" catalog="system"/>
            <imageView image="xb2" catalog="system"/> <!-- catalog:ignore -->
            <imageView image="xb3" catalog="system"/>
        </document>
        """)
        let report = try project.lint()
        #expect(report.findings.map { "\($0.location) \($0.name)" } == [
            "App/Cell.xib:6:23 xb3", "App/Main.storyboard:4:47 sb1", "App/Main.storyboard:5:52 sb2", "App/Main.storyboard:6:71 sb3",
            "App/Main.storyboard:11:22 sb4",
        ])
        #expect(report.suppressedCount == 2)
        #expect(report.referenceCount == 8)
    }

    @Test("Info.plist quick actions; a build setting is not checked")
    func infoPlist() throws {
        let project = LintProject()
        defer { project.remove() }
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>UIApplicationShortcutItems</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>
        \t\t\t<string>pl1</string>
        \t\t</dict>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>
        \t\t\t<string>$(SHORTCUT_ICON)</string>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>
        """
        project.write("App/Info.plist", plist)
        project.write("Widget/Widget-Info.plist", plist)
        project.write("App/Other.plist", plist)  // not an Info.plist
        let report = try project.lint()
        #expect(report.findings.map { "\($0.location) \($0.name)" } == ["App/Info.plist:8:12 pl1", "Widget/Widget-Info.plist:8:12 pl1"])
        #expect(report.unchecked.map { "\($0.location) \($0.expression)" } == [
            "App/Info.plist:12:12 $(SHORTCUT_ICON)", "Widget/Widget-Info.plist:12:12 $(SHORTCUT_ICON)",
        ])
    }

    @Test("build and dependency folders are skipped", arguments: [".build", "DerivedData", "Pods", "Carthage", ".git"])
    func skippedFolders(folder: String) throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("\(folder)/Inner/Skipped.swift", #"let a = Image(systemName: "nope")"#)
        project.write("App/Kept.swift", #"let a = Image(systemName: "nope")"#)
        let report = try project.lint()
        #expect(report.findings.map(\.location.file) == ["App/Kept.swift"])
        #expect(report.fileCount == 1)
    }

    @Test("conditional arguments: each literal branch of ?: and ?? is a name; other branches are not checked")
    func conditionalBranches() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("App/Branches.swift", ##"""
        let a = Image(systemName: flag ? "f1" : "f2")
        let b = Image(systemName: icon ?? "f3")
        let c = Label("x", systemImage: a ? "f4" : b ? "f5" : "f6")
        let d = Image(systemName: x ? "f7" : name)
        let e = Image(systemName: value == "no" ? "f8" : "f9")
        let f = Image(systemName: item?.icon ?? "f10", variableValue: 1)
        let g = Image(systemName: flag ? "f11\(x)" : #"f12"#)
        let h = Image(systemName: (flag ? "p1" : "p2"))
        let i = Image(systemName: first ?? second ?? "f13")
        let j = Image(systemName: a ?? b ? "f14" : "f15")
        """##)
        let report = try project.lint()
        #expect(LintProject.places(report) == [
            "1:35 unknown-symbol f1", "1:42 unknown-symbol f2", "2:36 unknown-symbol f3", "3:38 unknown-symbol f4",
            "3:49 unknown-symbol f5", "3:56 unknown-symbol f6", "4:32 unknown-symbol f7", "5:44 unknown-symbol f8",
            "5:51 unknown-symbol f9", "6:42 unknown-symbol f10", "7:48 unknown-symbol f12", "9:47 unknown-symbol f13",
            "10:37 unknown-symbol f14", "10:45 unknown-symbol f15",
        ])
        // The conditions are not names; a parenthesized condition is one expression.
        #expect(report.unchecked.map { "\($0.location.line):\($0.location.column) \($0.expression)" } == [
            "2:27 icon", "4:38 name", "6:27 item?.icon", #"7:34 "f11\(x)""#, #"8:27 (flag ? "p1" : "p2")"#, "9:27 first", "9:36 second",
        ])
    }
}
