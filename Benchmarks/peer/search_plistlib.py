#!/usr/bin/env python3
"""Python peer of `catalog search TERM… --data-set FOLDER`, for side-by-side timing.

Standard library only: plistlib for binary and XML property lists, a regex for OpenStep
`.strings` text. It reads the files a search needs (names and releases, renames, legacy
aliases, keywords, categories, restrictions), joins them into current symbols the way
catalog does (variants and old names set apart) and applies catalog's rules:

- a term matches a symbol when, case-insensitively, it is a substring of the current name
  or of an old name, a prefix of a keyword, or equal to a category key or label;
- every term must match; a result ranks by its weakest term: exact name, name prefix,
  whole name component (split at `.` and `-`), other substring, old name, keyword,
  category; ties by name.

It prints what `catalog search` prints in its text format without colour (name, release,
flags), so the two outputs can be compared byte for byte.

    python3 search_plistlib.py FOLDER TERM [TERM…]
"""

import os
import plistlib
import re
import sys

FILE_NAMES = {
    "name_availability": ["name_availability.plist"],
    "categories": ["categories.plist"],
    "symbol_categories": ["symbol_categories.plist"],
    "symbol_search": ["symbol_search.plist"],
    "name_aliases": ["name_aliases.strings", "name_aliases_strings.txt"],
    "legacy_aliases": ["legacy_aliases.strings", "legacy_aliases_strings.txt"],
    "symbol_restrictions": ["symbol_restrictions.strings"],
    "restriction_keys": ["symbol_restrictions.plist"],
}

# Localization suffixes, two-part first (as catalog's LocalizationSuffix.known).
SUFFIXES = ["zh.traditional", "ar", "he", "hi", "ja", "ko", "th", "zh", "rtl", "el", "ru", "bn",
            "gu", "kn", "ml", "mr", "or", "pa", "si", "ta", "te", "sat", "mni", "my", "km"]

RANKS = ["exact name", "name prefix", "name component", "name substring", "old name", "keyword",
         "category"]

STRINGS_PAIR = re.compile(r'"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;', re.S)
COMMENTS = re.compile(r'/\*.*?\*/|//[^\n]*', re.S)
ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "'": "'"}
SEPARATORS = re.compile(r"[.-]")


def unescape(text):
    if "\\" not in text:
        return text
    return re.sub(r"\\(.)", lambda m: ESCAPES.get(m.group(1), m.group(1)), text)


def read_strings_text(raw):
    """`"key" = "value";` pairs of a text .strings file (UTF-8, or UTF-16 with a BOM)."""
    text = raw.decode("utf-16") if raw.startswith((b"\xff\xfe", b"\xfe\xff")) else raw.decode("utf-8-sig")
    if "/" in text:
        text = COMMENTS.sub("", text)
    return {unescape(key): unescape(value) for key, value in STRINGS_PAIR.findall(text)}


def read_table(folder, table, default):
    """The file's value, sniffed from its content like catalog does; `default` when absent."""
    for name in FILE_NAMES[table]:
        path = os.path.join(folder, name)
        if os.path.exists(path):
            with open(path, "rb") as handle:
                raw = handle.read()
            if raw.startswith(b"bplist"):
                return plistlib.loads(raw, fmt=plistlib.FMT_BINARY)
            if raw[:64].lstrip().startswith((b"<?xml", b"<!DOCTYPE", b"<plist", b"\xef\xbb\xbf<")):
                return plistlib.loads(raw, fmt=plistlib.FMT_XML)
            return read_strings_text(raw)
    return default


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
    """(base, suffix) when `name` is a localized variant of a name of the data set."""
    if name.endswith(".zh.traditional") and name[:-15] and name[:-15] in names:
        return name[:-15], "zh.traditional"
    base, dot, suffix = name.rpartition(".")
    if not dot or not base or suffix not in SUFFIXES:
        return None
    return (base, suffix) if suffix == "rtl" or base in names else None


def load(folder):
    """Current symbols with what a search needs: old names, keywords, categories, flags."""
    names = read_table(folder, "name_availability", None)
    if names is None:
        raise SystemExit(f"search_plistlib: {folder}: not a data set: name_availability.plist is missing")
    names = names["symbols"]
    renames = flatten(read_table(folder, "name_aliases", {}))
    symbols = {}
    variants = []
    for name, release in names.items():
        if name in renames:
            continue
        split = split_variant(name, names)
        if split:
            variants.append(split)
        else:
            symbols[name] = {"release": release, "old": [], "keywords": [], "categories": [],
                             "restricted": False, "suffixes": set()}
    for base, suffix in variants:
        owner = symbols.get(renames.get(base, base))
        if owner:
            owner["suffixes"].add(suffix)
    legacy = {old: renames.get(new, new) for old, new in read_table(folder, "legacy_aliases", {}).items()}
    old_names = {}
    for old, current in renames.items():
        if current in symbols:
            old_names.setdefault(current, set()).add(old)
    for old, current in legacy.items():
        if current in symbols and old not in symbols:
            old_names.setdefault(current, set()).add(old)
    for current, olds in old_names.items():
        symbols[current]["old"] = sorted(olds)
    for name, words in read_table(folder, "symbol_search", {}).items():
        if name in symbols:
            symbols[name]["keywords"] = [word for word in words if word]
    for name, keys in read_table(folder, "symbol_categories", {}).items():
        if name in symbols:
            symbols[name]["categories"] = keys
    restrictions = read_table(folder, "symbol_restrictions", None)
    if restrictions is None:
        restrictions = read_table(folder, "restriction_keys", {})
    for name in restrictions:
        if name in symbols:
            symbols[name]["restricted"] = True
    labels = {}
    for category in read_table(folder, "categories", []):
        labels.setdefault(category["key"], category.get("label", category.get("name", category["key"])))
    return symbols, labels


def rank(term, name, symbol, labels):
    """The rank of one lowercased term against one symbol, or None."""
    lowered = name.lower()
    if term in lowered:
        if lowered == term:
            return 0
        if lowered.startswith(term):
            return 1
        if term in SEPARATORS.split(lowered):
            return 2
        return 3
    if any(term in old.lower() for old in symbol["old"]):
        return 4
    if any(word.lower().startswith(term) for word in symbol["keywords"]):
        return 5
    if any(key.lower() == term or labels.get(key, "").lower() == term for key in symbol["categories"]):
        return 6
    return None


def search(symbols, labels, terms):
    terms = [term.lower() for term in terms if term]
    results = []
    for name, symbol in symbols.items():
        ranks = [rank(term, name, symbol, labels) for term in terms]
        if None in ranks:
            continue
        results.append((max(ranks, default=7), name, symbol))
    results.sort(key=lambda result: (result[0], result[1]))
    return results, terms


def render(results, terms):
    """catalog's text format: name, release, flags; columns padded by two spaces."""
    rows = []
    for weakest, name, symbol in results:
        flags = []
        if symbol["restricted"]:
            flags.append("restricted")
        if symbol["suffixes"] - {"rtl"}:
            flags.append("localized")
        if "rtl" in symbol["suffixes"]:
            flags.append("rtl")
        if weakest == 4:
            matched = [old for old in symbol["old"] if any(term in old.lower() for term in terms)]
            flags.append("was " + ", ".join(matched))
        rows.append([name, symbol["release"], ", ".join(flags)])
    widths = [max((len(row[index]) for row in rows), default=0) for index in range(2)]
    return "".join(
        (row[0].ljust(widths[0] + 2) + row[1].ljust(widths[1] + 2) + row[2]).rstrip(" ") + "\n" for row in rows)


def main():
    if len(sys.argv) < 3:
        print(__doc__.strip().split("\n\n")[-1].strip(), file=sys.stderr)
        return 64
    symbols, labels = load(sys.argv[1])
    results, terms = search(symbols, labels, sys.argv[2:])
    sys.stdout.write(render(results, terms))
    return 0


if __name__ == "__main__":
    sys.exit(main())
