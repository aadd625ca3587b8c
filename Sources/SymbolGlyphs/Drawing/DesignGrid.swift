import SymbolCatalog
import TypeScale

/// Where a glyph lands on its icon's own design grid: how font units (y up, baseline 0)
/// become the SVG units of the package's viewBox (y down, origin at its top left).
package struct DesignGrid: Sendable, Equatable {
    /// SVG units per font unit.
    package let scale: Double
    /// The y of the font's baseline in the viewBox, in SVG units from its top.
    package let baseline: Double
    /// The viewBox height, in SVG units.
    package let height: Double
    /// One em in SVG units (for a size in points: one em is the point size).
    package let em: Double

    /// A set's grid (``SVGGrid``) for its font of `unitsPerEm`: one em is the viewBox height.
    package init(_ grid: SVGGrid, unitsPerEm: Int) {
        scale = grid.viewBoxHeight / Double(max(unitsPerEm, 1))
        baseline = grid.baseline
        height = grid.viewBoxHeight
        em = grid.viewBoxHeight
    }

    /// A font's own grid, for a glyph no set places (`--font`, `--symbols-font`): font units,
    /// the viewBox from the ascender down to the descender of `band` (FreeType's line metrics,
    /// in ems of a font of `unitsPerEm`).
    package init(fontUnits band: TextLineBand, unitsPerEm: Int) {
        let em = Double(max(unitsPerEm, 1))
        scale = 1
        baseline = band.ascender * em
        height = (band.ascender - band.descender) * em
        self.em = em
    }

    /// `path` in SVG units of this grid: x × scale, baseline − y × scale.
    package func placed(_ path: GlyphPath) -> GlyphPath {
        func x(_ value: Double) -> Double { value * scale }
        func y(_ value: Double) -> Double { baseline - value * scale }
        var placed = path
        placed.elements = path.elements.map { element in
            switch element {
            case .move(let px, let py): .move(x: x(px), y: y(py))
            case .line(let px, let py): .line(x: x(px), y: y(py))
            case .quadratic(let cx, let cy, let px, let py): .quadratic(cx: x(cx), cy: y(cy), x: x(px), y: y(py))
            case .cubic(let ax, let ay, let bx, let by, let px, let py):
                .cubic(c1x: x(ax), c1y: y(ay), c2x: x(bx), c2y: y(by), x: x(px), y: y(py))
            case .close: .close
            }
        }
        placed.advance = path.advance * scale
        return placed
    }
}
