import CatalogSystem
import TypeScale

/// The sizes of `glyph` and `glyphs`: the symbol's point size and the text beside it, from
/// Dynamic Type's iOS table.
package struct GlyphSizes: Sendable {
    package let textStyle: TextStyle?
    package let category: ContentSizeCategory
    package let scale: SymbolScale
    /// The symbol's point size.
    package let pointSize: Double
    /// The text style's weight (Regular without one), for the text font.
    package let textWeight: FontWeight
    /// The text style's size in points (Body's without one).
    package let textPointSize: Double

    /// The sizes of a symbol beside `textStyle` (Body without one) at `category` and `scale`;
    /// `pointSize` instead of the text style's size × the scale when given.
    package init(textStyle: TextStyle?, category: ContentSizeCategory, scale: SymbolScale, pointSize: Double?) throws {
        let cell = try DynamicTypeTable.style(textStyle ?? .body, platform: .ios, category: category)
        self.textStyle = textStyle
        self.category = category
        self.scale = scale
        self.pointSize = pointSize ?? cell.pointSize * scale.factor
        self.textWeight = textStyle == nil ? .regular : cell.weight
        self.textPointSize = cell.pointSize
    }

    /// The sizes without options (Body at Large, medium): what `glyph NAME` measures at.
    package static func standard() throws -> GlyphSizes {
        try GlyphSizes(textStyle: nil, category: .large, scale: .medium, pointSize: nil)
    }

    /// The figures of `glyph` beside a text font of `band` and, with a text style, the placement.
    package func figures(for glyph: MeasuredGlyph, band: TextLineBand, textFontName: String) throws -> GlyphFigures {
        let placement = try textStyle.map {
            try SymbolPlacement(glyph: glyph.metrics, textStyle: $0, sizeCategory: category, scale: scale, textBand: band)
        }
        return GlyphFigures(glyph: glyph, band: band, textFontName: textFontName, pointSize: pointSize, placement: placement)
    }
}

extension GlyphSizes {
    /// The figures of every glyph of `glyphs` (``figures(for:band:textFontName:)``) on every
    /// core, in order; the first failure in order is thrown.
    package func figures(for glyphs: [Result<MeasuredGlyph, any Error>], band: TextLineBand, textFontName: String) throws -> [GlyphFigures] {
        let shared = (sizes: self, glyphs: glyphs, band: band)
        return try ParallelMap.mapRuns(count: glyphs.count) { run in
            run.map { index in
                Result { try shared.sizes.figures(for: shared.glyphs[index].get(), band: shared.band, textFontName: textFontName) }
            }
        }.map { try $0.get() }
    }
}

extension GlyphSizes {
    /// The figures of `glyph` beside the text font `textFont` (`--text-font`, else the default
    /// design's family; ``GlyphSource/textFont(_:weight:pointSize:environment:limit:fontconfig:)``)
    /// at these sizes; with `textSample` and a text style, the line of text the alignment view
    /// draws beside the symbol (`Body text`) in that font's outlines.
    package func figures(for glyph: MeasuredGlyph, textFont: String?, textSample: Bool, environment: [String: String],
                         limit: FileSizeLimit, fontconfig: SharedFontconfig? = nil) throws -> GlyphFigures {
        let text = try GlyphSource.textFont(textFont, weight: textWeight, pointSize: textPointSize, environment: environment,
                                            limit: limit, fontconfig: fontconfig)
        var figures = try figures(for: glyph, band: text.band, textFontName: FontSelection.fontName(text.font))
        if textSample, let placement = figures.placement {
            figures.textSample = try text.face.outline(of: placement.textStyle.displayName + " text")
            figures.textUnitsPerEm = text.face.unitsPerEm
        }
        return figures
    }
}
