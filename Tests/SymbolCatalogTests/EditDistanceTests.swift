import Testing
@testable import SymbolCatalog

@Suite("Edit distance (banded) for did-you-mean")
struct EditDistanceTests {
    /// Textbook Levenshtein distances (kitten/sitting is Levenshtein's own example).
    static let known: [(String, String, Int)] = [
        ("kitten", "sitting", 3), ("flaw", "lawn", 2), ("saturday", "sunday", 3), ("", "abc", 3),
        ("abc", "", 3), ("heart", "heart", 0), ("hart", "heart", 1), ("heart.fill", "heart.fil", 1),
        ("gumbo", "gambol", 2), ("book", "back", 2),
    ]

    @Test("known distances, within and beyond the limit", arguments: known)
    func knownDistances(a: String, b: String, distance: Int) {
        #expect(EditDistance.bounded(Array(a.utf8), Array(b.utf8), limit: distance) == distance)
        #expect(EditDistance.bounded(Array(a.utf8), Array(b.utf8), limit: distance + 2) == distance)
        if distance > 0 { #expect(EditDistance.bounded(Array(a.utf8), Array(b.utf8), limit: distance - 1) == nil) }
    }

    /// The full Wagner–Fischer matrix, as the reference for the band.
    static func full(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
        }
        return rows[a.count][b.count]
    }

    @Test("agrees with the full matrix on 2,000 word pairs at limits 0 to 4")
    func agreesWithFullMatrix() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = Array("abc.".utf8)
        for _ in 0..<2000 {
            let a = (0..<next(9)).map { _ in alphabet[next(alphabet.count)] }
            let b = (0..<next(9)).map { _ in alphabet[next(alphabet.count)] }
            let expected = Self.full(a, b)
            for limit in 0...4 {
                #expect(EditDistance.bounded(a, b, limit: limit) == (expected <= limit ? expected : nil))
            }
        }
    }
}
