#!/usr/bin/env python3
"""An independent reading of SF Symbols custom symbol templates, for SymbolTemplatesTests.

For each template SVG given, prints one JSON object per line: the version in the Notes, each
baseline and capline guide's y, each margin's x (a version 1 rectangle's glyph side), and each
variant's exact box on the canvas. Written for the test from the SVG specification with
xml.etree, fontTools.svgLib's path parser and fontTools' BoundsPen (exact curve extrema); it
shares no code with catalog's reader.
"""
import json
import re
import sys
import xml.etree.ElementTree as ET

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.transformPen import TransformPen
from fontTools.svgLib.path import parse_path
from fontTools.misc.transform import Transform, Identity

VARIANT = re.compile(r"^(Ultralight|Thin|Light|Regular|Medium|Semibold|Bold|Heavy|Black)-[SML]$")
GUIDE = re.compile(r"^(Baseline|Capline)-[SML]$")


def local(tag):
    return tag.rsplit("}", 1)[-1]


def parse_transform(text):
    result = Identity
    for name, args in re.findall(r"(\w+)\s*\(([^)]*)\)", text or ""):
        v = [float(x) for x in re.findall(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?", args)]
        if name == "matrix":
            step = Transform(*v)
        elif name == "translate":
            step = Transform(1, 0, 0, 1, v[0], v[1] if len(v) > 1 else 0)
        elif name == "scale":
            step = Transform(v[0], 0, 0, v[1] if len(v) > 1 else v[0], 0, 0)
        else:
            raise SystemExit(f"transform {name} not read by the reference")
        result = result.transform(step)
    return result


def number(text):
    return float(re.sub(r"px$", "", text.strip()))


def shape_path(element):
    kind = local(element.tag)
    if kind == "path":
        return element.get("d", "")
    if kind == "rect":
        x, y = number(element.get("x", "0")), number(element.get("y", "0"))
        w, h = number(element.get("width")), number(element.get("height"))
        return f"M{x} {y}H{x + w}V{y + h}H{x}Z"
    if kind in ("polygon", "polyline"):
        points = element.get("points", "").replace(",", " ").split()
        d = "M" + " L".join(f"{points[i]} {points[i + 1]}" for i in range(0, len(points), 2))
        return d + ("Z" if kind == "polygon" else "")
    if kind in ("circle", "ellipse"):
        cx, cy = number(element.get("cx", "0")), number(element.get("cy", "0"))
        rx = number(element.get("r") or element.get("rx"))
        ry = number(element.get("r") or element.get("ry"))
        return f"M{cx + rx} {cy}A{rx} {ry} 0 1 1 {cx - rx} {cy}A{rx} {ry} 0 1 1 {cx + rx} {cy}Z"
    return None


def start(element):
    kind = local(element.tag)
    if kind == "line":
        return number(element.get("x1", "0")), number(element.get("y1", "0"))
    if kind == "rect":
        return number(element.get("x", "0")), number(element.get("y", "0"))
    if kind == "path":
        m = re.match(r"\s*[Mm]\s*([-+.\deE]+)[\s,]*([-+.\deE]+)", element.get("d", ""))
        return (float(m.group(1)), float(m.group(2))) if m else None
    return None


def read(path):
    root = ET.parse(path).getroot()
    out = {"version": None, "guides": {}, "margins": {}, "variants": {}}
    text = " ".join((e.text or "") + " " + (e.get("id") or "") for e in root.iter())
    m = re.search(r"Template[ -]v\.(\d+(?:\.\d+)*)", text)
    out["version"] = m.group(1) if m else None

    def walk(element, transform, section, variant):
        transform = transform.transform(parse_transform(element.get("transform")))
        ident = element.get("id", "")
        if section is None and ident in ("Guides", "Symbols"):
            section = ident
        elif section == "Symbols" and variant is None and local(element.tag) == "g" and VARIANT.match(ident):
            variant = ident
            out["variants"][variant] = BoundsPen(None)
        elif section == "Guides" and (GUIDE.match(ident) or ident.startswith(("left-margin", "right-margin"))):
            point = start(element)
            if point is not None:
                x, y = point
                if local(element.tag) == "rect" and ident == "left-margin":
                    x += number(element.get("width"))
                tx, ty = transform.transformPoint((x, y))
                if GUIDE.match(ident):
                    out["guides"][ident] = ty
                else:
                    out["margins"][ident] = tx
        elif variant is not None:
            d = shape_path(element)
            if d is not None:
                parse_path(d, TransformPen(out["variants"][variant], transform))
        for child in element:
            walk(child, transform, section, variant)

    walk(root, Identity, None, None)
    out["variants"] = {name: list(pen.bounds) if pen.bounds else None for name, pen in out["variants"].items()}
    return out


if __name__ == "__main__":
    for path in sys.argv[1:]:
        print(json.dumps(read(path)))
