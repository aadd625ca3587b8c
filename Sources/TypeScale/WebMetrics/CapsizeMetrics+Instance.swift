import CatalogSystem

// Reading CapsizeMetrics at a variable font's instance, through FreeType: the table reader
// reads the default instance only.

extension CapsizeMetrics {
    /// The metrics of `face` at the instance it is open at (a named instance, or design
    /// coordinates): `hhea` and the OS/2 heights with `MVAR` applied, cap and x-height as
    /// ``FaceMetrics`` measures them there, the average widths from the instance's advances
    /// (`HVAR` or `gvar`), the weight class from its `wght` coordinate, and the full name
    /// "Family Instance" (the name table holds the default's; away from a named instance
    /// "Family wght 650 wdth 100", and no PostScript name).
    /// These are the values of the static font `fontTools.varLib.instancer` makes for that
    /// location, read as ``init(tables:capHeight:xHeight:)`` reads a file.
    /// - Throws: ``FreeTypeError`` when a glyph cannot be read, ``FontTableError`` without `hhea`.
    public init(instance face: FontFace) throws {
        try self.init(instance: face, measured: face.metrics())
    }

    /// ``init(instance:)`` with the face's ``FaceMetrics`` at that instance already read.
    public init(instance face: FontFace, measured metrics: FaceMetrics) throws {
        guard let hhea = face.horizontalHeader() else { throw FontTableError(path: face.path, reason: .missingTable("hhea")) }
        let os2 = face.os2()
        let names = face.faceNames
        // A character the face lacks counts as glyph 0's advance at the instance.
        let missing = face.glyphCount > 0 ? try face.advance(ofGlyph: 0) : 0
        var subsets = [CharacterFrequencies.Subset: Int]()
        for subset in CharacterFrequencies.Subset.allCases {
            subsets[subset] = try CharacterFrequencies.of(subset).averageWidth(missing: missing) { (scalar) throws(FreeTypeError) -> Int? in
                try face.advanceWidth(for: scalar)
            }
        }
        // Away from a named instance, FreeType's style is the default's: the name says where.
        let named = face.namedInstanceIndex != nil
        let location = metrics.designCoordinates.map { "\($0.tag) \(Self.number($0.value))" }.joined(separator: " ")
        // The instancer sets usWeightClass to the wght coordinate (clamped to 1...1000).
        let weight = metrics.designCoordinates.first { $0.tag == "wght" }.map { Int(min(max($0.value, 1), 1000).rounded()) }
        let italicAxis = metrics.designCoordinates.first { $0.tag == "ital" }.map { $0.value >= 0.5 }
        self.init(
            familyName: names.familyName,
            fullName: [names.familyName, named ? names.styleName : location].compactMap { $0 }.joined(separator: " "),
            postscriptName: named ? names.postScriptName ?? Self.instancePostScriptName(names) : nil,
            category: FontCategory(panose: os2?.panose, isFixedPitch: face.postScript()?.isFixedPitch ?? false),
            capHeight: metrics.capHeight, ascent: hhea.ascender, descent: hhea.descender, lineGap: hhea.lineGap,
            unitsPerEm: face.unitsPerEm, xHeight: metrics.xHeight, xWidthAvg: subsets[.latin] ?? 0, subsets: subsets,
            weightClass: weight ?? os2?.weightClass, isItalic: italicAxis ?? (os2.map { $0.fsSelection & 0x201 != 0 } ?? false))
    }

    /// `650`, `87.5`: a coordinate as a person writes it.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// Adobe Technical Note #5902's name for a named instance whose font names none: the
    /// family and the instance's style, each without what a PostScript name cannot hold,
    /// joined by `-` (`CatalogVariable-ExpandedBold`).
    static func instancePostScriptName(_ names: FaceNames) -> String? {
        guard let family = names.familyName, let style = names.styleName else { return nil }
        let keep = { (text: String) in String(text.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }) }
        return keep(family) + "-" + keep(style)
    }
}
