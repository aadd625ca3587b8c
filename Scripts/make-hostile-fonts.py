#!/usr/bin/env python3
"""Generate fonts whose cost is out of proportion to their size (issue 42), with fontTools.

Usage (from the repository root):
    pip install fonttools==4.68.0
    python3 Scripts/make-hostile-fonts.py [OUTPUT_DIR]        # the small test fixtures
    python3 Scripts/make-hostile-fonts.py --issue OUTPUT_DIR  # the issue's full-size fonts

fontTools is PINNED to 4.68.0, as in make-test-fonts.py: the fixtures are compared byte for byte
with what this script writes (FixtureRegenerationTests). OUTPUT_DIR defaults to
Tests/CatalogTestSupport/Fixtures/hostile-fonts (not under fonts/, which the CLI tests offer to
fontconfig). Glyph boxes and maxp are written by this script, not recomputed by fontTools (which
expands every composite glyph: hours for the issue's font), and `fvar`/`gvar` are written as
bytes. Fixtures:

    CatalogComponents.ttf
        upem 1000, OS/2 usWinAscent 400 / usWinDescent 200, so every glyph reaching y 500 is
        measured by `check` (.notdef is 50,0-450,300). `dot` is a line from (100, 490) to
        (100, 500). Composites (the k-th component moved right by k units; a "record" is one
        glyph FreeType loads, the glyph itself counted; at most 32,767 points, FreeType's most):
          wide1 = 26 x dot (27 records), wide2 = 26 x wide1 (703)
          wide  = 6 x wide2, moved up 100: 4,219 records, top 600        U+0057 W
          full  = 5 x wide2 + 21 x wide1 + 13 x dot: 4,096 records       U+0046 F
          deep1 = dot, deepN = deep(N-1): deep64 nests 64 levels, deep65 65
                                                                         U+0045 E (deep64), U+0044 D (deep65)
    CatalogVariable-64Axes.ttf, CatalogVariable-65Axes.ttf
        glyf + gvar (no deltas), N axes A000, A001, ... 0..0..100, one named instance.
    CatalogVariable-1024Instances.ttf, CatalogVariable-1025Instances.ttf
        glyf + gvar, one axis wght 100..400..900, N named instances (one shared name).
    CatalogVariable-NoGvar.ttf
        glyf and fvar (wght 100..400..900, two instances) but no gvar.
    CatalogVariable-CFF.otf, CatalogVariable-CFF2.otf
        the same fvar over CFF (no CFF2) and over CFF2.

--issue writes the fonts of the issue: Components-60000.ttf (60,000 glyphs: dot, 20 glyphs of 20
dots, 20 of 20 of those, and 59,958 of 20 of those, 8,421 records each, all reaching y 500 over
usWinAscent 400; 8.8 MB), Components-60000-AtLimit.ttf (the same of 16, 16 and 15 components:
4,096 records a glyph, the most one may load, so `check` reaches its limit for a face; 7.0 MB),
Variable-2000x7800.ttf (2,000 axes, wght, wdth and opsz first, and 7,800 named instances over
glyf + gvar; 62.5 MB) and Variable-2000x7800-NoGvar.ttf (the same without gvar) and
Variable-64x1024.ttf (wght and 63 more axes, 1,024 instances: catalog's limits);
Benchmarks/font-costs.sh times catalog on them.
"""
import os
import struct
import sys

PINNED_FONTTOOLS = "4.68.0"

import fontTools  # noqa: E402

if fontTools.version != PINNED_FONTTOOLS:
    sys.exit(
        f"make-hostile-fonts.py: needs fontTools {PINNED_FONTTOOLS}, found {fontTools.version} "
        f"(pip install fonttools=={PINNED_FONTTOOLS})"
    )

from fontTools.fontBuilder import FontBuilder  # noqa: E402
from fontTools.pens.t2CharStringPen import T2CharStringPen  # noqa: E402
from fontTools.pens.ttGlyphPen import TTGlyphPen  # noqa: E402
from fontTools.ttLib.tables.DefaultTable import DefaultTable  # noqa: E402
from fontTools.ttLib.tables._n_a_m_e import makeName  # noqa: E402

FIXED_TIMESTAMP = 3786825600


def rectangle(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0))
    pen.lineTo((x0, y1))
    pen.lineTo((x1, y1))
    pen.lineTo((x1, y0))
    pen.closePath()
    return pen.glyph()


def dot():
    """A vertical line from (100, 490) to (100, 500): two points, so its bounds are exact."""
    pen = TTGlyphPen(None)
    pen.moveTo((100, 490))
    pen.lineTo((100, 500))
    pen.closePath()
    return pen.glyph()


def composite(glyphs, parts, dy=0):
    """A composite glyph of (glyph name, count) parts of `glyphs`, the k-th component moved
    right by k units and up by dy."""
    pen = TTGlyphPen(glyphs)
    k = 0
    for name, count in parts:
        for _ in range(count):
            pen.addComponent(name, (1, 0, 0, 1, k, dy))
            k += 1
    return pen.glyph()


def start(family, order, cmap, is_ttf=True, lsb=100):
    """A font of the glyphs `order` (advance 600; left side bearing 50 for .notdef, 60 for H,
    else `lsb`)."""
    fb = FontBuilder(1000, isTTF=is_ttf)
    fb.font.recalcTimestamp = False
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap(cmap)
    fb.setupHorizontalMetrics({name: (600, {".notdef": 50, "H": 60}.get(name, lsb)) for name in order})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    ps = family.replace(" ", "") + "-Regular"
    fb.setupNameTable({"familyName": family, "styleName": "Regular", "uniqueFontIdentifier": ps,
                       "fullName": family + " Regular", "psName": ps, "version": "Version 1.000"})
    fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, sTypoLineGap=0, usWinAscent=400, usWinDescent=200,
                sxHeight=500, sCapHeight=700)
    fb.setupPost()
    fb.setupHead(unitsPerEm=1000, created=FIXED_TIMESTAMP, modified=FIXED_TIMESTAMP)
    return fb


def set_glyphs(fb, glyphs, boxes, depth, elements):
    """glyf with the boxes given (x0, y0, x1, y1; .notdef's is 50,0-450,300), maxp set by hand."""
    fb.setupGlyf(glyphs, calcGlyphBounds=False)
    boxes = dict(boxes, **{".notdef": (50, 0, 450, 300)})
    for name, (x0, y0, x1, y1) in boxes.items():
        glyph = fb.font["glyf"][name]
        glyph.xMin, glyph.yMin, glyph.xMax, glyph.yMax = x0, y0, x1, y1
    fb.setupMaxp()
    maxp = fb.font["maxp"]
    maxp.maxPoints, maxp.maxContours = 4, 1  # .notdef
    maxp.maxCompositePoints, maxp.maxCompositeContours = 0xFFFF, 0xFFFF
    maxp.maxComponentElements, maxp.maxComponentDepth = elements, depth
    fb.font.recalcBBoxes = False
    head = fb.font["head"]
    head.xMin, head.yMin = min(box[0] for box in boxes.values()), min(box[1] for box in boxes.values())
    head.xMax, head.yMax = max(box[2] for box in boxes.values()), max(box[3] for box in boxes.values())


def components_font():
    glyphs = {".notdef": rectangle(50, 0, 450, 300), "dot": dot()}
    glyphs["wide1"] = composite(glyphs, [("dot", 26)])
    glyphs["wide2"] = composite(glyphs, [("wide1", 26)])
    glyphs["wide"] = composite(glyphs, [("wide2", 6)], dy=100)
    glyphs["full"] = composite(glyphs, [("wide2", 5), ("wide1", 21), ("dot", 13)])
    glyphs["deep1"] = composite(glyphs, [("dot", 1)])
    for n in range(2, 66):
        glyphs[f"deep{n}"] = composite(glyphs, [(f"deep{n - 1}", 1)])
    boxes = {"dot": (100, 490, 100, 500), "wide1": (100, 490, 125, 500), "wide2": (100, 490, 150, 500),
             "wide": (100, 590, 155, 600), "full": (100, 490, 154, 500)}
    boxes.update({f"deep{n}": (100, 490, 100, 500) for n in range(1, 66)})
    cmap = {ord("W"): "wide", ord("F"): "full", ord("E"): "deep64", ord("D"): "deep65"}
    fb = start("Catalog Components", list(glyphs), cmap)
    set_glyphs(fb, glyphs, boxes, depth=65, elements=39)
    return fb.font


def issue_components_font(widths=(20, 20, 20)):
    """60,000 glyphs: dot, 20 of `widths[0]` dots, 20 of `widths[1]` of those, the rest of
    `widths[2]` of those (20, 20, 20: 8,421 records a glyph; 16, 16, 15: 4,096, the limit)."""
    glyphs = {".notdef": rectangle(50, 0, 450, 700), "dot": dot()}
    for level, below in ((1, ["dot"]), (2, [f"l1_{i}" for i in range(20)])):
        for i in range(20):
            glyphs[f"l{level}_{i}"] = composite(glyphs, [(below[i % len(below)], 1) for _ in range(widths[level - 1])])
    for i in range(60000 - len(glyphs)):
        glyphs[f"l3_{i}"] = composite(glyphs, [(f"l2_{(i + k) % 20}", 1) for k in range(widths[2])])
    reach = {"d": 0, "l": max(widths) - 1}
    boxes = {name: (100, 490, 100 + reach[name[0]] * (int(name[1]) if name[0] == "l" else 0), 500)
             for name in glyphs if name != ".notdef"}
    fb = start("Catalog Components Issue", list(glyphs), {ord("W"): "l3_0"})
    set_glyphs(fb, glyphs, boxes, depth=3, elements=max(widths))
    return fb.font


def fvar_bytes(axes, instances):
    """An fvar of `axes` (tag, min, default, max, name ID) and `instances` (name ID,
    coordinates), 16.16 values."""
    out = bytearray(struct.pack(">IHHHHHH", 0x00010000, 16, 2, len(axes), 20, len(instances), 4 + 4 * len(axes)))
    for tag, low, default, high, name_id in axes:
        out += struct.pack(">4siiiHH", tag.encode(), low << 16, default << 16, high << 16, 0, name_id)
    for name_id, coordinates in instances:
        out += struct.pack(">HH", name_id, 0)
        out += struct.pack(f">{len(coordinates)}i", *[c << 16 for c in coordinates])
    return bytes(out)


def gvar_bytes(axis_count, glyph_count):
    """A gvar with no deltas for any glyph (short offsets, all 0)."""
    data_offset = 20 + 2 * (glyph_count + 1)
    return struct.pack(">HHHHIHHI", 1, 0, axis_count, 0, data_offset, glyph_count, 0, data_offset) + bytes(2 * (glyph_count + 1))


def raw(tag, data):
    table = DefaultTable(tag)
    table.data = data
    return table


def add_names(font, first_id, strings):
    names = font["name"].names
    for offset, text in enumerate(strings):
        names.append(makeName(text, first_id + offset, 3, 1, 0x409))


def variable_font(family, axes, instances, outlines="glyf"):
    """A font over `outlines` ("glyf", "glyf-no-gvar", "CFF", "CFF2") with the fvar given;
    axis i is named by name ID 256 + i, every instance by the ID after them."""
    order = [".notdef", "H"]
    fb = start(family, order, {ord("H"): "H"}, is_ttf=outlines.startswith("glyf"))
    if outlines.startswith("glyf"):
        fb.setupGlyf({".notdef": rectangle(50, 0, 450, 700), "H": rectangle(60, 0, 540, 700)})
        fb.setupMaxp()
    else:
        def charstring(box):
            pen = T2CharStringPen(None if outlines == "CFF2" else 600, None, CFF2=outlines == "CFF2")
            pen.moveTo(box[:2]); pen.lineTo((box[0], box[3])); pen.lineTo(box[2:]); pen.lineTo((box[2], box[1]))
            pen.closePath()
            return pen.getCharString()
        charstrings = {".notdef": charstring((50, 0, 450, 700)), "H": charstring((60, 0, 540, 700))}
        if outlines == "CFF2":
            fb.setupCFF2(charstrings)
        else:
            fb.setupCFF(family.replace(" ", ""), {"FullName": family}, charstrings, {})
        fb.setupMaxp()
    instance_name = 256 + len(axes)
    add_names(fb.font, 256, [axis[4] for axis in axes])
    add_names(fb.font, instance_name, ["Instance"])
    fb.font["fvar"] = raw("fvar", fvar_bytes([axis[:4] + (256 + i,) for i, axis in enumerate(axes)],
                                             [(instance_name, coordinates) for coordinates in instances]))
    if outlines == "glyf":
        fb.font["gvar"] = raw("gvar", gvar_bytes(len(axes), len(order)))
    return fb.font


def many_axes(count):
    axes = [(f"A{i:03d}", 0, 0, 100, f"Axis {i}") for i in range(count)]
    return variable_font(f"Catalog Axes {count}", axes, [[50] * count])


def many_instances(count):
    weight = [("wght", 100, 400, 900, "Weight")]
    return variable_font(f"Catalog Instances {count}", weight, [[100 + (i * 800) // max(1, count - 1)] for i in range(count)])


def issue_variable_font(gvar):
    """wght 100..400..900, wdth 50..100..200, opsz 6..12..72 (which type-ramp sets), then
    A003 ... B999 0..0..100; instance i at low + (7i + axis) mod (high - low + 1)."""
    axes = [("wght", 100, 400, 900, "Weight"), ("wdth", 50, 100, 200, "Width"), ("opsz", 6, 12, 72, "Optical size")]
    axes += [(f"{chr(65 + i // 1000)}{i % 1000:03d}", 0, 0, 100, f"Axis {i}") for i in range(3, 2000)]
    instances = [[low + (7 * i + a) % (high - low + 1) for a, (_, low, _, high, _) in enumerate(axes)] for i in range(7800)]
    return variable_font("Catalog Variable Issue", axes, instances, outlines="glyf" if gvar else "glyf-no-gvar")


def at_limits():
    """64 axes and 1,024 named instances, as many as catalog reads."""
    axes = [("wght", 100, 400, 900, "Weight")] + [(f"A{i:03d}", 0, 0, 100, f"Axis {i}") for i in range(1, 64)]
    instances = [[low + (7 * i + a) % (high - low + 1) for a, (_, low, _, high, _) in enumerate(axes)] for i in range(1024)]
    return variable_font("Catalog Variable Limits", axes, instances)


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--issue":
        out = sys.argv[2]
        os.makedirs(out, exist_ok=True)
        issue_components_font().save(os.path.join(out, "Components-60000.ttf"))
        issue_components_font((16, 16, 15)).save(os.path.join(out, "Components-60000-AtLimit.ttf"))
        issue_variable_font(gvar=True).save(os.path.join(out, "Variable-2000x7800.ttf"))
        issue_variable_font(gvar=False).save(os.path.join(out, "Variable-2000x7800-NoGvar.ttf"))
        at_limits().save(os.path.join(out, "Variable-64x1024.ttf"))
    else:
        out = os.path.join("Tests", "CatalogTestSupport", "Fixtures", "hostile-fonts") if len(sys.argv) < 2 else sys.argv[1]
        os.makedirs(out, exist_ok=True)
        components_font().save(os.path.join(out, "CatalogComponents.ttf"))
        for count in (64, 65):
            many_axes(count).save(os.path.join(out, f"CatalogVariable-{count}Axes.ttf"))
        for count in (1024, 1025):
            many_instances(count).save(os.path.join(out, f"CatalogVariable-{count}Instances.ttf"))
        weight = [("wght", 100, 400, 900, "Weight")]
        for outlines, name in (("glyf-no-gvar", "CatalogVariable-NoGvar.ttf"), ("CFF", "CatalogVariable-CFF.otf"),
                               ("CFF2", "CatalogVariable-CFF2.otf")):
            variable_font("Catalog " + name.split("-")[1].split(".")[0], weight, [[400], [900]], outlines).save(os.path.join(out, name))
    for name in sorted(os.listdir(out)):
        path = os.path.join(out, name)
        print(f"{path}\t{os.path.getsize(path)} bytes")


if __name__ == "__main__":
    main()
