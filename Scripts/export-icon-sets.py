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

The SVGs are not exported: each icon records where its SVG is (`glyphSource` gives the
package, its version and a template per style), so a later step can draw it.

One JSON object, keys sorted, icons sorted by name:
  schemaVersion 1, set, package {name, version}, release (the set's own version),
  license {spdx, text}, categories [{key, label}] in the set's order, glyphSource,
  icons [{name, label?, styles, tags, categories, aliases [{name, deprecated}], added?,
          changes? (fa6), deprecated, author?, codepoint?, lastModified?}]
"""
import argparse
import importlib
import importlib.metadata
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LICENSES = os.path.join(HERE, "icon-licenses")


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


def document(set_name, package, version, spdx, license_text, template, icons, categories=(), release=None):
    """One export: the set, its package and release, licence, categories, glyph source and icons."""
    return {
        "set": set_name, "package": {"name": package, "version": version}, "release": release or version,
        "license": {"spdx": spdx, "text": license_text},
        "categories": list(categories),
        "glyphSource": {"package": package, "version": version, "template": template},
        "icons": icons,
    }


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
    return document("fa7", "fontawesome-free-pack", version, "CC-BY-4.0 AND OFL-1.1 AND MIT",
                    dist_license("fontawesome-free-pack"), "fontawesome_free_pack.get_icon('{style}/{name}').svg",
                    list(by_slug.values()))


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
    return document("mdi", "material-design-icons-pack", version, "Apache-2.0",
                    dist_license("material-design-icons-pack"), "material_design_icons_pack.get_icon('{name}').svg", icons)


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
    return document("phosphor", "py-phosphor-icons", version, "MIT",
                    upstream_license("phosphor-LICENSE.txt", "py-phosphor-icons"),
                    "py_phosphor_icons.get_svg('{name}', weight='{style}')", icons,
                    categories=[{"key": label.lower(), "label": label} for label in phosphor.categories()], release=release)


def export_lucide():
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
    icons = [icon(name, tags=tags.get(name, []), categories=categories.get(name, []),
                  aliases=[{"name": alias, "deprecated": bool(flag)} for alias, flag in aliases.get(name, [])])
             for name in names]
    return document("lucide", "python-lucide", version, "ISC", upstream_license("lucide-LICENSE.txt", "python-lucide"),
                    "lucide.lucide_icon('{name}')", icons,
                    categories=[{"key": key, "label": key.replace("-", " ").capitalize()} for key in keys], release=release)


EXPORTS = {"fa6": export_fa6, "fa7": export_fa7, "mdi": export_mdi, "phosphor": export_phosphor, "lucide": export_lucide}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("set", choices=sorted(EXPORTS))
    parser.add_argument("--output", help="file to write (default: standard output)")
    arguments = parser.parse_args()
    export = EXPORTS[arguments.set]()
    export["schemaVersion"] = 1
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
