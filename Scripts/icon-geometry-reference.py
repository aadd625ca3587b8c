#!/usr/bin/env python3
"""Reference geometry of an icon set's glyphs, measured by fontTools on the package's own SVGs
(not on the fonts Scripts/build-icon-fonts.py makes), for IconFontGeometryTests.

    icon-geometry-reference.py SET STYLE [NAME…]
        SET: fontawesome-7 | mdi | phosphor | lucide; STYLE: a key of its style_fonts.plist

For every icon drawn in STYLE (or each NAME), in name order, one tab-separated line:

    NAME  XMIN  YMIN  XMAX  YMAX  AREA  MEANX  MEANY

in font units of the set's font (icon_sources.FontUnits: the viewBox height is one em, its
bottom at −1/8 em, y up), without rounding. The SVG is drawn by fontTools.svgLib (its own
path parser and arc conversion, not picosvg's) through that transform.

- Filled sets: BoundsPen's exact bounds of the <path> elements (Phosphor duotone: without the
  opacity-0.2 layer, as the font leaves it out), and StatisticsPen's area and area centroid of
  the region they fill: the paths drawn into a skia-pathops Path (a subpath left open is
  closed, as filling closes it) and simplify()'d (nonzero winding, no overlaps, outer contours
  counter-clockwise), as the font's outline is. Without that a signed area cancels shapes drawn
  in opposite directions (Phosphor fill's `rows`: area 0).
- Lucide (stroked, round caps and joins, width w): a round-capped, round-joined stroke is the
  centreline swept by a disc of diameter w, so its box is the centreline's BoundsPen box grown
  by w/2 on every side; AREA, MEANX and MEANY are '-' (the stroke's area has no closed form).

Floats are printed with repr(), which reads back to the same double.
"""
import os
import re
import sys
import xml.etree.ElementTree as ElementTree

import pathops

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.filterPen import FilterPen
from fontTools.pens.statisticsPen import StatisticsPen
from fontTools.pens.transformPen import TransformPen
from fontTools.svgLib.path import SVGPath

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from icon_sources import FontUnits, IconSource, view_box  # noqa: E402

SVG_NAMESPACE = "{http://www.w3.org/2000/svg}"


class ClosingPen(FilterPen):
    """Closes every contour: an open subpath is filled as if closed."""

    def endPath(self):
        self._outPen.closePath()


def filled_paths(svg):
    """The SVG without elements of opacity below 1 (Phosphor duotone's background layer)."""
    root = ElementTree.fromstring(svg)
    for parent in list(root.iter()):
        for child in list(parent):
            if float(child.get("opacity", "1")) < 1:
                parent.remove(child)
    return ElementTree.tostring(root, encoding="unicode")


def stroke_width(svg):
    match = re.search(r'stroke-width="([^"]+)"', svg)
    return float(match.group(1)) if match else 1.0


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__.strip().splitlines()[3].strip())
    data_set, style, wanted = sys.argv[1], sys.argv[2], set(sys.argv[3:])
    source = IconSource(data_set)
    lines = []
    for name in source.names(style):
        if wanted and name not in wanted:
            continue
        svg = source.svg(name, style)
        units = FontUnits(data_set, view_box(svg))
        if data_set == "lucide":
            bounds = BoundsPen(None)
            SVGPath.fromstring(svg.encode()).draw(TransformPen(bounds, units.transform()))
            grow = stroke_width(svg) / 2 * units.scale
            x_min, y_min, x_max, y_max = bounds.bounds
            fields = [x_min - grow, y_min - grow, x_max + grow, y_max + grow]
            lines.append("\t".join([name] + [repr(float(v)) for v in fields] + ["-"] * 3))
            continue
        bounds, statistics, region = BoundsPen(None), StatisticsPen(None), pathops.Path()
        path = SVGPath.fromstring(filled_paths(svg).encode())
        path.draw(TransformPen(bounds, units.transform()))
        path.draw(TransformPen(ClosingPen(region.getPen()), units.transform()))
        region.simplify(fix_winding=True, keep_starting_points=True)
        region.draw(statistics)
        fields = list(bounds.bounds) + [statistics.area, statistics.meanX, statistics.meanY]
        lines.append("\t".join([name] + [repr(float(v)) for v in fields]))
    sys.stdout.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
