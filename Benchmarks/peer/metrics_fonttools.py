#!/usr/bin/env python3
"""The fontTools peer of `catalog metrics FILE... --json` for Benchmarks/scale.sh.

Usage:
    python3 Benchmarks/peer/metrics_fonttools.py FONT [FONT...]

Opens every face of every file lazily (`TTFont(path, lazy=True)`, `TTCollection(path,
lazy=True)` for .ttc/.otc: tables are parsed only when read) and prints one JSON object per
face with the values `catalog metrics` takes from the same four tables: head (unitsPerEm),
hhea (ascender, descender, line gap), OS/2 (version, typo and win values, USE_TYPO_METRICS,
cap and x-height, weight and width class) and maxp (glyph count); then one document, as
catalog prints one. It does less than catalog: no names, no post, no fvar, no glyph measured
when OS/2 has no cap or x-height. fontTools reads TrueType, OpenType and collections only:
give it no Type 1 file.
"""
import json
import sys

from fontTools.ttLib import TTCollection, TTFont


def face(path, index, font):
    head, hhea, maxp, os2 = font["head"], font["hhea"], font["maxp"], font.get("OS/2")
    result = {
        "file": path, "faceIndex": index, "glyphCount": maxp.numGlyphs, "unitsPerEm": head.unitsPerEm,
        "hhea": {"ascender": hhea.ascent, "descender": hhea.descent, "lineGap": hhea.lineGap},
        "typo": None, "win": None, "os2Version": None, "useTypoMetrics": False,
        "capHeight": None, "xHeight": None, "weightClass": None, "widthClass": None,
    }
    if os2 is not None:
        result.update({
            "typo": {"ascender": os2.sTypoAscender, "descender": os2.sTypoDescender, "lineGap": os2.sTypoLineGap},
            "win": {"ascent": os2.usWinAscent, "descent": os2.usWinDescent},
            "os2Version": os2.version, "useTypoMetrics": bool(os2.fsSelection & 0x80),
            "capHeight": getattr(os2, "sCapHeight", None), "xHeight": getattr(os2, "sxHeight", None),
            "weightClass": os2.usWeightClass, "widthClass": os2.usWidthClass,
        })
    return result


def main():
    faces = []
    for path in sys.argv[1:]:
        with open(path, "rb") as file:
            collection = file.read(4) == b"ttcf"
        fonts = TTCollection(path, lazy=True).fonts if collection else [TTFont(path, lazy=True)]
        faces += [face(path, index, font) for index, font in enumerate(fonts)]
    json.dump({"schemaVersion": 1, "faces": faces}, sys.stdout, indent=2, ensure_ascii=False)
    print()


if __name__ == "__main__":
    main()
