import CatalogFormats
import CatalogTestSupport
import Foundation
import Testing

/// The one escaper of text in XML: exact escapes; a character XML 1.0 cannot hold refused,
/// named; Python's `plistlib` (expat) reads what the property-list writer writes, and rejects
/// each refused character raw and as a reference, so refusing is the only answer.
@Suite("XMLText: content, attribute values, and what XML 1.0 cannot hold")
struct XMLTextTests {
    @Test("content and attribute values: exact escapes", arguments: [
        ("heart", "heart", "heart"),
        ("", "", ""),
        ("a<b>&c ]]> d", "a&lt;b&gt;&amp;c ]]&gt; d", "a&lt;b&gt;&amp;c ]]&gt; d"),
        ("\"q\" 'a'", "\"q\" 'a'", "&quot;q&quot; &#39;a&#39;"),
        ("tab\tlf\ncr\r", "tab\tlf\ncr&#13;", "tab&#9;lf&#10;cr&#13;"),
        ("del\u{7F} c1\u{85}\u{9B} nbsp\u{A0} rlo\u{202E} bom\u{FEFF} fffd\u{FFFD} max\u{10FFFF} pua\u{E000}",
         "del\u{7F} c1\u{85}\u{9B} nbsp\u{A0} rlo\u{202E} bom\u{FEFF} fffd\u{FFFD} max\u{10FFFF} pua\u{E000}",
         "del\u{7F} c1\u{85}\u{9B} nbsp\u{A0} rlo\u{202E} bom\u{FEFF} fffd\u{FFFD} max\u{10FFFF} pua\u{E000}"),
        ("&amp; &#27;", "&amp;amp; &amp;#27;", "&amp;amp; &amp;#27;"),
    ])
    func exact(text: String, content: String, attribute: String) throws {
        #expect(try XMLText.content(text) == content)
        #expect(try XMLText.attributeValue(text) == attribute)
    }

    /// Issue 42: the importers wrote these raw, and no XML parser reads the file.
    @Test("refused: NUL, ESC, the other C0 controls but tab, LF, CR; U+FFFE and U+FFFF; named with their code point", arguments: [
        ("fa-x\u{0}", "\u{0}", "U+0000"),
        ("esc\u{1B}[2J", "\u{1B}", "U+001B"),
        ("bel\u{07}", "\u{07}", "U+0007"),
        ("vt\u{0B}ff\u{0C}", "\u{0B}", "U+000B"),
        ("us\u{1F}", "\u{1F}", "U+001F"),
        ("ok\u{FFFE}", "\u{FFFE}", "U+FFFE"),
        ("ok\u{FFFF}", "\u{FFFF}", "U+FFFF"),
        ("first <\u{1}\u{2}", "\u{1}", "U+0001"),
    ])
    func refused(text: String, character: Unicode.Scalar, codePoint: String) {
        let expected = XMLTextError(text: text, character: character)
        #expect(throws: expected) { try XMLText.content(text) }
        #expect(throws: expected) { try XMLText.attributeValue(text) }
        #expect(expected.codePoint == codePoint)
        #expect(XMLText.firstRefused(in: text) == character)
        #expect(!"\(expected)".contains { $0.unicodeScalars.contains { !XMLText.isAllowed($0) || $0 == "\n" } }, "one line, every character shown")
    }

    @Test("the description names the text in Swift's quoted form and the character")
    func description() {
        #expect("\(XMLTextError(text: "fa-x\u{1B}y", character: "\u{1B}"))" == #""fa-x\u{1B}y" holds U+001B, which XML 1.0 cannot hold"#)
    }

    @Test("XML 1.0's Char production over planes 0 and 1 and 16")
    func allowed() {
        let refused = (0...0x1FFFF).compactMap(Unicode.Scalar.init).filter { !XMLText.isAllowed($0) }
        let expected = (0...0x1F).filter { ![0x09, 0x0A, 0x0D].contains($0) }.compactMap(Unicode.Scalar.init) + ["\u{FFFE}", "\u{FFFF}"]
        #expect(refused == expected)
        #expect(XMLText.isAllowed("\u{10FFFF}") && XMLText.isAllowed("\u{100000}"))
    }

    @Test("where it is only shown, a refused character is written as the caller says")
    func replaced() {
        #expect(XMLText.content("a\u{1B}<b\u{FFFF}", replacing: { "\\u{\(String($0.value, radix: 16))}" }) == #"a\u{1b}&lt;b\u{ffff}"#)
        #expect(XMLText.attributeValue("\"\u{0}\"", replacing: { _ in "\u{FFFD}" }) == "&quot;\u{FFFD}&quot;")
    }

    /// Reads a property list from stdin with plistlib and prints its strings as JSON; exit 1
    /// with plistlib's error when it refuses the file.
    static let plistlib = """
        import sys, json, plistlib
        try:
            value = plistlib.loads(sys.stdin.buffer.read())
        except Exception as error:
            print(type(error).__name__, error, file=sys.stderr)
            sys.exit(1)
        print(json.dumps(value))
        """

    @Test("plistlib reads every string the writer writes, as it was", .enabled(if: Python.has("plistlib"), "needs python3"))
    func plistlibReadsBack() async throws {
        let strings = ["a<b>&c ]]> d", "\"q\" 'a'", "tab\tlf\ncr\r\nend\r", "del\u{7F} c1\u{85} rlo\u{202E} bom\u{FEFF} \u{FFFD} \u{10FFFF}",
                       "&amp; &#27;", "<![CDATA[x]]>", "<!-- c -->", "  spaced  "]
        let value = PropertyListValue.dictionary(.init(keys: strings, values: strings.map(PropertyListValue.string)))
        let output = try await Python.run(Self.plistlib, input: Data(try XMLPropertyListWriter.data(value)))
        let read = try JSONDecoder().decode([String: String].self, from: Data(output.utf8))
        #expect(read == Dictionary(uniqueKeysWithValues: strings.map { ($0, $0) }))
    }

    /// Reads each property list of a JSON array of base64 documents on stdin with plistlib and
    /// prints, per document, the name of plistlib's error, or null when it read the document.
    static let plistlibRefusals = """
        import sys, json, base64, plistlib
        refusals = []
        for document in json.load(sys.stdin):
            try:
                plistlib.loads(base64.b64decode(document))
                refusals.append(None)
            except Exception as error:
                refusals.append(type(error).__name__)
        print(json.dumps(refusals))
        """

    @Test("plistlib rejects each refused character raw and as a reference: nothing else could be written",
          .enabled(if: Python.has("plistlib"), "needs python3"))
    func plistlibRejects() async throws {
        let refused = (0...0x1F).filter { ![0x09, 0x0A, 0x0D].contains($0) } + [0xFFFE, 0xFFFF]
        var documents = [(label: String, bytes: Data)]()
        for code in refused {
            let scalar = try #require(Unicode.Scalar(code))
            for form in [String(scalar), "&#\(code);"] {
                let document = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><string>a"# + form + "</string></plist>"
                documents.append(("U+\(String(code, radix: 16)) as \(form.debugDescription)", Data(document.utf8)))
            }
        }
        // One python3 for every document: plistlib reads each on its own.
        let input = try JSONSerialization.data(withJSONObject: documents.map { $0.bytes.base64EncodedString() })
        let output = try await Python.run(Self.plistlibRefusals, input: input)
        let refusals = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [Any])
        try #require(refusals.count == documents.count && documents.count == 62)
        for (document, refusal) in zip(documents, refusals) {
            #expect(refusal is String, "\(document.label): plistlib read it")
        }
    }

    @Test("the writer refuses a key or a string XML cannot hold, naming it")
    func writerRefuses() {
        let key = PropertyListValue.dictionary(.init(keys: ["fa-\u{1B}x"], values: [.string("ok")]))
        #expect(throws: XMLTextError(text: "fa-\u{1B}x", character: "\u{1B}")) { try XMLPropertyListWriter.data(key) }
        let string = PropertyListValue.array([.string("ok"), .string("nul\u{0}")])
        #expect(throws: XMLTextError(text: "nul\u{0}", character: "\u{0}")) { try XMLPropertyListWriter.text(string) }
    }
}
