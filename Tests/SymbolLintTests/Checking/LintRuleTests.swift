import Foundation
import SymbolCatalog
import Testing
import CatalogTestSupport
@testable import SymbolLint

/// The fixture data set `mini`: 2019 = iOS 13.0 / macOS 10.15, 2020 = iOS 14.0 / macOS 11.0,
/// 2021 = iOS 15.0 / macOS 12.0; `a` → `character` (2020), `doc` → `document` (2021), legacy
/// `apple` → `apple.logo` (restricted), `heart.ar` (2021) is the Arabic variant of `heart`.
@Suite("Lint rules and deployment targets")
struct LintRuleTests {
    static let names = ["hart", "document", "a", "doc", "apple.logo", "heart.ar", "apple", "heart"]
    static let source = names.map { #"let x = Image(systemName: "\#($0)")"# }.joined(separator: "\n") + "\n"

    static func findings(_ report: LintReport) -> [String] {
        report.findings.map {
            "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.rule.rawValue) \($0.message) → \($0.replacement ?? "-")"
        }
    }

    @Test("every rule at iOS 14.0")
    func rulesAtIOS14() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", Self.source)
        let report = try project.lint([(.iOS, "14.0")])
        let restriction = "This symbol may not be modified and may only be used to refer to Sign in with Apple’s service."
        #expect(Self.findings(report) == [
            "1:28 error unknown-symbol 'hart' is not a symbol in mini; did you mean 'heart'? → heart",
            "2:28 error unavailable-at-target 'document' needs iOS 15.0 (symbols 2021); the deployment target is iOS 14.0; "
                + "its older name 'doc' (iOS 13.0) works at every deployment target → doc",
            "3:28 warning renamed-symbol 'a' was renamed to 'character' (iOS 14.0), available at every deployment target → character",
            "4:28 note rename-pending 'doc' was renamed to 'document'; keep 'doc' while iOS 14.0 is supported; 'document' from iOS 15.0 → -",
            "5:28 note restricted-symbol 'apple.logo' is restricted: \(restriction) → -",
            "6:28 error unavailable-at-target 'heart.ar' needs iOS 15.0 (symbols 2021); the deployment target is iOS 14.0 → -",
            "6:28 note localized-variant 'heart.ar' is the Arabic variant of 'heart'; name 'heart' and the system picks the variant for the user's language → heart",
            "7:28 warning renamed-symbol 'apple' is a legacy name for 'apple.logo' (iOS 13.0), available at every deployment target → apple.logo",
            "7:28 note restricted-symbol 'apple.logo' is restricted: \(restriction) → -",
        ])
    }

    @Test("no name works at the target: the message says when each older name arrived")
    func noNameWorks() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", Self.source)
        let atIOS12 = try project.lint([(.iOS, "12.0")])
        #expect(atIOS12.findings.filter { $0.name == "document" }.map { "\($0.message) → \($0.replacement ?? "-")" } == [
            "'document' needs iOS 15.0 (symbols 2021); the deployment target is iOS 12.0; no name works there: its older name 'doc' "
                + "arrived in iOS 13.0 (symbols 2019) → -",
        ])
    }

    @Test("did-you-mean offers a localized variant only for a name written with a language suffix (else the base it was close to)", arguments: [
        ("hearts", ["heart"]), ("hart.ar", ["heart.ar"]), ("heart.fil.ar", ["heart.fill"]),
    ])
    func variantsOnlyWithASuffix(name: String, offered: [String]) throws {
        let dataSet = try DataSetLoader.load(path: Fixtures.miniDataSet, name: "mini")
        #expect(dataSet.closestNames(to: name).map(\.name).prefix(offered.count) == offered[...])
        #expect(name.hasSuffix(".ar") || !dataSet.closestNames(to: name).contains { $0.name.hasSuffix(".ar") })
    }

    @Test("an old name is flagged only when its new name is available at every target; else a note says until when to keep it")
    func renameNeedsEveryTarget() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", Self.source)
        let atIOS15 = try project.lint([(.iOS, "15.0")])
        #expect(atIOS15.findings.filter { $0.name == "doc" }.map(\.message) == [
            "'doc' was renamed to 'document' (iOS 15.0), available at every deployment target",
        ])
        let withMac = try project.lint([(.iOS, "15.0"), (.macOS, "11.0")])
        #expect(withMac.findings.filter { $0.name == "doc" }.map { "\($0.rule.rawValue) \($0.replacement ?? "-") \($0.message)" } == [
            "rename-pending - 'doc' was renamed to 'document'; keep 'doc' while macOS 11.0 is supported; 'document' from macOS 12.0",
        ])
        #expect(withMac.findings.filter { $0.name == "document" }.map(\.message) == [
            "'document' needs macOS 12.0 (symbols 2021); the deployment target is macOS 11.0; "
                + "its older name 'doc' (iOS 13.0, macOS 10.15) works at every deployment target",
        ])
        let both = try project.lint([(.iOS, "14.0"), (.macOS, "11.0")])
        #expect(both.findings.filter { $0.name == "document" }.map(\.message) == [
            "'document' needs iOS 15.0, macOS 12.0 (symbols 2021); the deployment targets are iOS 14.0, macOS 11.0; "
                + "its older name 'doc' (iOS 13.0, macOS 10.15) works at every deployment target",
        ])
    }

    @Test("no target anywhere: names are still checked, availability and renames are not")
    func noTargets() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", Self.source)
        let report = try project.lint([])
        #expect(report.targets.isEmpty)
        #expect(report.findings.map { "\($0.location.line) \($0.rule.rawValue)" } == [
            "1 unknown-symbol", "5 restricted-symbol", "6 localized-variant", "7 restricted-symbol",
        ])
    }

    @Test("catalog:ignore after code covers its line; on a line of its own, the next; every rule or the one named")
    func suppression() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", """
        let a = Image(systemName: "nope1") // catalog:ignore
        // catalog:ignore
        let b = Image(systemName: "nope2")
        // catalog:ignore renamed-symbol
        let c = Image(systemName: "nope3")
        let d = Image(systemName: "heart.ar") // catalog:ignore localized-variant

        let e = Image(systemName: "nope4")
        /* catalog:ignore */ let f = Image(systemName: "nope5")
        let g = Image(systemName: "nope6") // catalog:ignore
        let h = Image(systemName: "nope7")
            // catalog:ignore unknown-symbol

        let i = Image(systemName: "nope8")
        """)
        let report = try project.lint()
        // nope7 follows a line whose comment covers only that line; the comment above the
        // blank line covers the blank line.
        #expect(report.findings.map { "\($0.location.line) \($0.name)" } == ["5 nope3", "8 nope4", "9 nope5", "11 nope7", "14 nope8"])
        #expect(report.suppressedCount == 4)
    }
}

@Suite("Lint: symbols the data set deprecates")
struct LintDeprecationTests {
    @Test("a deprecated symbol is a warning, under its own name and through an old name")
    func deprecatedSymbol() throws {
        let scratch = Scratch("lint-deprecated")
        defer { scratch.remove() }
        let folder = scratch.file("mini")
        try FileManager.default.copyItem(atPath: Fixtures.miniDataSet, toPath: folder)
        scratch.write("\"character\" = \"Deprecated in Test 1.0: it will be removed in a future version.\";\n",
                      "mini/symbol_deprecations.strings")
        let dataSet = try DataSetLoader.load(path: folder, name: "mini")
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", #"let x = Image(systemName: "character")"# + "\n" + #"let y = Image(systemName: "a")"# + "\n")
        let report = try project.lint([(.iOS, "15.0")], dataSet: dataSet)
        #expect(LintRuleTests.findings(report) == [
            "1:28 warning deprecated-symbol 'character' is deprecated: Deprecated in Test 1.0: it will be removed in a future version. → -",
            "2:28 warning renamed-symbol 'a' was renamed to 'character' (iOS 14.0), available at every deployment target → character",
            "2:28 warning deprecated-symbol 'character' is deprecated: Deprecated in Test 1.0: it will be removed in a future version. → -",
        ])
    }
}
