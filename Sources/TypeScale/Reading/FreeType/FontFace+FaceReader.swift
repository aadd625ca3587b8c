internal import CFreeType

// FreeType's face as a FaceReader: its names, its copies of the SFNT tables
// (`FT_Get_Sfnt_Table`, with MVAR applied at a variable-font instance), its variation space
// at the instance opened, and a glyph's top from its outline.

extension FontFace: FaceReader {
    /// What a reading of the face throws.
    public typealias ReadError = FreeTypeError

    /// True when the face has SFNT tables (`FT_IS_SFNT`).
    public var isSFNT: Bool { catalog_ft_is_sfnt(handle) != 0 }

    /// FreeType's family and style names (``familyName``, ``styleName``) and
    /// ``postScriptName``.
    public var faceNames: FaceNames {
        FaceNames(familyName: familyName, styleName: styleName, postScriptName: postScriptName)
    }

    /// FreeType's copy of `hhea`, or `nil` (a face without SFNT tables).
    public func horizontalHeader() -> HorizontalHeaderTable? {
        sfntTable(FT_SFNT_HHEA, as: TT_HoriHeader.self).map {
            HorizontalHeaderTable(ascender: Int($0.Ascender), descender: Int($0.Descender), lineGap: Int($0.Line_Gap),
                                  advanceWidthMax: Int($0.advance_Width_Max), numberOfHMetrics: Int($0.number_Of_HMetrics))
        }
    }

    /// FreeType's copy of `OS/2` (at a variable-font instance, with `MVAR` applied to the typo,
    /// Windows, cap and x-height values), or `nil` when the face has none or FreeType could
    /// not read it (it refuses a table shorter than version 0's 78 bytes).
    public func os2() -> OS2Table? {
        sfntTable(FT_SFNT_OS2, as: TT_OS2.self).map { os2 in
            let version = Int(os2.version)
            return OS2Table(
                version: version, averageCharacterWidth: Int(os2.xAvgCharWidth), weightClass: Int(os2.usWeightClass),
                widthClass: Int(os2.usWidthClass), fsType: Int(os2.fsType),
                panose: withUnsafeBytes(of: os2.panose) { $0.map(Int.init) }, fsSelection: Int(os2.fsSelection),
                typographic: LineMetrics(ascender: Int(os2.sTypoAscender), descender: Int(os2.sTypoDescender),
                                         lineGap: Int(os2.sTypoLineGap)),
                windows: WindowsMetrics(ascent: Int(os2.usWinAscent), descent: Int(os2.usWinDescent)),
                xHeight: version >= 2 ? Int(os2.sxHeight) : nil, capHeight: version >= 2 ? Int(os2.sCapHeight) : nil)
        }
    }

    /// FreeType's copy of the `post` header, or `nil` (a face without SFNT tables).
    public func postScript() -> PostScriptTable? {
        sfntTable(FT_SFNT_POST, as: TT_Postscript.self).map {
            PostScriptTable(italicAngle: Self.double(fixed: $0.italicAngle), underlinePosition: Int($0.underlinePosition),
                            underlineThickness: Int($0.underlineThickness), isFixedPitch: $0.isFixedPitch != 0)
        }
    }

    /// ``variationAxes``, the named instances `fvar` lists (``namedInstances`` without the
    /// default instance FreeType adds when none is at the default coordinates) and
    /// ``designCoordinates``.
    /// - Throws: ``FreeTypeError`` when FreeType cannot read the variation tables.
    public var variationSpace: VariationSpace {
        get throws(FreeTypeError) {
            let axes = try variationAxes
            let instances = try namedInstances
            return VariationSpace(axes: axes, namedInstances: Array(instances.prefix(declaredNamedInstanceCount ?? instances.count)),
                                  designCoordinates: try designCoordinates)
        }
    }

    /// FreeType's copy of SFNT table `tag`, or nil.
    private func sfntTable<Table>(_ tag: FT_Sfnt_Tag, as _: Table.Type) -> Table? {
        FT_Get_Sfnt_Table(handle, tag)?.assumingMemoryBound(to: Table.self).pointee
    }
}
