import Testing
@testable import catalog_cli

@Suite("Picker: key decoding")
struct KeyDecoderTests {
    static func keys(_ bytes: [UInt8]) -> [PickerKey] {
        var decoder = KeyDecoder()
        return decoder.feed(bytes) + decoder.flush()
    }

    @Test("what terminals send in raw mode", arguments: [
        ([0x61], [PickerKey.character("a")]),
        ([0x0D], [.enter]), ([0x0A], [.enter]), ([0x09], [.tab]), ([0x7F], [.backspace]), ([0x08], [.backspace]),
        ([0x03], [.control("c")]), ([0x06], [.control("f")]), ([0x1A], [.control("z")]), ([0x0E], [.control("n")]),
        ([0x1B], [.escape]),
        (Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8), [.up, .down, .right, .left]),
        (Array("\u{1B}OA\u{1B}OB\u{1B}OH\u{1B}OF".utf8), [.up, .down, .home, .end]),   // application cursor mode
        (Array("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~".utf8), [.home, .end, .home, .end, .home, .end]),
        (Array("\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[Z".utf8), [.pageUp, .pageDown, .delete, .backTab]),
        (Array("\u{1B}[1;5A".utf8), [.up]),                                              // Ctrl-Up: still up
        (Array("\u{1B}[15~\u{1B}[<0;3;4M".utf8), [.unknown, .unknown]),                   // F5, a mouse report
        (Array("\u{1B}c\u{1B}\u{7F}".utf8), [.alt("c"), .alt("\u{7F}")]),
        (Array("é★".utf8), [.character("é"), .character("★")]),
        ([0xC2, 0x9B], [.unknown]),                                                       // C1 CSI as UTF-8: never typed
        ([0xFF, 0x62], [.unknown, .character("b")]),                                      // not UTF-8
        (Array("\u{1B}\u{1B}[A".utf8), [.escape, .up]),
    ] as [([UInt8], [PickerKey])])
    func decodes(bytes: [UInt8], expected: [PickerKey]) {
        #expect(Self.keys(bytes) == expected)
    }

    @Test("sequences cut between reads wait for the rest; a lone ESC waits for flush")
    func pieces() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.hasPending)
        #expect(decoder.feed(Array("[".utf8)) == [])
        #expect(decoder.feed(Array("B".utf8)) == [.down])
        #expect(!decoder.hasPending)
        #expect(decoder.feed([0xE2, 0x98]) == [])                 // ★ cut after two of three bytes
        #expect(decoder.feed([0x85, 0x61]) == [.character("★"), .character("a")])
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.flush() == [.escape])
        #expect(decoder.feed(Array("\u{1B}[".utf8)) == [])
        #expect(decoder.flush() == [.escape, .character("[")])
    }
}
