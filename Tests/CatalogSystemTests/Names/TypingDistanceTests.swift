import Testing
@testable import CatalogSystem

@Suite("Typing distance: omissions cheaper than wrong letters, a swap one edit")
struct TypingDistanceTests {
    /// Costs worked by hand: omission 2, swap 2, wrong letter 3.
    static let known: [(String, String, Int)] = [
        ("heart", "heart", 0), ("Heart", "hEART", 0), ("hart", "heart", 2), ("hart", "cart", 3),
        ("hart.fill", "heart.fill", 2), ("hart.fill", "cart.fill", 3), ("haert", "heart", 2),
        ("bookmak", "bookmark", 2), ("", "abc", 6), ("abc", "", 6), ("kitten", "sitting", 8),
        ("ca", "abc", 6), ("abcd", "badc", 4), ("star", "tsar", 2),
    ]

    @Test("known distances, within and beyond the limit", arguments: known)
    func knownDistances(a: String, b: String, distance: Int) {
        #expect(TypingDistance.distance(a, b, limit: distance) == distance)
        #expect(TypingDistance.distance(a, b, limit: distance + 5) == distance)
        #expect(TypingDistance.distance(b, a, limit: distance + 5) == distance)
        if distance > 0 { #expect(TypingDistance.distance(a, b, limit: distance - 1) == nil) }
    }

    /// The full optimal-string-alignment matrix with the same weights, as the reference for the
    /// band and the early exits.
    static func full(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i * 2 }
        for j in 0...b.count { rows[0][j] = j * 2 }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                var value = min(rows[i - 1][j] + 2, rows[i][j - 1] + 2, rows[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 3))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1], a[i - 1] != b[j - 1] {
                    value = min(value, rows[i - 2][j - 2] + 2)
                }
                rows[i][j] = value
            }
        }
        return rows[a.count][b.count]
    }

    @Test("agrees with the full matrix on 3,000 word pairs at limits 0 to 12")
    func agreesWithFullMatrix() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = Array("abc.".utf8)
        for _ in 0..<3_000 {
            let a = (0..<next(9)).map { _ in alphabet[next(alphabet.count)] }
            let b = (0..<next(9)).map { _ in alphabet[next(alphabet.count)] }
            let expected = Self.full(a, b)
            let limit = next(13)
            let got = TypingDistance.distance(a, b, limit: limit)
            #expect(got == (expected <= limit ? expected : nil), "\(a) \(b) limit \(limit)")
        }
    }

    @Test("the lower bound never exceeds the distance")
    func lowerBoundHolds() {
        let pairs = [("heart", "earth"), ("abc", "xyz"), ("aab", "b"), ("bookmark", "bookmak")]
        for (a, b) in pairs {
            let bound = Array(a.utf8).withUnsafeBufferPointer { x in Array(b.utf8).withUnsafeBufferPointer { y in TypingDistance.lowerBound(x, y) } }
            #expect(bound <= Self.full(Array(a.utf8), Array(b.utf8)))
        }
    }
}
