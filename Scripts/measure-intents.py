#!/usr/bin/env python3
"""Measure everyday intents: the share whose top results hold a symbol a person means.

Runs `catalog search WORDS --json --data-set SET` for every row of
Tests/SymbolCatalogTests/Fixtures/everyday-intents.tsv (set, query, expected names joined
by `|`, source) and prints, per set and overall, how many rows have an expected name among
the first 3 results. `sf6` is ../shared/sfsymbols/sf6.0_2025-08_composed (beside the
repository); any other set name is passed to --data-set as written (the embedded sets).

    Scripts/measure-intents.py [CATALOG] [--misses] [--json] [--top N] [--jobs N]

CATALOG is the binary (default: $CATALOG, else .build/debug/catalog). --misses lists every
row whose top N holds no expected name, with what came first. Standard library only.
"""

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
INTENTS = REPO / "Tests/SymbolCatalogTests/Fixtures/everyday-intents.tsv"
SF6 = REPO.parent / "shared/sfsymbols/sf6.0_2025-08_composed"


def read_intents(path):
    rows, header = [], None
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if header is None:
            header = fields
            if header[:4] != ["set", "query", "expected", "source"]:
                sys.exit(f"{path}:{number}: the header row must be set, query, expected, source")
            continue
        if len(fields) != 4 or not all(fields[:3]):
            sys.exit(f"{path}:{number}: want 4 tab-separated fields, got {fields!r}")
        data_set, query, expected, source = fields
        rows.append({"set": data_set, "query": query,
                     "expected": expected.split("|"), "source": source})
    return rows


def search(catalog, data_set, query, top):
    argv = [catalog, "search", *query.split(), "--json", "--limit", str(top),
            "--data-set", data_set]
    run = subprocess.run(argv, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        raise RuntimeError(f"{' '.join(argv)}: exit {run.returncode}: {run.stderr.strip()}")
    if not run.stdout.strip():
        return []
    return [(r["name"], r.get("match")) for r in json.loads(run.stdout)["results"]][:top]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("catalog", nargs="?",
                        default=os.environ.get("CATALOG", str(REPO / ".build/debug/catalog")))
    parser.add_argument("--intents", type=Path, default=INTENTS)
    parser.add_argument("--sf6", type=Path, default=SF6, help="the folder the set sf6 names")
    parser.add_argument("--top", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--misses", action="store_true", help="list the rows missed")
    parser.add_argument("--json", action="store_true", help="print the figures and misses as JSON")
    args = parser.parse_args()

    if not os.access(args.catalog, os.X_OK):
        sys.exit(f"no catalog binary at {args.catalog} (give it, or set $CATALOG)")
    rows = read_intents(args.intents)
    if any(r["set"] == "sf6" for r in rows) and not args.sf6.is_dir():
        sys.exit(f"no SF 6 data set at {args.sf6} (give --sf6)")

    def measure(row):
        data_set = str(args.sf6) if row["set"] == "sf6" else row["set"]
        got = search(args.catalog, data_set, row["query"], args.top)
        return {**row, "got": got, "hit": any(name in row["expected"] for name, _ in got)}

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(measure, rows))

    sets = list(dict.fromkeys(r["set"] for r in results))
    figures = {}
    for name in sets + ["overall"]:
        mine = [r for r in results if name in ("overall", r["set"])]
        hits = sum(r["hit"] for r in mine)
        figures[name] = {"hits": hits, "rows": len(mine),
                         "share": round(hits / len(mine), 4) if mine else None}
    misses = [r for r in results if not r["hit"]]

    if args.json:
        out = {"catalog": args.catalog, "top": args.top, "figures": figures,
               "intents": len({r["query"] for r in results})}
        if args.misses:
            out["misses"] = [{"set": r["set"], "query": r["query"], "expected": r["expected"],
                              "got": [{"name": n, "match": m} for n, m in r["got"]]}
                             for r in misses]
        print(json.dumps(out, indent=2))
        return
    print(f"{len({r['query'] for r in results})} intents, {len(results)} rows; "
          f"a hit is an expected name in the top {args.top} ({args.catalog})")
    for name, f in figures.items():
        print(f"{name:<16} {f['hits']:>4} / {f['rows']:<4} {100 * f['share']:5.1f} %")
    if args.misses:
        print(f"\nmisses ({len(misses)}): set, query, the top {args.top} (rule), expected")
        for r in misses:
            got = ", ".join(f"{n} ({m})" for n, m in r["got"]) or "nothing"
            print(f"{r['set']}\t{r['query']}\t{got}\t{'|'.join(r['expected'])}")


if __name__ == "__main__":
    main()
