import CatalogSystem

/// A term's typo match on one symbol: the word it was taken for.
struct FuzzyMatch: Hashable, Sendable {
    var match: TermMatch
    /// The name component or keyword word the term is a typo of.
    var word: String
    /// ``CatalogSystem/TypingDistance`` cost units.
    var distance: Int
}

/// The words of a data set (name components and keyword words, lowercased) indexed for typo
/// look-up by their deletion neighbourhood, in the manner of SymSpell: every string made by
/// deleting up to one letter of a word (two for words of 5 letters or more) is hashed and
/// points back at the word. Two words within n slips (a missing, extra or wrong letter, or
/// two neighbours swapped) share such a string with at most n letters deleted from each,
/// so the candidates for a term are the words its own deletions hit; each is then checked
/// exactly. Built once per data set and kept in the cache index.
///
/// Bounded by what a person types: words and terms longer than ``maximumWordLength`` take no
/// part (a word of n letters has about n²/2 deletions: one 3,000-letter keyword made every
/// search take 21 s), and a data set whose deletions would pass ``maximumDeletions`` gets no
/// typo index at all (``isOverLimit``): search matches as written only, and says so.
public struct FuzzyIndex: Equatable, Sendable {
    /// Distinct words, sorted by their UTF-8 bytes.
    let words: [String]
    /// Where each word's postings start in ``postings`` (`words.count + 1` offsets).
    let postingStarts: [UInt32]
    /// Per word, sorted: symbol index (name order) × 2, + 1 when the word is in a keyword
    /// rather than a name component.
    let postings: [UInt32]
    /// Sorted: the deletion string's hash × 2³² + the word's number.
    let deletions: [UInt64]
    /// The data set's words needed more than ``maximumDeletions``: this index is empty.
    public let isOverLimit: Bool

    init(words: [String], postingStarts: [UInt32], postings: [UInt32], deletions: [UInt64], isOverLimit: Bool = false) {
        self.words = words
        self.postingStarts = postingStarts
        self.postings = postings
        self.deletions = deletions
        self.isOverLimit = isOverLimit
    }

    /// The longest word indexed, and the longest term looked up, in UTF-8 bytes (the longest
    /// word of the SF Symbols sets is 23: `chineseyuanrenminbisign`).
    public static let maximumWordLength = 32
    /// The most deletion entries an index holds (8 bytes each): 2,000,000, about 38 times the
    /// 53,000 the full SF Symbols 6 set needs.
    public static let maximumDeletions = 2_000_000

    /// Words of this length or more get deletions of two letters (a term of 7 letters may
    /// be two slips from one, and a word two letters shorter still).
    static let twoDeletionLength = 5
    /// Terms of this length or more allow two slips, shorter ones one.
    public static let twoEditTermLength = 7

    /// The slips allowed for a term of `length` bytes.
    public static func edits(forTermLength length: Int) -> Int { length >= twoEditTermLength ? 2 : 1 }

    /// Bits kept of each hash: a million buckets for a hundred thousand deletions, so a
    /// look-up meets a stray word about once in ten (each candidate is checked anyway), and
    /// the sorted hashes differ by a byte or so in the cache index.
    static let hashBits: UInt32 = 20

    // MARK: Look-up

    /// The words within the term's slips (``edits(forTermLength:)``) by both measures: at
    /// most that many letters deleted from each to make them equal, and a
    /// ``CatalogSystem/TypingDistance`` within ``CatalogSystem/TypingDistance/limit(edits:)``.
    /// Closest first, then by word.
    func words(near term: String) -> [(word: Int, distance: Int)] {
        let bytes = Array(term.lowercased().utf8)
        guard !bytes.isEmpty, bytes.count <= Self.maximumWordLength else { return [] }
        let edits = Self.edits(forTermLength: bytes.count)
        var candidates = Set<Int>()
        bytes.withUnsafeBufferPointer { bytes in
            Self.forEachDeletionHash(bytes, depth: edits) { hash in
                var position = lowerBound(UInt64(hash) << 32)
                while position < deletions.count, deletions[position] >> 32 == UInt64(hash) {
                    candidates.insert(Int(deletions[position] & 0xFFFF_FFFF))
                    position += 1
                }
            }
        }
        var found = [(word: Int, distance: Int)]()
        for number in candidates where number < words.count {
            let word = Array(words[number].utf8)
            guard word != bytes, Self.commonLength(bytes, word) >= max(bytes.count, word.count) - edits,
                  let distance = TypingDistance.distance(bytes, word, limit: TypingDistance.limit(edits: edits)) else { continue }
            found.append((number, distance))
        }
        return found.sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.word < $1.word }
    }

    /// The typo matches of `term` by symbol index: per symbol, its closest word (a name
    /// component before a keyword word at the same distance).
    func matches(for term: String) -> [Int32: FuzzyMatch] {
        var matches = [Int32: FuzzyMatch]()
        for (number, distance) in words(near: term) {
            let start = Int(postingStarts[number]), end = Int(postingStarts[number + 1])
            guard start <= end, end <= postings.count else { continue }
            for posting in postings[start..<end] {
                let candidate = FuzzyMatch(
                    match: .fuzzy(distance: distance, onKeyword: posting & 1 == 1), word: words[number], distance: distance)
                let symbol = Int32(bitPattern: posting >> 1)
                if let known = matches[symbol], known.match.points >= candidate.match.points { continue }
                matches[symbol] = candidate
            }
        }
        return matches
    }

    /// The first position whose value is at least `value`.
    private func lowerBound(_ value: UInt64) -> Int {
        var low = 0, high = deletions.count
        while low < high {
            let middle = (low + high) / 2
            if deletions[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The length of the longest common subsequence of `a` and `b`.
    static func commonLength(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var previous = [Int](repeating: 0, count: b.count + 1)
        var current = previous
        for i in 1...max(1, a.count) where !a.isEmpty {
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = a[i - 1] == b[j - 1] ? previous[j - 1] + 1 : max(previous[j], current[j - 1])
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
