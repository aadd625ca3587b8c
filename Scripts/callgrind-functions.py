#!/usr/bin/env python3
"""Counts the distinct functions a run entered, by module, from a callgrind output file:
how docs/architecture.md counts its walkthroughs.

    valgrind --tool=callgrind --callgrind-out-file=OUT .build/debug/catalog search heart
    Scripts/callgrind-functions.py OUT

Every `fn=` record is a function that ran (on a build with every target -Onone nothing is
inlined, so every Swift function entered is one: the debug build optimizes the libraries since
764a71e, so drop `swiftSettings: optimized` from Package.swift for this count); its module is the one its mangled name names (`$s9TypeScale…`).
Prints the total and the count per module of this package (the rest under `other`).
"""
import collections
import re
import sys

MODULES = ['TypeScale', 'SymbolCatalog', 'CatalogFormats', 'CatalogSystem', 'SymbolLint', 'SymbolImport', 'catalog_cli']


def main(path):
    names, functions = {}, set()
    for line in open(path, encoding='utf-8', errors='replace'):
        match = re.match(r'^(c?fn)=\((\d+)\)(?: (.*))?$', line.rstrip('\n'))
        if not match:
            continue
        kind, number, name = match.groups()
        if name:
            names[number] = name
        if kind == 'fn':
            functions.add(number)
    counts = collections.Counter()
    for number in functions:
        name = names.get(number, '')
        module = next((m for m in MODULES if re.search(r'\$s\d*%d%s' % (len(m), m), name)), 'other')
        counts[module] += 1
    print('%d functions: %s' % (len(functions), ', '.join('%s %d' % (m, counts[m]) for m in MODULES + ['other'] if counts[m])))


if __name__ == '__main__':
    main(sys.argv[1])
