import Foundation
import Testing
@testable import CatalogFormats

@Suite("XML property list writer")
struct XMLPropertyListWriterTests {
    @Test("plutil layout: DTD, tabs, sorted keys")
    func layout() throws {
        let value = PropertyListValue.dictionary(.init(keys: ["b", "a"], values: [.array([.string("x<&>")]), .integer(3)]))
        #expect(try XMLPropertyListWriter.text(value) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>a</key>
            \t<integer>3</integer>
            \t<key>b</key>
            \t<array>
            \t\t<string>x&lt;&amp;&gt;</string>
            \t</array>
            </dict>
            </plist>

            """)
    }

    @Test("round trip through our reader and Foundation's")
    func roundTrip() throws {
        let value = PropertyListValue.dictionary(.init(
            keys: ["data", "date", "empty", "flag", "real", "text"],
            values: [.data([0, 1, 2, 250, 251]), .date(Date(timeIntervalSinceReferenceDate: 86_400 * 365.25 * 20)),
                     .array([]), .boolean(true), .real(1.5), .string("What’s New \u{100202}")]))
        let bytes = try XMLPropertyListWriter.data(value)
        #expect(try XMLPropertyListReader.read(bytes) == value)
        let foundation = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any]
        #expect(foundation?["text"] as? String == "What’s New \u{100202}")
        #expect(foundation?["data"] as? Data == Data([0, 1, 2, 250, 251]))
        #expect((foundation?["date"] as? Date)?.timeIntervalSinceReferenceDate == 86_400 * 365.25 * 20)
    }
}
