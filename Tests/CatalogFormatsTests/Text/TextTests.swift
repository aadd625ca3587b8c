import Foundation
import Testing
@testable import CatalogFormats

@Suite("Text: byte-order marks, Base64, hexadecimal digits, padding, replacing, trimming")
struct TextTests {
    @Test("UTF-8 with or without a BOM, UTF-16 in either order with its BOM; anything else must be UTF-8", arguments: [
        ([0xEF, 0xBB, 0xBF, 0x61, 0xC3, 0xA9], [0x61, 0xC3, 0xA9]),
        ([0x61, 0xC3, 0xA9], [0x61, 0xC3, 0xA9]),
        ([0xFF, 0xFE, 0x61, 0x00, 0xE9, 0x00], [0x61, 0xC3, 0xA9]),
        ([0xFE, 0xFF, 0x00, 0x61, 0x00, 0xE9], [0x61, 0xC3, 0xA9]),
        // U+1F600 as a surrogate pair.
        ([0xFF, 0xFE, 0x3D, 0xD8, 0x00, 0xDE], [0xF0, 0x9F, 0x98, 0x80]),
    ] as [([UInt8], [UInt8])])
    func decoding(bytes: [UInt8], expected: [UInt8]) throws {
        #expect(try TextDecoding.utf8Bytes(of: bytes) == expected)
    }

    @Test("invalid text names what is wrong and where", arguments: [
        ([0x61, 0x62, 0xFF], "unreadable text: invalid UTF-8 near byte 2"),
        ([0xFF, 0xFE, 0x61], "unreadable text: UTF-16 text with an odd number of bytes (3)"),
    ] as [([UInt8], String)])
    func invalid(bytes: [UInt8], message: String) {
        #expect(throws: PropertyListError.self) { try TextDecoding.utf8Bytes(of: bytes) }
        do {
            _ = try TextDecoding.utf8Bytes(of: bytes)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("Base64 as RFC 4648 writes it, padding included", arguments: [
        ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
    ])
    func base64(text: String, encoded: String) {
        #expect(Base64.encode(Array(text.utf8)) == encoded)
        #expect(Base64.encode(Array(text.utf8)) == Data(text.utf8).base64EncodedString())
    }

    @Test("hexadecimal digits in either case; every other byte is nil")
    func hexadecimal() {
        let digits = (0...255).compactMap { byte in UInt8(byte).hexadecimalDigitValue.map { (UInt8(byte), $0) } }
        #expect(digits.map(\.1) == Array(0...9) + Array(10...15) + Array(10...15))
        #expect(String(decoding: digits.map(\.0), as: UTF8.self) == "0123456789ABCDEFabcdef")
    }

    @Test("padding, replacing byte for byte, trimming Unicode white space")
    func strings() {
        #expect("7".leftPadded(to: 3) == "007")
        #expect("f4".leftPadded(to: 4) == "00f4")
        #expect("12345".leftPadded(to: 3) == "12345")
        #expect("a'b''".replacingEvery("'", with: "'\\''") == "a'\\''b'\\'''\\''")
        // A quote followed by a combining accent is still a quote, as Foundation sees it.
        #expect("'\u{301}".replacingEvery("'", with: "x") == "x\u{301}")
        #expect("abc".replacingEvery("", with: "x") == "abc")
        #expect("\u{200B}\u{3000} a b\n\t\u{A0}".trimmingWhitespace == "a b")
        #expect(" \n ".trimmingWhitespace == "")
    }
}
