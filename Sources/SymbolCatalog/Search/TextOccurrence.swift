/// Where a term occurs in a text split into segments (name components between `.` and `-`,
/// keyword words between spaces and `-`): the best of its occurrences.
struct TextOccurrence: Equatable {
    enum Kind: Int, Comparable {
        /// Somewhere inside a segment.
        case inside
        /// At the start of a segment.
        case segmentStart
        /// A whole segment, or a run of whole segments (`arrow.up` in `arrow.up.circle`).
        case wholeSegment

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var kind: Kind
    /// At the very start of the text.
    var atStart: Bool

    /// True when this is a better occurrence than `other`: a stronger kind, or the same
    /// kind at the start.
    func isBetter(than other: TextOccurrence) -> Bool {
        kind != other.kind ? kind > other.kind : atStart && !other.atStart
    }

    /// `.` and `-` separate name components.
    @inline(__always)
    static func nameSeparators(_ byte: UInt8) -> Bool { byte == 0x2E || byte == 0x2D }
    /// Spaces and `-` separate keyword words.
    @inline(__always)
    static func wordSeparators(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x2D }

    /// The best occurrence of `term` in `text`, comparing `fold(text element)` with the
    /// term's elements (the term is folded already); nil when it does not occur.
    @inline(__always)
    static func find<Text: RandomAccessCollection, Element: Equatable>(
        _ term: [Element], in text: Text, fold: (Element) -> Element, isSeparator: (Element) -> Bool
    ) -> TextOccurrence? where Text.Element == Element, Text.Index == Int {
        guard !term.isEmpty, text.count >= term.count else { return nil }
        var best: TextOccurrence?
        let first = term[0]
        let start = text.startIndex
        for offset in 0...(text.count - term.count) {
            let position = start + offset
            guard fold(text[position]) == first else { continue }
            var matches = true
            for index in 1..<term.count where fold(text[position + index]) != term[index] {
                matches = false
                break
            }
            guard matches else { continue }
            let startsSegment = offset == 0 || isSeparator(text[position - 1])
            let end = offset + term.count
            let endsSegment = end == text.count || isSeparator(text[start + end])
            let found = TextOccurrence(
                kind: startsSegment ? (endsSegment ? .wholeSegment : .segmentStart) : .inside, atStart: offset == 0)
            if best.map(found.isBetter) ?? true { best = found }
            if found.kind == .wholeSegment && found.atStart { break }
        }
        return best
    }

    /// ``find(_:in:fold:isSeparator:)`` over bytes with ASCII case folded, in one pass that
    /// also checks that `text` is printable ASCII: `.some(nil)` when the term does not occur,
    /// nil when a byte is not printable ASCII (the caller then compares by `Character`).
    @inline(__always)
    static func findASCII(
        _ term: [UInt8], in text: UnsafeBufferPointer<UInt8>, isSeparator: (UInt8) -> Bool
    ) -> TextOccurrence?? {
        guard let first = term.first else { return .some(nil) }
        var best: TextOccurrence?
        let last = text.count - term.count
        for position in text.indices {
            let byte = text[position]
            guard byte &- 0x20 < 0x5F else { return nil }
            guard position <= last, (byte &- 0x41 < 26 ? byte | 0x20 : byte) == first else { continue }
            var matches = true
            for index in 1..<term.count {
                let other = text[position + index]
                if (other &- 0x41 < 26 ? other | 0x20 : other) != term[index] {
                    matches = false
                    break
                }
            }
            guard matches else { continue }
            let startsSegment = position == 0 || isSeparator(text[position - 1])
            let end = position + term.count
            let endsSegment = end == text.count || isSeparator(text[end])
            let found = TextOccurrence(
                kind: startsSegment ? (endsSegment ? .wholeSegment : .segmentStart) : .inside, atStart: position == 0)
            if best.map(found.isBetter) ?? true { best = found }
        }
        return .some(best)
    }

    /// True when `text` equals `term` (folded as in ``find(_:in:fold:isSeparator:)``).
    @inline(__always)
    static func equals<Text: RandomAccessCollection, Element: Equatable>(
        _ term: [Element], _ text: Text, fold: (Element) -> Element
    ) -> Bool where Text.Element == Element {
        guard text.count == term.count else { return false }
        return zip(text, term).allSatisfy { fold($0) == $1 }
    }
}
