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
        let doc = try #require(lines.firstIndex(of: "    static let doc = Symbol(rawValue: \"doc\")"))
        #expect(lines[doc - 1] == "    @available(*, deprecated, renamed: \"document\")")
        let apple = try #require(lines.firstIndex(of: "    static let apple = Symbol(rawValue: \"apple\")"))
        #expect(lines[apple - 1] == "    @available(*, deprecated, renamed: \"appleLogo\")")
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
        #expect(text.contains("@available(*, deprecated, renamed: \"newOne\")"))
    }
}
