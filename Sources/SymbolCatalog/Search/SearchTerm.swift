/// One lowercased search term with the matching rules of ``DataSet/search(_:)`` for each
/// field of a symbol: its name, keywords, old names and categories, each case-insensitively.
///
/// The rules are defined on lowercased text. Nearly every name and keyword is printable
/// ASCII, and for printable ASCII `lowercased()` only maps A–Z and every byte is a whole
/// `Character`: such text is compared byte by byte, folding case on the fly (whether it
/// comes from a `String` or straight from the cache index). Anything else (accented
/// keywords, a non-ASCII term) is lowercased and compared by `Character`, so the results are
/// the same either way.
final class SearchTerm {
    /// The term, lowercased.
    let text: String
    let bytes: [UInt8]
    private let characters: [Character]
    private let isPrintableASCII: Bool
    /// Keys whose category (the first one with that key) has the term as its label.
    private let labelledKeys: Set<String>
    /// Their bytes, compared directly when they are all printable ASCII (else a key could
    /// equal one under canonical equivalence without equal bytes: the Kelvin sign is `K`).
    private let labelledKeyBytes: [[UInt8]]
    private let labelledKeysArePrintableASCII: Bool
    /// The vocabulary's targets of the term (``Vocabulary``), each a term of its own.
    let targets: [SearchTerm]

    /// `term` must already be lowercased and not empty; `targets` are its vocabulary's.
    init(_ term: String, categories: [SymbolCategory], targets: [String] = []) {
        text = term
        self.targets = targets.map { SearchTerm($0.lowercased(), categories: []) }
        bytes = Array(term.utf8)
        characters = Array(term)
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

    // MARK: The rules, one field at a time

    /// A whole name component (or run of them), the start of one, or part of one.
    @inline(__always)
    func nameMatch(_ name: UnsafeBufferPointer<UInt8>) -> TermMatch? {
        guard let found = occurrence(in: name, isSeparator: TextOccurrence.nameSeparators, { $0 == "." || $0 == "-" }) else {
            return nil
        }
        switch found.kind {
        case .wholeSegment: return TermMatch(.component, atStart: found.atStart)
        case .segmentStart: return TermMatch(.componentPrefix, atStart: found.atStart)
        case .inside: return TermMatch(.substring)
        }
    }

    /// A keyword or a whole word of one, or the start of either.
    @inline(__always)
    func keywordMatch(_ keyword: UnsafeBufferPointer<UInt8>) -> TermMatch? {
        guard let found = occurrence(in: keyword, isSeparator: TextOccurrence.wordSeparators, { $0 == " " || $0 == "-" }) else {
            return nil
        }
        switch found.kind {
        case .wholeSegment: return TermMatch(.keyword)
        case .segmentStart: return TermMatch(.keywordPrefix)
        case .inside: return nil
        }
    }

    /// A whole component of an old name, or any part of one.
    @inline(__always)
    func oldNameMatch(_ oldName: UnsafeBufferPointer<UInt8>) -> TermMatch? {
        guard let found = occurrence(in: oldName, isSeparator: TextOccurrence.nameSeparators, { $0 == "." || $0 == "-" }) else {
            return nil
        }
        return found.kind == .wholeSegment ? TermMatch(.oldName) : TermMatch(.oldNameSubstring)
    }

    /// Equal to the category key, or to the label of the category with that key.
    @inline(__always)
    func isCategory(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        if isPrintableASCII, labelledKeysArePrintableASCII, key.allSatisfy(Self.isPrintableASCII) {
            return TextOccurrence.equals(bytes, key, fold: Self.folded) || labelledKeyBytes.contains { $0.elementsEqual(key) }
        }
        let string = String(decoding: key, as: UTF8.self)
        return string.lowercased() == text || labelledKeys.contains(string)
    }

    /// True when `text`, lowercased, is the term.
    func equals(_ candidate: UnsafeBufferPointer<UInt8>) -> Bool {
        if isPrintableASCII, candidate.allSatisfy(Self.isPrintableASCII) {
            return TextOccurrence.equals(bytes, candidate, fold: Self.folded)
        }
        return String(decoding: candidate, as: UTF8.self).lowercased() == text
    }

    /// The best occurrence in `candidate`: on bytes when both are printable ASCII, else on
    /// the `Character`s of the lowercased candidate.
    @inline(__always)
    private func occurrence(
        in candidate: UnsafeBufferPointer<UInt8>, isSeparator: (UInt8) -> Bool, _ isSeparatorCharacter: (Character) -> Bool
    ) -> TextOccurrence? {
        if isPrintableASCII, let found = TextOccurrence.findASCII(bytes, in: candidate, isSeparator: isSeparator) {
            return found
        }
        let lowered = Array(String(decoding: candidate, as: UTF8.self).lowercased())
        return TextOccurrence.find(characters, in: lowered, fold: { $0 }, isSeparator: isSeparatorCharacter)
    }

    /// True when the term is whole components of `symbol`'s name or a keyword (or a whole
    /// word of one): how a vocabulary target matches.
    func isWholeWord(of symbol: Symbol) -> Bool {
        if Self.withBytes(symbol.name, { nameMatch($0)?.rule == .component }) { return true }
        return symbol.keywords.contains { keyword in Self.withBytes(keyword) { keywordMatch($0)?.rule == .keyword } }
    }

    // MARK: Bytes: the candidate's case is folded, the term is lowercase already

    @inline(__always)
    static func isPrintableASCII(_ byte: UInt8) -> Bool { byte &- 0x20 < 0x5F }

    @inline(__always)
    static func folded(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    /// `text`'s UTF-8 in place when it is contiguous (always, for native strings), else a copy.
    @inline(__always)
    static func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}
