import Foundation
import SymbolCatalog
import Testing
import CatalogTestSupport
@testable import SymbolLint

/// Guards through a whole lint, on the fixture data set `mini`: `character` is 2020 (iOS
/// 14.0), `document` 2021 (iOS 15.0), renamed from `doc` (2019, iOS 13.0).
@Suite("Lint: guards through a whole lint")
struct LintGuardTests {
    static func manifest(_ name: String) -> String {
        "let package = Package(name: \"\(name)\", platforms: [.iOS(.v13)])\n"
    }

    /// `Card` is marked `@available(iOS 14, *)` in `Card.swift`; its extensions in the other
    /// files of package A inherit it, nested types too; package B's extension of a `Card`
    /// does not (another module), nor does an extension of the unmarked `Plain`.
    @Test("an extension of a type marked @available in another file of the module inherits it")
    func extensionsInherit() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("A/Package.swift", Self.manifest("A"))
        project.write("A/Sources/A/Card.swift", """
        @available(iOS 14, *)
        struct Card {
            struct Face {}
        }
        struct Plain {}
        """)
        project.write("A/Sources/A/Card+Views.swift", """
        extension Card {
            var a: Image { Image(systemName: "character") }
            var b: Image { Image(systemName: "document") }
        }
        extension Card.Face {
            var c: Image { Image(systemName: "character") }
        }
        extension Plain {
            var d: Image { Image(systemName: "character") }
        }
        """)
        project.write("B/Package.swift", Self.manifest("B"))
        project.write("B/Sources/B/Other.swift", "extension Card {\n    var e: Image { Image(systemName: \"character\") }\n}\n")
        let report = try project.lint([])
        #expect(report.findings.map { "\($0.location.file):\($0.location.line) \($0.rule.rawValue) \($0.name)" } == [
            "A/Sources/A/Card+Views.swift:3 unavailable-at-target document",
            "A/Sources/A/Card+Views.swift:9 unavailable-at-target character",
            "B/Sources/B/Other.swift:2 unavailable-at-target character",
        ])
        #expect(report.findings.first?.message == "'document' needs iOS 15.0 (symbols 2021); the deployment target is "
                + "iOS 14.0 (@available of Card); its older name 'doc' (iOS 13.0) works at every deployment target")
    }

    /// `Desk` is declared only in a `#if os(macOS)` branch of a file that names no symbol and
    /// has no `@available`: its extension elsewhere inherits the branch, so its names are
    /// checked on macOS only (the scanner still reads such a file for its types).
    @Test("an extension of a type declared in a #if os() branch of another file inherits the branch")
    func extensionsInheritBranch() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("Desk.swift", "#if os(macOS)\nstruct Desk {}\n#endif\n")
        project.write("Desk+Views.swift", "extension Desk {\n    var a: Image { Image(systemName: \"character\") }\n}\n")
        let report = try project.lint([(.iOS, "13.0"), (.macOS, "11.0")])
        #expect(report.findings.isEmpty)
        #expect(report.referenceCount == 1)
    }

    /// A guard sets the targets its names are checked at: a rename is then said as such, and
    /// `--fix` writes the new name only where every target (guard included) has it.
    @Test("inside a guard a rename is due, and --fix writes it there only")
    func renameUnderGuard() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", """
        if #available(iOS 15, *) {
            Image(systemName: "doc")
        }
        Image(systemName: "doc")
        """)
        let report = try project.lint([(.iOS, "13.0")]) { $0.fix = true }
        #expect(report.fixes.map { "\($0.location.line) \($0.name) → \($0.replacement)" } == ["2 doc → document"])
        #expect(LintProject.places(report) == ["4:20 rename-pending doc"])
        #expect(report.findings.first?.message
                == "'doc' was renamed to 'document'; keep 'doc' while iOS 13.0 is supported; 'document' from iOS 15.0")
    }

    @Test("catalog:ignore still suppresses a finding a guard does not cover")
    func ignoreStillWorks() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", """
        if ProcessInfo.processInfo.isOperatingSystemAtLeast(.init(majorVersion: 15, minorVersion: 0, patchVersion: 0)) {
            Image(systemName: "document") // catalog:ignore unavailable-at-target
        }
        """)
        let report = try project.lint([(.iOS, "13.0")])
        #expect(report.findings.isEmpty)
        #expect(report.suppressedCount == 1)
    }
}
