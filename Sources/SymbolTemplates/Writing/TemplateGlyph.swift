import TypeScale

/// An outline to place in a template, as a font holds it: elements in units of an em of
/// ``unitsPerEm``, y up, the baseline at 0, the pen origin at x 0 and the next glyph at
/// ``advance``.
public struct TemplateGlyph: Sendable, Hashable {
    /// The outline, in units of ``unitsPerEm``, y up, the baseline at y 0.
    public var elements: [GlyphPath.Element]
    /// The em the outline is drawn in: a font's units per em, an SVG's view box height.
    public var unitsPerEm: Double
    /// The pen's advance in the same units: where the right margin goes.
    public var advance: Double

    /// An outline of `elements` in an em of `unitsPerEm`, advancing `advance`.
    public init(elements: [GlyphPath.Element], unitsPerEm: Double, advance: Double) {
        self.elements = elements
        self.unitsPerEm = unitsPerEm
        self.advance = advance
    }

    /// A font glyph measured by TypeScale.
    public init(_ metrics: GlyphMetrics) {
        self.init(elements: metrics.path.elements, unitsPerEm: Double(metrics.unitsPerEm), advance: metrics.advance)
    }
}

/// Where a glyph goes in a variant, by the rule derived from the SF Symbols app's exports
/// (docs/templates.md): typeset at 100 points times the scale's factor, its box centred on
/// half the cap height above the baseline, its pen origin on the left margin and its advance
/// on the right margin, the margins centred on the weight's column.
public struct TemplatePlacement: Sendable, Hashable {
    /// Template units per glyph unit: 100 × the scale factor / units per em.
    public let scale: Double
    /// The variant's local y of the glyph's baseline (the template's baseline is at 0).
    public let baselineShift: Double
    /// The variant group's translation on the canvas: the left margin, and the baseline.
    public let origin: (x: Double, y: Double)
    /// The margins' width: the advance in template units.
    public let width: Double

    /// Places `glyph` as `variant`.
    public init(_ glyph: TemplateGlyph, as variant: VariantName) {
        scale = 100 * variant.scale.factor / glyph.unitsPerEm
        let middle = GlyphGeometry(glyph.elements).bounds.map { ($0.yMin + $0.yMax) / 2 } ?? 0
        baselineShift = middle * scale - TemplateChecker.capHeight / 2
        width = glyph.advance * scale
        origin = (variant.weight.columnCenter - width / 2, variant.scale.baseline)
    }

    /// The transform from glyph units (y up) to the variant's own coordinates (y down).
    public var glyphToVariant: AffineTransform {
        AffineTransform(a: scale, b: 0, c: 0, d: -scale, e: 0, f: baselineShift)
    }

    /// Equal when scale, baseline shift, origin and width are.
    public static func == (lhs: TemplatePlacement, rhs: TemplatePlacement) -> Bool {
        lhs.scale == rhs.scale && lhs.baselineShift == rhs.baselineShift && lhs.origin == rhs.origin && lhs.width == rhs.width
    }

    /// Hashes the scale and the baseline shift (the origin follows from the variant).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(scale)
        hasher.combine(baselineShift)
    }
}
