import Testing
@testable import SymbolCatalog

/// A query is its words: arguments split at Unicode's white space, as the site's page splits
/// them (`routes.test.js` checks the page against the same list).
@Suite("SymbolQuery.words: the words typed")
struct SymbolQueryWordsTests {
    /// Unicode's White_Space (PropList.txt).
    static let whiteSpace: [UInt32] = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0, 0x1680] + Array(0x2000...0x200A)
        + [0x2028, 0x2029, 0x202F, 0x205F, 0x3000]

    @Test("splits at exactly Unicode's white space, nothing else (not U+FEFF, not a dot)")
    func whiteSpaceOnly() {
        var splitting = [UInt32]()
        for code in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(code) else { continue }
            if SymbolQuery.words(of: ["a" + String(Character(scalar)) + "b"]).count == 2 { splitting.append(code) }
        }
        #expect(splitting == Self.whiteSpace)
    }

    @Test("a quoted phrase is its words, arguments in order; a dotted word stays one", arguments: [
        ([" user  profile\t"], ["user", "profile"]),
        (["star fill", "circle"], ["star", "fill", "circle"]),
        (["star.fill"], ["star.fill"]),
        (["", " ", "\u{3000}"], []),
    ])
    func phrases(arguments: [String], words: [String]) {
        #expect(SymbolQuery.words(of: arguments) == words)
    }
}
