#!/usr/bin/env python3
"""What the embedded icon sets should hold, computed from each package's own Python API
without the tool and without Scripts/export-icon-sets.py, for the tests.

    icon-set-reference.py counts SET PACKAGE_DIR          SET: mdi | phosphor | lucide
    icon-set-reference.py fa7 FA6_DIR FA7_DIR…            fontawesomefree 6.6.0, then 7.x oldest first

Each PACKAGE_DIR is a folder the package is installed in (pip install --target; the cache
of Scripts/fetch-icon-sets.sh); the package is imported from it in a child process.
Prints one JSON object:

  counts: icons, categories (distinct), tags ((icon, tag) pairs), aliases (old names that are
          not icons), deprecated (icons; Lucide: deprecated aliases), additions {release: icons;
          a Phosphor icon without released_at in the set's version}
  fa7:    additions {7.x release: names first in it, 6.6.0 icons and old names counting as
          seen}, and the 6.6.0 → newest diff: added, removed, renamed [[old, new]], where a
          6.6.0 name gone in 7 is renamed to the 7 name that is the same without one word other
          than its first, when exactly one such name exists.
"""
import json
import os
import subprocess
import sys
from collections import Counter

READERS = {
    "mdi": """
import json, material_design_icons_pack as m
icons = [getattr(m, n) for n in m.__all__ if n.isupper()]
print(json.dumps([[i.slug, i.version, bool(i.deprecated)] for i in icons]))
""",
    "phosphor": """
import json, os, py_phosphor_icons as p
version = open(os.path.join(os.path.dirname(p.__file__), "phosphor_version.txt")).read().strip().lstrip("v")
print(json.dumps({"icons": [[i.name, i.alias, list(i.categories), list(i.tags), i.released_at] for i in p.all_icons()],
                  "categories": list(p.categories()), "version": version}))
""",
    "lucide": """
import json
from lucide import db
with db.get_db_connection() as c:
    q = lambda sql: [list(row) for row in c.execute(sql)]
    print(json.dumps({"version": q("SELECT value FROM metadata WHERE key = 'version'")[0][0],
                      "icons": q("SELECT name FROM icons"), "tags": q("SELECT name, tag FROM icon_tags"),
                      "categories": q("SELECT DISTINCT category FROM icon_categories"),
                      "aliases": q("SELECT alias, deprecated FROM icon_aliases")}))
""",
    "fa6": """
import json, os, fontawesomefree
root = os.path.join(os.path.dirname(fontawesomefree.__file__), "static", "fontawesomefree", "metadata", "icons.json")
data = json.load(open(root, encoding="utf-8"))
print(json.dumps({name: entry.get("aliases", {}).get("names", []) for name, entry in data.items()}))
""",
    "fa7": """
import json, importlib.metadata, fontawesome_free_pack as f
print(json.dumps({"version": importlib.metadata.version("fontawesome-free-pack"),
                  "slugs": sorted({getattr(f, n).slug for n in f.__all__ if n.isupper()})}))
""",
}


def read(kind, folder):
    """The package in `folder`, read by READERS[kind] in a child Python."""
    environment = dict(os.environ, PYTHONPATH=folder, PYTHONNOUSERSITE="1")
    output = subprocess.run([sys.executable, "-c", READERS[kind]], env=environment, check=True,
                            capture_output=True, text=True).stdout
    return json.loads(output)


def dotted(value):
    major, _, minor = f"{value}".partition(".")
    return f"{int(major)}.{int(minor or 0)}.0"


def counts(kind, folder):
    data = read(kind, folder)
    if kind == "mdi":
        return {"icons": len(data), "categories": 0, "tags": 0, "aliases": 0,
                "deprecated": sum(1 for _, _, deprecated in data if deprecated),
                "additions": dict(Counter(version for _, version, _ in data))}
    if kind == "phosphor":
        icons = data["icons"]
        names = {icon[0] for icon in icons}
        return {"icons": len(icons), "categories": len(data["categories"]),
                "tags": sum(len(icon[3]) for icon in icons),
                "aliases": len({icon[1] for icon in icons if icon[1] and icon[1] not in names}), "deprecated": 0,
                # An icon without a release (book-user in 2.1) counts in the set's own version.
                "additions": dict(Counter(dotted(icon[4]) if icon[4] is not None else data["version"] for icon in icons))}
    names = {row[0] for row in data["icons"]}
    return {"icons": len(names), "categories": len(data["categories"]), "tags": len(data["tags"]),
            "aliases": len({alias for alias, _ in data["aliases"] if alias not in names}),
            "deprecated": sum(1 for _, deprecated in data["aliases"] if deprecated),
            "additions": {data["version"]: len(names)}}


def fa7(fa6_folder, fa7_folders):
    six = read("fa6", fa6_folder)
    seen = set(six) | {alias for aliases in six.values() for alias in aliases}
    releases = [read("fa7", folder) for folder in fa7_folders]
    additions = {}
    for release in releases:
        new = set(release["slugs"]) - seen
        additions[release["version"]] = len(new)
        seen |= new
    newest = set(releases[-1]["slugs"])
    gone = sorted(set(six) - newest)
    renamed = []
    for name in gone:
        words = name.split("-")
        candidates = {"-".join(words[:i] + words[i + 1:]) for i in range(1, len(words))} & newest
        if len(candidates) == 1:
            renamed.append([name, candidates.pop()])
    renamed_old = {old for old, _ in renamed}
    return {"additions": additions, "added": sorted(newest - set(six)),
            "removed": [name for name in gone if name not in renamed_old], "renamed": renamed}


def main():
    if len(sys.argv) >= 4 and sys.argv[1] == "counts":
        result = counts(sys.argv[2], sys.argv[3])
    elif len(sys.argv) >= 4 and sys.argv[1] == "fa7":
        result = fa7(sys.argv[2], sys.argv[3:])
    else:
        sys.exit(__doc__)
    print(json.dumps(result, sort_keys=True))


if __name__ == "__main__":
    main()
