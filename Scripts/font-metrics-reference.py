#!/usr/bin/env python3
"""Reference font metrics from fontTools, in the shape of `catalog metrics --json`.

Usage (from the repository root):
    pip install fonttools==4.68.0
    python3 Scripts/font-metrics-reference.py FONT [FONT...] [--instance wght=700,wdth=100]

Prints one JSON object per face (every face of a collection). Independent of FreeType, so the
TypeScale tests take their expected values from it. Rules, as TypeScale's FaceMetrics:
  * capHeight / xHeight: OS/2 sCapHeight / sxHeight when OS/2 version >= 2 and the value is not
    0 ("os2"), else the top of the control box of the H / x glyph ("glyph"; the box of all
    outline points, as FreeType's FT_Outline_Get_CBox), else null ("none");
  * freeTypeSource: FreeType 2.12's choice for its ascender/descender (sfobjs.c): "typo" when
    USE_TYPO_METRICS is set, else "hhea", and if hhea's ascender and descender are both 0,
    "typo" when either typo value is not 0, else "win";
  * --instance: the font is first instantiated with fontTools.varLib.instancer at the given
    design coordinates (axes left out stay at their default), and advances of H and x are added.
"""
import json
import sys

from fontTools.pens.boundsPen import ControlBoundsPen
from fontTools.ttLib import TTCollection, TTFont


def height(font, os2, field, char):
    if os2 is not None and os2.version >= 2 and getattr(os2, field):
        return {"value": getattr(os2, field), "source": "os2"}
    glyph = font.getBestCmap().get(ord(char))
    if glyph is None:
        return {"value": None, "source": "none"}
    glyphs = font.getGlyphSet()
    pen = ControlBoundsPen(glyphs)
    glyphs[glyph].draw(pen)
    return {"value": pen.bounds[3], "source": "glyph"} if pen.bounds else {"value": None, "source": "none"}


def free_type_source(hhea, os2):
    if os2 is not None and os2.fsSelection & 0x80:
        return "typo"
    if hhea.ascent or hhea.descent or os2 is None:
        return "hhea"
    return "typo" if os2.sTypoAscender or os2.sTypoDescender else "win"


def describe(path, index, font, instance):
    names = font["name"]
    os2, hhea = font.get("OS/2"), font["hhea"]
    fvar = font.get("fvar")
    result = {
        "file": path, "faceIndex": index,
        "family": names.getBestFamilyName(), "style": names.getBestSubFamilyName(),
        "postscriptName": names.getDebugName(6),
        "format": "CFF" if "CFF " in font else "CFF2" if "CFF2" in font else "TrueType",
        "glyphCount": len(font.getGlyphOrder()),
        "unitsPerEm": font["head"].unitsPerEm,
        "hhea": {"ascender": hhea.ascent, "descender": hhea.descent, "lineGap": hhea.lineGap},
        "typo": None if os2 is None else
        {"ascender": os2.sTypoAscender, "descender": os2.sTypoDescender, "lineGap": os2.sTypoLineGap},
        "win": None if os2 is None else {"ascent": os2.usWinAscent, "descent": os2.usWinDescent},
        "os2Version": None if os2 is None else os2.version,
        "useTypoMetrics": bool(os2 is not None and os2.fsSelection & 0x80),
        "freeTypeSource": free_type_source(hhea, os2),
        "capHeight": height(font, os2, "sCapHeight", "H"),
        "xHeight": height(font, os2, "sxHeight", "x"),
        "weightClass": None if os2 is None else os2.usWeightClass,
        "widthClass": None if os2 is None else os2.usWidthClass,
        "italicAngle": font["post"].italicAngle if "post" in font else None,
        "axes": [] if fvar is None else [
            {"tag": a.axisTag, "name": names.getDebugName(a.axisNameID), "min": a.minValue,
             "default": a.defaultValue, "max": a.maxValue} for a in fvar.axes],
        "namedInstances": [] if fvar is None else [
            {"name": names.getDebugName(i.subfamilyNameID), "coordinates": i.coordinates} for i in fvar.instances],
    }
    if instance:
        cmap, hmtx = font.getBestCmap(), font["hmtx"]
        result["instance"] = instance
        result["advances"] = {c: hmtx[cmap[ord(c)]][0] for c in "Hx" if ord(c) in cmap}
    return result


def main():
    args, instance = sys.argv[1:], None
    if "--instance" in args:
        at = args.index("--instance")
        instance = {k: float(v) for k, v in (p.split("=") for p in args[at + 1].split(","))}
        del args[at:at + 2]
    if instance:
        from fontTools.varLib import instancer  # slow to import: only when an instance is asked for
    for path in args:
        fonts = TTCollection(path).fonts if open(path, "rb").read(4) == b"ttcf" else [TTFont(path)]
        for index, font in enumerate(fonts):
            if instance:
                font = instancer.instantiateVariableFont(font, instance)
            print(json.dumps(describe(path, index, font, instance), ensure_ascii=False))


if __name__ == "__main__":
    main()
