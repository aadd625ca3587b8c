import CatalogFormats
import CatalogSite
import CatalogTestSupport
import Foundation
import SymbolCatalog
import Testing
@testable import catalog_cli

/// Issue 42, "output that becomes code elsewhere": names and style names from data reach
/// HTML (`copy --html`, the site's templates) and Markdown (`diff --format markdown`) escaped
/// for where they land, and an import refuses a name an XML property list cannot hold.
@Suite("Hostile names in HTML and Markdown output, and in imports")
struct HostileMarkupOutputTests {
    /// A name that closes the attribute and opens a tag.
    static let name = #"x"><img src=x onerror=alert(1)>"#
    /// A style that does the same, with the site's placeholder in it.
    static let style = #"solid"><script>alert(2)</script>{name}"#

    /// A Font Awesome-like set: ``name`` in `solid`, `heart` in ``style``.
    static func writeSet(_ scratch: Scratch) throws -> String {
        let folder = scratch.file("hostile-fa")
        DataSetWriter.write(folder, names: ["heart": "6.0.0", Self.name: "6.0.0"], aliases: [:],
                            releases: ["6.0.0": ["Font Awesome": "6.0.0"]])
        let styles = try PropertyListSerialization.data(fromPropertyList: ["heart": [Self.style], Self.name: ["solid"]], format: .xml, options: 0)
        try styles.write(to: URL(fileURLWithPath: folder + "/symbol_styles.plist"))
        return folder
    }

    @Test("copy --html: the name and the style escaped in the class attribute", arguments: [
        (name, #"<i class="fa-solid fa-x&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"></i>"#),
        ("heart", #"<i class="fa-solid&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;{name} fa-heart"></i>"#),
    ])
    func copyHTML(symbol: String, html: String) throws {
        let scratch = Scratch("hostile-copy-html")
        defer { scratch.remove() }
        let folder = try Self.writeSet(scratch)
        let result = CLI.run(["copy", symbol, "--html", "--data-set", folder], environment: ["PATH": "/nonexistent", "CATALOG_NO_CACHE": "1"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput == html + "\n")
    }

    @Test("the site's templates: the style escaped, {name} once; the page's fill (split, join, escape) gives the same HTML as copy")
    func siteTemplates() throws {
        let scratch = Scratch("hostile-site-templates")
        defer { scratch.remove() }
        let dataSet = try DataSetLoader.load(path: try Self.writeSet(scratch))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(SiteHTMLSnippet.json(for: dataSet).rendered().utf8)) as? [String: Any])
        let templates = try #require(json["templates"] as? [String: String])
        #expect(templates == [
            "solid": #"<i class="fa-solid fa-{name}"></i>"#,
            Self.style: #"<i class="fa-solid&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;&#123;name} fa-{name}"></i>"#,
        ])
        for (style, template) in templates {
            #expect(template.components(separatedBy: SiteHTMLSnippet.placeholder).count == 2, "one {name} in \(template)")
            for symbol in [Self.name, "heart", "$& $'"] {
                let filled = template.components(separatedBy: SiteHTMLSnippet.placeholder).joined(separator: HTMLText.attributeValue(symbol))
                let copied = SymbolSnippet.html(name: symbol, style: style, in: dataSet)?.replacingEvery("{", with: "&#123;")
                #expect(filled == copied, "\(style) \(symbol)")
            }
        }
    }

    /// Two sets, the first in a folder named like a tag; release ids that are tags; an added
    /// name that is emphasis and a link.
    static func writeDiffSets(_ scratch: Scratch) throws -> (before: String, after: String) {
        let before = scratch.file("<img src=x onerror=alert(1)>")
        let after = scratch.file("after")
        let releases = ["2019": ["iOS": "13.0"], "2021<b onmouseover=alert(3)>": ["iOS": "15.0"]]
        DataSetWriter.write(before, names: ["heart": "2019"], aliases: [:], releases: releases)
        DataSetWriter.write(after, names: ["heart": "2019", "*x* [y](javascript:alert(4))": "2021<b onmouseover=alert(3)>"],
                            aliases: [:], releases: releases)
        return (before, after)
    }

    @Test("diff --format markdown: the data-set names and release ids in headings escaped, names as code spans")
    func diffMarkdown() throws {
        let scratch = Scratch("hostile-diff-markdown")
        defer { scratch.remove() }
        let sets = try Self.writeDiffSets(scratch)
        let environment = ["CATALOG_NO_CACHE": "1"]
        let two = CLI.run(["diff", sets.before, sets.after, "--format", "markdown"], environment: environment)
        #expect(two.exitCode == 0, "\(two.standardError)")
        #expect(two.standardOutput.hasPrefix(#"# \<img src=x onerror=alert(1)\> → after"# + "\n\n| change | count |\n"), "\(two.standardOutput)")
        #expect(two.standardOutput.hasSuffix("## Added (1)\n\n- `*x* [y](javascript:alert(4))`\n"), "\(two.standardOutput)")
        let releases = CLI.run(["diff", "--from", "2019", "--to", "2021<b onmouseover=alert(3)>", "--data-set", sets.after, "--format", "markdown"],
                               environment: environment)
        #expect(releases.exitCode == 0, "\(releases.standardError)")
        #expect(releases.standardOutput.hasPrefix(#"# after@2019 → after@2021\<b onmouseover=alert(3)\>"# + "\n"), "\(releases.standardOutput)")
    }

    @Test("diff --format markdown rendered by GitHub's cmark-gfm: no tag, link or emphasis from data",
          .enabled(if: Python.has("cmarkgfm"), "needs python3 with cmarkgfm (python3 -m pip install cmarkgfm)"))
    func diffMarkdownRendered() async throws {
        let scratch = Scratch("hostile-diff-rendered")
        defer { scratch.remove() }
        let sets = try Self.writeDiffSets(scratch)
        let markdown = CLI.run(["diff", sets.before, sets.after, "--format", "markdown"], environment: ["CATALOG_NO_CACHE": "1"])
        let html = try await Python.run("""
            import sys, cmarkgfm
            from cmarkgfm.cmark import Options
            print(cmarkgfm.github_flavored_markdown_to_html(sys.stdin.read(), options=Options.CMARK_OPT_UNSAFE))
            """, input: markdown.standardOutput)
        for tag in ["<img", "<b ", "<a ", "<em>", "<script"] { #expect(!html.contains(tag), "\(tag) in \(html)") }
        #expect(html.contains("<h1>&lt;img src=x onerror=alert(1)&gt; → after</h1>"), "\(html)")
        #expect(html.contains("<li><code>*x* [y](javascript:alert(4))</code></li>"), "\(html)")
    }

    @Test("import: a name with ESC or NUL is refused in one line naming it and the character; nothing is written", arguments: [
        (#"fa-x\u001b[2J"#, #""fa-x\u{1B}[2J""#, "U+001B"),
        (#"nul\u0000"#, #""nul\0""#, "U+0000"),
    ])
    func importRefuses(jsonName: String, shown: String, codePoint: String) throws {
        let scratch = Scratch("hostile-import")
        defer { scratch.remove() }
        // The command test's export, its second icon named `jsonName`.
        let export = IconSetImportCommandTests.export.replacingOccurrences(of: #""android-studio""#, with: "\"\(jsonName)\"")
        try #require(export != IconSetImportCommandTests.export)
        scratch.write(export, "mdi.json")
        let folder = scratch.file("mdi")
        let result = CLI.run(["import", "mdi", scratch.file("mdi.json"), "-o", folder])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "catalog: name_availability.plist: cannot write \(shown): it holds \(codePoint), which XML 1.0 cannot hold\n")
        #expect(!FileManager.default.fileExists(atPath: folder))
    }
}
