#!/usr/bin/env python3
"""Exports one icon-set package, read through its own Python API, as neutral JSON that
`catalog import fa7|mdi|phosphor|lucide` reads (the Swift importer cannot import Python).

    export-icon-sets.py SET [--output FILE]        SET: fa6 | fa7 | mdi | phosphor | lucide

Run it with a Python that can import the package (Scripts/fetch-icon-sets.sh makes one venv
per package version under the cache and runs this script in each):

    fa6       fontawesomefree 5.15.4 … 6.6.0 (Font Awesome before the 7.x releases, dated as the
              fontawesome-6 data set is): static/fontawesomefree/metadata/icons.json of the
              installed package, with each icon's `changes`
    fa7       fontawesome-free-pack 7.x: every Icon constant (slug, family, label, last_modified)
    mdi       material-design-icons-pack: every Icon constant (slug, version, deprecated, author)
    phosphor  py-phosphor-icons: all_icons(), icon_names() per weight, phosphor_version.txt
    lucide    python-lucide: its SQLite database (icons, tags, categories, aliases), read
              through lucide.db.get_db_connection()

The SVGs are not exported whole: each icon records where its SVG is (`glyphSource` gives the
package, its version and a template per style), so a later step can draw it. What the export
takes from them (fa7, mdi, phosphor, lucide: the sets whose fonts Scripts/build-icon-fonts.py
builds) is their design grid, `svg`, read from every icon's SVG through the package's API:
  viewBoxHeight  the one height of every viewBox (each starts at 0 0): one em of the fonts
  viewBoxWidth   the one width of every viewBox, when they share one (not Font Awesome's)
  baseline       the y in that viewBox where the fonts' baseline lies (icon_sources.FontUnits,
                 the conversion the font build uses: the viewBox bottom at -1/8 em)
and of a stroked set (Lucide) its strokes as the package ships them: `strokeAttributes`, the
root's drawing attributes every icon shares (fill, stroke, stroke-width, caps, joins), and
per icon `strokes`, its elements in order ([element, [[attribute, value]…]]).

One JSON object, keys sorted, icons sorted by name:
  schemaVersion 2, set, package {name, version}, release (the set's own version),
  license {spdx, text}, categories [{key, label}] in the set's order, glyphSource,
  svg? {viewBoxHeight, viewBoxWidth?, baseline, strokeAttributes? [[attribute, value]…]},
  icons [{name, label?, styles, tags, categories, aliases [{name, deprecated}], added?,
          changes? (fa6), deprecated, author?, codepoint?, lastModified?, strokes?}]
"""
import argparse
import contextlib
import importlib
import importlib.metadata
import io
import json
import os
import re
import sys
import xml.etree.ElementTree as ElementTree

HERE = os.path.dirname(os.path.abspath(__file__))
LICENSES = os.path.join(HERE, "icon-licenses")
sys.path.insert(0, HERE)
from icon_sources import FontUnits, view_box  # noqa: E402

SCHEMA_VERSION = 2
SVG_NAMESPACE = "{http://www.w3.org/2000/svg}"
# The elements and attributes a stroked icon may have (Lucide 0.5.11 uses all of these but
# fill-rule): shapes and their geometry and paint, never a script, link or style.
STROKE_ELEMENTS = {"path", "circle", "ellipse", "line", "polyline", "polygon", "rect"}
STROKE_GEOMETRY = {"d", "cx", "cy", "r", "rx", "ry", "x", "y", "width", "height", "x1", "y1", "x2", "y2", "points"}
STROKE_PAINT = {"fill", "fill-rule", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "opacity"}
# Root attributes that are not drawing: the namespace, the size, the viewBox (the grid), the class.
ROOT_LAYOUT = {"xmlns", "width", "height", "viewBox", "class", "id"}


def dist_license(distribution):
    """The licence file the wheel ships in its dist-info."""
    dist = importlib.metadata.distribution(distribution)
    for file in dist.files or []:
        if file.name in ("LICENSE", "LICENSE.txt") and ".dist-info" in str(file):
            return file.read_text()
    raise SystemExit(f"{distribution}: no licence file in its dist-info")


def upstream_license(name, distribution):
    """An icon set's own licence (committed beside this script), then the wrapper package's."""
    with open(os.path.join(LICENSES, name), encoding="utf-8") as handle:
        text = handle.read()
    return text + f"\n---\n\nThe Python package {distribution} that carries these icons:\n\n" + dist_license(distribution)


def icon(name, **fields):
    entry = {"name": name, "styles": [], "tags": [], "categories": [], "aliases": [], "deprecated": False}
    entry.update({key: value for key, value in fields.items() if value is not None})
    return entry


def document(set_name, package, version, spdx, license_text, template, icons, categories=(), release=None, svg=None):
    """One export: the set, its package and release, licence, categories, glyph source, design
    grid and icons."""
    result = {
        "set": set_name, "package": {"name": package, "version": version}, "release": release or version,
        "license": {"spdx": spdx, "text": license_text},
        "categories": list(categories),
        "glyphSource": {"package": package, "version": version, "template": template},
        "icons": icons,
    }
    if svg is not None:
        result["svg"] = svg
    return result


def svg_grid(data_set, svgs):
    """`svg` of an export: the viewBox height every icon shares and the baseline in it, from
    every (name, svg) of the package; stops on a viewBox that does not start at 0 0 or is of
    another height (the fonts would put its icon elsewhere)."""
    heights, widths = set(), set()
    for name, svg in svgs:
        min_x, min_y, width, height = view_box(svg)
        if (min_x, min_y) != (0, 0):
            raise SystemExit(f"{data_set} {name}: viewBox starts at {min_x} {min_y}, not 0 0")
        heights.add(height)
        widths.add(width)
    if len(heights) != 1:
        raise SystemExit(f"{data_set}: viewBoxes of several heights {sorted(heights)}")
    height = heights.pop()
    units = FontUnits(data_set, (0, 0, 1, height))
    # The SVG y where the font's y = 0 lands: FontUnits puts y_font = (height - y) * scale + descender.
    baseline = height + units.descender / units.scale
    grid = {"viewBoxHeight": number(height), "baseline": number(baseline)}
    if len(widths) == 1:
        grid["viewBoxWidth"] = number(widths.pop())
    return grid


def number(value):
    """An integer when the float is one (24.0 -> 24), as JSON writes it."""
    return int(value) if float(value).is_integer() else value


def stroke_drawing(name, svg):
    """(root drawing attributes, elements) of one stroked icon: [(attribute, value)] of the root
    but its layout, and [(element, [(attribute, value)])] in order, as the package writes them."""
    root = ElementTree.fromstring(svg)
    attributes = [(key, value) for key, value in root.attrib.items() if key not in ROOT_LAYOUT]
    elements = []
    for child in root:
        element = child.tag.removeprefix(SVG_NAMESPACE)
        if element not in STROKE_ELEMENTS or len(child) or (child.text or "").strip():
            raise SystemExit(f"lucide {name}: <{element}> is not a shape this export carries")
        pairs = list(child.attrib.items())
        for key, value in pairs:
            if key not in STROKE_GEOMETRY | STROKE_PAINT or '"' in value or re.search(r"[\x00-\x1f]", value):
                raise SystemExit(f"lucide {name}: <{element} {key}=...> is not an attribute this export carries")
        elements.append([element, [[key, value] for key, value in pairs]])
    for key, _ in attributes:
        if key not in STROKE_PAINT:
            raise SystemExit(f"lucide {name}: root attribute {key} is not one this export carries")
    return attributes, elements


def normalize(version):
    """Font Awesome style versions: "1" -> 1.0.0, "6.0.0-beta1" -> 6.0.0; None otherwise."""
    core = version.split("-", 1)[0]
    parts = core.split(".")
    if not (1 <= len(parts) <= 3) or not all(part.isdigit() for part in parts):
        return None
    return ".".join(str(int(part)) for part in parts + ["0"] * (3 - len(parts)))


def export_fa6():
    import fontawesomefree
    root = os.path.join(os.path.dirname(fontawesomefree.__file__), "static", "fontawesomefree")
    with open(os.path.join(root, "metadata", "icons.json"), encoding="utf-8") as handle:
        data = json.load(handle)
    version = importlib.metadata.version("fontawesomefree")
    icons = []
    for name, entry in data.items():
        styles = [style for style in ("solid", "regular", "brands") if style in entry.get("free", entry.get("styles", []))]
        changes = [normalize(change) for change in entry.get("changes", []) if normalize(change)]
        icons.append(icon(
            name, label=entry.get("label"), styles=styles, tags=entry.get("search", {}).get("terms", []),
            aliases=[{"name": alias, "deprecated": True} for alias in entry.get("aliases", {}).get("names", [])],
            added=changes[0] if changes else None, changes=changes,
            codepoint=int(entry["unicode"], 16) if entry.get("unicode") else None))
    with open(os.path.join(root, "LICENSE.txt"), encoding="utf-8") as handle:
        license_text = handle.read()
    return document("fa6", "fontawesomefree", version, "CC-BY-4.0 AND OFL-1.1 AND MIT", license_text,
                    "fontawesomefree/static/fontawesomefree/svgs/{style}/{name}.svg", icons)


def export_fa7():
    import fontawesome_free_pack as fa
    version = importlib.metadata.version("fontawesome-free-pack")
    by_slug = {}
    for constant in fa.__all__:
        if not constant.isupper():
            continue
        item = getattr(fa, constant)
        entry = by_slug.setdefault(item.slug, icon(item.slug, label=item.label))
        entry["styles"].append(item.family)
        entry["lastModified"] = max(entry.get("lastModified", 0), item.last_modified)
    for entry in by_slug.values():
        entry["styles"] = [style for style in ("solid", "regular", "brands") if style in entry["styles"]]
    svgs = [(f"{style}/{entry['name']}", fa.get_icon(f"{style}/{entry['name']}").svg)
            for entry in by_slug.values() for style in entry["styles"]]
    return document("fa7", "fontawesome-free-pack", version, "CC-BY-4.0 AND OFL-1.1 AND MIT",
                    dist_license("fontawesome-free-pack"), "fontawesome_free_pack.get_icon('{style}/{name}').svg",
                    list(by_slug.values()), svg=svg_grid("fontawesome-7", svgs))


def export_mdi():
    import material_design_icons_pack as mdi
    version = importlib.metadata.version("material-design-icons-pack")
    icons = []
    for constant in mdi.__all__:
        if not constant.isupper():
            continue
        item = getattr(mdi, constant)
        icons.append(icon(item.slug, added=item.version, deprecated=bool(item.deprecated),
                          author=item.author))
    with contextlib.redirect_stderr(io.StringIO()):  # deprecated icons are announced on stderr
        svgs = [(entry["name"], mdi.get_icon(entry["name"]).svg) for entry in icons]
    return document("mdi", "material-design-icons-pack", version, "Apache-2.0",
                    dist_license("material-design-icons-pack"), "material_design_icons_pack.get_icon('{name}').svg", icons,
                    svg=svg_grid("mdi", svgs))


def export_phosphor():
    import py_phosphor_icons as phosphor
    version = importlib.metadata.version("py-phosphor-icons")
    folder = os.path.dirname(phosphor.__file__)
    with open(os.path.join(folder, "phosphor_version.txt"), encoding="utf-8") as handle:
        release = handle.read().strip().lstrip("v")
    weights = ["thin", "light", "regular", "bold", "fill", "duotone"]
    drawn = {weight: set(phosphor.icon_names(style="flat", weight=weight)) for weight in weights}
    icons = []
    for item in phosphor.all_icons():
        def dotted(value):
            if value is None:
                return None
            major, _, minor = f"{value}".partition(".")
            return f"{int(major)}.{int(minor or 0)}.0"
        icons.append(icon(
            item.name, styles=[weight for weight in weights if item.name in drawn[weight]], tags=list(item.tags),
            categories=[category.lower() for category in item.categories],
            aliases=[{"name": item.alias, "deprecated": False}] if item.alias else [],
            added=dotted(item.released_at), updated=dotted(item.updated_at), codepoint=item.codepoint))
    svgs = [(f"{entry['name']} {weight}", phosphor.get_svg(entry["name"], weight=weight))
            for entry in icons for weight in entry["styles"]]
    return document("phosphor", "py-phosphor-icons", version, "MIT",
                    upstream_license("phosphor-LICENSE.txt", "py-phosphor-icons"),
                    "py_phosphor_icons.get_svg('{name}', weight='{style}')", icons,
                    categories=[{"key": label.lower(), "label": label} for label in phosphor.categories()], release=release,
                    svg=svg_grid("phosphor", svgs))


def export_lucide():
    import warnings
    import lucide
    from lucide import db
    version = importlib.metadata.version("python-lucide")
    with db.get_db_connection() as connection:
        release = connection.execute("SELECT value FROM metadata WHERE key = 'version'").fetchone()[0]
        names = [row[0] for row in connection.execute("SELECT name FROM icons ORDER BY name")]
        def grouped(query):
            result = {}
            for name, *value in connection.execute(query):
                result.setdefault(name, []).append(value[0] if len(value) == 1 else value)
            return result
        tags = grouped("SELECT name, tag FROM icon_tags ORDER BY rowid")
        categories = grouped("SELECT name, category FROM icon_categories ORDER BY rowid")
        aliases = grouped("SELECT name, alias, deprecated FROM icon_aliases ORDER BY rowid")
        keys = sorted({row[0] for row in connection.execute("SELECT category FROM icon_categories")})
    svgs, shared = [], None
    icons = []
    for name in names:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # deprecated icons warn
            svg = lucide.lucide_icon(name)
        svgs.append((name, svg))
        attributes, strokes = stroke_drawing(name, svg)
        if shared is None:
            shared = attributes
        elif attributes != shared:
            raise SystemExit(f"lucide {name}: drawing attributes {attributes} differ from the other icons' {shared}")
        icons.append(icon(name, tags=tags.get(name, []), categories=categories.get(name, []),
                          aliases=[{"name": alias, "deprecated": bool(flag)} for alias, flag in aliases.get(name, [])],
                          strokes=strokes))
    grid = svg_grid("lucide", svgs)
    grid["strokeAttributes"] = [[key, value] for key, value in shared or []]
    return document("lucide", "python-lucide", version, "ISC", upstream_license("lucide-LICENSE.txt", "python-lucide"),
                    "lucide.lucide_icon('{name}')", icons,
                    categories=[{"key": key, "label": key.replace("-", " ").capitalize()} for key in keys], release=release,
                    svg=grid)


EXPORTS = {"fa6": export_fa6, "fa7": export_fa7, "mdi": export_mdi, "phosphor": export_phosphor, "lucide": export_lucide}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("set", choices=sorted(EXPORTS))
    parser.add_argument("--output", help="file to write (default: standard output)")
    arguments = parser.parse_args()
    export = EXPORTS[arguments.set]()
    export["schemaVersion"] = SCHEMA_VERSION
    export["icons"].sort(key=lambda entry: entry["name"])
    text = json.dumps(export, sort_keys=True, ensure_ascii=False, indent=1) + "\n"
    if arguments.output:
        temporary = arguments.output + ".tmp"
        with open(temporary, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(temporary, arguments.output)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
