#!/usr/bin/env python3
"""fontbakery's checks on many fonts, as whole processes over batches of them (Benchmarks/scale.sh).

One `fontbakery check-universal` on every font fontconfig knows (2,101 files here) was killed by
the kernel's OOM killer at 24 GB, twice: fontbakery keeps every font it has opened. So the files
go in batches of at most --batch files, a folder's files together and, where a folder is split,
split only between families (the file name up to its first '-'), so that the family checks see
whole families. Each batch runs once (Benchmarks/interleave.py's run_once: the child's own CPU
time and peak memory from wait4); the result is the sum of the batches' wall and CPU times and
the largest peak, written in interleave.py's JSON form.

Usage: fontbakery_batches.py --json OUT.json --batch 100 FILES-LIST -- fontbakery ARGUMENTS…
"""
import argparse
import itertools
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from interleave import run_once  # noqa: E402


def batches(files, size):
    """Consecutive groups of at most `size` files: by folder, then by family prefix."""
    out, current = [], []
    for _, in_folder in itertools.groupby(sorted(files), key=os.path.dirname):
        for _, family in itertools.groupby(in_folder, key=lambda f: os.path.basename(f).split("-")[0]):
            family = list(family)
            if current and len(current) + len(family) > size:
                out.append(current)
                current = []
            current += family  # a family larger than `size` stays whole
        if current:
            out.append(current)
            current = []
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--json", required=True)
    parser.add_argument("--batch", type=int, default=100)
    parser.add_argument("--name", default="fontbakery check-universal (same checks)")
    parser.add_argument("files")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    command = options.command[1:] if options.command[:1] == ["--"] else options.command
    with open(options.files, encoding="utf-8") as listing:
        files = [line.rstrip("\n") for line in listing if line.strip()]
    groups = batches(files, options.batch)
    wall = cpu = 0.0
    peak = 0
    for index, group in enumerate(groups):
        w, c, p = run_once(command + group, ignore_failure=True)
        wall, cpu, peak = wall + w, cpu + c, max(peak, p)
        print(f"    batch {index + 1}/{len(groups)}: {len(group)} files, {w / 1000:.1f} s", flush=True)
    result = {"name": options.name, "command": " ".join(command) + " FILES…", "arguments": len(files),
              "runs": 1, "batches": len(groups), "median": wall, "mean": wall, "stdev": 0.0, "min": wall,
              "max": wall, "cpu_median": cpu, "peak_kb": peak}
    print(f"  {options.name:<44} total  {wall:9.2f} ms over {len(groups)} batches "
          f"(CPU {cpu:.2f} ms, largest peak {peak / 1024:.1f} MB)", flush=True)
    with open(options.json, "w", encoding="utf-8") as out:
        json.dump({"load_after": os.getloadavg(), "results": [result]}, out, indent=2)


if __name__ == "__main__":
    main()
