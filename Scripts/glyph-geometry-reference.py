#!/usr/bin/env python3
"""Reference glyph geometry from fontTools, for TypeScaleTests and Benchmarks/glyphs.sh.

Usage:
    python3 Scripts/glyph-geometry-reference.py FONT [--quiet]

For every glyph of FONT, in glyph order (glyph index 0 first, as FreeType numbers them), one
tab-separated line:

    INDEX  XMIN  YMIN  XMAX  YMAX  AREA  MEANX  MEANY  KIND

in font units: the exact bounds from fontTools' BoundsPen (the extrema of the curves, not the
control points; '-' four times for a glyph without contours) and the signed area and area
centroid from StatisticsPen (Green's theorem on the exact curves; area is negative for
clockwise contours; MEANX/MEANY are 0 when the area is 0, as StatisticsPen reports them).
KIND is 'composite' for a TrueType glyph made of components (where FreeType and fontTools may
place a component differently: 3 of DejaVu Sans's, by one unit), else 'outline'. Floats are
printed with repr(), which reads back to the same double.

--quiet computes everything but prints only the glyph count (for timing).
"""
import sys

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.statisticsPen import StatisticsPen
from fontTools.ttLib import TTFont


def measure(path):
    """One (index, bounds or None, area, meanX, meanY) per glyph of the font at path."""
    font = TTFont(path, lazy=True)
    glyph_set = font.getGlyphSet()
    rows = []
    for index, name in enumerate(font.getGlyphOrder()):
        glyph = glyph_set[name]
        bounds_pen = BoundsPen(glyph_set)
        glyph.draw(bounds_pen)
        statistics_pen = StatisticsPen(glyph_set)
        glyph.draw(statistics_pen)
        rows.append((index, bounds_pen.bounds, statistics_pen.area, statistics_pen.meanX, statistics_pen.meanY))
    return rows


def main():
    arguments = [a for a in sys.argv[1:] if a != "--quiet"]
    if len(arguments) != 1:
        sys.exit(__doc__.strip().splitlines()[2].strip())
    rows = measure(arguments[0])
    if "--quiet" in sys.argv[1:]:
        print(len(rows))
        return
    font = TTFont(arguments[0], lazy=True)
    glyf = font["glyf"] if "glyf" in font else None
    order = font.getGlyphOrder()
    lines = []
    for index, box, area, mean_x, mean_y in rows:
        fields = [str(index)]
        fields += ["-"] * 4 if box is None else [repr(float(v)) for v in box]
        fields += [repr(float(area)), repr(float(mean_x)), repr(float(mean_y))]
        fields.append("composite" if glyf is not None and glyf[order[index]].isComposite() else "outline")
        lines.append("\t".join(fields))
    sys.stdout.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
