import CatalogSystem
import Synchronization

// The SFNT tables as a FaceReader: names as fontTools picks them, the default instance, and
// a glyph's top from its own `glyf` points; FreeType draws only a glyph that is not a simple
// TrueType glyph.

extension FontTables: FaceReader {
    /// What a reading of the tables throws.
    public typealias ReadError = FontTableError

    /// Always `nil`: the tables describe the default instance.
    public var namedInstanceIndex: Int? { nil }

    /// `"CFF"` for an OpenType/CFF face (`OTTO`), else `"TrueType"`, as FreeType names them.
    public var format: String { flavor == UInt32(SFNTDirectory.Signature.openType) ? "CFF" : "TrueType" }

    /// Always true.
    public var isSFNT: Bool { true }

    /// The names fontTools' `getBestFamilyName` and `getBestSubFamilyName` give (WWS, then
    /// typographic, then plain family and subfamily) and name ID 6; all `nil` without `name`.
    public var faceNames: FaceNames {
        get throws(FontTableError) {
            let names = try names()
            return FaceNames(familyName: names?.bestFamilyName, styleName: names?.bestSubfamilyName, postScriptName: names?.name(6))
        }
    }

    /// The number of charstrings of `CFF ` when the face has one (fontTools' glyph order),
    /// else `maxp`'s count.
    public var glyphCount: Int {
        get throws(FontTableError) { has("CFF ") ? try CompactFontTable.glyphCount(self) : try maximumProfile().glyphCount }
    }

    /// `head.unitsPerEm`.
    public var unitsPerEm: Int {
        get throws(FontTableError) { try head().unitsPerEm }
    }

    /// `fvar`'s axes and named instances with their names from `name`, at the axes'
    /// defaults.
    public var variationSpace: VariationSpace {
        get throws(FontTableError) {
            guard let variations = try fontVariations() else { return .none }
            let names = try names()
            let axes = variations.axes.map { axis in
                VariationAxis(tag: axis.tag, name: names?.name(axis.nameID) ?? axis.tag, minimum: axis.minimum,
                              defaultValue: axis.defaultValue, maximum: axis.maximum, isHidden: axis.flags & 1 != 0)
            }
            let instances = variations.instances.enumerated().map { index, instance in
                NamedInstance(index: index, name: names?.name(instance.subfamilyNameID),
                              postScriptName: instance.postScriptNameID.flatMap { $0 == 0 ? nil : names?.name($0) },
                              coordinates: zip(axes, instance.coordinates).map { DesignCoordinate(tag: $0.tag, value: $1) })
            }
            return VariationSpace(axes: axes, namedInstances: instances,
                                  designCoordinates: axes.map { DesignCoordinate(tag: $0.tag, value: $0.defaultValue) })
        }
    }

    /// The top of `scalar`'s glyph: from its `glyf` points for a simple TrueType glyph (two
    /// `loca` entries and the glyph's bytes read); drawn by FreeType for any other glyph (CFF,
    /// composite, one that does not parse here) and when the `cmap` subtable is one not read
    /// here.
    /// - Throws: ``FontTableError`` when a table cannot be read, or FreeType cannot open the
    ///   face or load the glyph (its message as ``FontTableError/Reason/unreadable(_:)``).
    public func glyphTop(of scalar: Unicode.Scalar) throws(FontTableError) -> Int? {
        let glyph: Int?
        do {
            glyph = try characterMap()?.glyph(for: scalar)
        } catch {
            return try freeTypeGlyphTop(of: scalar)  // FreeType's look-up decides
        }
        guard let glyph else { return nil }
        switch try SimpleGlyphTop.of(glyph: glyph, in: self) {
        case .top(let top): return top
        case .empty: return nil
        case .needsFreeType, nil: return try freeTypeGlyphTop(of: scalar)
        }
    }

    /// The tables a ``FaceMetrics`` reading reads (`post` only its header, `CFF ` its start):
    /// read together by ``prefetch(_:)``.
    static let faceMetricsTables: [(tag: String, prefix: Int?)] = [
        ("head", nil), ("hhea", nil), ("maxp", nil), ("OS/2", nil), ("name", nil), ("post", PostScriptTable.headerSize),
        ("fvar", nil), ("CFF ", CompactFontTable.prefix),
    ]

    /// Throws ``FontTableError/Reason/missingTable(_:)`` for a face FreeType would read
    /// otherwise than its tables show it, or refuse: no `hhea` or `hmtx`, `glyf` without
    /// `loca`, an OpenType/CFF face without `CFF ` or `CFF2`.
    func checkReadsAsFreeType() throws(FontTableError) {
        guard has("hhea"), has("hmtx") else { throw FontTableError(path: path, reason: .missingTable(has("hhea") ? "hmtx" : "hhea")) }
        let isCFF = format == "CFF"
        guard !has("glyf") || has("loca"), !isCFF || has("CFF ") || has("CFF2") else {
            throw FontTableError(path: path, reason: .missingTable(isCFF ? "CFF " : "loca"))
        }
    }

    /// The top FreeType gives `scalar`'s glyph, with the face the tables were read through or
    /// one opened for it (once: the cap and the x-height share it).
    private func freeTypeGlyphTop(of scalar: Unicode.Scalar) throws(FontTableError) -> Int? {
        do {
            if let face = freeTypeFace { return try face.glyphTop(of: scalar) }
            return try outlines.glyphTop(of: scalar, path: path, faceIndex: faceIndex, limit: limit)
        } catch {
            throw FontTableError(path: path, reason: .unreadable(error.message))
        }
    }
}

/// The FreeType face a ``FontTables`` reading draws glyphs with, opened when first needed and
/// kept for the next glyph.
final class OutlineFace: Sendable {
    private let face = Mutex<FontFace?>(nil)

    /// The top FreeType gives `scalar`'s glyph in face `faceIndex` of the file at `path`.
    func glyphTop(of scalar: Unicode.Scalar, path: String, faceIndex: Int, limit: FileSizeLimit) throws(FreeTypeError) -> Int? {
        try face.withLock { face in
            Result { () throws(FreeTypeError) -> Int? in
                if let face { return try face.glyphTop(of: scalar) }
                let opened = try FontFace(path: path, faceIndex: faceIndex, limit: limit)
                face = opened
                return try opened.glyphTop(of: scalar)
            }
        }.get()
    }
}
