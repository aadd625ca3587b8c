/// The `cmap` subtable fontTools' `getBestCmap` would pick, for looking characters up.
///
/// Preference, as fontTools: Windows full Unicode (3, 10), Unicode full (0, 6), Unicode BMP
/// (0, 4), Windows BMP (3, 1), then Unicode (0, 3), (0, 2), (0, 1), (0, 0). Formats 0, 4, 6,
/// 12 and 13 are read; a character mapped to glyph 0 (`.notdef`) counts as missing.
public struct CharacterMap: Sendable {
    /// The chosen subtable's platform, encoding and format.
    public let platformID: Int, encodingID: Int, format: Int
    private let data: FontTableData
    private let start: Int

    static let preferences = [(3, 10), (0, 6), (0, 4), (3, 1), (0, 3), (0, 2), (0, 1), (0, 0)]

    /// The best Unicode subtable of `data`, or nil when it has none.
    public init?(_ data: FontTableData) throws(FontTableError) {
        let count = try data.uint16(at: 2)
        try data.check(4, 8 * count)
        var subtables = [(platform: Int, encoding: Int, offset: Int)]()
        for index in 0..<count {
            let at = 4 + 8 * index
            subtables.append((try data.uint16(at: at), try data.uint16(at: at + 2), try data.uint32(at: at + 4)))
        }
        for (platform, encoding) in Self.preferences {
            guard let subtable = subtables.first(where: { $0.platform == platform && $0.encoding == encoding }) else { continue }
            let format = try data.uint16(at: subtable.offset)
            guard [0, 4, 6, 12, 13].contains(format) else {
                throw FontTableError(path: data.path, reason: .invalidValue(
                    tag: "cmap", what: "subtable (\(platform), \(encoding)) has format \(format), which is not read"))
            }
            self.platformID = platform
            self.encodingID = encoding
            self.format = format
            self.data = data
            self.start = subtable.offset
            return
        }
        return nil
    }

    /// The glyph of `scalar`, or nil when the subtable maps it to none (or to glyph 0).
    public func glyph(for scalar: Unicode.Scalar) throws(FontTableError) -> Int? {
        let code = Int(scalar.value)
        let glyph: Int
        switch format {
        case 0:
            guard code < 256 else { return nil }
            glyph = try data.uint8(at: start + 6 + code)
        case 4: glyph = try format4(code)
        case 6:
            let first = try data.uint16(at: start + 6), count = try data.uint16(at: start + 8)
            guard code >= first, code < first + count else { return nil }
            glyph = try data.uint16(at: start + 10 + 2 * (code - first))
        default: glyph = try segmented(code, constant: format == 13)
        }
        return glyph == 0 ? nil : glyph
    }

    /// How many characters in `ranges` (disjoint) map to a glyph other than 0: fontbakery's
    /// CJK count, read segment by segment (characters are looked up only where a segment of
    /// the subtable meets a range).
    public func mappedCount(in ranges: [ClosedRange<Int>]) throws(FontTableError) -> Int {
        var covered = [ClosedRange<Int>]()
        switch format {
        case 0: covered = [0...255]
        case 6:
            let first = try data.uint16(at: start + 6), count = try data.uint16(at: start + 8)
            if count > 0 { covered = [first...(first + count - 1)] }
        case 4:
            let segments = try data.uint16(at: start + 6) / 2
            let ends = start + 14, starts = ends + 2 * segments + 2
            try data.check(ends, 8 * segments + 2)
            for index in 0..<max(0, segments - 1) {
                let first = try data.uint16(at: starts + 2 * index), last = try data.uint16(at: ends + 2 * index)
                if first <= last { covered.append(first...last) }
            }
        default:
            let count = try data.uint32(at: start + 12)
            try data.check(start + 16, 12 * count)
            for index in 0..<count {
                let first = try data.uint32(at: start + 16 + 12 * index), last = try data.uint32(at: start + 20 + 12 * index)
                if first <= last { covered.append(first...last) }
            }
        }
        var count = 0
        for segment in covered {
            for range in ranges where range.overlaps(segment) {
                for code in max(range.lowerBound, segment.lowerBound)...min(range.upperBound, segment.upperBound) {
                    if let scalar = Unicode.Scalar(code), try glyph(for: scalar) != nil { count += 1 }
                }
            }
        }
        return count
    }

    /// Format 4: segments of 16-bit codes. As fontTools, the last segment (the 0xFFFF
    /// terminator) is not read.
    private func format4(_ code: Int) throws(FontTableError) -> Int {
        guard code <= 0xFFFF else { return 0 }
        let segments = try data.uint16(at: start + 6) / 2
        let ends = start + 14, starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments, rangeOffsets = deltas + 2 * segments
        try data.check(ends, 8 * segments + 2)
        var low = 0, high = segments - 1  // segments - 1: the terminator is skipped
        while low < high {
            let middle = (low + high) / 2
            if try data.uint16(at: ends + 2 * middle) < code { low = middle + 1 } else { high = middle }
        }
        guard low < segments - 1 else { return 0 }
        let first = try data.uint16(at: starts + 2 * low)
        guard code >= first, code <= (try data.uint16(at: ends + 2 * low)) else { return 0 }
        let delta = try data.uint16(at: deltas + 2 * low)
        let rangeOffset = try data.uint16(at: rangeOffsets + 2 * low)
        if rangeOffset == 0 { return (code + delta) & 0xFFFF }
        let at = rangeOffsets + 2 * low + rangeOffset + 2 * (code - first)
        let stored = try data.uint16(at: at)
        return stored == 0 ? 0 : (stored + delta) & 0xFFFF
    }

    /// Formats 12 (sequential groups) and 13 (many-to-one groups).
    private func segmented(_ code: Int, constant: Bool) throws(FontTableError) -> Int {
        let count = try data.uint32(at: start + 12)
        let groups = start + 16
        try data.check(groups, 12 * count)
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            let at = groups + 12 * middle
            if try data.uint32(at: at + 4) < code { low = middle + 1 } else { high = middle }
        }
        guard low < count else { return 0 }
        let at = groups + 12 * low
        let first = try data.uint32(at: at)
        guard code >= first else { return 0 }
        let glyph = try data.uint32(at: at + 8)
        return constant ? glyph : glyph + (code - first)
    }
}
