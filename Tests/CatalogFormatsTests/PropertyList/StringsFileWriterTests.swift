import CatalogFormats
import Foundation
import Testing

/// `.strings` files hold every character (escapes for the controls), so, unlike XML property
/// lists, the writer refuses nothing: our reader and Foundation's (CoreFoundation's OpenStep
/// parser, Apple's own) read every name back; a header line stays a comment.
@Suite("StringsFileWriter: every character written, read back")
struct StringsFileWriterTests {
    /// Every character the XML writer refuses, the controls it keeps, and the hidden ones.
    static let hostile: [String] = (0...0x1F).map { "c\(String($0, radix: 16))-" + String(Unicode.Scalar(UInt8($0))) + "-" }
        + ["del\u{7F}", "c1\u{85}\u{9B}", "nonchar\u{FFFE}\u{FFFF}", "rlo\u{202E}ls\u{2028}bom\u{FEFF}", "q\"b\\s", "// not a comment", "/* x */"]

    @Test("our reader and Foundation's read every key and value back", arguments: [StringsFileWriter.Encoding.utf8, .utf16LittleEndian])
    func readBack(encoding: StringsFileWriter.Encoding) throws {
        let pairs = Self.hostile.map { (key: $0, value: "v" + $0) }
        let bytes = StringsFileWriter.data(pairs, header: ["a header", "line\nfeed \"x\" = \"y\";\r\u{2028}"], encoding: encoding)
        let read = try OpenStepPropertyListReader.read(bytes)
        guard case .dictionary(let dictionary) = read else { Issue.record("not a dictionary: \(read)"); return }
        #expect(dictionary.count == pairs.count, "the header added no pair")
        for (key, value) in pairs { #expect(dictionary.makeIndex()[key] == .string(value), "\(key.debugDescription)") }
        let foundation = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: String]
        #expect(foundation == Dictionary(uniqueKeysWithValues: pairs.map { ($0.key, $0.value) }))
    }

    @Test("a header line keeps to its line: controls and line breaks shown, as in a Swift comment")
    func header() {
        #expect(StringsFileWriter.text([(key: "a", value: "b")], header: ["6.0\n\"x\" = \"y\";\u{1B}"])
            == "// 6.0\\n\"x\" = \"y\";\\u{1B}\n\n\"a\" = \"b\";\n")
    }
}
