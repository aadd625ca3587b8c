import Foundation
import SymbolCatalog
import Testing
import CatalogTestSupport
@testable import SymbolLint

/// Years and renames as `name_availability.plist` and `name_aliases.strings` of the shared
/// SF 6.0 metadata give them (read with Python's plistlib): `bird` 2022 (iOS 16.0),
/// `swirl.circle.righthalf.filled` 2023 (iOS 17.0), `a.magnify` 2020 → `character.magnify`
/// 2023, `applelogo` 2020 → `apple.logo` 2022 (restricted), `heart` 2019.
@Suite("Lint against a shared SF Symbols set",
       .enabled(if: FileManager.default.fileExists(atPath: TestPaths.shared("sf6.0_2024-10_sfsafesymbols-fork") + "/name_availability.plist"),
                "needs ../shared/sfsymbols"))
struct LintRealDataTests {
    static let sf60 = TestPaths.shared("sf6.0_2024-10_sfsafesymbols-fork")
    static let source = """
    Image(systemName: "heart")
    Image(systemName: "bird")
    Image(systemName: "swirl.circle.righthalf.filled")
    Image(systemName: "a.magnify")
    Image(systemName: "applelogo")
    """

    static func lint(_ version: String) throws -> [String] {
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", source)
        let dataSet = try DataSetLoader.load(path: LintRealDataTests.sf60, name: "sf6.0")
        let report = try project.lint([(.iOS, version)], dataSet: dataSet)
        return report.findings.map { "\($0.location.line) \($0.rule.rawValue) \($0.replacement ?? "-") \($0.message)" }
    }

    @Test("iOS 15.0 and iOS 17.0 differ exactly by what shipped in iOS 16 and 17")
    func twoTargets() throws {
        let restriction = "'apple.logo' is restricted: This symbol may not be modified and may only be used to refer to Sign in with Apple."
        #expect(try Self.lint("15.0") == [
            "2 unavailable-at-target - 'bird' needs iOS 16.0 (symbols 2022); the deployment target is iOS 15.0",
            "3 unavailable-at-target - 'swirl.circle.righthalf.filled' needs iOS 17.0 (symbols 2023); the deployment target is iOS 15.0",
            "4 rename-pending - 'a.magnify' was renamed to 'character.magnify'; keep 'a.magnify' while iOS 15.0 is supported; 'character.magnify' from iOS 17.0",
            "5 rename-pending - 'applelogo' was renamed to 'apple.logo'; keep 'applelogo' while iOS 15.0 is supported; 'apple.logo' from iOS 16.0",
            "5 restricted-symbol - \(restriction)",
        ])
        #expect(try Self.lint("17.0") == [
            "4 renamed-symbol character.magnify 'a.magnify' was renamed to 'character.magnify' (iOS 17.0), available at every deployment target",
            "5 renamed-symbol apple.logo 'applelogo' was renamed to 'apple.logo' (iOS 16.0), available at every deployment target",
            "5 restricted-symbol - \(restriction)",
        ])
    }

    /// `heart.fill`, `cart.fill`, `ear.fill` and `hare.fill` are all SF 6.0 names (plistlib).
    /// `hart.fill` lacks one letter of `heart.fill` (cost 2) and has one wrong letter of
    /// `cart.fill` (3): the replacement is `heart.fill`, never the alphabetically first.
    /// `hear.fill` lacks one letter of both `heart.fill` and `ear.fill`, but `ear.fill` drops
    /// the first letter, which people rarely mistype (issue 26): `heart.fill`, applied.
    @Test("unknown-symbol: did-you-mean ranked by closeness; a replacement only when one is clearly closest")
    func rankedReplacement() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", "Image(systemName: \"hart.fill\")\nImage(systemName: \"hear.fill\")\n")
        let dataSet = try DataSetLoader.load(path: LintRealDataTests.sf60, name: "sf6.0")
        let findings = try project.lint([(.iOS, "18.0")], dataSet: dataSet).findings
        #expect(findings.map(\.replacement) == ["heart.fill", "heart.fill"])
        #expect(findings.first?.message == "'hart.fill' is not a symbol in sf6.0; did you mean 'heart.fill'?")
        #expect(findings.last?.message == "'hear.fill' is not a symbol in sf6.0; did you mean 'heart.fill'?")
    }

    /// plistlib: `document.on.document` is 2024 (iOS 18.0, macOS 15.0), its old name
    /// `doc.on.doc` 2019 (iOS 13.0, macOS 10.15), still a name of `name_availability`.
    @Test("unavailable-at-target: an older name every target has is said and is the replacement; --fix applies it")
    func olderNameReplacement() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", "Image(systemName: \"document.on.document\")\n")
        let dataSet = try DataSetLoader.load(path: LintRealDataTests.sf60, name: "sf6.0")
        let report = try project.lint([(.iOS, "16.0"), (.macOS, "13.0")], dataSet: dataSet)
        #expect(report.findings.map { "\($0.rule.rawValue) \($0.replacement ?? "-") \($0.message)" } == [
            "unavailable-at-target doc.on.doc 'document.on.document' needs iOS 18.0, macOS 15.0 (symbols 2024); the deployment "
                + "targets are iOS 16.0, macOS 13.0; its older name 'doc.on.doc' (iOS 13.0, macOS 10.15) works at every deployment target",
        ])
        let fixed = try project.lint([(.iOS, "16.0"), (.macOS, "13.0")], dataSet: dataSet) { $0.fix = true }
        #expect(fixed.findings.isEmpty)
        #expect(fixed.fixes.map { "\($0.name) \($0.replacement) \($0.rule.rawValue)" } == ["document.on.document doc.on.doc unavailable-at-target"])
        #expect(project.read("View.swift") == "Image(systemName: \"doc.on.doc\")\n")
        // From iOS 18.0 and macOS 15.0 the current name is fine and doc.on.doc is the renamed one.
        #expect(try project.lint([(.iOS, "18.0"), (.macOS, "15.0")], dataSet: dataSet).findings.map(\.rule) == [.renamedSymbol])
    }


    /// `swirl.circle.righthalf.filled` is 2023: iOS 17.0, macOS 14.0, visionOS 1.0 (plistlib).
    @Test("deployment targets count only for targets that build for the platform; Catalyst follows iOS")
    func targetsPerPlatform() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("App.xcodeproj/project.pbxproj", XcodeFixtures.appWithWidget)
        project.write("View.swift", "Image(systemName: \"swirl.circle.righthalf.filled\")\n")
        let dataSet = try DataSetLoader.load(path: LintRealDataTests.sf60, name: "sf6.0")
        let report = try project.lint([], dataSet: dataSet)
        #expect(report.targets.map { "\($0.label) \($0.target ?? "-")" } == ["iOS 17.0 App", "macOS 14.0 Widget", "visionOS 1.0 App"])
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        let macOS = try #require(report.targets.first { $0.platform == .macOS })
        #expect(macOS.source == .xcodeProject && macOS.target == "Widget")
        #expect(macOS.file == "App.xcodeproj/project.pbxproj")
    }
}
