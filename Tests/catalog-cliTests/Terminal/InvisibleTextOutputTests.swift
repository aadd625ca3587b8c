import Foundation
import Testing
@testable import catalog_cli

/// Issue 28, item 6: a line feed or an invisible character in a name or keyword reaches
/// every text output made visible, one line staying one line; JSON keeps its own escapes.
@Suite("Invisible characters and line feeds from data are made visible in every text output")
struct InvisibleTextOutputTests {
    typealias Hostile = InvisibleNameDataSet
    static let visible = InvisibleNameDataSet.visible

    /// The output's lines, none holding a hidden character as it is.
    func expectVisible(_ result: CatalogCLI.Result, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.exitCode == 0, "\(label): \(result.standardError)", sourceLocation: sourceLocation)
        #expect(!Hostile.hasHidden(result.standardOutput), "\(label): \(result.standardOutput.debugDescription)", sourceLocation: sourceLocation)
        #expect(!Hostile.hasHidden(result.standardError), "\(label): \(result.standardError.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test("show: the name in the header and as a keyword, one line each")
    func show() throws {
        let data = try Hostile()
        defer { data.remove() }
        let named = data.run(["show", Hostile.name])
        expectVisible(named, "show NAME")
        #expect(named.standardOutput == "\(Self.visible)\n  Introduced     2021 (iOS 15.0, macOS 12.0)\n")
        let heart = data.run(["show", "heart", "--color", "never"])
        expectVisible(heart, "show heart")
        #expect(heart.standardOutput == """
            heart
              Introduced     2019 (iOS 13.0, macOS 10.15)
              Keywords       kind, \(Self.visible)
              Old names      love

            """)
    }

    @Test("diff as text")
    func diffText() throws {
        let data = try Hostile()
        defer { data.remove() }
        let diff = data.run(["diff", data.before, data.after, "--color", "never"], dataSet: false)
        expectVisible(diff, "diff")
        #expect(diff.standardOutput == """
            before → after
            1 added, 0 removed, 0 renamed, 0 redated, 0 category changes, 1 keyword changes, 0 restriction changes, \
            0 localizations added, 0 layerset changes, 0 old names on one side only

            Added (1)
              \(Self.visible)

            Keyword changes (1)
              heart: +\(Self.visible)

            """)
    }

    @Test("diff as Markdown")
    func diffMarkdown() throws {
        let data = try Hostile()
        defer { data.remove() }
        let diff = data.run(["diff", data.before, data.after, "--format", "markdown"], dataSet: false)
        expectVisible(diff, "diff --format markdown")
        #expect(diff.standardOutput.hasPrefix("# before → after\n\n| change | count |\n"))
        #expect(diff.standardOutput.hasSuffix("""
            ## Added (1)

            - `\(Self.visible)`

            ## Keyword changes (1)

            - `heart: +\(Self.visible)`

            """), "\(diff.standardOutput)")
    }

    @Test("__complete: one candidate a line, whatever the name holds", arguments: [
        ("", "heart\n\(visible)\n"),
        ("line", "\(visible)\n"),
    ])
    func complete(prefix: String, expected: String) throws {
        let data = try Hostile()
        defer { data.remove() }
        let result = data.run(["__complete", "symbol", prefix])
        expectVisible(result, "__complete symbol '\(prefix)'")
        #expect(result.standardOutput == expected)
    }

    @Test("copy without a clipboard prints the name made visible")
    func copyPrinted() throws {
        let data = try Hostile()
        defer { data.remove() }
        let result = data.run(["copy", Hostile.name])
        expectVisible(result, "copy")
        #expect(result.standardOutput == "\(Self.visible)\n")
        #expect(result.standardError
            == "catalog: no clipboard: standard output is not a terminal and none of wl-copy, xclip, xsel worked; printed instead\n")
    }

    @Test("search as text, TSV (a line feed in a cell is a space) and grid", arguments: [
        ("text", "\(visible)  2021\n"),
        ("tsv", #"line feed\u{2028}sep\u{200B}zw\u{FEFF}bom\u{E0041}tag\u{AD}shy\u{61C}alm"# + "\t2021\t\t\n"),
        ("grid", "\(visible)\n"),
    ])
    func search(format: String, expected: String) throws {
        let data = try Hostile()
        defer { data.remove() }
        let result = data.run(["search", "feed", "--format", format, "--color", "never"])
        expectVisible(result, "search --format \(format)")
        #expect(result.standardOutput == expected)
    }

    @Test("JSON is unchanged: its own escapes, the value read back whole")
    func json() throws {
        let data = try Hostile()
        defer { data.remove() }
        let result = data.run(["show", Hostile.name, "--json"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains(#""name": "line\nfeed\u2028sep"# + "\u{200B}zw\u{FEFF}bom\u{E0041}tag\u{AD}shy\u{61C}alm\",\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["name"] as? String == Hostile.name)
    }
}
