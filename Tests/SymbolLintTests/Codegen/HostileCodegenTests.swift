import CatalogFormats
import CatalogTestSupport
import Foundation
import SymbolCatalog
import Testing
@testable import SymbolLint

/// Issue 28, item 4: names with quotes, backslashes, line breaks, controls, invisible and
/// reordering characters and comment delimiters become literals with Swift's own escapes and
/// doc comments that stay on their line; identifiers stay identifiers.
@Suite("Swift codegen of hostile names: Swift escapes, comments on one line")
struct HostileCodegenTests {
    /// The generated file for ``HostileNames``' data set.
    static func generated() throws -> String {
        let scratch = Scratch("hostile-codegen")
        defer { scratch.remove() }
        try HostileNames.writeDataSet(to: scratch.path)
        return SwiftCodegen().generate(try DataSetLoader.load(path: scratch.path, name: "hostile"))
    }

    @Test("each constant: its identifier and the name as a literal with Swift's escapes", arguments: [
        ("heart", #""heart""#),
        ("heartFill", #""heart.fill""#),
        ("xStyleScriptAlert1ScriptY", #""x</style><script>alert(1)</script>\"\\\ny""#),
        ("escBelNulDel", #""esc\u{1B}bel\u{07}nul\0del\u{7F}""#),
        ("lsPsNel", #""ls\u{2028}ps\u{2029}nel\u{85}""#),
        ("crTabFf", #""cr\rtab\tff\u{0C}""#),
        ("q", "\"q\\\"\u{301}\""),
        ("cXU41", #""\u{2A}/ /\u{2A} c \\(x) \\u{41}""#),
        ("bidiRtlBomTag", #""bidi\u{202E}rtl\u{FEFF}bom\u{E0041}tag\u{200B}""#),
        ("oldName", #""old\nname\u{1B}\u{2A}/""#),
    ])
    func constant(identifier: String, literal: String) throws {
        let text = try Self.generated()
        #expect(text.contains("    public static let \(identifier) = SFSymbol(rawValue: \(literal))\n"), "\(text)")
    }

    @Test("@available only with the versions Swift reads (not +5, -0, 1.2.3.4 or 11 digits)")
    func availability() throws {
        let text = try Self.generated()
        #expect(text.contains("    @available(tvOS 14.0, *)\n    public static let heartFill = SFSymbol(rawValue: \"heart.fill\")\n"), "\(text)")
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("    @available(") && !$0.contains("deprecated") }
        #expect(Set(lines) == ["    @available(iOS 13.0, macOS 10.15, *)", "    @available(tvOS 14.0, *)"])
    }

    @Test("doc comments show the names on one line, delimiters broken")
    func docComments() throws {
        let lines = try Self.generated().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in [
            #"    /// `x</style><script>alert(1)</script>"\\ny`: release 2019 (iOS 13.0, macOS 10.15)."#,
            #"    /// `esc\u{1B}bel\u{07}nul\0del\u{7F}`: release 2019 (iOS 13.0, macOS 10.15)."#,
            #"    /// `* / / * c \(x) \u{41}`: release 2019 (iOS 13.0, macOS 10.15)."#,
            // The loader makes the restriction's line separators spaces and trims it.
            #"    /// Restricted: Line two \u{1B}[2J * / / * end"#,
            #"    /// Old names: `old\nname\u{1B}* /`."#,
            #"    /// `old\nname\u{1B}* /`: the old name of `heart`."#,
        ] {
            #expect(lines.contains(line), "\(line)")
        }
    }

    @Test("nothing raw: no control, invisible or reordering character, no /* or */, every line a known shape")
    func shapes() throws {
        let text = try Self.generated()
        #expect(!text.unicodeScalars.contains { $0 != "\n" && SwiftLiteral.escape($0) != nil }, "\(text)")
        #expect(!text.contains("/*") && !text.contains("*/"))
        let code = ["    public static let ", "    @available(", "//", "    ///", "public struct", "    public let", "    public init",
                    "        self.rawValue", "    }", "}", "extension SFSymbol {"]
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            #expect(code.contains { line.hasPrefix($0) }, "\(line)")
        }
    }
}
