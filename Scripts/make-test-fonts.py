#!/usr/bin/env python3
"""Generate the tiny test fonts for TypeScaleTests (fontTools FontBuilder).

Usage (from the repository root):
    pip install fonttools
    python3 Scripts/make-test-fonts.py [OUTPUT_DIR]

OUTPUT_DIR defaults to Tests/TypeScaleTests/Fixtures. The output is deterministic (fixed
timestamps), so re-running it on an unchanged script gives byte-identical files. Written:

    CatalogTest-1000.ttf      unitsPerEm 1000, family "Catalog Test",      style "Regular"
    CatalogTest-2048.ttf      unitsPerEm 2048, family "Catalog Test 2048", style "Regular"
    CatalogTest.ttc           collection of the two fonts above (face 0 = 1000, face 1 = 2048)
    CatalogTest-1000.woff     CatalogTest-1000.ttf in WOFF 1 (zlib) packaging

Each font has three glyphs (.notdef, space, A) drawn as rectangles scaled to its em, plus the
tables FreeType and fontconfig expect (head, hhea, maxp, OS/2, hmtx, cmap, glyf/loca, name, post).
"""
import os
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont
from fontTools.ttLib.ttCollection import TTCollection

# 2024-01-01T00:00:00Z in seconds since 1904-01-01 (the 'head' table epoch).
FIXED_TIMESTAMP = 3786825600


def rectangle(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0))
    pen.lineTo((x0, y1))
    pen.lineTo((x1, y1))
    pen.lineTo((x1, y0))
    pen.closePath()
    return pen.glyph()


def build(units_per_em, family, style="Regular"):
    scale = units_per_em / 1000
    s = lambda v: round(v * scale)  # design values below are per 1000 units
    fb = FontBuilder(units_per_em, isTTF=True)
    fb.font.recalcTimestamp = False
    fb.setupGlyphOrder([".notdef", "space", "A"])
    fb.setupCharacterMap({0x20: "space", 0x41: "A"})
    empty = TTGlyphPen(None).glyph()
    fb.setupGlyf({
        ".notdef": rectangle(s(50), 0, s(450), s(700)),
        "space": empty,
        "A": rectangle(s(50), 0, s(550), s(700)),
    })
    fb.setupHorizontalMetrics({
        ".notdef": (s(500), s(50)),
        "space": (s(250), 0),
        "A": (s(600), s(50)),
    })
    fb.setupHorizontalHeader(ascent=s(800), descent=-s(200))
    fb.setupNameTable({
        "familyName": family,
        "styleName": style,
        "uniqueFontIdentifier": f"{family.replace(' ', '')}-{style};{units_per_em}",
        "fullName": f"{family} {style}",
        "psName": f"{family.replace(' ', '')}-{style}",
        "version": "Version 1.000",
    })
    fb.setupOS2(
        sTypoAscender=s(800), sTypoDescender=-s(200), sTypoLineGap=0,
        usWinAscent=s(800), usWinDescent=s(200),
        sxHeight=s(500), sCapHeight=s(700),
    )
    fb.setupPost()
    fb.setupHead(unitsPerEm=units_per_em, created=FIXED_TIMESTAMP, modified=FIXED_TIMESTAMP)
    return fb.font


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join("Tests", "TypeScaleTests", "Fixtures")
    os.makedirs(out, exist_ok=True)
    fonts = {
        "CatalogTest-1000.ttf": build(1000, "Catalog Test"),
        "CatalogTest-2048.ttf": build(2048, "Catalog Test 2048"),
    }
    for name, font in fonts.items():
        font.save(os.path.join(out, name))

    collection = TTCollection()
    collection.fonts = [TTFont(os.path.join(out, n), recalcTimestamp=False) for n in fonts]
    collection.save(os.path.join(out, "CatalogTest.ttc"))

    woff = TTFont(os.path.join(out, "CatalogTest-1000.ttf"), recalcTimestamp=False)
    woff.flavor = "woff"
    woff.save(os.path.join(out, "CatalogTest-1000.woff"))

    for name in sorted(os.listdir(out)):
        path = os.path.join(out, name)
        print(f"{path}\t{os.path.getsize(path)} bytes")


if __name__ == "__main__":
    main()
