internal import CFreeType

extension FontFace {
    /// FreeType's face-wide ascender, descender and line gap (`face->ascender`,
    /// `face->descender`, `face->height` minus the two), in font units: for a face without SFNT
    /// tables, where ``FaceMetrics/freeTypeLineMetrics`` is `nil`, FreeType derives them from
    /// the font's bounding box or AFM data.
    var faceLineMetrics: LineMetrics {
        let face = handle.pointee
        let ascender = Int(face.ascender), descender = Int(face.descender)
        return LineMetrics(ascender: ascender, descender: descender, lineGap: Int(face.height) - ascender + descender)
    }
}
