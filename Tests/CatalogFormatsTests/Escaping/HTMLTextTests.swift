import CatalogFormats
import CatalogTestSupport
import Foundation
import Testing

/// The one escaper of text from data in HTML, on the cases of
/// `Fixtures/html-escaping-cases.json` (the site's page runs the same cases under node):
/// exact outputs, and Python's `html.parser` reads each value back and finds no other tag.
@Suite("HTMLText: attribute values and text")
struct HTMLTextTests {
    /// One case of the file.
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        let why: String
        let input: String
        let attribute: String
        let text: String
        let parsed: String
        var testDescription: String { why }
    }

    struct File: Decodable {
        let about: String
        let cases: [Case]
    }

    static let path = Bundle.module.url(forResource: "Fixtures/html-escaping-cases", withExtension: "json")
    static let cases: [Case] = path.flatMap { try? JSONDecoder().decode(File.self, from: Data(contentsOf: $0)).cases } ?? []

    @Test("the cases file is there and reads: 20 cases")
    func casesFile() throws {
        let url = try #require(Self.path)
        let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
        #expect(file.cases.count == 20)
        #expect(Set(file.cases.map(\.why)).count == file.cases.count, "each case says why it is there")
    }

    @Test("exact attribute values and text", arguments: cases)
    func exact(_ example: Case) {
        #expect(HTMLText.attributeValue(example.input) == example.attribute)
        #expect(HTMLText.text(example.input) == example.text)
    }

    /// Each case as `<i class="…"></i><i class='…'></i><p>…</p>`; `html.parser` gives every
    /// start tag with its attributes, every end tag, and the text, one list per case.
    static let script = """
        import sys, json
        from html.parser import HTMLParser
        class Events(HTMLParser):
            def __init__(self):
                super().__init__(convert_charrefs=True)
                self.events = []
            def handle_starttag(self, tag, attrs):
                self.events.append(['start', tag] + [x for pair in attrs for x in (pair[0], pair[1] or '')])
            def handle_endtag(self, tag):
                self.events.append(['end', tag])
            def handle_data(self, data):
                if self.events and self.events[-1][0] == 'data': self.events[-1][1] += data
                else: self.events.append(['data', data])
            def handle_comment(self, data): self.events.append(['comment', data])
            def unknown_decl(self, data): self.events.append(['declaration', data])
            def handle_decl(self, data): self.events.append(['declaration', data])
            def handle_pi(self, data): self.events.append(['pi', data])
        out = []
        for case in json.loads(sys.stdin.buffer.read().decode('utf-8')):
            parser = Events()
            parser.feed('<i class="%s"></i><i class=\\'%s\\'></i><p>%s</p>' % (case['attribute'], case['attribute'], case['text']))
            parser.close()
            out.append(parser.events)
        print(json.dumps(out))
        """

    @Test("html.parser reads every value back, in either quote, and as text; no other tag or attribute",
          .enabled(if: Python.has("html.parser"), "needs python3"))
    func readBack() async throws {
        #expect(Self.cases.count == 20)
        let input = try JSONSerialization.data(withJSONObject: Self.cases.map {
            ["attribute": HTMLText.attributeValue($0.input), "text": HTMLText.text($0.input)]
        })
        let output = try await Python.run(Self.script, input: input)
        let events = try JSONDecoder().decode([[[String]]].self, from: Data(output.utf8))
        try #require(events.count == Self.cases.count)
        for (example, parsed) in zip(Self.cases, events) {
            let element = [["start", "i", "class", example.parsed], ["end", "i"]]
            let paragraph = [["start", "p"]] + (example.parsed.isEmpty ? [] : [["data", example.parsed]]) + [["end", "p"]]
            #expect(parsed == element + element + paragraph, "\(example.why)")
        }
    }
}
