import Testing
@testable import CatalogFormats

@Suite("YAML subset reader (categories.yml)")
struct YAMLSubsetReaderTests {
    @Test func categoriesShape() throws {
        let text = """
            # comment
            accessibility:
              icons:
                - accessible-icon
                - '0'
                - "quoted # not a comment"
              label: Accessibility & More  # trailing comment
            alert:
              label: 'It''s an alert'
              icons:
              - bell
            empty:

            """
        let value = try YAMLSubsetReader.read(text)
        let expected = PropertyListValue.dictionary(.init(
            keys: ["accessibility", "alert", "empty"],
            values: [
                .dictionary(.init(keys: ["icons", "label"], values: [
                    .array([.string("accessible-icon"), .string("0"), .string("quoted # not a comment")]),
                    .string("Accessibility & More"),
                ])),
                .dictionary(.init(keys: ["label", "icons"], values: [.string("It's an alert"), .array([.string("bell")])])),
                .string(""),
            ]))
        #expect(value == expected)
    }

    static let bad: [(String, YAMLSubsetReader.SyntaxError)] = [
        ("a:\n  icons: [x, y]\n", .init(line: 2, reason: "unsupported YAML syntax '['")),
        ("a:\n\tb: c\n", .init(line: 2, reason: "tabs are not allowed for indentation")),
        ("a: b\na: c\n", .init(line: 2, reason: "duplicate key 'a'")),
        ("a:\n  - x\n  y: z\n", .init(line: 3, reason: "expected '- ' to continue the list")),
        ("a: b\n    c: d\n", .init(line: 2, reason: "unexpected indentation")),
        ("just text\n", .init(line: 1, reason: "expected 'key:' in a mapping")),
        ("a: 'open\n", .init(line: 1, reason: "unterminated quoted string")),
        ("- a: b\n", .init(line: 1, reason: "mappings inside list items are not supported")),
        ("a: *anchor\n", .init(line: 1, reason: "unsupported YAML syntax '*'")),
    ]

    @Test(arguments: bad)
    func rejects(text: String, expected: YAMLSubsetReader.SyntaxError) {
        #expect(throws: expected) { try YAMLSubsetReader.read(text) }
    }
}
