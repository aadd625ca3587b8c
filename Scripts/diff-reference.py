#!/usr/bin/env python3
"""What `catalog diff A B` should report, computed without the tool, for the tests.

Reads two SF-Symbols-like metadata folders with plistlib (binary and XML plists) and a
regular expression for text `.strings` files, and prints one JSON object:

  added, removed, renamed ([old, new]), oneSidedOldNames, missingFiles ([file, onlyIn side]),
  layersetChanges ([name in B, mode, release in A or null, release in B or null]) and
  layersetChangesListedInBoth (those of names that both layerset files list)

with the rules docs/browsing.md gives: a current name is a `name_availability` name that is no
`name_aliases` key and no localized variant (a known suffix whose base is also listed; `.rtl`
whatever its base); an aspect whose file only one side has is not compared; when only one
side has `name_aliases`, a name that is an old name there (of a name both sides list) and a
plain name on the other is neither added, removed nor renamed. Rendering modes are compared
with the years `layerset_availability.plist` writes, old name in A against its current name
in B, when both sides have the file.

Usage: diff-reference.py FOLDER_A FOLDER_B
"""
import json
import os
import plistlib
import re
import sys

SUFFIXES = ["zh.traditional", "ar", "he", "hi", "ja", "ko", "th", "zh", "rtl", "el", "ru", "bn", "gu", "kn",
            "ml", "mr", "or", "pa", "si", "ta", "te", "sat", "mni", "my", "km"]
FILES = {
    "categories": ["symbol_categories.plist"],
    "keywords": ["symbol_search.plist"],
    "restrictions": ["symbol_restrictions.strings", "symbol_restrictions.plist"],
    "renames": ["name_aliases.strings", "name_aliases_strings.txt"],
    "legacyAliases": ["legacy_aliases.strings", "legacy_aliases_strings.txt"],
    "layersets": ["layerset_availability.plist"],
    "draw": ["draw_symbols.plist"],
}


def strings(path):
    data = open(path, "rb").read()
    if data.startswith(b"bplist"):
        return plistlib.loads(data)
    text = data.decode("utf-16") if data[:2] in (b"\xff\xfe", b"\xfe\xff") else data.decode("utf-8")
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"^\s*//.*$", "", text, flags=re.M)
    return dict(re.findall(r'"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;', text))


def first(folder, names):
    for name in names:
        if os.path.exists(os.path.join(folder, name)):
            return os.path.join(folder, name)
    return None


def flatten(aliases):
    flat = {}
    for old in aliases:
        target, seen = aliases[old], {old}
        while target in aliases and target not in seen:
            seen.add(target)
            target = aliases[target]
        flat[old] = target
    return flat


def load(folder):
    names = set(plistlib.load(open(os.path.join(folder, "name_availability.plist"), "rb"))["symbols"])
    aspects = {aspect for aspect, files in FILES.items() if first(folder, files)}
    path = first(folder, FILES["renames"])
    renames = flatten(strings(path)) if path else {}
    path = first(folder, FILES["legacyAliases"])
    legacy = {old: renames.get(new, new) for old, new in (strings(path) if path else {}).items()}

    def is_variant(name):
        for suffix in SUFFIXES:
            if name.endswith("." + suffix) and (suffix == "rtl" or name[: -len(suffix) - 1] in names):
                return True
        return False

    path = first(folder, FILES["layersets"])
    layersets = plistlib.load(open(path, "rb"))["symbols"] if path else {}
    entries = {name for name in names if name not in renames and not is_variant(name)}
    variants = {name for name in names if name not in renames and is_variant(name)}
    return {"label": os.path.basename(folder.rstrip("/")), "entries": entries, "renames": renames,
            "legacy": legacy, "aspects": aspects, "variants": variants, "layersets": layersets}


def base(name):
    for suffix in SUFFIXES:
        if name.endswith("." + suffix):
            return name[: -len(suffix) - 1]
    return name


def diff(a, b):
    one_sided = []
    if ("renames" in a["aspects"]) != ("renames" in b["aspects"]):
        aliased, plain = (a, b) if "renames" in a["aspects"] else (b, a)
        one_sided = sorted(name for name, current in aliased["renames"].items()
                           if name not in aliased["entries"] and current in aliased["entries"]
                           and name in plain["entries"] and current in plain["entries"])
        # A variant renamed with its base on the aliased (older) side is a variant of a name
        # both have on the plain side: no localization added.
        if aliased is a:
            one_sided += [name for name in aliased["renames"] if name in plain["variants"]
                          and base(name) in plain["entries"] and base(name) in aliased["entries"]]
        one_sided.sort()
    skip = set(one_sided)
    removed, renamed, targets = [], [], set()
    for name in sorted(a["entries"] - skip):
        if name in b["entries"]:
            continue
        target = b["renames"].get(name) or b["legacy"].get(name)
        if target in b["entries"]:
            renamed.append([name, target])
            targets.add(target)
        else:
            removed.append(name)
    added = sorted(b["entries"] - a["entries"] - targets - skip)
    layerset_changes, listed_in_both = [], []
    if "layersets" in a["aspects"] and "layersets" in b["aspects"]:
        pairs = [(name, name) for name in a["entries"] - skip if name in b["entries"]] + [tuple(pair) for pair in renamed]
        for old, new in pairs:
            before, after = a["layersets"].get(old, {}), b["layersets"].get(new, {})
            for mode in set(before) | set(after):
                if before.get(mode) != after.get(mode):
                    change = [new, mode, before.get(mode), after.get(mode)]
                    layerset_changes.append(change)
                    if old in a["layersets"] and new in b["layersets"]:
                        listed_in_both.append(change)
    layerset_changes.sort(key=lambda change: (change[0], change[1]))
    listed_in_both.sort(key=lambda change: (change[0], change[1]))
    missing = sorted([FILES[aspect][0], (a if aspect in a["aspects"] else b)["label"]]
                     for aspect in FILES if (aspect in a["aspects"]) != (aspect in b["aspects"]))
    return {"added": added, "removed": removed, "renamed": renamed, "oneSidedOldNames": one_sided, "missingFiles": missing,
            "layersetChanges": layerset_changes, "layersetChangesListedInBoth": listed_in_both}


if __name__ == "__main__":
    json.dump(diff(load(sys.argv[1]), load(sys.argv[2])), sys.stdout, indent=1, sort_keys=True)
    print()
