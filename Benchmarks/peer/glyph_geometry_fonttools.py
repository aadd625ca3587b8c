#!/usr/bin/env python3
"""fontTools peer of `catalog-bench --glyphs FONT`: BoundsPen + StatisticsPen on every glyph,
in-process, timed like catalog-bench (warm-up rounds, then N measured rounds; median and min).

    python3 peer/glyph_geometry_fonttools.py FONT [--repetitions N] [--warm-up N] [--json-file PATH]

'open + measure' opens the font with TTFont each round (as catalog-bench opens the face);
'measure only' reuses a font whose glyphs were drawn once (fontTools caches parsed glyphs).
The work is Scripts/glyph-geometry-reference.py's measure(), the reference the tests use.
"""
import importlib.util
import json
import os
import statistics
import sys
import time

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.statisticsPen import StatisticsPen
from fontTools.ttLib import TTFont

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "reference", os.path.join(here, "..", "..", "Scripts", "glyph-geometry-reference.py"))
reference = importlib.util.module_from_spec(spec)
spec.loader.exec_module(reference)


def measure_open(font_path):
    font = TTFont(font_path, lazy=True)
    glyph_set = font.getGlyphSet()
    names = font.getGlyphOrder()

    def run():
        for name in names:
            glyph = glyph_set[name]
            bounds = BoundsPen(glyph_set)
            glyph.draw(bounds)
            stats = StatisticsPen(glyph_set)
            glyph.draw(stats)
    return run


def main():
    args = sys.argv[1:]
    options = {"--repetitions": 10, "--warm-up": 2, "--json-file": None}
    positional = []
    while args:
        argument = args.pop(0)
        if argument in options:
            options[argument] = args.pop(0) if argument == "--json-file" else int(args.pop(0))
        else:
            positional.append(argument)
    if len(positional) != 1:
        sys.exit(__doc__.strip().splitlines()[3].strip())
    path = positional[0]
    measure_only = measure_open(path)
    measure_only()  # parse and cache every glyph once
    works = [("open + measure", lambda: reference.measure(path)), ("measure only", measure_only)]
    for _ in range(options["--warm-up"]):
        for _, work in works:
            work()
    samples = {label: [] for label, _ in works}
    for _ in range(options["--repetitions"]):
        for label, work in works:
            start = time.perf_counter()
            work()
            samples[label].append((time.perf_counter() - start) * 1000)
    count = len(reference.measure(path))
    print(f"fontTools peer: {count} glyphs of {path}, {options['--repetitions']} rounds after {options['--warm-up']} warm-up")
    result = {"font": path, "glyphs": count}
    for label, values in samples.items():
        median, minimum = statistics.median(values), min(values)
        print(f"  {label:<16} median {median:8.3f} ms  min {minimum:8.3f} ms  ({median * 1000 / count:.2f} µs per glyph)")
        result[label] = {"median": median, "min": minimum}
    if options["--json-file"]:
        with open(options["--json-file"], "w") as f:
            json.dump(result, f, sort_keys=True)


if __name__ == "__main__":
    main()
