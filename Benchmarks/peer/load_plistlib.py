#!/usr/bin/env python3
"""Python peer of `catalog show NAME --data-set FOLDER`, for side-by-side timing.

Reads a data-set folder (SF Symbols metadata) with the standard library only:
plistlib for binary and XML property lists, a regex for OpenStep `.strings` text.
It builds the same tables as catalog's loader (names -> release, release table,
layersets, renames, legacy aliases, categories, keywords, restrictions, unicodes),
joins them into current symbols (variants and old names set apart), resolves NAME
(current, renamed, legacy or variant name) and prints a few lines about it.

    python3 load_plistlib.py FOLDER [NAME]                  # like `catalog show NAME`
    python3 load_plistlib.py FOLDER --load-only [--repeat N] [--warm-up N] [--json]
"""

import argparse
import json
import os
import plistlib
import re
import statistics
import sys
import time

# Accepted file names per table, preferred first (as catalog's MetadataFile).
FILE_NAMES = {
    "name_availability": ["name_availability.plist"],
    "layerset_availability": ["layerset_availability.plist"],
    "categories": ["categories.plist"],
    "symbol_categories": ["symbol_categories.plist"],
    "symbol_search": ["symbol_search.plist"],
    "name_aliases": ["name_aliases.strings", "name_aliases_strings.txt"],
    "legacy_aliases": ["legacy_aliases.strings", "legacy_aliases_strings.txt"],
    "symbol_restrictions": ["symbol_restrictions.strings"],
    "restriction_keys": ["symbol_restrictions.plist"],
    "restriction_texts": ["restrictions.plist"],
    "symbol_unicodes": ["symbol_unicodes.plist"],
    "version": ["version.plist"],
}

# Localization suffixes, two-part first (as catalog's LocalizationSuffix.known).
SUFFIXES = [
    ("zh.traditional", "Traditional Chinese"), ("ar", "Arabic"), ("he", "Hebrew"),
    ("hi", "Hindi"), ("ja", "Japanese"), ("ko", "Korean"), ("th", "Thai"),
    ("zh", "Chinese"), ("rtl", "Right-to-Left"), ("el", "Greek"), ("ru", "Russian"),
    ("bn", "Bengali"), ("gu", "Gujarati"), ("kn", "Kannada"), ("ml", "Malayalam"),
    ("mr", "Marathi"), ("or", "Odia"), ("pa", "Punjabi"), ("si", "Sinhala"),
    ("ta", "Tamil"), ("te", "Telugu"), ("sat", "Santali"), ("mni", "Manipuri"),
    ("my", "Burmese"), ("km", "Khmer"),
]

STRINGS_PAIR = re.compile(r'"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;', re.S)
COMMENTS = re.compile(r'/\*.*?\*/|//[^\n]*', re.S)
ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "'": "'"}


class DataSetError(Exception):
    """A folder that is not a data set, or a file of the wrong shape."""


def unescape(text):
    if "\\" not in text:
        return text
    return re.sub(r"\\(.)", lambda m: ESCAPES.get(m.group(1), m.group(1)), text)


def read_strings_text(raw):
    """`"key" = "value";` pairs of a text .strings file (UTF-8, or UTF-16 with a BOM)."""
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        text = raw.decode("utf-16")
    else:
        text = raw.decode("utf-8-sig")
    if "/" in text:
        text = COMMENTS.sub("", text)
    return {unescape(key): unescape(value) for key, value in STRINGS_PAIR.findall(text)}


def read_file(path):
    """Parses a metadata file by its content: binary plist, XML plist or .strings text."""
    with open(path, "rb") as handle:
        raw = handle.read()
    head = raw[:64].lstrip()
    if raw.startswith(b"bplist"):
        return plistlib.loads(raw, fmt=plistlib.FMT_BINARY)
    if head.startswith((b"<?xml", b"<!DOCTYPE", b"<plist", b"\xef\xbb\xbf<")):
        return plistlib.loads(raw, fmt=plistlib.FMT_XML)
    return read_strings_text(raw)


def find(folder, table):
    for name in FILE_NAMES[table]:
        path = os.path.join(folder, name)
        if os.path.exists(path):
            return path
    return None


def read_table(folder, table, kind):
    path = find(folder, table)
    if path is None:
        return None
    value = read_file(path)
    if not isinstance(value, kind):
        raise DataSetError(f"{path}: expected a {kind.__name__}, found a {type(value).__name__}")
    return value


def read_tables(folder):
    """Every table of the folder, type-checked at the top level; absent files leave it empty."""
    availability = read_table(folder, "name_availability", dict)
    if availability is None:
        raise DataSetError(f"{folder}: not a data set: name_availability.plist is missing")
    tables = {
        "names": availability.get("symbols", {}),
        "release_table": availability.get("year_to_release", {}),
    }
    layersets = read_table(folder, "layerset_availability", dict) or {}
    tables["layersets"] = layersets.get("symbols", {})
    tables["layerset_release_table"] = layersets.get("year_to_release", {})
    tables["name_aliases"] = read_table(folder, "name_aliases", dict) or {}
    tables["legacy_aliases"] = read_table(folder, "legacy_aliases", dict) or {}
    tables["categories"] = [
        {"key": c["key"], "label": c.get("label", c.get("name", c["key"])), "icon": c.get("icon", "")}
        for c in read_table(folder, "categories", list) or []
    ]
    tables["symbol_categories"] = read_table(folder, "symbol_categories", dict) or {}
    tables["keywords"] = read_table(folder, "symbol_search", dict) or {}
    restrictions = read_table(folder, "symbol_restrictions", dict)
    if restrictions is None:
        keys = read_table(folder, "restriction_keys", dict) or {}
        texts = read_table(folder, "restriction_texts", dict) or {}
        restrictions = {symbol: texts[key] for symbol, key in keys.items() if key in texts}
    tables["restrictions"] = restrictions
    tables["unicodes"] = read_table(folder, "symbol_unicodes", dict) or {}
    version = read_table(folder, "version", dict) or {}
    tables["version"] = version.get("CFBundleShortVersionString")
    return tables


def release_key(release):
    """`2019` < `2019.1` < `2020`: numeric by dot components."""
    return [(0, int(part), "") if part.isdigit() else (1, 0, part) for part in release.split(".")]


def flatten(aliases):
    flat = {}
    for old, new in aliases.items():
        target, seen = new, {old}
        while target in aliases and target not in seen:
            seen.add(target)
            target = aliases[target]
        flat[old] = target
    return flat


def split_variant(name, names):
    for suffix, script in SUFFIXES:
        if len(name) > len(suffix) + 1 and name.endswith("." + suffix):
            base = name[: -len(suffix) - 1]
            if suffix == "rtl" or base in names:
                return base, suffix, script
    return None


def build(tables):
    """Joins the tables into current symbols, variants, renames and legacy aliases."""
    names = tables["names"]
    renames = flatten(tables["name_aliases"])
    symbols, variants, pending = {}, {}, []
    for name, release in names.items():
        if name in renames:
            continue
        split = split_variant(name, names)
        if split:
            pending.append((name, split, release))
        else:
            symbols[name] = {"name": name, "introduced": release, "categories": [], "keywords": [],
                             "restriction": None, "layersets": {}, "localizations": [], "old_names": []}
    for name, (base, suffix, script), release in pending:
        current = renames.get(base, base)
        owner = current if current in symbols else None
        variants[name] = (owner, suffix, script, release)
        if owner:
            symbols[owner]["localizations"].append((suffix, script, release))
    legacy = {old: renames.get(new, new) for old, new in tables["legacy_aliases"].items()}
    old_names = {}
    for old, current in renames.items():
        if current in symbols:
            old_names.setdefault(current, set()).add(old)
    for old, current in legacy.items():
        if current in symbols and old not in symbols:
            old_names.setdefault(current, set()).add(old)
    for current, olds in old_names.items():
        symbols[current]["old_names"] = sorted(olds)
    for table, field in (("symbol_categories", "categories"), ("keywords", "keywords")):
        for name, values in tables[table].items():
            if name in symbols:
                symbols[name][field] = [value for value in values if value]
    for name, text in tables["restrictions"].items():
        if name in symbols:
            symbols[name]["restriction"] = " ".join(text.split())
    for name, modes in tables["layersets"].items():
        symbol = symbols.get(name)
        if symbol:
            symbol["layersets"] = {mode: max(release, symbol["introduced"], key=release_key)
                                   for mode, release in modes.items()}
    releases = dict(tables["layerset_release_table"])
    releases.update(tables["release_table"])
    return {"symbols": symbols, "variants": variants, "renames": renames, "legacy": legacy,
            "releases": releases, "categories": tables["categories"]}


def load(folder):
    return build(read_tables(folder))


def resolve(data_set, name):
    symbols = data_set["symbols"]
    if name in symbols:
        return symbols[name], None
    for table, how in (("renames", "an old name"), ("legacy", "a legacy (pre-2019) name")):
        current = data_set[table].get(name)
        if current in symbols:
            return symbols[current], f"'{name}' is {how} of '{current}'"
    variant = data_set["variants"].get(name)
    if variant and variant[0]:
        return symbols[variant[0]], f"'{name}' is the {variant[2]} variant of '{variant[0]}'"
    raise DataSetError(f"unknown symbol '{name}'")


def platforms(data_set, release):
    versions = data_set["releases"].get(release)
    if not versions:
        return "OS versions unknown"
    return ", ".join(f"{platform} {version}" for platform, version in sorted(versions.items()))


def show(data_set, name):
    symbol, note = resolve(data_set, name)
    labels = {c["key"]: c["label"] for c in data_set["categories"]}
    lines = [symbol["name"]] + ([note] if note else [])
    fields = [("Introduced", f"{symbol['introduced']} ({platforms(data_set, symbol['introduced'])})")]
    if symbol["categories"]:
        fields.append(("Categories", ", ".join(labels.get(key, key) for key in symbol["categories"])))
    if symbol["keywords"]:
        fields.append(("Keywords", ", ".join(symbol["keywords"])))
    if symbol["old_names"]:
        fields.append(("Old names", ", ".join(symbol["old_names"])))
    if symbol["restriction"]:
        fields.append(("Restriction", symbol["restriction"]))
    for mode, release in sorted(symbol["layersets"].items()):
        fields.append((mode.capitalize(), f"{release} ({platforms(data_set, release)})"))
    if symbol["localizations"]:
        fields.append(("Localizations", ", ".join(s for s, _, _ in sorted(symbol["localizations"]))))
    width = max(len(label) for label, _ in fields)
    lines += [f"  {label.ljust(width)}  {value}" for label, value in fields]
    print("\n".join(lines))


def time_loading(folder, repeat, warm_up):
    """Median and minimum ms of `load(folder)` run in this process."""
    for _ in range(warm_up):
        load(folder)
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        data_set = load(folder)
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples), min(samples), len(data_set["symbols"])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", help="data-set folder (with name_availability.plist)")
    parser.add_argument("name", nargs="?", default="heart", help="symbol to show (default: heart)")
    parser.add_argument("--load-only", action="store_true", help="time loading in-process instead")
    parser.add_argument("--repeat", type=int, default=20, help="measured loads (default 20)")
    parser.add_argument("--warm-up", type=int, default=2, help="unmeasured loads first (default 2)")
    parser.add_argument("--json", action="store_true", help="with --load-only: one JSON object")
    args = parser.parse_args()
    try:
        if args.load_only:
            median, minimum, count = time_loading(args.folder, max(1, args.repeat), max(0, args.warm_up))
            label = os.path.basename(os.path.normpath(args.folder))
            if args.json:
                print(json.dumps({"folder": label, "symbols": count, "repeat": args.repeat,
                                  "medianMilliseconds": round(median, 3), "minimumMilliseconds": round(minimum, 3)}))
            else:
                print(f"{label}: python plistlib load: median {median:.1f} ms, min {minimum:.1f} ms "
                      f"({args.repeat} runs, {count} symbols)")
        else:
            show(load(args.folder), args.name)
    except (DataSetError, OSError, plistlib.InvalidFileException, KeyError, TypeError, ValueError) as error:
        print(f"load_plistlib: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
