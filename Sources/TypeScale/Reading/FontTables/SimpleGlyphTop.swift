/// The top of a TrueType glyph's outline read from `glyf` itself: the highest of its points,
/// on and off the curve (the control box's `yMax`, as FreeType's `FT_Outline_Get_CBox` and
/// fontTools' `ControlBoundsPen` give it), for the cap and x-height of a font whose OS/2 table
/// has none. Only a simple glyph is read here; a composite one (components moved, scaled,
/// or placed by matching points) is left to FreeType, as is anything that does not parse.
enum SimpleGlyphTop: Equatable {
    /// The highest point, in font units.
    case top(Int)
    /// No outline: no data in `glyf`, or no contours.
    case empty
    /// Not a simple glyph that parses here: FreeType must load it.
    case needsFreeType

    /// The top of glyph `glyph` of `tables`, or nil when the face has no `glyf` table.
    /// Reads two `loca` entries and the glyph's own bytes.
    static func of(glyph: Int, in tables: FontTables) throws(FontTableError) -> SimpleGlyphTop? {
        guard tables.has("glyf"), tables.has("loca") else { return nil }
        let long = try tables.head().indexToLocFormat == 1
        guard glyph >= 0, glyph < (try tables.maximumProfile().glyphCount) else { return .needsFreeType }
        let size = long ? 4 : 2
        guard let entries = try tables.table("loca", bytes: (size * glyph)..<(size * glyph + 2 * size)),
              entries.count == 2 * size else { return .needsFreeType }
        let start = long ? try entries.uint32(at: 0) : 2 * (try entries.uint16(at: 0))
        let end = long ? try entries.uint32(at: 4) : 2 * (try entries.uint16(at: 2))
        guard end > start else { return end == start ? .empty : .needsFreeType }
        guard let data = try tables.table("glyf", bytes: start..<end), data.count == end - start else { return .needsFreeType }
        return parse(data)
    }

    /// The highest point of the simple glyph in `data`.
    static func parse(_ data: FontTableData) -> SimpleGlyphTop {
        guard let contours = try? data.int16(at: 0) else { return .needsFreeType }
        guard contours > 0 else { return contours == 0 ? .empty : .needsFreeType }
        var previous = -1, pointCount = 0
        for contour in 0..<contours {
            guard let end = try? data.uint16(at: 10 + 2 * contour), end > previous else { return .needsFreeType }
            previous = end
            pointCount = end + 1
        }
        guard let instructions = try? data.uint16(at: 10 + 2 * contours) else { return .needsFreeType }
        var at = 12 + 2 * contours + instructions
        // Flags, a repeat count after any flag with bit 3.
        var flags = [UInt8]()
        flags.reserveCapacity(pointCount)
        while flags.count < pointCount {
            guard let flag = try? data.uint8(at: at) else { return .needsFreeType }
            at += 1
            var repeats = 1
            if flag & 0x08 != 0 {
                guard let count = try? data.uint8(at: at) else { return .needsFreeType }
                at += 1
                repeats += count
            }
            for _ in 0..<min(repeats, pointCount - flags.count) { flags.append(UInt8(flag)) }
        }
        // x deltas (skipped), then y deltas.
        for flag in flags {
            if flag & 0x02 != 0 { at += 1 } else if flag & 0x10 == 0 { at += 2 }
        }
        var y = 0, top = Int.min
        for flag in flags {
            if flag & 0x04 != 0 {
                guard let delta = try? data.uint8(at: at) else { return .needsFreeType }
                y += flag & 0x20 != 0 ? delta : -delta
                at += 1
            } else if flag & 0x20 == 0 {
                guard let delta = try? data.int16(at: at) else { return .needsFreeType }
                y += delta
                at += 2
            }
            top = max(top, y)
        }
        return .top(top)
    }
}
