#!/usr/bin/env python3
"""Python peer of `catalog search TERM… --data-set FOLDER`, for side-by-side timing.

Standard library only: plistlib for binary and XML property lists, a regex for OpenStep
`.strings` text. It reads the files a search needs (names and releases, renames, legacy
aliases, keywords, categories, restrictions), joins them into current symbols the way
catalog does (variants and old names set apart) and applies catalog's rules:

- a term matches a symbol when, case-insensitively, it is part of the current name or of
  an old name, is a keyword or starts one (or one of its words), or equals a category key or
  label; every term must match;
- a term that matches no symbol so (name, old name or keyword) is matched as a typo of a
  name component or keyword word (one slip, two from 7 letters: the typing-weighted
  distance, found here by scanning every word where catalog uses its deletion index);
- results rank by catalog's score (README, "Search ranking"): the rule of the query as a
  whole, then each term's points; ties go to fewer unmatched components, shorter names, then
  by name.

It prints what `catalog search` prints in its text format without colour (name, release,
flags, the old names and typos matched), so the two outputs can be compared byte for byte.

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


# Per-term points by rule, the rule order (for ties), and the thousands of the query's rules.
POINTS = {"component": 60, "keyword": 50, "old-name": 45, "component-prefix": 35, "keyword-prefix": 30,
          "substring": 20, "old-name-substring": 15, "category": 10}
ORDER = ["exact-name", "exact-old-name", "joined-name", "name-components", "exact-keyword", "component", "keyword",
         "old-name", "component-prefix", "keyword-prefix", "substring", "old-name-substring", "category", "fuzzy"]
TIERS = {"exact-name": 6, "exact-old-name": 5, "joined-name": 4, "name-components": 3, "exact-keyword": 2}
NAME_SEPARATORS = ".-"
WORD_SEPARATORS = " -"


def occurrence(term, text, separators):
    """The best place `term` occurs in `text`: (kind, at_start), kind 2 a whole segment (or
    run of them), 1 a segment's start, 0 inside one; None when it does not occur."""
    best = None
    start = text.find(term)
    while start >= 0:
        starts = start == 0 or text[start - 1] in separators
        end = start + len(term)
        ends = end == len(text) or text[end] in separators
        found = ((2 if ends else 1) if starts else 0, start == 0)
        if best is None or found > best:
            best = found
        start = text.find(term, start + 1)
    return best


def name_match(term, name):
    found = occurrence(term, name.lower(), NAME_SEPARATORS)
    if found is None:
        return None
    kind, at_start = found
    if kind == 2:
        return ("component", 60 + (10 if at_start else 0))
    if kind == 1:
        return ("component-prefix", 35 + (10 if at_start else 0))
    return ("substring", 20)


def keyword_match(term, keyword):
    found = occurrence(term, keyword.lower(), WORD_SEPARATORS)
    if found is None or found[0] == 0:
        return None
    return ("keyword", 50) if found[0] == 2 else ("keyword-prefix", 30)


def old_name_match(term, old):
    found = occurrence(term, old.lower(), NAME_SEPARATORS)
    if found is None:
        return None
    return ("old-name", 45) if found[0] == 2 else ("old-name-substring", 15)


def better(a, b):
    """The better of two (rule, points) matches: more points, then the stronger rule."""
    if a is None:
        return b
    if b is None:
        return a
    if a[1] != b[1]:
        return a if a[1] > b[1] else b
    return a if ORDER.index(a[0]) <= ORDER.index(b[0]) else b


def term_match(term, name, symbol, labels, typos=None):
    """catalog's evaluation order: the name, then keywords while they could do better, then
    old names, then categories, then a typo match."""
    best = name_match(term, name)
    if (best[1] if best else 0) < 50:
        for keyword in symbol["keywords"]:
            best = better(best, keyword_match(term, keyword))
    if (best[1] if best else 0) < 45:
        for old in symbol["old"]:
            best = better(best, old_name_match(term, old))
    if best is None and any(key.lower() == term or labels.get(key, "").lower() == term for key in symbol["categories"]):
        best = ("category", 10)
    if best is None and typos and name in typos:
        best = ("fuzzy", typos[name][0])
    return best


def joined_forms(terms):
    if len(terms) == 1:
        return terms[:]
    forms = []
    for separator in (".", "-", ""):
        form = separator.join(terms)
        if form not in forms:
            forms.append(form)
    return forms


def extra_components(terms, forms, name):
    starts = [0] + [index + 1 for index, character in enumerate(name) if character in NAME_SEPARATORS]
    covered = [False] * len(starts)
    for pattern in terms + forms:
        if not pattern or len(pattern) > len(name):
            continue
        for component, start in enumerate(starts):
            if name[start:start + len(pattern)] == pattern:
                index = component
                while index < len(starts) and starts[index] < start + len(pattern):
                    covered[index] = True
                    index += 1
    return covered.count(False)


def score(terms, name, symbol, matches):
    """(score, rule, extra components) of a symbol that matched every term."""
    forms = joined_forms(terms)
    lowered = name.lower()
    whole = None
    if len(terms) == 1 and lowered == terms[0]:
        whole = "exact-name"
    elif any(old.lower() in forms for old in symbol["old"]):
        whole = "exact-old-name"
    elif len(terms) > 1 and lowered in forms:
        whole = "joined-name"
    elif any((found := occurrence(form, lowered, NAME_SEPARATORS)) and found[0] == 2 and (found[1] or len(terms) == 1)
             for form in forms):
        whole = "name-components"
    elif any(keyword.lower() == " ".join(terms) for keyword in symbol["keywords"]):
        whole = "exact-keyword"
    matches = list(matches)
    if len(terms) > 1:
        found = occurrence(forms[-1], lowered, NAME_SEPARATORS)
        if found and found[0] == 2:
            joined = ("component", 60 + (10 if found[1] else 0))
            matches = [match if match[0] == "fuzzy" else better(match, joined) for match in matches]
    points = sum(match[1] for match in matches)
    exact = all(match[0] != "fuzzy" for match in matches)
    tier = TIERS[whole] if whole else (1 if exact else 0)
    weakest = min(matches, key=lambda match: (match[1], -ORDER.index(match[0])))[0]
    return 1000 * tier + min(999, points), whole or weakest, extra_components(terms, forms, lowered)


def typing_distance(a, b):
    """Optimal string alignment over bytes, ASCII case folded: a letter missing or extra 2,
    two neighbours swapped 2, a wrong letter 3."""
    a, b = a.lower().encode(), b.lower().encode()
    previous2, previous = None, list(range(0, 2 * len(b) + 1, 2))
    for i in range(1, len(a) + 1):
        current = [2 * i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            value = min(previous[j - 1] + (0 if a[i - 1] == b[j - 1] else 3), previous[j] + 2, current[j - 1] + 2)
            if i > 1 and j > 1 and a[i - 1] != b[j - 1] and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                value = min(value, previous2[j - 2] + 2)
            current[j] = value
        previous2, previous = previous, current
    return previous[len(b)]


def common_length(a, b):
    previous = [0] * (len(b) + 1)
    for x in a:
        current = [0]
        for j, y in enumerate(b):
            current.append(previous[j] + 1 if x == y else max(previous[j + 1], current[j]))
        previous = current
    return previous[-1]


def words(text, separators):
    return [word for word in re.split("[" + re.escape(separators) + "]", text.lower()) if word]


def typo_matches(term, symbols):
    """By symbol name: (points, word, distance) of the closest word within the term's slips
    (found by scanning every word: catalog uses an index)."""
    edits = 2 if len(term.encode()) >= 7 else 1
    vocabulary = {}
    for name, symbol in symbols.items():
        for word in words(name, NAME_SEPARATORS):
            vocabulary.setdefault(word, []).append((name, False))
        for keyword in symbol["keywords"]:
            for word in words(keyword, WORD_SEPARATORS):
                vocabulary.setdefault(word, []).append((name, True))
    near = []
    for word in vocabulary:
        a, b = term.encode(), word.encode()
        if a == b or common_length(a, b) < max(len(a), len(b)) - edits:
            continue
        distance = typing_distance(term, word)
        if distance <= 3 * edits:
            near.append((distance, b, word))
    matches = {}
    for distance, _, word in sorted(near):
        for name, on_keyword in vocabulary[word]:
            points = max(1, 9 - distance - (1 if on_keyword else 0))
            if name in matches and matches[name][0] >= points:
                continue
            matches[name] = (points, word, distance)
    return matches


def search(symbols, labels, terms):
    terms = [term.lower() for term in terms if term]
    typos = [None] * len(terms)
    for position, term in enumerate(terms):
        exact = any((match := term_match(term, name, symbol, labels)) and match[0] != "category"
                    for name, symbol in symbols.items())
        if not exact:
            typos[position] = typo_matches(term, symbols)
    results = []
    for name, symbol in symbols.items():
        matches = [term_match(term, name, symbol, labels, typos[position]) for position, term in enumerate(terms)]
        if None in matches:
            continue
        corrections = [(position, typos[position][name]) for position, match in enumerate(matches) if match[0] == "fuzzy"]
        if not terms:
            value, rule, extra = 0, None, 0
        elif corrections:
            corrected = terms[:]
            for position, (_, word, _) in corrections:
                corrected[position] = word
            fixed = [term_match(corrected[position], name, symbol, labels) or match if match[0] == "fuzzy" else match
                     for position, match in enumerate(matches)]
            value, rule, extra = score(corrected, name, symbol, fixed)
            value, rule = max(1, value // 10 - sum(typo[2] for _, typo in corrections)), "fuzzy"
        else:
            value, rule, extra = score(terms, name, symbol, matches)
        results.append({"name": name, "symbol": symbol, "score": value, "rule": rule, "extra": extra, "matches": matches,
                        "corrections": [(terms[position], typo[1]) for position, typo in corrections]})
    if terms:
        results.sort(key=lambda result: (-result["score"], result["extra"], len(result["name"].encode()), result["name"]))
    else:
        results.sort(key=lambda result: result["name"])
    return results, terms


def render(results, terms):
    """catalog's text format: name, release, flags; columns padded by two spaces."""
    rows = []
    for result in results:
        symbol = result["symbol"]
        flags = []
        if symbol["restricted"]:
            flags.append("restricted")
        if symbol["suffixes"] - {"rtl"}:
            flags.append("localized")
        if "rtl" in symbol["suffixes"]:
            flags.append("rtl")
        on_old = [term for term, match in zip(terms, result["matches"]) if match[0] in ("old-name", "old-name-substring")]
        if symbol["old"] and (on_old or result["rule"] == "exact-old-name"):
            searched = on_old or terms
            matched = [old for old in symbol["old"] if any(old_name_match(term, old) for term in searched)]
            if matched:
                flags.append("was " + ", ".join(matched))
        flags += [f"{term} ≈ {word}" for term, word in result["corrections"]]
        rows.append([result["name"], symbol["release"], ", ".join(flags)])
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
