import Foundation
import Testing
import TypeScale

@Suite("FontTableData: signed reads and bounds")
struct FontTableDataTests {
    let data = FontTableData(tag: "test", bytes: [0xFF, 0xFE, 0x80, 0x00, 0xE0, 0x00, 0x7F, 0xFF, 0x00, 0x01, 0x80, 0x00])

    @Test("Fixed 16.16, F2Dot14 and int16 keep their sign")
    func signed() throws {
        #expect(try data.fixed(at: 0) == -1.5)          // 0xFFFE8000
        #expect(try data.f2Dot14(at: 4) == -0.5)        // 0xE000
        #expect(try data.f2Dot14(at: 6) == 32767.0 / 16384)
        #expect(try data.int16(at: 0) == -2)
        #expect(try data.uint16(at: 0) == 0xFFFE)
        #expect(try data.int32(at: 0) == -98304)
        #expect(try data.uint32(at: 0) == 0xFFFE_8000)
        #expect(try data.int8(at: 2) == -128)
        #expect(try data.fixed(at: 8) == 1.5)           // 0x00018000
    }

    @Test("a read past the end throws naming the table, offset and length", arguments: [(11, 2), (12, 1), (-1, 1), (9, 4)])
    func pastTheEnd(offset: Int, size: Int) {
        #expect(throws: FontTableError(path: nil, reason: .truncatedTable(tag: "test", offset: offset, size: size, length: 12))) {
            try data.check(offset, size)
        }
        #expect(!data.contains(offset, size))
    }

    @Test("the message says what is short")
    func message() {
        let error = FontTableError(path: "/f.ttf", reason: .truncatedTable(tag: "hmtx", offset: 4096, size: 4, length: 4096))
        #expect(error.description == "/f.ttf: table 'hmtx' is too short: 4 bytes at offset 4,096 are past its 4,096 bytes")
    }
}
