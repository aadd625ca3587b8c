#!/usr/bin/env python3
"""Builds one OpenType (CFF) font per style of an icon set from the package's own SVGs, for
`catalog glyph` / `catalog glyphs` (and the site) to measure with FreeType.

    build-icon-fonts.py SET [--output DIR] [--jobs N]
        SET: fontawesome-7 | mdi | phosphor | lucide (a Data/symbols folder)

Needs fontTools 4.68.0, picosvg 0.23.0 and skia-pathops 0.9.2 (build time only), and the
package that Scripts/fetch-icon-sets.sh installed into the cache. Output (default):
${CATALOG_CACHE:-${XDG_CACHE_HOME:-~/.cache}/catalog}/icon-fonts/SET-VERSION/, one file per
style that Data/symbols/SET/style_fonts.plist names (family, style, weight, file: written by
`catalog import`); VERSION is the package's. Prints the folder on its last line.

Each icon's SVG comes from the package's Python API (glyph_sources.plist's template), as the
export lists the icons (Scripts/icon_sources.py). The fonts:

- Outlines: CFF, cubic as the SVGs are (quadratics become cubics exactly; arcs become cubics,
  picosvg's conversion). SVG units become font units by icon_sources.FontUnits: the viewBox
  height is one em (units per em: Font Awesome 7 5,120, MDI 2,400, Phosphor 12,800, Lucide
  2,400), the viewBox bottom sits at −1/8 em, each point is rounded to the nearest font unit.
- Every icon is read by picosvg (each shape with the attributes it inherits from <svg>, as a
  path with arcs made cubic), moved to font units, and its filled region (nonzero winding, as
  the SVG fills it) made into one outline by skia-pathops' simplify(): no overlaps, outer
  contours counter-clockwise, so that area and optical centre are those of the ink (an SVG
  may draw two separate shapes in opposite directions, which a signed area would cancel:
  Phosphor fill's `rows`). Phosphor's duotone style has a second layer at opacity 0.2 (the filled
  background); a one-colour glyph cannot carry opacity, so that layer is left out and the
  duotone glyph is its full-opacity outline (the regular weight's drawing).
- Lucide is stroked (stroke-width 2, round caps and joins): each shape is stroked in font
  units by skia-pathops' stroker (picosvg.svg_pathops.stroke: round caps and joins, conics to
  quadratics within 0.1 unit), then simplified with the rest of the icon. Stroking in font
  units, not in the 24-unit viewBox, keeps the stroker's own tolerance (about 1/4 unit of the
  space it strokes in) at 1/9,600 em: stroking in SVG units puts round arcs up to 0.23 SVG
  units (1 % of the icon) outside the true stroke.
- Glyph names are the icon names; .notdef is empty. cmap: the set's published code point
  (Phosphor), else U+F0000 + the icon's position among the set's names sorted by code unit
  (Supplementary Private Use Area-A; the same code point in every style of a set, stable for a
  package version).
- Vertical metrics: hhea and typo ascender 7/8 em, descender −1/8 em, line gap 0 (the viewBox),
  USE_TYPO_METRICS; win ascent/descent cover the font's box; cap height 3/4 em, so the middle
  of the em box (3/8 em) is half the cap height, where SF Symbols centre a symbol; x-height 0
  (no letters).
- Names: "Catalog …" families (never upstream's names); the copyright line of the set's
  LICENSE.txt in name 0, the whole LICENSE.txt in name 13.
- Deterministic: fixed head dates, glyphs in name order: the same bytes on every run.
"""
import argparse
import multiprocessing
import os
import sys
import tempfile

from fontTools.fontBuilder import FontBuilder
from fontTools.misc.roundTools import otRound
from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.recordingPen import RecordingPen
from fontTools.pens.roundingPen import RoundingPen
from fontTools.pens.t2CharStringPen import T2CharStringPen

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from icon_sources import SYMBOLS, FontUnits, IconSource, cache_root, read_plist, view_box  # noqa: E402

FIRST_PRIVATE_USE = 0xF0000
# Font units within which skia turns the round caps' conics into quadratics.
STROKE_TOLERANCE = 0.1
# 2020-01-01 in the head table's epoch (1904): fixed, so the bytes do not depend on the day.
HEAD_DATE = 3660681600

_source = None


def _start_worker(data_set):
    global _source
    _source = IconSource(data_set)


def closed(commands):
    """The commands with every subpath closed, as filling closes it (MDI's `minus-thick` is
    `M20 14H4V10H20`): skia's simplify() would otherwise leave an open contour's direction."""
    result, open_contour = [], False
    for command, args in commands:
        if command == "M" and open_contour:
            result.append(("Z", ()))
        result.append((command, args))
        open_contour = command != "Z"
    if open_contour:
        result.append(("Z", ()))
    return result


def outline(name, style):
    """(recording in font units, advance, units per em) of one icon."""
    import pathops
    from picosvg.svg import SVG
    from picosvg.svg_pathops import skia_path, stroke, transform
    from picosvg.svg_transform import Affine2D

    svg_text = _source.svg(name, style)
    units = FontUnits(_source.data_set, view_box(svg_text))
    recording = RecordingPen()
    svg = SVG.fromstring(svg_text)
    if "transform" in svg_text or "<g" in svg_text:
        raise ValueError(f"{name} {style}: groups and transforms are not expected in {_source.package}")
    # Each shape (picosvg: attributes inherited from <svg>, shapes as paths, arcs as cubics) moves
    # to font units first, so that skia works at 1/2,400 … 1/12,800 em, not in the viewBox.
    affine = Affine2D(*units.transform())
    merged = pathops.Path()
    for shape in svg.shapes():
        if shape.opacity < 1:
            continue  # Phosphor duotone's 20 % layer (see the module comment)
        if shape.fill_rule != "nonzero":
            raise ValueError(f"{name} {style}: fill-rule {shape.fill_rule} is not expected in {_source.package}")
        commands = list(transform(shape.as_cmd_seq(), affine))
        if shape.fill != "none":
            merged.addPath(skia_path(closed(commands), "nonzero"))
        if shape.stroke != "none":
            stroked = stroke(commands, shape.stroke_linecap, shape.stroke_linejoin, shape.stroke_width * units.scale,
                             shape.stroke_miterlimit, STROKE_TOLERANCE)
            merged.addPath(skia_path(list(stroked), "nonzero"))
    # The filled region as a font wants it: no overlaps, outer contours counter-clockwise.
    try:
        merged.simplify(fix_winding=True, keep_starting_points=True)
    except pathops.PathOpsError as error:
        raise ValueError(f"{name} {style}: skia-pathops cannot simplify the outline ({error})") from error
    merged.draw(RoundingPen(recording, roundFunc=otRound))
    return recording.value, units.advance, units.units_per_em


def build_font(source, style, font, code_points, outlines, path):
    names = source.names(style)
    upms = {upm for _, _, upm in outlines}
    if len(upms) != 1:
        raise ValueError(f"{source.data_set} {style}: viewBoxes of different heights ({sorted(upms)})")
    upm = upms.pop()
    ascender, descender = upm * 7 // 8, -upm // 8
    builder = FontBuilder(upm, isTTF=False)
    order = [".notdef"] + names
    builder.setupGlyphOrder(order)
    builder.setupCharacterMap({code_points[name]: name for name in names})
    charstrings, metrics = {}, {}
    empty = T2CharStringPen(upm, None)
    charstrings[".notdef"] = empty.getCharString()
    metrics[".notdef"] = (upm, 0)
    x_min = y_min = 0
    x_max = y_max = 0
    for name, (value, advance, _) in zip(names, outlines):
        pen = T2CharStringPen(advance, None)
        bounds = BoundsPen(None)
        for operator, operands in value:
            getattr(pen, operator)(*operands)
            getattr(bounds, operator)(*operands)
        charstrings[name] = pen.getCharString()
        box = bounds.bounds
        metrics[name] = (advance, otRound(box[0]) if box else 0)
        if box:
            x_min, y_min = min(x_min, box[0]), min(y_min, box[1])
            x_max, y_max = max(x_max, box[2]), max(y_max, box[3])
    family, face, weight = font["family"], font["style"], font["weight"]
    ps_name = f"{family}-{face}".replace(" ", "")
    license_text = open(os.path.join(SYMBOLS, source.data_set, "LICENSE.txt"), encoding="utf-8").read()
    copyright_line = next((line.strip() for line in license_text.splitlines() if line.strip().lower().startswith("copyright")),
                          license_text.strip().splitlines()[0])
    version = f"Version 1.000; {source.package} {source.version}"
    builder.setupCFF(ps_name, {"FullName": f"{family} {face}", "FamilyName": family, "Weight": face,
                               "Notice": copyright_line}, charstrings, {})
    builder.setupHorizontalMetrics(metrics)
    builder.setupHorizontalHeader(ascent=ascender, descent=descender, lineGap=0)
    ribbi = face in ("Regular", "Bold")
    builder.setupNameTable({
        "copyright": copyright_line,
        "familyName": family if ribbi else f"{family} {face}",
        "styleName": face if ribbi else "Regular",
        "uniqueFontIdentifier": f"{ps_name};{source.package} {source.version}",
        "fullName": f"{family} {face}",
        "version": version,
        "psName": ps_name,
        "description": f"Drawn by catalog (Scripts/build-icon-fonts.py) from the SVGs of {source.package} "
                       f"{source.version}; not a font of the icon set's authors.",
        "licenseDescription": license_text,
        "typographicFamily": family,
        "typographicSubfamily": face,
    }, mac=False)
    fs_selection = (0x20 if face == "Bold" else 0x40 if ribbi else 0) | 0x80  # BOLD / REGULAR, USE_TYPO_METRICS
    builder.setupOS2(version=4, usWeightClass=weight, fsType=0, fsSelection=fs_selection, achVendID="NONE",
                     sTypoAscender=ascender, sTypoDescender=descender, sTypoLineGap=0,
                     usWinAscent=max(ascender, otRound(y_max)), usWinDescent=max(-descender, -otRound(y_min)),
                     sCapHeight=upm * 3 // 4, sxHeight=0, ulUnicodeRange1=0, ulUnicodeRange2=0,
                     ulUnicodeRange3=0, ulUnicodeRange4=0,
                     usFirstCharIndex=min(code_points[n] for n in names) & 0xFFFF,
                     usLastCharIndex=min(max(code_points[n] for n in names), 0xFFFF))
    builder.setupPost(isFixedPitch=0, underlinePosition=-upm // 16, underlineThickness=upm // 32)
    builder.updateHead(created=HEAD_DATE, modified=HEAD_DATE, fontRevision=1.0, macStyle=1 if face == "Bold" else 0)
    builder.font.recalcTimestamp = False
    handle, temporary = tempfile.mkstemp(dir=os.path.dirname(path), suffix=".otf.tmp")
    os.close(handle)
    builder.save(temporary)
    os.replace(temporary, path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("set", metavar="SET")
    parser.add_argument("--output", help="folder for the fonts (default: the cache's icon-fonts/SET-VERSION)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    arguments = parser.parse_args()
    source = IconSource(arguments.set)
    fonts = read_plist(arguments.set, "style_fonts.plist")
    output = arguments.output or os.path.join(cache_root(), "icon-fonts", f"{arguments.set}-{source.version}")
    os.makedirs(output, exist_ok=True)
    code_points = {}  # source.icons is sorted by name
    for index, (name, _, code_point) in enumerate(source.icons):
        code_points[name] = code_point if code_point is not None else FIRST_PRIVATE_USE + index
    if len(set(code_points.values())) != len(code_points):
        sys.exit(f"{arguments.set}: two icons share a code point")
    with multiprocessing.Pool(max(1, arguments.jobs), initializer=_start_worker, initargs=(arguments.set,)) as pool:
        for style in sorted(fonts):
            names = source.names(style)
            outlines = pool.starmap(outline, [(name, style) for name in names], chunksize=16)
            path = os.path.join(output, fonts[style]["file"])
            build_font(source, style, fonts[style], code_points, outlines, path)
            print(f"built {path}: {len(names)} glyphs, {os.path.getsize(path)} bytes", file=sys.stderr)
    print(output)


if __name__ == "__main__":
    main()
