#!/usr/bin/env python3
"""An independent outline of SVG strokes, for SymbolTemplatesTests' stroke tests.

Reads JSON on stdin: a list of {"svg": SVG text, "ours": SVG path data}. For each, prints one
JSON object per line comparing `ours` (another outline of the same SVG, in its coordinates,
filled nonzero) with a reference outline made here: each shape of the SVG (xml.etree; paint
from the root's attributes, the element's and its `style`, as SVG inherits them; no groups or
transforms) turned into path data by picosvg's shape types, parsed by fontTools, its fill and
its stroke (skia's stroker through skia-pathops, with SVG's width, caps, joins and miter limit,
and skia's dasher for stroke-dasharray and stroke-dashoffset)
each filled nonzero, all joined by skia-pathops. Skia strokes to within about a quarter unit, so
each path is stroked scaled to a 1000-unit view box and scaled back.

The reference's area and bounds are exact (fontTools' AreaPen and BoundsPen). Both outlines are
then sampled at one point in each cell of a grid over the view box, placed at random in the cell
(a fixed seed; points at the cells' centres would line up with straight edges) with skia's
winding test, which overlapping contours do not confuse: `area` is the share of points inside
`ours` times the view box (`sampledArea` the same of the reference: the two differ by the
outlines alone, not by the sampling), `mismatch` the area where the two disagree. Shares no code with catalog's reader or
FreeType's stroker.
"""
import json
import random
import sys
import xml.etree.ElementTree as ET

import pathops
from fontTools.pens.areaPen import AreaPen
from fontTools.pens.boundsPen import BoundsPen
from fontTools.svgLib.path import parse_path
from picosvg import svg_types

SIZE = 1000.0
GRID = 300
PAINT = ("fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray",
         "stroke-dashoffset")
SHAPES = {"path": svg_types.SVGPath, "circle": svg_types.SVGCircle, "ellipse": svg_types.SVGEllipse, "rect": svg_types.SVGRect,
          "line": svg_types.SVGLine, "polyline": svg_types.SVGPolyline, "polygon": svg_types.SVGPolygon}
CAPS = {"butt": pathops.LineCap.BUTT_CAP, "round": pathops.LineCap.ROUND_CAP, "square": pathops.LineCap.SQUARE_CAP}
JOINS = {"miter": pathops.LineJoin.MITER_JOIN, "round": pathops.LineJoin.ROUND_JOIN, "bevel": pathops.LineJoin.BEVEL_JOIN}


def local(tag):
    return tag.rsplit("}", 1)[-1]


def paint(element, inherited):
    """`inherited` with the element's attributes and style declarations over it."""
    result = dict(inherited)
    for name in PAINT:
        if name in element.attrib:
            result[name] = element.attrib[name].strip()
    for declaration in element.attrib.get("style", "").split(";"):
        if ":" in declaration:
            name, value = (part.strip() for part in declaration.split(":", 1))
            if name in PAINT:
                result[name] = value
    return result


def shape_path(element):
    kind = SHAPES[local(element.tag)]
    fields = {name: element.attrib[name] for name in ("d", "points") if name in element.attrib}
    for name in ("x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "x1", "y1", "x2", "y2"):
        if name in element.attrib:
            fields[name] = float(element.attrib[name])
    shape = kind(**fields)
    d = shape.d if kind is svg_types.SVGPath else shape.as_path().d
    if kind is svg_types.SVGPolygon:
        d += " Z"
    path = pathops.Path(fillType=pathops.FillType.WINDING)
    parse_path(d, path.getPen())
    return path


def dashes(style, scale):
    """skia's dash arguments for SVG's stroke-dasharray and stroke-dashoffset, scaled: an odd
    list repeated to make it even; none, or lengths summing to 0, a solid line."""
    text = style.get("stroke-dasharray", "none")
    if text == "none":
        return {}
    lengths = [float(item) for item in text.replace(",", " ").split()]
    if len(lengths) % 2:
        lengths += lengths
    if sum(lengths) == 0:
        return {}
    return {"dash_array": [length * scale for length in lengths], "dash_offset": float(style.get("stroke-dashoffset", "0")) * scale}


def reference_outline(text):
    root = ET.fromstring(text)
    box = [float(v) for v in root.attrib["viewBox"].replace(",", " ").split()]
    scale = SIZE / box[3]
    inherited = paint(root, {"fill": "black", "stroke": "none", "stroke-width": "1", "stroke-linecap": "butt",
                             "stroke-linejoin": "miter", "stroke-miterlimit": "4"})
    union = None
    for element in root.iter():
        if local(element.tag) not in SHAPES:
            continue
        style = paint(element, inherited)
        path = shape_path(element)
        parts = []
        if style["fill"] != "none":
            fill = pathops.Path(path)
            fill.simplify()
            parts.append(fill)
        if style["stroke"] != "none":
            stroke = path.transform(scale, 0, 0, scale, 0, 0)
            stroke.stroke(float(style["stroke-width"]) * scale, CAPS[style["stroke-linecap"]], JOINS[style["stroke-linejoin"]],
                          float(style["stroke-miterlimit"]), **dashes(style, scale))
            stroke.convertConicsToQuads(0.001)  # round caps and joins are conics: to a thousandth of a unit at SIZE
            stroke.simplify()
            parts.append(stroke.transform(1 / scale, 0, 0, 1 / scale, 0, 0))
        for part in parts:
            union = part if union is None else pathops.op(union, part, pathops.PathOp.UNION)
    return union, box


def main():
    for case in json.load(sys.stdin):
        reference, box = reference_outline(case["svg"])
        area, bounds = AreaPen(), BoundsPen(None)
        reference.draw(area)
        reference.draw(bounds)
        ours = pathops.Path(fillType=pathops.FillType.WINDING)
        parse_path(case["ours"], ours.getPen())
        ours_bounds = BoundsPen(None)
        ours.draw(ours_bounds)
        x0, y0, width, height = box
        cell = (width / GRID, height / GRID)
        inside = reference_inside = mismatch = 0
        jitter = random.Random(48)
        for i in range(GRID):
            for j in range(GRID):
                point = (x0 + (i + jitter.random()) * cell[0], y0 + (j + jitter.random()) * cell[1])
                a, b = ours.contains(point), reference.contains(point)
                inside += a
                reference_inside += b
                mismatch += a != b
        print(json.dumps({
            "reference": {"area": abs(area.value), "sampledArea": reference_inside * cell[0] * cell[1], "bounds": list(bounds.bounds)},
            "ours": {"area": inside * cell[0] * cell[1], "bounds": list(ours_bounds.bounds),
                     "mismatch": mismatch * cell[0] * cell[1]},
        }))


if __name__ == "__main__":
    main()
