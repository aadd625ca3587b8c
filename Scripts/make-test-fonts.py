#!/usr/bin/env python3
"""Generate the tiny test fonts every test target shares (fontTools FontBuilder).

Usage (from the repository root):
    pip install fonttools==4.68.0
    python3 Scripts/make-test-fonts.py [OUTPUT_DIR]

fontTools is PINNED to 4.68.0: another version may write different bytes (table order, padding,
name records), which would break the byte-for-byte regeneration test. The script stops at once
with a clear message when another version is imported.

OUTPUT_DIR defaults to Tests/CatalogTestSupport/Fixtures/fonts, the one copy every test target
reads (the regeneration test passes a scratch folder). The output is deterministic (fixed 'head'
timestamps), so re-running the script gives byte-identical files. Written:

    CatalogTest-1000.ttf      unitsPerEm 1000, family "Catalog Test",      style "Regular"
    CatalogTest-2048.ttf      unitsPerEm 2048, family "Catalog Test 2048", style "Regular"
    CatalogTest.ttc           collection of the two fonts above (face 0 = 1000, face 1 = 2048)
    CatalogTest-1000.woff     CatalogTest-1000.ttf in WOFF 1 (zlib) packaging
    CatalogMetrics-Regular.ttf
        Static TrueType with known metrics: upem 1000; hhea 950/-250/20; OS/2 version 4 with
        typo 800/-200/200, win 1000/300, sCapHeight 700, sxHeight 500, USE_TYPO_METRICS set;
        glyphs H (yMax 710) and x (yMax 520) taller than the OS/2 values, so a reader that
        measures glyphs instead of reading OS/2 is caught.
    CatalogMetricsLegacy-BoldItalic.otf
        Static CFF with OS/2 version 1 (no sCapHeight/sxHeight): upem 2048; hhea 1900/-500/0;
        typo 1500/-500/400, win 1950/550; H yMax 1400, x yMax 1000 (cap and x-height must come
        from these glyphs); weight 700, width class 3, italic angle -11.25.
    CatalogMetrics-NoOS2.ttf
        Static TrueType without an OS/2 table and without H or x glyphs: upem 1000, hhea 800/-200/0.
    CatalogVariable.ttf
        Variable TrueType, axes wght 100..400..900 and wdth 75..100..125, six named instances
        (Thin, Regular, Bold, Black, Condensed, Expanded Bold); MVAR moves the typo ascender
        ('hasc'), cap height ('cpht') and x-height ('xhgt') with wght; HVAR and gvar move
        advance widths and outlines with wght and wdth. hhea is static: MVAR has no tag for it.
    CatalogOptical.ttf
        Variable TrueType with one axis, opsz 6..17..72 (points), two named instances (Text at
        17, Display at 72); MVAR moves the x-height ('xhgt': 560 at 6, 500 at 17, 460 at 72) and
        the typo ascender ('hasc': 820, 800, 780), so a reader that sets opsz to the point size
        can be checked.
    CatalogSlant.ttf
        Variable TrueType with one axis below zero, slnt -12..0..0 (degrees), two named
        instances (Regular at 0, Italic at -10): fvar stores -10 as the 16.16 value 0xFFF60000,
        which a reader must take as signed. The -12 master leans the H by moving its top edge.
    CatalogGlyphs.ttf
        Static TrueType (quadratic outlines) with glyphs of exactly known geometry, upem 1000,
        hhea and typo 800/-200, sCapHeight 700; every glyph has advance 800 and xMin 100.
        Outer contours run clockwise, the hole counter-clockwise (TrueType's convention):
          U+25A0 square    100,0-700,600; centroid (400, 300), area 360000
          U+25B2 triangle  (100,0) (100,600) (700,0); centroid (300, 200), box centre (400, 300)
          U+25A3 ring      the square with a hole 400,300-600,500: area 320000, centroid (387.5, 287.5)
          U+25CF circle    centre (400, 300), radius 300: 8 on-curve points at multiples of 45
                           degrees and 8 off-curve points at 22.5 + 45k degrees, 300/cos(22.5)
                           away, coordinates rounded; bounds 100,0-700,600
          U+2312 dome      (100,0) quadratic through the control point (400,900) to (700,0),
                           closed along the base: bounds 100,0-700,450 (the control point is at
                           900), area 180000, centroid (400, 180)
    CatalogGlyphs.otf
        The same shapes in CFF (cubic outlines), counter-clockwise outer contours (CFF's
        convention): the circle as four cubic arcs (control points 166 = round(300 x 0.5523)
        along the tangents); the dome from (700,0) through (700,800) and (100,800) to (100,0):
        bounds 100,0-700,600 (control points at 800), area 288000, centroid (400, 1800/7).

The static fonts have the tables FreeType and fontconfig expect (head, hhea, maxp, OS/2 unless
said otherwise, hmtx, cmap, glyf/loca or CFF, name, post).
"""
import io
import math
import os
import sys

PINNED_FONTTOOLS = "4.68.0"

import fontTools  # noqa: E402

if fontTools.version != PINNED_FONTTOOLS:
    sys.exit(
        f"make-test-fonts.py: needs fontTools {PINNED_FONTTOOLS}, found {fontTools.version} "
        f"(pip install fonttools=={PINNED_FONTTOOLS})"
    )

from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, InstanceDescriptor, SourceDescriptor  # noqa: E402
from fontTools.fontBuilder import FontBuilder  # noqa: E402
from fontTools.pens.t2CharStringPen import T2CharStringPen  # noqa: E402
from fontTools.pens.ttGlyphPen import TTGlyphPen  # noqa: E402
from fontTools.ttLib import TTFont  # noqa: E402
from fontTools.ttLib.ttCollection import TTCollection  # noqa: E402
from fontTools import varLib  # noqa: E402

# 2024-01-01T00:00:00Z in seconds since 1904-01-01 (the 'head' table epoch).
FIXED_TIMESTAMP = 3786825600

# fsSelection bits (OpenType OS/2 spec).
FS_ITALIC = 1 << 0
FS_BOLD = 1 << 5
FS_REGULAR = 1 << 6
FS_USE_TYPO_METRICS = 1 << 7

def draw_rectangle(pen, x0, y0, x1, y1):
    pen.moveTo((x0, y0))
    pen.lineTo((x0, y1))
    pen.lineTo((x1, y1))
    pen.lineTo((x1, y0))
    pen.closePath()


def rectangle(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    draw_rectangle(pen, x0, y0, x1, y1)
    return pen.glyph()


def cff_rectangle(advance, box):
    pen = T2CharStringPen(advance, None)
    if box is not None:
        draw_rectangle(pen, *box)
    return pen.getCharString()


def names(family, style, units_per_em):
    ps = f"{family.replace(' ', '')}-{style.replace(' ', '')}"
    return {
        "familyName": family,
        "styleName": style,
        "uniqueFontIdentifier": f"{ps};{units_per_em}",
        "fullName": f"{family} {style}",
        "psName": ps,
        "version": "Version 1.000",
    }


def finish(fb, units_per_em, macStyle=0):
    fb.setupHead(unitsPerEm=units_per_em, created=FIXED_TIMESTAMP, modified=FIXED_TIMESTAMP, macStyle=macStyle)
    return fb.font


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


def build_metrics_regular():
    """(a) Static TrueType, OS/2 v4 with typo/win/cap/x-height and USE_TYPO_METRICS."""
    fb = FontBuilder(1000, isTTF=True)
    fb.font.recalcTimestamp = False
    fb.setupGlyphOrder([".notdef", "space", "H", "x"])
    fb.setupCharacterMap({0x20: "space", 0x48: "H", 0x78: "x"})
    fb.setupGlyf({
        ".notdef": rectangle(50, 0, 450, 700),
        "space": TTGlyphPen(None).glyph(),
        "H": rectangle(60, 0, 540, 710),
        "x": rectangle(40, 0, 460, 520),
    })
    fb.setupHorizontalMetrics({".notdef": (500, 50), "space": (250, 0), "H": (600, 60), "x": (500, 40)})
    fb.setupHorizontalHeader(ascent=950, descent=-250, lineGap=20)
    fb.setupNameTable(names("Catalog Metrics", "Regular", 1000))
    fb.setupOS2(
        version=4, usWeightClass=400, usWidthClass=5,
        fsSelection=FS_REGULAR | FS_USE_TYPO_METRICS,
        sTypoAscender=800, sTypoDescender=-200, sTypoLineGap=200,
        usWinAscent=1000, usWinDescent=300,
        sxHeight=500, sCapHeight=700,
    )
    fb.setupPost()
    return finish(fb, 1000)


def build_metrics_legacy():
    """(b) Static CFF, OS/2 v1: cap and x-height only from the H and x outlines."""
    fb = FontBuilder(2048, isTTF=False)
    fb.font.recalcTimestamp = False
    order = [".notdef", "space", "H", "x"]
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap({0x20: "space", 0x48: "H", 0x78: "x"})
    advances = {".notdef": 1000, "space": 500, "H": 1300, "x": 1000}
    boxes = {".notdef": (100, 0, 900, 1400), "space": None, "H": (120, 0, 1180, 1400), "x": (80, 0, 920, 1000)}
    charStrings = {g: cff_rectangle(advances[g], boxes[g]) for g in order}
    naming = names("Catalog Metrics Legacy", "Bold Italic", 2048)
    fb.setupCFF(naming["psName"], {"FullName": naming["fullName"], "Weight": "Bold"}, charStrings, {})
    fb.setupHorizontalMetrics({g: (advances[g], boxes[g][0] if boxes[g] else 0) for g in order})
    fb.setupHorizontalHeader(ascent=1900, descent=-500, lineGap=0)
    fb.setupNameTable(naming)
    fb.setupOS2(
        version=1, usWeightClass=700, usWidthClass=3,
        fsSelection=FS_ITALIC | FS_BOLD,
        sTypoAscender=1500, sTypoDescender=-500, sTypoLineGap=400,
        usWinAscent=1950, usWinDescent=550,
    )
    fb.setupPost(italicAngle=-11.25)
    return finish(fb, 2048, macStyle=0b11)  # head.macStyle bold | italic, as fsSelection says


def build_metrics_no_os2():
    """(c) Static TrueType without OS/2 and without H or x."""
    fb = FontBuilder(1000, isTTF=True)
    fb.font.recalcTimestamp = False
    fb.setupGlyphOrder([".notdef", "space", "A"])
    fb.setupCharacterMap({0x20: "space", 0x41: "A"})
    fb.setupGlyf({
        ".notdef": rectangle(50, 0, 450, 700),
        "space": TTGlyphPen(None).glyph(),
        "A": rectangle(50, 0, 550, 700),
    })
    fb.setupHorizontalMetrics({".notdef": (500, 50), "space": (250, 0), "A": (600, 50)})
    fb.setupHorizontalHeader(ascent=800, descent=-200, lineGap=0)
    fb.setupNameTable(names("Catalog Metrics Minimal", "Regular", 1000))
    fb.setupPost()
    return finish(fb, 1000)


# Variable font masters: (wght, wdth) -> what differs from the default master (400, 100).
VARIABLE_DEFAULT = dict(
    typoAscender=800, capHeight=700, xHeight=500,
    H=(50, 550, 600), x=(50, 450, 500),  # (xMin, xMax, advance); H yMax = capHeight, x yMax = xHeight
)
VARIABLE_MASTERS = {
    (400, 100): {},
    (100, 100): dict(typoAscender=780, capHeight=690, xHeight=480, H=(60, 500, 560), x=(60, 420, 480)),
    (900, 100): dict(typoAscender=840, capHeight=720, xHeight=540, H=(40, 660, 700), x=(40, 520, 560)),
    (400, 75): dict(H=(40, 410, 450), x=(30, 350, 380)),
    (400, 125): dict(H=(60, 690, 750), x=(60, 560, 620)),
}
VARIABLE_INSTANCES = [
    ("Thin", 100, 100),
    ("Regular", 400, 100),
    ("Bold", 700, 100),
    ("Black", 900, 100),
    ("Condensed", 400, 75),
    ("Expanded Bold", 700, 125),
]


def reloaded(font):
    """Compiles a master and reads it back, so varLib sees it exactly as a file would give it."""
    buffer = io.BytesIO()
    font.save(buffer)
    buffer.seek(0)
    return TTFont(buffer, recalcTimestamp=False)


def variable_font(family, axes, sources, instances):
    """varLib's font of `axes` [(tag, name, min, default, max)], `sources` [(name, location,
    master font)] and `instances` [(style, location)], with the fixed timestamp."""
    doc = DesignSpaceDocument()
    for tag, name, minimum, default, maximum in axes:
        axis = AxisDescriptor()
        axis.tag, axis.name = tag, name
        axis.minimum, axis.default, axis.maximum = minimum, default, maximum
        doc.addAxis(axis)
    for name, location, master in sources:
        source = SourceDescriptor()
        source.font = master
        source.name = name
        source.location = location
        doc.addSource(source)
    for style, location in instances:
        instance = InstanceDescriptor()
        instance.familyName = family
        instance.styleName = style
        instance.postScriptFontName = f"{family.replace(' ', '')}-{style.replace(' ', '')}"
        instance.location = location
        doc.addInstance(instance)
    font, _, _ = varLib.build(doc)
    font.recalcTimestamp = False
    font["head"].created = FIXED_TIMESTAMP
    font["head"].modified = FIXED_TIMESTAMP
    return font


def build_variable_master(values):
    v = dict(VARIABLE_DEFAULT, **values)
    fb = FontBuilder(1000, isTTF=True)
    fb.font.recalcTimestamp = False
    fb.setupGlyphOrder([".notdef", "space", "H", "x"])
    fb.setupCharacterMap({0x20: "space", 0x48: "H", 0x78: "x"})
    fb.setupGlyf({
        ".notdef": rectangle(50, 0, 450, 700),
        "space": TTGlyphPen(None).glyph(),
        "H": rectangle(v["H"][0], 0, v["H"][1], v["capHeight"]),
        "x": rectangle(v["x"][0], 0, v["x"][1], v["xHeight"]),
    })
    fb.setupHorizontalMetrics({
        ".notdef": (500, 50), "space": (250, 0),
        "H": (v["H"][2], v["H"][0]), "x": (v["x"][2], v["x"][0]),
    })
    # hhea ascender/descender cannot vary (MVAR has no tag for them): FreeType moves its own
    # ascender by the 'hasc' (typo ascender) delta instead.
    fb.setupHorizontalHeader(ascent=900, descent=-250, lineGap=0)
    fb.setupNameTable(names("Catalog Variable", "Regular", 1000))
    fb.setupOS2(
        version=4, usWeightClass=400, usWidthClass=5,
        fsSelection=FS_REGULAR | FS_USE_TYPO_METRICS,
        sTypoAscender=v["typoAscender"], sTypoDescender=-200, sTypoLineGap=100,
        usWinAscent=950, usWinDescent=250,
        sxHeight=v["xHeight"], sCapHeight=v["capHeight"],
    )
    fb.setupPost()
    return reloaded(finish(fb, 1000))


def build_variable():
    """(d) Variable TrueType: wght 100..400..900, wdth 75..100..125, MVAR + HVAR + gvar."""
    return variable_font(
        "Catalog Variable", [("wght", "Weight", 100, 400, 900), ("wdth", "Width", 75, 100, 125)],
        [(f"master-{wght}-{wdth}", {"Weight": wght, "Width": wdth}, build_variable_master(values))
         for (wght, wdth), values in VARIABLE_MASTERS.items()],
        [(style, {"Weight": wght, "Width": wdth}) for style, wght, wdth in VARIABLE_INSTANCES])


# Optical-size masters: opsz -> (typo ascender, x-height).
OPTICAL_MASTERS = {17: (800, 500), 6: (820, 560), 72: (780, 460)}


def build_optical_master(typo_ascender, x_height):
    fb = FontBuilder(1000, isTTF=True)
    fb.font.recalcTimestamp = False
    fb.setupGlyphOrder([".notdef", "space", "H", "x"])
    fb.setupCharacterMap({0x20: "space", 0x48: "H", 0x78: "x"})
    fb.setupGlyf({
        ".notdef": rectangle(50, 0, 450, 700),
        "space": TTGlyphPen(None).glyph(),
        "H": rectangle(50, 0, 550, 700),
        "x": rectangle(50, 0, 450, x_height),
    })
    fb.setupHorizontalMetrics({".notdef": (500, 50), "space": (250, 0), "H": (600, 50), "x": (500, 50)})
    fb.setupHorizontalHeader(ascent=900, descent=-250, lineGap=0)
    fb.setupNameTable(names("Catalog Optical", "Regular", 1000))
    fb.setupOS2(
        version=4, usWeightClass=400, usWidthClass=5,
        fsSelection=FS_REGULAR | FS_USE_TYPO_METRICS,
        sTypoAscender=typo_ascender, sTypoDescender=-200, sTypoLineGap=100,
        usWinAscent=950, usWinDescent=250,
        sxHeight=x_height, sCapHeight=700,
    )
    fb.setupPost()
    return reloaded(finish(fb, 1000))


def build_optical():
    """(e) Variable TrueType with an optical-size axis: opsz 6..17..72, MVAR on xhgt and hasc."""
    return variable_font(
        "Catalog Optical", [("opsz", "Optical size", 6, 17, 72)],
        [(f"master-{opsz}", {"Optical size": opsz}, build_optical_master(typo_ascender, x_height))
         for opsz, (typo_ascender, x_height) in OPTICAL_MASTERS.items()],
        [(style, {"Optical size": opsz}) for style, opsz in [("Text", 17), ("Display", 72)]])


def build_slant_master(lean):
    fb = FontBuilder(1000, isTTF=True)
    fb.font.recalcTimestamp = False
    fb.setupGlyphOrder([".notdef", "space", "H"])
    fb.setupCharacterMap({0x20: "space", 0x48: "H"})
    pen = TTGlyphPen(None)
    pen.moveTo((50, 0))
    pen.lineTo((50 + lean, 700))
    pen.lineTo((550 + lean, 700))
    pen.lineTo((550, 0))
    pen.closePath()
    fb.setupGlyf({".notdef": rectangle(50, 0, 450, 700), "space": TTGlyphPen(None).glyph(), "H": pen.glyph()})
    fb.setupHorizontalMetrics({".notdef": (500, 50), "space": (250, 0), "H": (600, 50)})
    fb.setupHorizontalHeader(ascent=900, descent=-250, lineGap=0)
    fb.setupNameTable(names("Catalog Slant", "Regular", 1000))
    fb.setupOS2(
        version=4, usWeightClass=400, usWidthClass=5, fsSelection=FS_REGULAR | FS_USE_TYPO_METRICS,
        sTypoAscender=800, sTypoDescender=-200, sTypoLineGap=100, usWinAscent=950, usWinDescent=250,
        sxHeight=500, sCapHeight=700,
    )
    fb.setupPost()
    return reloaded(finish(fb, 1000))


def build_slant():
    """(f) Variable TrueType with a negative axis range: slnt -12..0..0, instances at 0 and -10."""
    return variable_font(
        "Catalog Slant", [("slnt", "Slant", -12, 0, 0)],
        [(f"master-{slant}", {"Slant": slant}, build_slant_master(lean)) for slant, lean in [(0, 0), (-12, 150)]],
        [(style, {"Slant": slant}) for style, slant in [("Regular", 0), ("Italic", -10)]])


# Glyphs of known geometry: name -> code point; all have advance 800 and xMin 100.
GLYPH_SHAPES = {"square": 0x25A0, "triangle": 0x25B2, "ring": 0x25A3, "circle": 0x25CF, "dome": 0x2312}


def circle_points(step_offset, radius):
    """Eight points around (400, 300), clockwise from angle step_offset (degrees), rounded."""
    points = []
    for k in range(8):
        angle = math.radians(step_offset - 45 * k)
        points.append((400 + round(radius * math.cos(angle)), 300 + round(radius * math.sin(angle))))
    return points


def draw_shape(pen, name, cubic):
    """Draws a shape; TrueType (quadratic) contours clockwise, CFF (cubic) counter-clockwise."""
    if name in ("square", "ring"):
        if cubic:
            pen.moveTo((100, 0)); pen.lineTo((700, 0)); pen.lineTo((700, 600)); pen.lineTo((100, 600))
        else:
            draw_rectangle(pen, 100, 0, 700, 600)
            return draw_shape_hole(pen, name, cubic)
        pen.closePath()
        return draw_shape_hole(pen, name, cubic)
    if name == "triangle":
        corners = [(100, 0), (700, 0), (100, 600)] if cubic else [(100, 0), (100, 600), (700, 0)]
        pen.moveTo(corners[0]); pen.lineTo(corners[1]); pen.lineTo(corners[2]); pen.closePath()
    elif name == "circle" and not cubic:
        on = circle_points(0, 300)
        off = circle_points(-22.5, 300 / math.cos(math.radians(22.5)))
        pen.moveTo(on[0])
        for k in range(8):
            pen.qCurveTo(off[k], on[(k + 1) % 8])
        pen.closePath()
    elif name == "circle":
        c = 166  # round(300 * 0.5523): the usual cubic quarter-circle handle
        pen.moveTo((700, 300))
        pen.curveTo((700, 300 + c), (400 + c, 600), (400, 600))
        pen.curveTo((400 - c, 600), (100, 300 + c), (100, 300))
        pen.curveTo((100, 300 - c), (400 - c, 0), (400, 0))
        pen.curveTo((400 + c, 0), (700, 300 - c), (700, 300))
        pen.closePath()
    elif name == "dome" and not cubic:
        pen.moveTo((100, 0)); pen.qCurveTo((400, 900), (700, 0)); pen.closePath()
    elif name == "dome":
        pen.moveTo((700, 0)); pen.curveTo((700, 800), (100, 800), (100, 0)); pen.closePath()


def draw_shape_hole(pen, name, cubic):
    if name != "ring":
        return
    hole = [(400, 300), (400, 500), (600, 500), (600, 300)] if cubic else [(400, 300), (600, 300), (600, 500), (400, 500)]
    pen.moveTo(hole[0])
    for point in hole[1:]:
        pen.lineTo(point)
    pen.closePath()


def build_glyphs(cubic):
    """(f) Glyphs of exactly known geometry, TrueType (quadratic) or CFF (cubic)."""
    fb = FontBuilder(1000, isTTF=not cubic)
    fb.font.recalcTimestamp = False
    order = [".notdef", "space"] + list(GLYPH_SHAPES)
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap({0x20: "space", **{code: name for name, code in GLYPH_SHAPES.items()}})
    advances = {".notdef": 500, "space": 250, **{name: 800 for name in GLYPH_SHAPES}}
    naming = names("Catalog Glyphs", "Regular", 1000)
    if cubic:
        charStrings = {".notdef": cff_rectangle(500, (50, 0, 450, 700)), "space": cff_rectangle(250, None)}
        for name in GLYPH_SHAPES:
            pen = T2CharStringPen(800, None)
            draw_shape(pen, name, cubic=True)
            charStrings[name] = pen.getCharString()
        fb.setupCFF(naming["psName"], {"FullName": naming["fullName"]}, charStrings, {})
    else:
        glyphs = {".notdef": rectangle(50, 0, 450, 700), "space": TTGlyphPen(None).glyph()}
        for name in GLYPH_SHAPES:
            pen = TTGlyphPen(None)
            draw_shape(pen, name, cubic=False)
            glyphs[name] = pen.glyph()
        fb.setupGlyf(glyphs)
    lsb = {".notdef": 50, "space": 0, **{name: 100 for name in GLYPH_SHAPES}}
    fb.setupHorizontalMetrics({g: (advances[g], lsb[g]) for g in order})
    fb.setupHorizontalHeader(ascent=800, descent=-200, lineGap=0)
    fb.setupNameTable(naming)
    fb.setupOS2(
        version=4, usWeightClass=400, usWidthClass=5, fsSelection=FS_REGULAR,
        sTypoAscender=800, sTypoDescender=-200, sTypoLineGap=0,
        usWinAscent=800, usWinDescent=200,
        sxHeight=500, sCapHeight=700,
    )
    fb.setupPost()
    return finish(fb, 1000)


def main():
    out = os.path.join("Tests", "CatalogTestSupport", "Fixtures", "fonts") if len(sys.argv) < 2 else sys.argv[1]
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

    build_metrics_regular().save(os.path.join(out, "CatalogMetrics-Regular.ttf"))
    build_metrics_legacy().save(os.path.join(out, "CatalogMetricsLegacy-BoldItalic.otf"))
    build_metrics_no_os2().save(os.path.join(out, "CatalogMetrics-NoOS2.ttf"))
    build_variable().save(os.path.join(out, "CatalogVariable.ttf"))
    build_optical().save(os.path.join(out, "CatalogOptical.ttf"))
    build_slant().save(os.path.join(out, "CatalogSlant.ttf"))
    build_glyphs(cubic=False).save(os.path.join(out, "CatalogGlyphs.ttf"))
    build_glyphs(cubic=True).save(os.path.join(out, "CatalogGlyphs.otf"))

    for name in sorted(os.listdir(out)):
        path = os.path.join(out, name)
        print(f"{path}\t{os.path.getsize(path)} bytes")


if __name__ == "__main__":
    main()
