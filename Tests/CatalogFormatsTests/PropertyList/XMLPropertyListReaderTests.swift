import Foundation
import Testing
@testable import CatalogFormats


/// A value to write with Foundation and read back. Dictionary keys are listed sorted,
/// the order in which `PropertyListSerialization` writes them.
struct XMLRoundTripCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let value: PropertyListValue

    init(_ label: String, _ value: PropertyListValue) {
        self.testDescription = label
        self.value = value
    }
}

/// Hand-written XML and the value it must produce.
struct XMLSnippetCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let xml: String
    let expected: PropertyListValue

    init(_ label: String, _ xml: String, _ expected: PropertyListValue) {
        self.testDescription = label
        self.xml = xml
        self.expected = expected
    }
}

@Suite("XMLPropertyListReader: valid input")
struct XMLPropertyListReaderTests {
    private static func dict(_ pairs: KeyValuePairs<String, PropertyListValue>) -> PropertyListValue {
        XMLPlistSupport.dictionary(pairs)
    }

    static let roundTrips: [XMLRoundTripCase] = [
        .init("ASCII string", .string("hello")),
        .init("empty string", .string("")),
        .init("non-ASCII string", .string("What’s\u{A0}New \u{100202} ÷ − … ≠ 😀")),
        .init("markup characters", .string("a < b && c > d \"q\" 'a' ]]> <![CDATA[")),
        .init("white space kept", .string("  two\n\tlines  ")),
        .init("integers", .array([.integer(0), .integer(-1), .integer(42), .integer(.max), .integer(.min)])),
        .init("reals", .array([.real(1.5), .real(0.1), .real(-2.25e-10), .real(1e300), .real(0)])),
        .init("infinities", .array([.real(.infinity), .real(-.infinity)])),
        .init("booleans", .array([.boolean(true), .boolean(false)])),
        .init("data", .array([.data([]), .data([0, 1, 2, 255]), .data((0..<200).map { UInt8($0) })])),
        .init("dates", .array([
            .date(Date(timeIntervalSinceReferenceDate: 0)),
            .date(Date(timeIntervalSinceReferenceDate: 12_345)),
            .date(Date(timeIntervalSince1970: -1_000_000_000)),
            .date(Date(timeIntervalSince1970: 1_709_208_000)),  // 2024-02-29T12:00:00Z
        ])),
        .init("empty containers", .array([.array([]), .dictionary(.init()), dict(["e": .array([])])])),
        .init("nested", dict([
            "categories": .array([
                dict(["icon": .string("sparkles"), "key": .string("whatsnew"), "label": .string("What’s New")]),
                dict(["icon": .string("folder"), "key": .string("objects"), "label": .string("Objects & Tools")]),
            ]),
            "count": .integer(2),
            "deep": .array([.array([.array([dict(["x": .boolean(false)])])])]),
            "search": dict(["lessthan": .array([.string("<"), .string("≤")])]),
        ])),
    ]

    @Test("values written by Foundation read back exactly", arguments: roundTrips)
    func roundTrip(_ testCase: XMLRoundTripCase) throws {
        let object = XMLPlistSupport.foundationObject(testCase.value)
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)
        let value = try XMLPropertyListReader.read([UInt8](data))
        #expect(value == testCase.value)
    }

    @Test("a Foundation dictionary literal reads back in Foundation's sorted key order")
    func foundationLiteral() throws {
        let object: [String: Any] = [
            "name": "Objects & Tools",
            "bytes": Data([0xDE, 0xAD]),
            "when": Date(timeIntervalSince1970: 0),
            "flags": [true, false],
            "count": 31,
            "ratio": 0.5,
            "quote": "’\u{A0}\u{100202}",
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)
        let expected = Self.dict([
            "bytes": .data([0xDE, 0xAD]),
            "count": .integer(31),
            "flags": .array([.boolean(true), .boolean(false)]),
            "name": .string("Objects & Tools"),
            "quote": .string("’\u{A0}\u{100202}"),
            "ratio": .real(0.5),
            "when": .date(Date(timeIntervalSince1970: 0)),
        ])
        #expect(try XMLPropertyListReader.read([UInt8](data)) == expected)
    }

    @Test("NaN reads back as NaN")
    func notANumber() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: [Double.nan], format: .xml, options: 0)
        let value = try XMLPropertyListReader.read([UInt8](data))
        guard case .array(let elements) = value, case .real(let real)? = elements.first else {
            Issue.record("expected an array holding a real, got \(value)")
            return
        }
        #expect(real.isNaN)
    }

    static let snippets: [XMLSnippetCase] = [
        .init("comments everywhere", """
            <!-- before --><?xml-stylesheet href="x"?>
            <plist version="1.0"><!-- a -->
            <dict><!-- b --><key>k<!-- c --></key><!-- d --><string>a<!-- e -->b</string></dict>
            <!-- f --></plist><!-- after -->
            """, dict(["k": .string("ab")])),
        .init("CDATA", "<plist><string><![CDATA[<a> & b]]></string></plist>", .string("<a> & b")),
        .init("CDATA mixed with text and entities", "<plist><string>x<![CDATA[]]>y&amp;<![CDATA[’]]></string></plist>",
              .string("xy&’")),
        .init("entities", "<plist><string>&lt;&gt;&amp;&quot;&apos;&#65;&#x1F600;&#x2019;&#8800;</string></plist>",
              .string("<>&\"'A😀’≠")),
        .init("entities in a key", "<plist><dict><key>a&amp;b</key><true/></dict></plist>",
              dict(["a&b": .boolean(true)])),
        .init("empty forms", "<plist><dict><key/><string/><key>a</key><array/><key>d</key><dict/></dict></plist>",
              dict(["": .string(""), "a": .array([]), "d": .dictionary(.init())])),
        .init("empty text elements", "<plist><array><string></string><data></data><data/></array></plist>",
              .array([.string(""), .data([]), .data([])])),
        .init("no declaration or DOCTYPE", "<plist version=\"1.0\"><integer>7</integer></plist>", .integer(7)),
        .init("bare value without <plist>", "<?xml version=\"1.0\"?>\n<array><string>a</string></array>\n",
              .array([.string("a")])),
        .init("byte-order mark", "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist><false/></plist>",
              .boolean(false)),
        .init("key order kept",
              "<plist><dict><key>b</key><integer>1</integer><key>a</key><integer>2</integer></dict></plist>",
              dict(["b": .integer(1), "a": .integer(2)])),
        .init("duplicate keys kept",
              "<plist><dict><key>a</key><integer>1</integer><key>a</key><integer>2</integer></dict></plist>",
              dict(["a": .integer(1), "a": .integer(2)])),
        .init("integer forms", """
            <plist><array><integer>0x1F</integer><integer>-0x10</integer><integer>+5</integer>\
            <integer>007</integer><integer>0XfF</integer><integer>-9223372036854775808</integer></array></plist>
            """, .array([.integer(31), .integer(-16), .integer(5), .integer(7), .integer(255), .integer(.min)])),
        .init("real forms", """
            <plist><array><real>1e3</real><real>.5</real><real>-inf</real><real>infinity</real>\
            <real>+infinity</real><real>5</real><real>-2.5E-3</real><real>INF</real></array></plist>
            """, .array([.real(1000), .real(0.5), .real(-.infinity), .real(.infinity), .real(.infinity),
                         .real(5), .real(-0.0025), .real(.infinity)])),
        .init("true and false written long", "<plist><array><true></true><false> </false></array></plist>",
              .array([.boolean(true), .boolean(false)])),
        .init("CR LF line ends", "<?xml version=\"1.0\"?>\r\n<plist>\r\n<string>a\r\nb</string>\r\n</plist>\r\n",
              .string("a\r\nb")),
        .init("DOCTYPE with internal subset",
              "<!DOCTYPE plist [ <!ENTITY x \"y>\"> ]>\n<plist><string>s</string></plist>",
              .string("s")),
        .init("attributes with > in quotes, spaces in close tags",
              "<plist version=\"1.0\" note='a>b' ><string >x</string ></plist >", .string("x")),
        .init("base64 with white space", "<plist><data>\n\tAAEC\n\t/w==\n</data></plist>", .data([0, 1, 2, 255])),
        .init("base64 without padding groups", "<plist><data>QUJD REVG</data></plist>", .data(Array("ABCDEF".utf8))),
        .init("date", "<plist><date>2024-01-02T03:04:05Z</date></plist>",
              .date(Date(timeIntervalSince1970: 1_704_164_645))),
        .init("date before 1970", "<plist><date>1900-03-01T00:00:00Z</date></plist>",
              .date(Date(timeIntervalSince1970: -2_203_891_200))),
        .init("raw non-ASCII", "<plist><string>’ ÷ − … ≠ ≤ ≥ \u{100202}</string></plist>",
              .string("’ ÷ − … ≠ ≤ ≥ \u{100202}")),
    ]

    @Test("hand-written XML", arguments: snippets)
    func snippet(_ testCase: XMLSnippetCase) throws {
        #expect(try XMLPlistSupport.read(testCase.xml) == testCase.expected)
    }

    @Test("64 nested arrays are accepted")
    func maximumDepthAccepted() throws {
        let depth = 64
        let xml = String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
        var value = try XMLPlistSupport.read(xml)
        var levels = 0
        while case .array(let elements) = value {
            levels += 1
            guard let first = elements.first else { break }
            value = first
        }
        #expect(levels == depth)
    }

    @Test("looksLikeXML", arguments: [
        ("<?xml version=\"1.0\"?>", true),
        ("\u{FEFF}  \n<?xml", true),
        ("<!DOCTYPE plist PUBLIC", true),
        ("\t<plist version=\"1.0\">", true),
        ("bplist00", false),
        ("\"a\" = \"b\";", false),
        ("<!-- comment --><plist>", false),
        ("", false),
        ("<?xm", false),
    ])
    func looksLikeXML(text: String, expected: Bool) {
        #expect(XMLPropertyListReader.looksLikeXML(Array(text.utf8)) == expected)
    }
}
