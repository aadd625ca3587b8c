import Testing
@testable import CatalogFormats

@Suite("The store's JSON reader and writer")
struct StoreJSONTests {
    private func parse(_ text: String) throws -> JSONValue { try JSONReader.parse(Array(text.utf8)) }

    @Test("values, escapes, surrogate pairs, a byte-order mark")
    func values() throws {
        #expect(try parse(#"{"a": [1, -2.5e3, true, false, null, "x"]}"#)
            == .object([("a", .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null, .string("x")]))]))
        #expect(try parse(#""\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#) == .string("\"\\/\u{8}\u{C}\n\r\t\u{E9}\u{1F600}"))
        #expect(try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8)) == .array([]))
        #expect(try parse(" \n\t{ } \r\n") == .object([]))
        #expect(try parse("\"ünï ★\"") == .string("ünï ★"))
    }

    @Test("errors say where and what", arguments: [
        ("", "line 1, column 1: the file is empty"),
        ("   ", "line 1, column 4: no JSON value"),
        ("{\"a\": 1,}", "line 1, column 9: expected a string key, found '}'"),
        ("{\n  \"a\": [1, 2,, 3]\n}", "line 2, column 14: expected a value, found ','"),
        ("{\"a\" 1}", "line 1, column 6: expected ':' after key 'a', found '1'"),
        ("{\"a\": 1 \"b\": 2}", "line 1, column 9: expected ',' or '}' after an object member, found '\"'"),
        ("[1 2]", "line 1, column 4: expected ',' or ']' after an array item, found '2'"),
        ("{\"a\": 1, \"a\": 2}", "line 1, column 10: duplicate key 'a'"),
        ("{\"a\": tru}", "line 1, column 7: expected a value, found 't'"),
        ("[01]", "line 1, column 3: invalid number: no leading zeros"),
        ("[1.]", "line 1, column 4: invalid number: digits must follow '.'"),
        ("[1e]", "line 1, column 4: invalid number: digits must follow the exponent"),
        ("[-]", "line 1, column 3: invalid number"),
        ("\"abc", "line 1, column 1: unterminated string"),
        ("\"a\tb\"", "line 1, column 3: control character U+0009 in a string (write it as an escape)"),
        ("\"\\x\"", "line 1, column 3: invalid escape '\\x'"),
        ("\"\\u12\"", "line 1, column 4: expected four hex digits after \\u"),
        ("\"\\ud83d\"", "line 1, column 8: a high surrogate \\ud83d without its low half"),
        ("\"\\ude00\"", "line 1, column 8: a lone low surrogate \\ude00"),
        ("{} {}", "line 1, column 4: unexpected '{' after the JSON value"),
        ("[1]\u{0}", "line 1, column 4: unexpected byte 0x0 after the JSON value"),
        ("{\"a\": é}", "line 1, column 7: expected a value, found 'é'"),
    ])
    func errors(text: String, message: String) {
        #expect(throws: JSONReader.SyntaxError.self) { try parse(text) }
        do { _ = try JSONReader.parse(Array(text.utf8)) } catch { #expect(error.description == message) }
    }

    @Test("invalid UTF-8 inside a string, and nesting deeper than 64 levels")
    func limits() {
        #expect(throws: JSONReader.SyntaxError(line: 1, column: 1, message: "invalid UTF-8 in a string")) {
            try JSONReader.parse([0x22, 0xFF, 0x22])
        }
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(throws: JSONReader.SyntaxError(line: 1, column: 65, message: "nested deeper than 64 levels")) { try parse(deep) }
        let fine = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(throws: Never.self) { try parse(fine) }
    }

    @Test("the writer's text reads back the same, control characters escaped")
    func roundTrip() throws {
        let value = JSONValue.object([
            ("text", .string("tab\t quote\" back\\ bell\u{7} del\u{7F} ls\u{2028} ★")),
            ("list", .array([.string("a"), .string("b")])),
            ("nested", .object([("n", .number("1")), ("empty", .array([])), ("none", .object([]))])),
        ])
        let text = value.rendered { if case .array = $0 { true } else { false } }
        #expect(text == """
            {
              "text": "tab\\t quote\\" back\\\\ bell\\u0007 del\\u007f ls\\u2028 ★",
              "list": ["a", "b"],
              "nested": {
                "n": 1,
                "empty": [],
                "none": {}
              }
            }

            """)
        #expect(try parse(text) == value)
    }
}
