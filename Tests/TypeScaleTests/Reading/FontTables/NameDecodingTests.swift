import Testing
@testable import TypeScale

@Suite("Name records: UTF-16BE, the ASCII shortcut and the full decoder agree")
struct NameDecodingTests {
    static func utf16BigEndian(_ text: String) -> [UInt8] {
        text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }

    @Test("ASCII names come from the low bytes, also from a slice that does not start at 0",
          arguments: ["Noto Sans", "", "A", "DejaVu Sans Mono Bold Oblique", "tab\there\u{0}nul", "\u{7F}"])
    func ascii(text: String) throws {
        let bytes = [0xAB, 0xCD] + Self.utf16BigEndian(text)
        let slice = bytes[2...]
        #expect(NameTable.asciiFromUTF16BigEndian(slice) == text)
        #expect(NameTable.decode(slice, platform: 3, encoding: 1) == text)
    }

    @Test("anything else goes to the full decoder, which gives the same string",
          arguments: ["Noto Sans 日本語", "Ünïcode", "\u{80}", "emoji 😀 pair", "ĀB"])
    func other(text: String) throws {
        let bytes = Self.utf16BigEndian(text)
        #expect(NameTable.asciiFromUTF16BigEndian(bytes[...]) == nil)
        #expect(NameTable.decode(bytes[...], platform: 3, encoding: 1) == text)
    }

    @Test("an odd length or a lone surrogate is no name")
    func malformed() {
        #expect(NameTable.decode([0x00, 0x41, 0x00][...], platform: 3, encoding: 1) == nil)
        #expect(NameTable.decode([0xD8, 0x00, 0x00, 0x41][...], platform: 3, encoding: 1) == nil)
    }
}
