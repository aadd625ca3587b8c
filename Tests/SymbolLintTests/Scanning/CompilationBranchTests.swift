import SymbolCatalog
import Testing
@testable import SymbolLint

@Suite("Lint: #if branches")
struct CompilationBranchTests {
    static let none = AvailabilityGuardTests.none

    @Test("a branch built on some platforms only is checked there only", arguments: [
        ("os(iOS), else", "#if os(iOS)\nImage(systemName: \"a\")\n#else\nImage(systemName: \"b\")\n#endif\nImage(systemName: \"c\")",
         ["2 a: iOS 14.0", "4 b: macOS 11.0", "6 c: \(none)"]),
        ("elseif", "#if os(watchOS)\nImage(systemName: \"a\")\n#elseif os(macOS)\nImage(systemName: \"b\")\n#else\nImage(systemName: \"c\")\n#endif",
         ["2 a: ", "4 b: macOS 11.0", "6 c: iOS 14.0"]),
        ("!os, ||, &&, parentheses", "#if !os(macOS) && (os(iOS) || os(tvOS))\nImage(systemName: \"a\")\n#endif", ["2 a: iOS 14.0"]),
        ("canImport(UIKit)", "#if canImport(UIKit)\nImage(systemName: \"a\")\n#elseif canImport(AppKit)\nImage(systemName: \"b\")\n#endif",
         ["2 a: iOS 14.0", "4 b: macOS 11.0"]),
        ("targetEnvironment(macCatalyst)", "#if targetEnvironment(macCatalyst)\nImage(systemName: \"a\")\n#endif", ["2 a: iOS 14.0"]),
        ("a condition that may be either", "#if DEBUG\nImage(systemName: \"a\")\n#else\nImage(systemName: \"b\")\n#endif",
         ["2 a: \(none)", "4 b: \(none)"]),
        ("nested", "#if os(iOS) || os(macOS)\n#if !os(iOS)\nImage(systemName: \"a\")\n#endif\n#endif", ["3 a: macOS 11.0"]),
        ("inside a guard", "if #available(iOS 15, *) {\n#if os(iOS)\nImage(systemName: \"a\")\n#endif\n}",
         ["3 a: iOS 15.0 (if #available on line 1)"]),
    ])
    func platforms(form: String, source: String, expected: [String]) {
        #expect(GuardedNames.checked(source) == expected, "\(form)")
    }

    @Test("a guard inside a branch holds after #endif only where every branch built there proved it", arguments: [
        ("DEBUG only", "func f() {\n#if DEBUG\nguard #available(iOS 15, *) else { return }\n#endif\nImage(systemName: \"a\")\n}", ["5 a: \(none)"]),
        ("os(iOS) only", "func f() {\n#if os(iOS)\nguard #available(iOS 15, *) else { return }\n#endif\nImage(systemName: \"a\")\n}",
         ["5 a: iOS 15.0 (guard #available on line 3), macOS 11.0"]),
        ("both branches, the lower wins", "func f() {\n#if DEBUG\nguard #available(iOS 16, *) else { return }\n#else\nguard #available(iOS 15, *) else { return }\n#endif\nImage(systemName: \"a\")\n}",
         ["7 a: iOS 15.0 (guard #available on line 5), macOS 11.0"]),
        ("a branch does not see the one before", "func f() {\n#if DEBUG\nguard #available(iOS 15, *) else { return }\n#else\nImage(systemName: \"a\")\n#endif\n}",
         ["5 a: \(none)"]),
    ])
    func guardsInBranches(form: String, source: String, expected: [String]) {
        #expect(GuardedNames.checked(source) == expected, "\(form)")
    }

    /// Each branch opens a brace closed after `#endif`: the branches start from the same
    /// scopes, and the last one's go on.
    @Test("branches that open braces unevenly")
    func unevenBranches() {
        let source = """
        #if os(iOS)
        if #available(iOS 15, *) {
        #else
        if #available(macOS 12, *) {
        #endif
            Image(systemName: "a")
        }
        Image(systemName: "b")
        """
        #expect(GuardedNames.checked(source) == ["6 a: iOS 14.0, macOS 12.0 (if #available on line 4)", "8 b: \(Self.none)"])
    }
}
