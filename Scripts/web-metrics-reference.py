#!/usr/bin/env python3
"""Reference values for catalog's font-table reader and web metrics, from fontTools alone.

Usage (from the repository root):
    pip install fonttools==4.68.0
    python3 Scripts/web-metrics-reference.py FONT [FONT...] [--bounds]

Prints one JSON object per face (every face of a collection): the raw table fields TypeScale's
FontTables reads (head, hhea, OS/2 incl. PANOSE and xAvgCharWidth, maxp, name IDs 1/4/6/16 via
getDebugName, post), the best cmap subtable (getBestCmap's preference), the glyph and advance
of each character of the Latin subset, and, with --bounds, every glyph's stored glyf box.
It also computes, independently of catalog:
  * xWidthAvg and subsets.{latin,thai}.xWidthAvg: for each subset of
    Data/typography/capsize-weightings.tsv (Capsize's published weightings), the sum of
    advance x weight in the file's order (a character the best cmap does not map counts as
    glyph 0's advance, as fontkit's .notdef; combining marks count nothing), rounded half up
    (JavaScript's Math.round), as Capsize's unpack does;
  * category: post.isFixedPitch or PANOSE proportion 9 -> monospace; PANOSE family 2 with
    serif style 2-10 -> serif, 11-15 -> sans-serif; else null.
"""
import json
import math
import pathlib
import sys
import unicodedata

from fontTools.ttLib import TTCollection, TTFont

ROOT = pathlib.Path(__file__).resolve().parent.parent
PREFERENCES = [(3, 10), (0, 6), (0, 4), (3, 1), (0, 3), (0, 2), (0, 1), (0, 0)]


def frequencies():
    """{subset: [(char, weight), ...]} in the file's order."""
    subsets = {}
    for line in (ROOT / "Data/typography/capsize-weightings.tsv").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            subset, code, _, weight = line.split("\t")
            subsets.setdefault(subset, []).append((chr(int(code, 16)), float(weight)))
    return subsets


def best_subtable(font):
    if "cmap" not in font:
        return None
    for platform, encoding in PREFERENCES:
        table = font["cmap"].getcmap(platform, encoding)
        if table is not None:
            return table
    return None


def describe(path, index, font, bounds):
    head, hhea, maxp = font["head"], font.get("hhea"), font["maxp"]
    os2, post, names = font.get("OS/2"), font.get("post"), font.get("name")
    subtable = best_subtable(font)
    cmap = subtable.cmap if subtable else {}
    order = font.getGlyphOrder()
    hmtx = font["hmtx"] if "hmtx" in font else None

    def glyph(char):
        name = cmap.get(ord(char))
        if name is None:
            return None
        gid = font.getGlyphID(name)
        return None if gid == 0 else gid

    def advance(gid):
        return hmtx[order[gid]][0]

    latin_chars = [chr(c) for c in list(range(0x20, 0x80)) + list(range(0xA0, 0x100))]
    widths = {}
    for subset, weights in frequencies().items():
        weighted = 0.0
        for char, weight in weights:
            if unicodedata.category(char) in ("Mn", "Mc", "Me"):
                continue
            gid = glyph(char)
            weighted += advance(gid if gid is not None else 0) * weight
        widths[subset] = math.floor(weighted + 0.5)
    fixed = bool(post.isFixedPitch) if post else False
    panose = None if os2 is None else [getattr(os2.panose, f) for f in (
        "bFamilyType", "bSerifStyle", "bWeight", "bProportion", "bContrast", "bStrokeVariation",
        "bArmStyle", "bLetterForm", "bMidline", "bXHeight")]
    if fixed or (panose and panose[0] == 2 and panose[3] == 9):
        category = "monospace"
    elif panose and panose[0] == 2 and 2 <= panose[1] <= 10:
        category = "serif"
    elif panose and panose[0] == 2 and 11 <= panose[1] <= 15:
        category = "sans-serif"
    else:
        category = None
    result = {
        "file": path, "faceIndex": index,
        "head": {"unitsPerEm": head.unitsPerEm, "xMin": head.xMin, "yMin": head.yMin, "xMax": head.xMax,
                 "yMax": head.yMax, "indexToLocFormat": head.indexToLocFormat, "macStyle": head.macStyle,
                 "fontRevision": head.fontRevision},
        "hhea": None if hhea is None else {"ascender": hhea.ascent, "descender": hhea.descent, "lineGap": hhea.lineGap,
                                           "advanceWidthMax": hhea.advanceWidthMax,
                                           "numberOfHMetrics": hhea.numberOfHMetrics},
        "os2": None if os2 is None else {
            "version": os2.version, "xAvgCharWidth": os2.xAvgCharWidth, "weightClass": os2.usWeightClass,
            "widthClass": os2.usWidthClass, "fsType": os2.fsType, "panose": panose, "fsSelection": os2.fsSelection,
            "typo": [os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap],
            "win": [os2.usWinAscent, os2.usWinDescent],
            "xHeight": os2.sxHeight if os2.version >= 2 else None,
            "capHeight": os2.sCapHeight if os2.version >= 2 else None},
        "maxp": {"numGlyphs": maxp.numGlyphs},
        "post": None if post is None else {"italicAngle": post.italicAngle, "underlinePosition": post.underlinePosition,
                                           "underlineThickness": post.underlineThickness, "isFixedPitch": fixed},
        "names": None if names is None else {str(i): names.getDebugName(i) for i in (1, 4, 6, 16)},
        "cmap": None if subtable is None else {"platformID": subtable.platformID, "encodingID": subtable.platEncID,
                                               "format": subtable.format},
        "glyphs": {f"{ord(c):04X}": glyph(c) for c in latin_chars},
        "advances": {f"{ord(c):04X}": advance(glyph(c)) for c in latin_chars if glyph(c) is not None},
        "xWidthAvg": widths["latin"],
        "subsets": {subset: {"xWidthAvg": width} for subset, width in widths.items()},
        "category": category,
    }
    if bounds and "glyf" in font:
        glyf = font["glyf"]
        boxes = []
        for gid, name in enumerate(order):
            g = glyf[name]
            boxes.append(None if g.numberOfContours == 0 else [g.xMin, g.yMin, g.xMax, g.yMax])
        result["bounds"] = boxes
    return result


def main():
    args = sys.argv[1:]
    bounds = "--bounds" in args
    args = [a for a in args if a != "--bounds"]
    for path in args:
        with open(path, "rb") as handle:
            collection = handle.read(4) == b"ttcf"
        fonts = TTCollection(path, lazy=True).fonts if collection else [TTFont(path, lazy=True)]
        for index, font in enumerate(fonts):
            print(json.dumps(describe(path, index, font, bounds), ensure_ascii=False))


if __name__ == "__main__":
    main()
