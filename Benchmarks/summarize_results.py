#!/usr/bin/env python3
"""Prints the Markdown tables of README.md from the raw outputs in results/.

    python3 summarize_results.py [RESULTS_FOLDER]     # default: results/ beside this file
"""

import json
import os
import sys

LABELS = {
    "sf6.x_2025-08_app-metadata_sfsymbolpicker": "sf6.x",
    "sf5.1_2024-08_app-metadata_lessica": "sf5.1",
    "sf6.0_2024-10_sfsafesymbols-fork": "sf6.0",
}


def ms(value):
    return f"{value:.2f}" if value < 10 else f"{value:.1f}"


def read_json(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "results")
    bench = read_json(os.path.join(folder, "catalog-bench.json"))
    python = {}
    with open(os.path.join(folder, "python-load.jsonl"), encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                entry = json.loads(line)
                python[LABELS.get(entry["folder"], entry["folder"])] = entry

    print(f"In-process load, median (min) ms; catalog-bench {bench['repetitions']} runs after "
          f"{bench['warmUp']} warm-up, Python {next(iter(python.values()))['repeat']} runs\n")
    print("| data set | files | KB | symbols | catalog full load | catalog parse only | Foundation parse only "
          "| Python plistlib load | load / Foundation | verdict |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    for result in bench["dataSets"]:
        label = result["label"]
        peer = python.get(label)
        peer_text = f"{ms(peer['medianMilliseconds'])} ({ms(peer['minimumMilliseconds'])})" if peer else "–"
        full, ours, theirs = result["fullLoad"], result["ourParse"], result["foundationParse"]
        print(f"| {label} | {result['fileCount']} | {result['totalBytes'] / 1000:.0f} | {result['symbolCount']} "
              f"| {ms(full['medianMilliseconds'])} ({ms(full['minimumMilliseconds'])}) "
              f"| {ms(ours['medianMilliseconds'])} ({ms(ours['minimumMilliseconds'])}) "
              f"| {ms(theirs['medianMilliseconds'])} ({ms(theirs['minimumMilliseconds'])}) "
              f"| {peer_text} | {full['medianMilliseconds'] / theirs['medianMilliseconds']:.2f}x "
              f"| {'PASS' if result['passes'] else 'FAIL'} |")

    print("\nFull load split, median (min) ms\n")
    print("| data set | tables (read + parse + type-check) | join into symbols |")
    print("|---|---:|---:|")
    for result in bench["dataSets"]:
        tables, join = result["tables"], result["join"]
        print(f"| {result['label']} | {ms(tables['medianMilliseconds'])} ({ms(tables['minimumMilliseconds'])}) "
              f"| {ms(join['medianMilliseconds'])} ({ms(join['minimumMilliseconds'])}) |")

    print("\nPer file, parse only, median (min) ms\n")
    print("| data set | file | format | KB | catalog | Foundation | catalog / Foundation |")
    print("|---|---|---|---:|---:|---:|---:|")
    for result in bench["dataSets"]:
        for file in result["files"]:
            ours, theirs = file["ours"], file["foundation"]
            print(f"| {result['label']} | `{file['name']}` | {file['format']} | {file['bytes'] / 1000:.0f} "
                  f"| {ms(ours['medianMilliseconds'])} ({ms(ours['minimumMilliseconds'])}) "
                  f"| {ms(theirs['medianMilliseconds'])} ({ms(theirs['minimumMilliseconds'])}) "
                  f"| {ours['medianMilliseconds'] / theirs['medianMilliseconds']:.2f}x |")

    print("\nWhole process (hyperfine), ms\n")
    print("| data set | command | mean ± σ | min | user + system | runs |")
    print("|---|---|---:|---:|---:|---:|")
    for label in ("sf6.x", "sf5.1", "sf6.0"):
        path = os.path.join(folder, f"hyperfine-{label}.json")
        if not os.path.exists(path):
            continue
        for run in read_json(path)["results"]:
            name = run["command"].split(" (")[0]
            print(f"| {label} | `{name}` | {run['mean'] * 1000:.1f} ± {run['stddev'] * 1000:.1f} "
                  f"| {run['min'] * 1000:.1f} | {(run['user'] + run['system']) * 1000:.1f} | {len(run['times'])} |")


if __name__ == "__main__":
    main()
