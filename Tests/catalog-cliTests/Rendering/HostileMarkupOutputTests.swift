import CatalogFormats
import CatalogTestSupport
import Foundation
import SymbolCatalog
import Testing
@testable import catalog_cli

/// Issue 42, "output that becomes code elsewhere": names and style names from data reach
/// HTML (`copy --html`, the site's templates) escaped for where they land.
@Suite("Hostile names in HTML output")
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
}
