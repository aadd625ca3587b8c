import CatalogFormats
import CatalogTestSupport
import Foundation
import Testing

/// The one escaper of text in Markdown: exact escapes, and two renderers (GitHub's cmark-gfm
/// and markdown-it's CommonMark, from PyPI) show every hostile text as written, in a heading,
/// a list item, a paragraph and a table cell, with no tag but the context's own.
///
/// The renderers: `python3 -m pip install cmarkgfm markdown-it-py` (`.ci/run` installs them);
/// without one, its half of the test is skipped and says so.
@Suite("MarkdownText: running text, headings and code spans")
struct MarkdownTextTests {
    @Test("running text: exact escapes", arguments: [
        ("release 2.0 (final)", "release 2.0 (final)"),
        ("<img src=x onerror=alert(1)>", #"\<img src=x onerror=alert(1)\>"#),
        ("[click](javascript:alert(1))", #"\[click\](javascript:alert(1))"#),
        ("![x](y) <http://e.example>", #"!\[x\](y) \<http\://e.example\>"#),
        ("https://e.example www.e.example WWW.E.EXAMPLE", #"https\://e.example www\.e.example WWW\.E.EXAMPLE"#),
        ("*em* **strong** _u_ ~~del~~ $x$ `c`", #"\*em\* \*\*strong\*\* \_u\_ \~\~del\~\~ \$x\$ \`c\`"#),
        ("&lt; &#60; a|b \\", ##"\&lt; \&\#60; a\|b \\"##),
        ("line\nfeed\r\nnext", "line&#10;feed&#13;&#10;next"),
        ("  \tlead and inner \t tab", "&#32;&#32;&#9;lead and inner \t tab"),
        ("x #", ##"x \#"##),
        ("+ a", #"\+ a"#),
        ("=== ", #"\=== "#),
        ("1) x", #"1\) x"#),
        ("*\u{301}x*", "\\*\u{301}x\\*"),
        ("snake_é_名 a_", #"snake_é_名 a\_"#),
        // The cases the command docs were written with (MarkdownRenderer's own escaping, folded here).
        ("the *_DEPLOYMENT_TARGET settings", #"the \*\_DEPLOYMENT_TARGET settings"#),
        ("'<!-- catalog:ignore -->' in storyboards", #"'\<!-- catalog:ignore --\>' in storyboards"#),
        ("$XDG_CONFIG_HOME/catalog (~/.config/…)", #"\$XDG_CONFIG_HOME/catalog (\~/.config/…)"#),
        ("--data-set NAME|PATH [RULE …] a\\b `x`", #"\--data-set NAME\|PATH \[RULE …\] a\\b \`x\`"#),
        ("# not a heading", ##"\# not a heading"##),
        ("- not a list", #"\- not a list"#),
        ("12. not a list", #"12\. not a list"#),
        ("1.0.0 is a release & so is 2.0", #"1\.0.0 is a release \& so is 2.0"#),
        ("snake_case and _lead and trail_", #"snake_case and \_lead and trail\_"#),
    ])
    func inline(text: String, markdown: String) {
        #expect(MarkdownText.inline(text) == markdown)
    }

    @Test("code spans: a fence longer than any backtick run, padded where CommonMark would strip", arguments: [
        ("heart", "`heart`"),
        ("a`b", "``a`b``"),
        ("``x", "``` ``x ```"),
        ("x`", "`` x` ``"),
        (" padded ", "`  padded  `"),
        (" lead", "` lead`"),
        ("   ", "`   `"),
        ("a\r\nb\nc\rd", "`a b c d`"),
        ("<b>*x*</b> a@b.co", "`<b>*x*</b> a@b.co`"),
        ("", ""),
    ])
    func code(text: String, markdown: String) {
        #expect(MarkdownText.code(text) == markdown)
    }

    @Test("code blocks: the fence outgrows the backticks inside")
    func codeBlock() {
        #expect(MarkdownText.codeBlock(["a"], language: "sh") == "```sh\na\n```")
        #expect(MarkdownText.codeBlock(["````x"]) == "`````\n````x\n`````")
    }

    /// Text that tries to be markup in each construct CommonMark and GitHub have.
    static let hostile = [
        "<img src=x onerror=alert(1)>", "<script>alert(1)</script>", "[click](javascript:alert(1))", "![x](http://e.example/x.png)",
        "<http://e.example>", "https://e.example/x", "www.e.example", "*em* **strong** _u_ __uu__", "~~del~~ ~one~",
        "$x$ $$y$$", "`code` ``c``", "# heading #", "- item", "+ item", "* item", "1. item", "1) item", "> quote", "===", "---",
        "***", "    indented", "\ttab", "a | b", "&lt;b&gt; &amp; &#60;", "line\nbreak\r\n# second", "trailing \\", "[^1]",
        "<!-- comment -->", "a_b_c _a_", "*\u{301}x*", "[ ] task", "```", "~~~", "<div>\n\n<i>x</i>", "x\n===",
    ]

    /// A context: the Markdown around the text, the tags it renders to, and the text shown.
    struct Context: Sendable {
        let label: String
        let wrap: @Sendable (String) -> String
        let tags: [String]
        let shown: @Sendable (String) -> String
    }

    static let contexts: [Context] = [
        Context(label: "heading", wrap: { "# " + MarkdownText.inline($0) }, tags: ["h1"], shown: { $0 }),
        Context(label: "list item", wrap: { "- " + MarkdownText.inline($0) }, tags: ["ul", "li"], shown: { $0 }),
        Context(label: "paragraph", wrap: { "text " + MarkdownText.inline($0) }, tags: ["p"], shown: { "text " + $0 }),
        Context(label: "table cell", wrap: { "| a |\n|---|\n| " + MarkdownText.inline($0) + " |" },
                tags: ["table", "thead", "tr", "th", "tbody", "tr", "td"], shown: { $0 }),
        Context(label: "code span", wrap: { "- " + MarkdownText.code($0) }, tags: ["ul", "li", "code"],
                shown: { $0.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ") }),
    ]

    /// Renders each document with `renderer` (raw HTML allowed, so a tag from the text would
    /// show) and gives, for each, its tags (with their attributes) and the text inside the
    /// context's own elements, as `html.parser` reads the HTML.
    static let script = """
        import sys, json
        from html.parser import HTMLParser
        renderer = sys.argv[1]
        if renderer == 'cmark-gfm':
            import cmarkgfm
            from cmarkgfm.cmark import Options
            render = lambda s: cmarkgfm.github_flavored_markdown_to_html(s, options=Options.CMARK_OPT_UNSAFE)
        else:
            from markdown_it import MarkdownIt
            render = MarkdownIt('commonmark', {'html': True}).enable(['table', 'strikethrough']).render
        class Shown(HTMLParser):
            def __init__(self):
                super().__init__(convert_charrefs=True)
                self.tags, self.stack, self.text = [], [], ''
            def handle_starttag(self, tag, attrs):
                self.tags.append(tag + ''.join('[%s]' % name for name, _ in attrs))
                self.stack.append(tag)
            def handle_endtag(self, tag):
                if self.stack and self.stack[-1] == tag: self.stack.pop()
            def handle_data(self, data):
                if self.stack and self.stack[-1] in ('h1', 'li', 'p', 'td', 'code'): self.text += data
            def handle_comment(self, data): self.tags.append('!--')
        out = []
        for document in json.loads(sys.stdin.buffer.read().decode('utf-8')):
            shown = Shown()
            shown.feed(render(document))
            shown.close()
            out.append({'tags': shown.tags, 'text': shown.text})
        print(json.dumps(out))
        """

    struct Rendered: Decodable, Equatable {
        let tags: [String]
        let text: String
    }

    @Test("GitHub's cmark-gfm shows every hostile text as written, no tag but the context's",
          .enabled(if: Python.has("cmarkgfm"), "needs python3 with cmarkgfm (python3 -m pip install cmarkgfm)"))
    func cmarkGFM() async throws {
        try await expectShownAsWritten(renderer: "cmark-gfm")
    }

    @Test("markdown-it (CommonMark, tables, strikethrough) shows every hostile text as written, no tag but the context's",
          .enabled(if: Python.has("markdown_it"), "needs python3 with markdown-it-py (python3 -m pip install markdown-it-py)"))
    func markdownIt() async throws {
        try await expectShownAsWritten(renderer: "markdown-it")
    }

    func expectShownAsWritten(renderer: String) async throws {
        let documents = Self.contexts.flatMap { context in Self.hostile.map(context.wrap) }
        let output = try await Python.run(Self.script, arguments: [renderer], input: try JSONSerialization.data(withJSONObject: documents))
        let rendered = try JSONDecoder().decode([Rendered].self, from: Data(output.utf8))
        try #require(rendered.count == documents.count)
        var index = 0
        for context in Self.contexts {
            for text in Self.hostile {
                #expect(rendered[index] == Rendered(tags: context.tags, text: context.shown(text)),
                        "\(renderer), \(context.label): \(text.debugDescription) as \(documents[index].debugDescription)")
                index += 1
            }
        }
    }
}
