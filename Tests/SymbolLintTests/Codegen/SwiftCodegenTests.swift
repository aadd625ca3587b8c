import Foundation
import SymbolCatalog
import Testing
import CatalogTestSupport
@testable import SymbolLint

@Suite("Swift codegen: identifiers, availability, collisions")
struct SwiftCodegenTests {
    /// SFSafeSymbols' spellings (its generated `SFSymbol` constants), plus our rules for
    /// keywords, reserved member names and `-` in our own data sets.
    static let spellings: [(String, String)] = [
        ("0.circle", "_0Circle"), ("square.and.arrow.up", "squareAndArrowUp"), ("a", "a"),
        ("figure.2.and.child.holdinghands", "figure2AndChildHoldinghands"), ("10.square.fill", "_10SquareFill"),
        ("repeat", "`repeat`"), ("return", "`return`"), ("init", "init_"), ("arrow-up-right", "arrowUpRight"),
    ]

    @Test("identifiers as SFSafeSymbols spells them", arguments: spellings)
    func identifiers(name: String, identifier: String) {
        #expect(SwiftIdentifier.make(name) == identifier)
    }

    @Test("constants with availability, deprecated old names, restriction and localizations")
    func miniOutput() throws {
        let text = SwiftCodegen(typeName: "Symbol", access: .internal).generate(LintProject.mini)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("struct Symbol: RawRepresentable, Hashable, Sendable {"))
        #expect(!text.contains("public ") && !text.contains("import "))
        // 2021 is iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0 in the fixture's year_to_release.
        let document = try #require(lines.firstIndex(of: "    static let document = Symbol(rawValue: \"document\")"))
        #expect(lines[document - 1] == "    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)")
        // `doc` (2019) was renamed `document` (2021): deprecated on each platform from the
        // version where `document` is there, introduced where `doc` was.
        let doc = try #require(lines.firstIndex(of: "    static let doc = Symbol(rawValue: \"doc\")"))
        #expect(Array(lines[(doc - 5)..<doc]) == [
            "    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)",
            "    @available(iOS, deprecated: 15.0, renamed: \"document\")",
            "    @available(macOS, deprecated: 12.0, renamed: \"document\")",
            "    @available(tvOS, deprecated: 15.0, renamed: \"document\")",
            "    @available(watchOS, deprecated: 8.0, renamed: \"document\")",
        ])
        // `apple` is a legacy alias of `apple.logo` (2019): deprecated from 2019's versions.
        let apple = try #require(lines.firstIndex(of: "    static let apple = Symbol(rawValue: \"apple\")"))
        #expect(lines[apple - 4] == "    @available(iOS, deprecated: 13.0, renamed: \"appleLogo\")")
        #expect(lines[apple - 1] == "    @available(watchOS, deprecated: 6.0, renamed: \"appleLogo\")")
        #expect(!text.contains("@available(*, deprecated"))
        #expect(lines.contains("    /// Restricted: This symbol may not be modified and may only be used to refer to Sign in with Apple’s service."))
        #expect(lines.contains("    /// Localized variants, picked by the system: `heart.ar` (Arabic)."))
        #expect(lines.contains("    /// Old names: `doc`."))
        // Variants are not constants of their own.
        #expect(!text.contains("rawValue: \"heart.ar\""))
        #expect(lines.filter { $0.contains(" static let ") }.count == 5 + 3)
    }

    @Test("collisions get _2, _3 in name order, current names first")
    func collisions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-codegen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        DataSetWriter.write(folder.path, names: ["a.b": "2019", "aB": "2019", "a-b": "2019", "old.one": "2019", "new.one": "2019"],
                                  aliases: ["a.b.old": "new.one", "old.one": "new.one"], releases: ["2019": ["iOS": "13.0"]])
        let dataSet = try DataSetLoader.load(path: folder.path, name: "collide")
        let text = SwiftCodegen().generate(dataSet)
        #expect(text.contains("static let aB = SFSymbol(rawValue: \"a-b\")"))
        #expect(text.contains("static let aB_2 = SFSymbol(rawValue: \"a.b\")"))
        #expect(text.contains("static let aB_3 = SFSymbol(rawValue: \"aB\")"))
        #expect(text.contains("static let aBOld = SFSymbol(rawValue: \"a.b.old\")"))
        #expect(text.contains("static let oldOne = SFSymbol(rawValue: \"old.one\")"))
        #expect(text.contains("    @available(iOS, deprecated: 13.0, renamed: \"newOne\")\n    public static let oldOne"))
    }

    @Test("a new name whose release has no OS version Swift reads is deprecated on every platform; an inferred 2025 is 26.0")
    func deprecatedEverywhere() throws {
        let scratch = Scratch("codegen-unknown")
        defer { scratch.remove() }
        // `2025` is referenced but not in year_to_release (as SF 7's files do): it is inferred
        // as 26.0 from Apple's naming, so it deprecates per platform; `2024` has only a
        // version `@available` cannot take.
        DataSetWriter.write(scratch.path, names: ["old.a": "2019", "new.a": "2025", "old.b": "2019", "new.b": "2024"],
                            aliases: ["old.a": "new.a", "old.b": "new.b"], releases: ["2019": ["iOS": "13.0"], "2024": ["iOS": "18.0.0.1"]])
        let text = SwiftCodegen().generate(try DataSetLoader.load(path: scratch.path, name: "unknown"))
        #expect(text.contains("    @available(iOS 13.0, *)\n    @available(iOS, deprecated: 26.0, renamed: \"newA\")\n    public static let oldA"))
        #expect(text.contains("    @available(iOS 13.0, *)\n    @available(*, deprecated, renamed: \"newB\")\n    public static let oldB"))
    }
}
