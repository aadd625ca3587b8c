import Foundation
import Testing
@testable import CatalogFormats

/// Input the reader must reject, with the exact error.
struct XMLBadInputCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let bytes: [UInt8]
    let expected: PropertyListError

    init(_ label: String, _ text: String, _ expected: PropertyListError) {
        self.init(label, bytes: Array(text.utf8), expected)
    }

    init(_ label: String, bytes: [UInt8], _ expected: PropertyListError) {
        self.testDescription = label
        self.bytes = bytes
        self.expected = expected
    }

    /// A document with `middle` on line 6, inside an array after a valid element.
    static func embedded(_ label: String, _ middle: [UInt8], _ expected: PropertyListError) -> Self {
        let before = Array((XMLPlistSupport.header + "<array>\n\t<string>ok</string>\n\t").utf8)
        let after = Array("\n</array>\n</plist>\n".utf8)
        return .init(label, bytes: before + middle + after, expected)
    }
}

@Suite("XMLPropertyListReader: bad input")
struct XMLPropertyListReaderErrorTests {
    private static func malformed(_ line: Int, _ reason: String) -> PropertyListError {
        .malformedXML(line: line, reason: reason)
    }

    private static func document(_ body: String) -> String {
        XMLPlistSupport.document(body)
    }

    /// The bytes of `valid` up to the first `marker`, plus `extra` bytes of it.
    private static func truncated(before marker: String, extra: Int = 0) -> [UInt8] {
        guard let range = valid.range(of: marker) else { return [] }
        return Array(valid[..<range.lowerBound].utf8) + Array(marker.utf8.prefix(extra))
    }

    static let valid = XMLPlistSupport.document("""
        <dict>
        \t<key>symbols</key>
        \t<dict>
        \t\t<key>0.circle</key>
        \t\t<string>2019</string>
        \t\t<key>label</key>
        \t\t<string>What’s New &amp; more</string>
        \t</dict>
        \t<key>numbers</key>
        \t<array>
        \t\t<integer>-12</integer>
        \t\t<real>2.5</real>
        \t\t<true/>
        \t\t<date>2024-01-02T03:04:05Z</date>
        \t\t<data>AAEC/w==</data>
        \t</array>
        </dict>
        """)

    static let cases: [XMLBadInputCase] = [
        // Empty input.
        .init("no bytes", "", .empty),
        .init("white space only", " \n\t\r\n", .empty),
        .init("comments only", "<!-- nothing -->\n<!-- here -->\n", .empty),
        .init("byte-order mark only", "\u{FEFF}", .empty),
        .init("declaration only", "<?xml version=\"1.0\"?>\n", malformed(2, "no property list value found")),
        // Structure.
        .init("unknown element", document("<dict>\n\t<key>a</key>\n\t<foo>bar</foo>\n</dict>"),
              malformed(6, "unknown element <foo>")),
        .init("mismatched close tag", document("<dict>\n\t<key>a</key>\n\t<string>b</string>\n</array>"),
              malformed(7, "expected </dict>, found </array>")),
        .init("mismatched close of a text element", document("<array>\n<string>a</key>\n</array>"),
              malformed(5, "expected </string>, found </key>")),
        .init("close tag without open tag", "<plist><true/></plist>\n</dict>", malformed(2, "unexpected </dict>")),
        .init("unterminated container", "<plist>\n<dict>\n<key>a</key>\n<string>b</string>\n",
              malformed(5, "unexpected end of input inside <dict> opened on line 2")),
        .init("unterminated text element", "<plist>\n<string>abc",
              malformed(2, "unexpected end of input inside <string> opened on line 2")),
        .init("unterminated comment", "<plist>\n<!-- never\nclosed",
              malformed(3, "unexpected end of input inside comment opened on line 2")),
        .init("unterminated CDATA", "<plist><string>\n<![CDATA[abc\n",
              malformed(3, "unexpected end of input inside CDATA section opened on line 2")),
        .init("unterminated tag", "<plist>\n<dic", malformed(2, "unexpected end of input")),
        .init("element inside a string", "<plist>\n<string>a <b>bold</b></string></plist>",
              malformed(2, "unexpected element inside <string>")),
        .init("content inside <true>", "<plist>\n<true>yes</true></plist>", malformed(2, "<true> must be empty")),
        .init("empty <plist>", "<plist version=\"1.0\">\n</plist>", malformed(2, "empty <plist>")),
        .init("self-closed <plist>", "<plist/>", malformed(1, "empty <plist>")),
        .init("two values in <plist>", "<plist>\n<true/>\n<false/>\n</plist>",
              malformed(3, "<plist> holds more than one value")),
        .init("<plist> inside a value", "<plist><array>\n<plist/></array></plist>",
              malformed(2, "<plist> inside <array>")),
        // Dictionaries.
        .init("key without value at the end", document("<dict>\n\t<key>a</key>\n</dict>"),
              malformed(6, "key \"a\" has no value")),
        .init("key followed by key", document("<dict>\n\t<key>a</key>\n\t<key>b</key>\n</dict>"),
              malformed(6, "key \"a\" has no value")),
        .init("value without key", document("<dict>\n\t<string>x</string>\n</dict>"),
              malformed(5, "expected <key> in <dict>, found <string>")),
        .init("container without key", document("<dict>\n\t<key>a</key>\n\t<true/>\n\t<dict/>\n</dict>"),
              malformed(7, "expected <key> in <dict>, found <dict>")),
        .init("key in an array", document("<array>\n\t<key>a</key>\n</array>"),
              malformed(5, "<key> outside of a <dict>")),
        .init("key as the root value", "<plist>\n<key>a</key>\n</plist>", malformed(2, "<key> outside of a <dict>")),
        // Text outside of elements.
        .init("text in a dict", document("<dict>\n\thello\n</dict>"), malformed(5, "unexpected text in <dict>")),
        .init("text in an array", "<plist><array>\n\n  x</array></plist>", malformed(3, "unexpected text in <array>")),
        .init("text before the root", "hello\n<plist/>", malformed(1, "unexpected text before the root element")),
        .init("element after the root", document("<true/>") + "<string>x</string>\n",
              malformed(6, "unexpected content after the root value")),
        .init("text after the root", "<plist><true/></plist>\n\njunk",
              malformed(3, "unexpected content after the root value")),
        .init("second bare value", "<string>a</string>\n<string>b</string>",
              malformed(2, "unexpected content after the root value")),
        .init("CDATA between elements", "<plist><array>\n<![CDATA[x]]></array></plist>",
              malformed(2, "CDATA section outside of a text element")),
        .init("late DOCTYPE", "<plist><true/></plist>\n<!DOCTYPE plist>", malformed(2, "misplaced <!DOCTYPE>")),
        // Entities.
        .init("unknown entity", document("<string>a&nbsp;b</string>"), malformed(4, "invalid entity \"&nbsp;\"")),
        .init("unterminated entity", "<plist>\n<string>AT&T rocks</string></plist>",
              malformed(2, "unterminated entity reference")),
        .init("surrogate character reference", "<plist><string>\n&#xD800;</string></plist>",
              malformed(2, "invalid entity \"&#xD800;\"")),
        .init("NUL character reference", "<plist><string>&#0;</string></plist>",
              malformed(1, "invalid entity \"&#0;\"")),
        .init("out-of-range character reference", "<plist><string>&#x110000;</string></plist>",
              malformed(1, "invalid entity \"&#x110000;\"")),
        .init("empty character reference", "<plist><string>&#;</string></plist>",
              malformed(1, "invalid entity \"&#;\"")),
        // Scalars.
        .init("bad integer", document("<array>\n<integer>12a</integer>\n</array>"),
              malformed(5, "invalid integer \"12a\"")),
        .init("integer with spaces", "<plist><integer> 1 </integer></plist>", malformed(1, "invalid integer \" 1 \"")),
        .init("empty integer", "<plist><integer/></plist>", malformed(1, "invalid integer \"\"")),
        .init("bare hex prefix", "<plist><integer>0x</integer></plist>", malformed(1, "invalid integer \"0x\"")),
        .init("integer overflow", "<plist><integer>9223372036854775808</integer></plist>",
              malformed(1, "integer \"9223372036854775808\" is out of range")),
        .init("hex integer overflow", "<plist><integer>0x10000000000000000</integer></plist>",
              malformed(1, "integer \"0x10000000000000000\" is out of range")),
        .init("bad real", document("<real>1.2.3</real>"), malformed(4, "invalid real \"1.2.3\"")),
        .init("word as real", "<plist><real>many</real></plist>", malformed(1, "invalid real \"many\"")),
        .init("exponent without digits", "<plist><real>1e</real></plist>", malformed(1, "invalid real \"1e\"")),
        .init("bad month", "<plist>\n<date>2024-13-01T00:00:00Z</date></plist>",
              malformed(2, "invalid date \"2024-13-01T00:00:00Z\", expected YYYY-MM-DDTHH:MM:SSZ")),
        .init("bad day", "<plist><date>2023-02-29T00:00:00Z</date></plist>",
              malformed(1, "invalid date \"2023-02-29T00:00:00Z\", expected YYYY-MM-DDTHH:MM:SSZ")),
        .init("date without zone", "<plist><date>2024-01-02T03:04:05</date></plist>",
              malformed(1, "invalid date \"2024-01-02T03:04:05\", expected YYYY-MM-DDTHH:MM:SSZ")),
        .init("short base64", document("<data>\nAAE\n</data>"), malformed(4, "invalid base64 in <data>")),
        .init("misplaced padding", "<plist><data>A=AA</data></plist>", malformed(1, "invalid base64 in <data>")),
        .init("bad base64 character", "<plist><data>AA!A</data></plist>", malformed(1, "invalid base64 in <data>")),
        .init("data after padding", "<plist><data>AA==AAAA</data></plist>", malformed(1, "invalid base64 in <data>")),
        // Encoding.
        .embedded("invalid UTF-8 byte", Array("<string>a".utf8) + [0xFF] + Array("</string>".utf8),
                  malformed(6, "invalid UTF-8")),
        .embedded("overlong encoding", Array("<string>".utf8) + [0xC0, 0xAF] + Array("</string>".utf8),
                  malformed(6, "invalid UTF-8")),
        .embedded("encoded surrogate", Array("<string>".utf8) + [0xED, 0xA0, 0x80] + Array("</string>".utf8),
                  malformed(6, "invalid UTF-8")),
        .embedded("cut sequence", Array("<string>".utf8) + [0xE2, 0x80] + Array("</string>".utf8),
                  malformed(6, "invalid UTF-8")),
        .embedded("invalid UTF-8 in CDATA",
                  Array("<string><![CDATA[".utf8) + [0xF5, 0x80, 0x80, 0x80] + Array("]]></string>".utf8),
                  malformed(6, "invalid UTF-8")),
        .init("UTF-16", bytes: [0xFF, 0xFE, 0x3C, 0x00], malformed(1, "UTF-16 text is not supported; expected UTF-8")),
        // Truncations of `valid` (21 lines and a final newline).
        .init("truncated after the header", bytes: truncated(before: "<dict>"),
              malformed(4, "unexpected end of input inside <plist> opened on line 3")),
        .init("truncated in a key", bytes: truncated(before: "bols</key>"),
              malformed(5, "unexpected end of input inside <key> opened on line 5")),
        .init("truncated in a tag", bytes: truncated(before: "a>AAEC"), malformed(18, "unexpected end of input")),
        .init("truncated in an entity", bytes: truncated(before: "amp;"),
              malformed(10, "unexpected end of input inside <string> opened on line 10")),
        .init("truncated in a character", bytes: truncated(before: "’", extra: 2), malformed(10, "invalid UTF-8")),
        .init("truncated in a nested array", bytes: truncated(before: "\t\t<real>"),
              malformed(15, "unexpected end of input inside <array> opened on line 13")),
        .init("truncated before </plist>", bytes: truncated(before: "</plist>"),
              malformed(21, "unexpected end of input inside <plist> opened on line 3")),
        .init("truncated in </plist>", bytes: truncated(before: "ist>\n"), malformed(21, "unexpected end of input")),
    ]

    @Test("rejects bad input with the exact error", arguments: cases)
    func rejects(_ testCase: XMLBadInputCase) {
        #expect(throws: testCase.expected) {
            try XMLPropertyListReader.read(testCase.bytes)
        }
    }

    @Test("the sample used for truncation is valid")
    func validSample() throws {
        let value = try XMLPlistSupport.read(Self.valid)
        guard case .dictionary(let root) = value, case .dictionary(let symbols)? = root["symbols"] else {
            Issue.record("unexpected structure: \(value)")
            return
        }
        #expect(symbols["label"] == .string("What’s New & more"))
        #expect(root["numbers"] == .array([.integer(-12), .real(2.5), .boolean(true),
                                          .date(Date(timeIntervalSince1970: 1_704_164_645)), .data([0, 1, 2, 255])]))
    }

    @Test("every truncation of a valid file throws")
    func everyTruncationThrows() throws {
        let bytes = Array(Self.valid.utf8)
        let end = try #require(Self.valid.range(of: "</plist>")).upperBound
        let complete = Self.valid.utf8.distance(from: Self.valid.startIndex, to: end)
        for length in 0..<complete {
            let prefix = Array(bytes.prefix(length))
            #expect(throws: PropertyListError.self, "prefix of \(length) bytes") {
                try XMLPropertyListReader.read(prefix)
            }
        }
        #expect(throws: Never.self) { try XMLPropertyListReader.read(Array(bytes.prefix(complete))) }
    }

    @Test("10,000 nested arrays fail at the depth limit without overflowing the stack")
    func deepNesting() {
        let xml = String(repeating: "<array>\n", count: 10_000) + String(repeating: "</array>\n", count: 10_000)
        #expect(throws: Self.malformed(65, "nesting deeper than 64 levels")) {
            try XMLPlistSupport.read(xml)
        }
    }

    @Test("random byte changes never crash")
    func mutations() {
        let original = Array(Self.valid.utf8)
        let replacements = Array("<>/&;!?[]-=\"' #x0aZ".utf8) + [0x80, 0xC3, 0xE2, 0xFF]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var outcomes = (values: 0, errors: 0)
        for _ in 0..<3_000 {
            var bytes = original
            for _ in 0...next(3) {
                bytes[next(bytes.count)] = replacements[next(replacements.count)]
            }
            do {
                _ = try XMLPropertyListReader.read(bytes)
                outcomes.values += 1
            } catch {
                outcomes.errors += 1
            }
        }
        #expect(outcomes.values + outcomes.errors == 3_000)
        #expect(outcomes.errors > 0)
    }
}
