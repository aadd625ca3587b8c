#!/usr/bin/env python3
"""Reference metrics of Type 1 fonts from fontTools, in the shape of `catalog metrics --json`.

Usage (from the repository root):
    pip install fonttools==4.68.0
    python3 Scripts/type1-metrics-reference.py FONT.pfb [FONT.t1 ...]

Prints one JSON object per file (PFB or PFA). catalog reads Type 1 fonts through FreeType;
this reads them with fontTools alone (t1Lib for the dictionaries, its charstring
interpreter for the outlines), so the TypeScale tests take their expected values from it.
The rules are FreeType 2.12's, applied to what t1Lib reads:
  * family: FontInfo's FamilyName, else FontName; style: the part of FullName after the
    family (spaces and hyphens skipped), "Regular" when FullName is the family, else Weight,
    else "Regular" (T1_Face_Init in t1objs.c); postscriptName: FontName;
  * unitsPerEm: 1000, or 1000 / |FontMatrix[3]| / 1000 in 16.16 fixed point when the matrix
    is not 0.001 (t1_parse_font_matrix in t1load.c), whose normalised matrix (FontMatrix
    divided by |FontMatrix[3]|) FreeType applies to the outlines;
  * glyphCount: the CharStrings entries;
  * capHeight / xHeight: the top of the control box (all points, on and off the curve, as
    FT_Outline_Get_CBox) of the glyph the Adobe Glyph List names H / x (a name without a
    suffix first, else one such as "x.sc", as FreeType's psnames does), drawn with fontTools'
    Type 1 interpreter (flex, hint replacement and seac accents followed); "none" without one.
A Type 1 face has no hhea, OS/2 or post table: those fields are null, the line metrics
source "other".
"""
import json
import sys

from fontTools import agl
from fontTools.pens.boundsPen import ControlBoundsPen
from fontTools.pens.transformPen import TransformPen
from fontTools.t1Lib import T1Font


def style_name(info, family):
    """FreeType's style name from FullName, FamilyName and Weight."""
    full = info.get("FullName")
    if family is not None and full is not None:
        i = j = 0
        while i < len(full):
            if j < len(family) and full[i] == family[j]:
                i += 1
                j += 1
            elif full[i] in " -":
                i += 1
            elif j < len(family) and family[j] in " -":
                j += 1
            else:
                if j == len(family):
                    return full[i:]
                break
        else:
            return "Regular"
    return info.get("Weight") or "Regular"


def units_per_em(matrix):
    """FreeType's units per em for FontMatrix `matrix`: its values are read as 16.16 with
    three decimals moved (0.001 is 1.0), and 1000 divided by |matrix[3]| so read."""
    scale = abs(round(matrix[3] * 1000 * 65536))
    if scale == 65536:
        return 1000
    return (1000 * 65536 * 65536 + scale // 2) // scale // 65536


def glyph_for(char, names):
    """The glyph FreeType's Unicode map gives `char`: a name the AGL maps to it, one without a
    suffix before one with (`x` before `x.sc`), the first in CharStrings order."""
    variants = []
    for name in names:
        if agl.toUnicode(name) != char:
            continue
        if "." not in name.lstrip("."):
            return name
        variants.append(name)
    return variants[0] if variants else None


def height(font, char, matrix):
    glyphs = font.getGlyphSet()
    name = glyph_for(char, list(font["CharStrings"].keys()))
    if name is None:
        return {"value": None, "source": "none"}
    pen = ControlBoundsPen(glyphs)
    scale = abs(matrix[3])
    normalised = tuple(v / scale for v in matrix[:3]) + (1.0 if matrix[3] > 0 else -1.0,) \
        + tuple(v / scale for v in matrix[4:])
    glyphs[name].draw(pen if normalised == (1, 0, 0, 1, 0, 0) else TransformPen(pen, normalised))
    if pen.bounds is None:
        return {"value": None, "source": "none"}
    top = pen.bounds[3]
    return {"value": int(top) if top == int(top) else top, "source": "glyph"}


def describe(path):
    t1 = T1Font(path)
    t1.parse()
    font = t1.font
    info = font.get("FontInfo", {})
    family = info.get("FamilyName") or font.get("FontName")
    matrix = [float(v) for v in font["FontMatrix"]]
    return {
        "file": path, "faceIndex": 0,
        "family": family, "style": style_name(info, info.get("FamilyName")),
        "postscriptName": font.get("FontName"),
        "format": "Type 1",
        "glyphCount": len(font["CharStrings"]),
        "unitsPerEm": units_per_em(matrix),
        "hhea": None, "typo": None, "win": None, "os2Version": None,
        "useTypoMetrics": False, "freeTypeSource": "other",
        "capHeight": height(t1, "H", matrix),
        "xHeight": height(t1, "x", matrix),
        "weightClass": None, "widthClass": None, "italicAngle": None,
        "axes": [], "namedInstances": [],
        "fontMatrix": matrix,
    }


def main():
    for path in sys.argv[1:]:
        print(json.dumps(describe(path), ensure_ascii=False))


if __name__ == "__main__":
    main()
