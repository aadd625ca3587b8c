import CatalogSystem

// Reading FaceMetrics from a Type 1 font's own dictionaries (Type1Font), without FreeType's
// face loading, which decrypts and parses the whole private part: the values are those
// FreeType gives the face (FaceMetrics(face:)), as the Type 1 reference test checks on every
// Type 1 font.

extension FaceMetrics {
    /// The metrics of the Type 1 font `font`: FreeType's names, 1000 units per em, no SFNT
    /// tables, cap and x-height from the tops of `H` and `x`.
    init(type1 font: Type1Font) throws(Type1Error) {
        func height(_ charString: [UInt8]?) throws(Type1Error) -> HeightMeasurement {
            guard let charString, let box = try Type1Outline.controlBox(of: charString, subroutines: font.subroutines) else {
                return .none
            }
            return HeightMeasurement(value: box.yMax, source: .glyph)
        }
        self.init(
            path: font.path, faceIndex: 0, namedInstanceIndex: nil,
            familyName: font.freeTypeFamilyName, styleName: font.freeTypeStyleName, postScriptName: font.fontName,
            format: "Type 1", glyphCount: font.glyphCount, unitsPerEm: 1000,
            horizontalHeader: nil, typographic: nil, windows: nil, os2Version: nil, useTypoMetrics: false,
            freeTypeLineMetricsSource: .other,
            capHeight: try height(font.capitalH), xHeight: try height(font.smallX),
            weightClass: nil, widthClass: nil, italicAngle: nil, axes: [], namedInstances: [], designCoordinates: [])
    }
}
