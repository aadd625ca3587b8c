/// One lowercased search term with the matching rules of ``DataSet/search(_:)``: a
/// substring of the name or an old name, a prefix of a keyword, or equal to a category key or
/// label, each case-insensitively.
///
/// The rules are defined with `lowercased()`, which allocates a string per comparison; a
/// query touches every name and keyword of the data set, so that cost was most of a search.
/// Nearly every name and keyword is printable ASCII, and for printable ASCII `lowercased()`
/// only maps A–Z and every byte is a whole `Character`: such text is compared byte by byte,
/// folding case on the fly (whether it comes from a `String` or straight from the cache
/// index). Anything else (accented keywords, a non-ASCII term) goes through `lowercased()`
/// as the rules are written, so the results are the same either way.
final class SearchTerm {
    /// The term, lowercased.
    let text: String
    private let bytes: [UInt8]
    private let isPrintableASCII: Bool
    /// Keys whose category (the first one with that key) has the term as its label.
    private let labelledKeys: Set<String>
    /// Their bytes, compared directly when they are all printable ASCII (else a key could
    /// equal one under canonical equivalence without equal bytes: the Kelvin sign is `K`).
    private let labelledKeyBytes: [[UInt8]]
    private let labelledKeysArePrintableASCII: Bool

    /// `term` must already be lowercased and not empty.
    init(_ term: String, categories: [SymbolCategory]) {
        text = term
        bytes = Array(term.utf8)
        isPrintableASCII = bytes.allSatisfy(Self.isPrintableASCII)
        var seen = Set<String>()
        var labelled = Set<String>()
        for category in categories where seen.insert(category.key).inserted && category.label.lowercased() == term {
            labelled.insert(category.key)
        }
        labelledKeys = labelled
        labelledKeyBytes = labelled.map { Array($0.utf8) }
        labelledKeysArePrintableASCII = labelledKeyBytes.allSatisfy { $0.allSatisfy(Self.isPrintableASCII) }
    }

    /// How well the term matches the symbol at `symbol`, or nil; the best of its matches.
    /// Through a pointer so that a search reads the four fields it needs in place: a copy of
    /// the whole symbol would retain a dozen.
    func rank(of symbol: UnsafePointer<Symbol>) -> MatchRank? {
        if let rank = withBytes(symbol.pointee.name, nameRank, or: slowNameRank) { return rank }
        if symbol.pointee.oldNames.contains(where: isSubstring) { return .oldName }
        if symbol.pointee.keywords.contains(where: { withBytes($0, isPrefix, or: slowIsPrefix) }) { return .keyword }
        if symbol.pointee.categories.contains(where: { withBytes($0, isCategory, or: slowIsCategory) }) { return .category }
        return nil
    }

    /// True when the term is part of `text`, ignoring case.
    func isSubstring(of text: String) -> Bool {
        withBytes(text, isSubstring, or: slowIsSubstring)
    }

    // MARK: The rules on bytes (UTF-8 of a string, or of the index)

    @inline(__always)
    func nameRank(_ name: UnsafeBufferPointer<UInt8>) -> MatchRank? {
        guard isPrintableASCII, let found = Self.find(bytes, in: name) else { return slowNameRank(String(decoding: name, as: UTF8.self)) }
        // Most names do not contain the term at all: the finer ranks are worked out only
        // for those that do.
        guard found else { return nil }
        if name.count == bytes.count { return .exactName }
        if Self.matches(name, at: 0, bytes) { return .namePrefix }
        if Self.hasComponent(name, bytes) { return .nameComponent }
        return .nameSubstring
    }

    @inline(__always)
    func isSubstring(of text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard isPrintableASCII, let found = Self.find(bytes, in: text) else { return slowIsSubstring(String(decoding: text, as: UTF8.self)) }
        return found
    }

    @inline(__always)
    func isPrefix(of keyword: UnsafeBufferPointer<UInt8>) -> Bool {
        guard isPrintableASCII, let isPrefix = Self.startsWith(bytes, keyword) else { return slowIsPrefix(String(decoding: keyword, as: UTF8.self)) }
        return isPrefix
    }

    @inline(__always)
    func isCategory(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard isPrintableASCII, labelledKeysArePrintableASCII, let isEqual = Self.equals(bytes, key) else {
            return slowIsCategory(String(decoding: key, as: UTF8.self))
        }
        return isEqual || labelledKeyBytes.contains { $0.elementsEqual(key) }
    }

    // MARK: The rules as written

    private func slowNameRank(_ name: String) -> MatchRank? {
        let lowered = name.lowercased()
        if lowered == text { return .exactName }
        if lowered.hasPrefix(text) { return .namePrefix }
        if lowered.split(whereSeparator: { $0 == "." || $0 == "-" }).contains(where: { $0 == text }) { return .nameComponent }
        if lowered.contains(text) { return .nameSubstring }
        return nil
    }

    private func slowIsSubstring(_ text: String) -> Bool { text.lowercased().contains(self.text) }
    private func slowIsPrefix(_ keyword: String) -> Bool { keyword.lowercased().hasPrefix(text) }
    private func slowIsCategory(_ key: String) -> Bool { key.lowercased() == text || labelledKeys.contains(key) }

    /// `fast` on the UTF-8 of `text` when it is contiguous (always, for native strings),
    /// else `slow` on the string.
    @inline(__always)
    private func withBytes<Result>(
        _ text: String, _ fast: (UnsafeBufferPointer<UInt8>) -> Result, or slow: (String) -> Result
    ) -> Result {
        text.utf8.withContiguousStorageIfAvailable(fast) ?? slow(text)
    }

    // MARK: Bytes: the candidate's case is folded, the term is lowercase already

    @inline(__always)
    private static func isPrintableASCII(_ byte: UInt8) -> Bool { byte &- 0x20 < 0x5F }

    @inline(__always)
    private static func folded(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    @inline(__always)
    private static func matches(_ candidate: UnsafeBufferPointer<UInt8>, at start: Int, _ term: [UInt8]) -> Bool {
        for index in 0..<term.count where folded(candidate[start + index]) != term[index] { return false }
        return true
    }

    /// Whether `term` occurs in `candidate`; nil unless `candidate` is all printable ASCII
    /// (else a match could depend on how a character combines with what follows it).
    @inline(__always)
    private static func find(_ term: [UInt8], in candidate: UnsafeBufferPointer<UInt8>) -> Bool? {
        var found = false
        let last = candidate.count - term.count
        for start in candidate.indices {
            let byte = candidate[start]
            guard isPrintableASCII(byte) else { return nil }
            if !found, start <= last, folded(byte) == term[0], matches(candidate, at: start, term) { found = true }
        }
        return found
    }

    /// Whether `candidate` starts with `term`; nil unless the bytes compared and the one
    /// after them are printable ASCII (a combining mark after the prefix would join its last
    /// character, and lowercasing elsewhere never moves the prefix's bytes).
    @inline(__always)
    private static func startsWith(_ term: [UInt8], _ candidate: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard candidate.count >= term.count else { return candidate.allSatisfy(isPrintableASCII) ? false : nil }
        for index in 0..<min(candidate.count, term.count + 1) where !isPrintableASCII(candidate[index]) { return nil }
        return matches(candidate, at: 0, term)
    }

    /// Whether `candidate` equals `term`; nil unless `candidate` is all printable ASCII.
    @inline(__always)
    private static func equals(_ term: [UInt8], _ candidate: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard candidate.allSatisfy(isPrintableASCII) else { return nil }
        return candidate.count == term.count && matches(candidate, at: 0, term)
    }

    /// A whole component between `.` or `-` separators (`heart` in `arrow.clockwise.heart`).
    private static func hasComponent(_ candidate: UnsafeBufferPointer<UInt8>, _ term: [UInt8]) -> Bool {
        var start = 0
        for end in 0...candidate.count where end == candidate.count || candidate[end] == 0x2E || candidate[end] == 0x2D {
            if end - start == term.count, matches(candidate, at: start, term) { return true }
            start = end + 1
        }
        return false
    }
}
