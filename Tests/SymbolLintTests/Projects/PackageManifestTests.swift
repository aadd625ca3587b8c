import Foundation
import SymbolCatalog
import Testing
import CatalogTestSupport
@testable import SymbolLint

/// `Package.swift` read as Swift: `platforms:` and `name:` only where they are code.
@Suite("Package.swift read as Swift")
struct PackageManifestTests {
    /// What the manifest says: its platforms, `none` without `platforms:`, or why it cannot be read.
    static func summary(_ text: String) -> String {
        do {
            let manifest = try PackageManifest(text)
            let platforms = manifest.platforms.map { $0.map { "\($0.platform) \($0.version)" }.joined(separator: ", ") } ?? "none"
            return "\(manifest.name ?? "-"): \(platforms)"
        } catch {
            return "line \(error.line): \(error.reason)"
        }
    }

    static let real = #"let package = Package(name: "Kit", platforms: [.iOS(.v16), .macOS("13.5")], targets: [])"#

    @Test("comments and strings that mention platforms are not code", arguments: [
        ("a line comment above", "// Old: platforms: [.iOS(.v18)]\n" + real),
        ("a block comment", "/* platforms: [] for now */\n" + real),
        ("a nested block comment", "/* a /* b */ platforms: [.iOS(.v18)] */\n" + real),
        ("a string", #"let note = "platforms: [.iOS(.v18)]""# + "\n" + real),
        ("a string with an escaped quote", #"let note = "\"platforms: [.iOS(.v18)]\"""# + "\n" + real),
        ("a multi-line string", "let note = \"\"\"\n  Package(name: \"Old\", platforms: [.iOS(.v18)])\n  \"\"\"\n" + real),
        ("a raw string", ##"let note = #"platforms: [.iOS(.v18)] "# "##  + "\n" + real),
        ("an interpolation", #"let note = "\(f(platforms: [.iOS(.v18)]))""# + "\n" + real),
        ("a variable declared", "let platforms: [String] = []\n" + real),
    ])
    func skipped(label: String, text: String) {
        #expect(Self.summary(text) == "Kit: iOS 16.0, macOS 13.5", "\(label)")
    }

    @Test("forms of platforms: and what cannot be read", arguments: [
        (#"Package(name: "A", platforms: [.iOS(.v18_2), .visionOS(.v1), .macCatalyst(.v17), .custom("linux", versionString: "1"),])"#,
         "A: iOS 18.2, visionOS 1.0"),
        (#"Package(name: "A", targets: [])"#, "A: none"),
        (#"Package(platforms: [])"#, "-: "),
        ("Package(name: \"A\",\n  platforms: supported)", "line 2: 'supported' is not a list of platforms"),
        ("Package(name: \"A\",\n  platforms: [.iOS(minimum)])", "line 2: the version of .iOS is not a literal such as .v17 or \"17.0\""),
        (#"Package(name: "A", platforms: [.iOS("\(v)")])"#, "line 1: the version of .iOS is not a literal such as .v17 or \"17.0\""),
        (#"Package(name: "A", platforms: [iOS])"#, "line 1: 'iOS' is not a platform such as .iOS(.v17)"),
        (#"Package(name: "A", platforms: [.iOS(.v16)] + extra)"#, "line 1: '+' follows the list of platforms"),
        (#"Package(name: "A", platforms: [.iOS(.v16) .macOS(.v13)])"#, "line 1: the list of platforms does not end after .iOS"),
        ("Package(name: \"A\", platforms: [.iOS(.v16)", "line 1: the list of platforms does not end after .iOS"),
        ("/* open\n" + real, "line 1: the comment does not end"),
        ("let a = \"open\n" + real, "line 1: the string does not end"),
        ("let a = \"\"\"\n" + real, "line 1: the string does not end"),
        ("let a = \"\\(f(\"x\"\n" + real, "line 1: the interpolation does not end"),
    ])
    func forms(text: String, expected: String) {
        #expect(Self.summary(text) == expected)
    }

    /// Before, the comment's `platforms:` was read: lint checked against iOS 18 and missed
    /// that `document` needs iOS 15 where the package supports iOS 14.
    @Test("lint: a comment naming old platforms above the real ones; an unreadable platforms: is one line")
    func lint() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("Package.swift", """
        // swift-tools-version: 6.0
        import PackageDescription
        // Old: platforms: [.iOS(.v18)]
        let package = Package(name: "Kit", platforms: [.iOS(.v14)], targets: [])
        """)
        project.write("Sources/Kit/View.swift", #"let a = Image(systemName: "document")"# + "\n")
        let report = try project.lint([])
        #expect(report.governance.map(\.target.label) == ["package Kit (iOS 14.0)"])
        #expect(LintProject.places(report) == ["1:28 unavailable-at-target document"])
        project.write("Package.swift", "let package = Package(name: \"Kit\",\n    platforms: Shared.platforms)\n")
        #expect(throws: LintError.unreadableManifest(path: "Package.swift", line: 2, reason: "'Shared' is not a list of platforms")) {
            try project.lint([])
        }
    }
}
