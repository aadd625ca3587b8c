import Testing
@testable import CatalogFormats

private func pairs(_ items: [(String, PropertyListValue)]) -> PropertyListValue {
    var result = PropertyListValue.OrderedPairs()
    for (key, value) in items { result.append(key, value) }
    return .dictionary(result)
}

@Suite("OpenStep and .strings reader")
struct OpenStepPropertyListReaderTests {
    static let goodCases: [(String, PropertyListValue)] = [
        // Apple's app copy: one pair per line, no comments.
        ("\"a\" = \"character\";\n\"a.book.closed\" = \"character.book.closed\";\n",
         pairs([("a", .string("character")), ("a.book.closed", .string("character.book.closed"))])),
        // SFSafeSymbols' header.
        ("//\n// Retrieved via the SFSymbols app package contents (Version 3.1)\n//\n\n\"a\" = \"character\";\n",
         pairs([("a", .string("character"))])),
        ("/* block\n comment */ \"x\" /* inline */ = \"y\"; // trailing\n", pairs([("x", .string("y"))])),
        ("\"key\";", pairs([("key", .string("key"))])),
        ("unquoted = value.with.dots-1_2;", pairs([("unquoted", .string("value.with.dots-1_2"))])),
        ("'single' = 'quotes';", pairs([("single", .string("quotes"))])),
        ("\"esc\" = \"a\\\"b\\\\c\\nd\\te\\U2019\\101\";", pairs([("esc", .string("a\"b\\c\nd\te’A"))])),
        ("\"pua\" = \"\\UDBC0\\UDE02\";", pairs([("pua", .string("\u{100202}"))])),
        ("\"text\" = \"What’s New ÷ …\";", pairs([("text", .string("What’s New ÷ …"))])),
        ("// only a comment\n", .dictionary(.init())),
        ("{ a = (1, \"two\", {b = c;},); d = <0fbd 7A>; }",
         pairs([("a", .array([.string("1"), .string("two"), pairs([("b", .string("c"))])])), ("d", .data([0x0F, 0xBD, 0x7A]))])),
        ("(a, b)", .array([.string("a"), .string("b")])),
        ("\"lonely\"", .string("lonely")),
    ]

    @Test(arguments: goodCases)
    func parses(text: String, expected: PropertyListValue) throws {
        #expect(try OpenStepPropertyListReader.read(Array(text.utf8)) == expected)
    }

    @Test("UTF-16 with a BOM in both byte orders, and UTF-8 with a BOM")
    func encodings() throws {
        let pairsToWrite = [(key: "apple.logo", value: "Apple’s \u{A0}logo \u{100202}")]
        let expected = pairs([("apple.logo", .string("Apple’s \u{A0}logo \u{100202}"))])
        for encoding in [StringsFileWriter.Encoding.utf8, .utf16LittleEndian, .utf16BigEndian] {
            #expect(try OpenStepPropertyListReader.read(StringsFileWriter.data(pairsToWrite, encoding: encoding)) == expected)
        }
        #expect(try OpenStepPropertyListReader.read([0xEF, 0xBB, 0xBF] + Array("\"a\" = \"b\";".utf8)) == pairs([("a", .string("b"))]))
    }

    @Test("the writer escapes what the reader unescapes")
    func writerRoundTrip() throws {
        let tricky = [(key: "quote\"back\\slash", value: "line\nbreak\ttab\u{1}ctrl")]
        let value = try OpenStepPropertyListReader.read(StringsFileWriter.data(tricky))
        #expect(value == pairs([("quote\"back\\slash", .string("line\nbreak\ttab\u{1}ctrl"))]))
        #expect(StringsFileWriter.text([(key: "a", value: "b")], header: ["h"]) == "// h\n\n\"a\" = \"b\";\n")
    }

    static let badCases: [(String, PropertyListError)] = [
        ("", .empty),
        ("  \n\t ", .empty),
        ("\"a\" = \"b\"\n\"c\" = \"d\";", .stringsSyntax(line: 2, reason: "expected ';' after the value of \"a\" (line 1), found '\"'")),
        ("\"a\" \"b\";", .stringsSyntax(line: 1, reason: "expected '=' after key \"a\", found '\"'")),
        ("\"a\" = \"b;\n\n", .stringsSyntax(line: 1, reason: "string opened on line 1 is not closed")),
        ("\n/* open", .stringsSyntax(line: 2, reason: "comment opened on line 2 is not closed with '*/'")),
        ("\"a\" = ;", .stringsSyntax(line: 1, reason: "expected a string, found ';'")),
        ("\"a\" = \"b\";\n}", .stringsSyntax(line: 2, reason: "expected a string, found '}'")),
        ("{ a = b; ", .stringsSyntax(line: 1, reason: "dictionary opened on line 1 is not closed with '}'")),
        ("(a, b", .stringsSyntax(line: 1, reason: "array opened on line 1 is not closed with ')'")),
        ("(a b)", .stringsSyntax(line: 1, reason: "expected ',' or ')' in array, found 'b'")),
        ("<0fb>", .stringsSyntax(line: 1, reason: "data has an odd number of hex digits")),
        ("{a = b;} extra", .stringsSyntax(line: 1, reason: "unexpected 'e' after the end of the property list")),
        ("\"a\" = \"\\UD800x\";", .stringsSyntax(line: 1, reason: "unpaired surrogate \\UD800")),
        ("\"a\" = \"\\U12\";", .stringsSyntax(line: 1, reason: "\\U must be followed by four hex digits")),
        ("\"a\\", .stringsSyntax(line: 1, reason: "backslash at the end of the file")),
    ]

    @Test(arguments: badCases)
    func rejects(text: String, expected: PropertyListError) {
        #expect(throws: expected) { try OpenStepPropertyListReader.read(Array(text.utf8)) }
    }

    @Test("UTF-16 with an odd byte count or an unpaired surrogate")
    func badUTF16() {
        #expect(throws: PropertyListError.invalidEncoding("UTF-16 text with an odd number of bytes (5)")) {
            try OpenStepPropertyListReader.read([0xFF, 0xFE, 0x22, 0x00, 0x61])
        }
        #expect(throws: PropertyListError.invalidEncoding("invalid UTF-16 (unpaired surrogate) near byte 2")) {
            try OpenStepPropertyListReader.read([0xFF, 0xFE, 0x00, 0xD8, 0x61, 0x00])
        }
    }

    @Test("deep nesting is an error, not a stack overflow")
    func depth() {
        let text = String(repeating: "(", count: 10_000)
        #expect(throws: PropertyListError.stringsSyntax(line: 1, reason: "nested deeper than 64 levels")) {
            try OpenStepPropertyListReader.read(Array(text.utf8))
        }
    }

    @Test("truncating a valid file anywhere never crashes")
    func truncation() {
        let text = Array("// h\n{ a = (1, \"two\", {b = c;}); d = <0fbd>; \"e\" = \"f\\U2019\"; }".utf8)
        for length in 0..<text.count {
            _ = try? OpenStepPropertyListReader.read(Array(text.prefix(length)))
        }
    }
}
