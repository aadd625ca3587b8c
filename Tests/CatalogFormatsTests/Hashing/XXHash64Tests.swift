import Testing
@testable import CatalogFormats

@Suite("XXH64")
struct XXHash64Tests {
    /// Expected values from the reference implementation (`xxhsum -H1`, xxHash 0.8.1); the
    /// lengths cover the empty input, the tail paths (1, 3, 39) and several 32-byte stripes.
    @Test("known values", arguments: [
        ("", UInt64(0xEF46_DB37_51D8_E999)),
        ("a", 0xD24E_C4F1_A98C_6E5B),
        ("abc", 0x44BC_2CF5_AD77_0999),
        ("Nobody inspects the spammish repetition", 0xFBCE_A83C_8A37_8BF1),
    ])
    func text(text: String, expected: UInt64) {
        #expect(XXHash64.hash(Array(text.utf8)) == expected)
    }

    @Test("bytes 0, 1, 2, … modulo 251", arguments: [
        (45, UInt64(0x10FD_D84D_6409_ABDF)), (1000, 0xF306_F04A_A88B_54D3), (10_000, 0xB3DB_A208_4C82_88C4),
    ])
    func bytes(count: Int, expected: UInt64) {
        #expect(XXHash64.hash((0..<count).map { UInt8($0 % 251) }) == expected)
    }
}

extension XXHash64Tests {
    @Test("hashing piece by piece gives the one-shot value, however the pieces are cut", arguments: [1, 3, 31, 32, 33, 100, 4096])
    func streamed(piece: Int) {
        let bytes = (0..<10_000).map { UInt8($0 % 251) }
        var state = XXHash64.State()
        var start = 0
        while start < bytes.count {
            let end = min(start + piece, bytes.count)
            bytes[start..<end].withUnsafeBytes { state.update($0) }
            start = end
        }
        #expect(state.finish() == XXHash64.hash(bytes))
    }
}
