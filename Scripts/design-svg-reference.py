#!/usr/bin/env python3
"""Reference SVGs of icons on their own design grid, for `catalog glyph NAME --format svg
--plain`, computed without catalog: the viewBox from the package's own SVG, the outline from
the font by fontTools, the strokes from the package.

    design-svg-reference.py SET STYLE FONT NAME…
        SET: fontawesome-6 | fontawesome-7 | mdi | phosphor | lucide; STYLE: a key of its
        style_fonts.plist; FONT: the installed font file of that style (ignored for lucide)

For each NAME, one line: the SVG document catalog should write (without its final line feed).

- Filled sets: the glyph of the icon's code point (Data/symbols/SET/symbol_unicodes.plist),
  else the glyph named as the icon. A TrueType glyph's points and flags as fontTools reads
  them (composites resolved), walked as FT_Outline_Decompose walks them: quadratic segments
  split at their implied on-curve points, a contour closed by a line back to its start unless
  it ends in a curve (a line of length 0 when its last point repeats its first). A CFF glyph
  as fontTools' pen draws it, a contour that does not end where it started closed by a line. Font units become
  the package's SVG units: the viewBox height (of the package's SVG of this icon) is one em
  of the font, the baseline 7/8 of it down (Font Awesome's `vertical-align: -.125em`; the
  icon sets' fonts are built so by Scripts/build-icon-fonts.py), x from the left edge; the
  width is the glyph's advance. Numbers rounded to 1/100 as catalog writes them.
- Lucide: the package's own elements in order, with the root's drawing attributes (fill,
  stroke, stroke-width, caps, joins), on its viewBox.

The package SVGs come from the cache that Scripts/fetch-icon-sets.sh fills (Font Awesome 6:
the fontawesomefree 6.6.0 package's svgs/STYLE/NAME.svg).
"""
import math
import os
import plistlib
import sys
import xml.etree.ElementTree as ElementTree

from fontTools.pens.basePen import decomposeQuadraticSegment
from fontTools.pens.recordingPen import RecordingPen
from fontTools.ttLib import TTFont

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from icon_sources import SYMBOLS, IconSource, cache_root, view_box  # noqa: E402

SVG_NAMESPACE = "{http://www.w3.org/2000/svg}"
LAYOUT = {"xmlns", "width", "height", "viewBox", "class", "id"}


def number(value):
    """catalog's SVG numbers: hundredths rounded half away from zero, no trailing zeros."""
    hundredths = int(math.floor(abs(value * 100) + 0.5)) * (1 if value * 100 >= 0 else -1)
    whole, fraction = divmod(abs(hundredths), 100)
    text = ("-" if hundredths < 0 else "") + str(whole)
    if fraction:
        text += "." + f"{fraction:02d}".rstrip("0")
    return text


def package_svg(data_set, style, name):
    if data_set == "fontawesome-6":
        version = plistlib.load(open(os.path.join(SYMBOLS, data_set, "version.plist"), "rb"))["CFBundleShortVersionString"]
        path = os.path.join(cache_root(), "icon-sets", "packages", f"fontawesomefree-{version}", "fontawesomefree", "static",
                            "fontawesomefree", "svgs", style, f"{name}.svg")
        return open(path, encoding="utf-8").read()
    return IconSource(data_set).svg(name, style)


def glyph_name(font, data_set, name):
    unicodes_file = os.path.join(SYMBOLS, data_set, "symbol_unicodes.plist")
    if os.path.exists(unicodes_file):
        character = plistlib.load(open(unicodes_file, "rb")).get(name)
        if character:
            found = font.getBestCmap().get(ord(character))
            if found:
                return found
    return name


def path_data(recording, x, y):
    out, start, current = [], None, None

    def point(p):
        return f"{number(x(p[0]))} {number(y(p[1]))}"

    for operator, operands in recording:
        if operator == "moveTo":
            start = current = operands[0]
            out.append("M" + point(start))
        elif operator == "lineTo":
            current = operands[0]
            out.append("L" + point(current))
        elif operator == "qCurveTo":
            for control, end in decomposeQuadraticSegment(operands):
                out.append("Q" + point(control) + " " + point(end))
                current = end
        elif operator == "curveTo":
            c1, c2, end = operands
            out.append("C" + point(c1) + " " + point(c2) + " " + point(end))
            current = end
        elif operator in ("closePath", "endPath"):
            if current != start:
                out.append("L" + point(start))
            out.append("Z")
            start = current = None
    return "".join(out)


def truetype_path_data(font, glyph, x, y):
    """FT_Outline_Decompose's elements of a glyf glyph (ftoutln.c), over fontTools' points."""
    coordinates, ends, flags = font["glyf"][glyph].getCoordinates(font["glyf"])
    out, first = [], 0

    def point(p):
        return f"{number(x(p[0]))} {number(y(p[1]))}"

    def middle(a, b):
        return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)

    for last in ends:
        points = [tuple(coordinates[i]) for i in range(first, last + 1)]
        on = [bool(flags[i] & 1) for i in range(first, last + 1)]
        first = last + 1
        start, index, limit = points[0], 0, len(points) - 1
        if not on[0]:
            if on[limit]:
                start, limit = points[limit], limit - 1
            else:
                start = middle(points[0], points[limit])
            index = -1
        out.append("M" + point(start))
        closed_by_curve = False
        while index < limit:
            index += 1
            if on[index]:
                out.append("L" + point(points[index]))
                continue
            control = points[index]
            while True:
                if index < limit:
                    index += 1
                    if on[index]:
                        out.append("Q" + point(control) + " " + point(points[index]))
                        break
                    mid = middle(control, points[index])
                    out.append("Q" + point(control) + " " + point(mid))
                    control = points[index]
                else:
                    out.append("Q" + point(control) + " " + point(start))
                    closed_by_curve = True
                    break
            if closed_by_curve:
                break
        if not closed_by_curve:
            out.append("L" + point(start))
        out.append("Z")
    return "".join(out)


def filled(data_set, style, font_file, name):
    font = TTFont(font_file)
    box = view_box(package_svg(data_set, style, name))
    height = box[3]
    glyph = glyph_name(font, data_set, name)
    scale = height / font["head"].unitsPerEm
    baseline = height * 7 / 8
    x, y = (lambda v: v * scale), (lambda v: baseline - v * scale)
    if "glyf" in font:
        d = truetype_path_data(font, glyph, x, y)
    else:
        recording = RecordingPen()
        font.getGlyphSet()[glyph].draw(recording)
        d = path_data(recording.value, x, y)
    width = font["hmtx"][glyph][0] * scale
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {number(width)} {number(height)}" fill="currentColor">'
            f'<path d="{d}"/></svg>')


def stroked(name):
    root = ElementTree.fromstring(IconSource("lucide").svg(name, "regular"))
    _, _, width, height = view_box(ElementTree.tostring(root, encoding="unicode"))
    attributes = "".join(f' {key}="{value}"' for key, value in root.attrib.items() if key not in LAYOUT)
    body = "".join("<" + child.tag.removeprefix(SVG_NAMESPACE) + "".join(f' {k}="{v}"' for k, v in child.attrib.items()) + "/>"
                   for child in root)
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {number(width)} {number(height)}"{attributes}>{body}</svg>'


def main():
    if len(sys.argv) < 5:
        sys.exit(__doc__.strip().splitlines()[3].strip())
    data_set, style, font_file, names = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    for name in names:
        print(stroked(name) if data_set == "lucide" else filled(data_set, style, font_file, name))


if __name__ == "__main__":
    main()
