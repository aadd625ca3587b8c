#!/usr/bin/env python3
"""fontbakery's checks on many fonts, as whole processes over batches of them (Benchmarks/scale.sh).

One `fontbakery check-universal` on every font fontconfig knows (2,101 files here) was killed by
the kernel's OOM killer at 24 GB, twice. Its memory grows with every font it opens (the
nine Noto Kufi Arabic files alone take it to 3.8 GB; batches of 100 Noto files ran out of 8 GB).
So the files go in batches of at most --batch files, a folder's files together and split
between families (the file name up to its first '-') where they can be, so that the family
checks see whole families; a family larger than a batch is split. Each batch runs under an
address-space limit (--memory-gb) and a batch that still runs out of memory is left out and
named. The result is the sum of the batches that finished (so a lower
bound on fontbakery's time for every file), their CPU time and the largest peak (the child's
own, from wait4), in interleave.py's JSON form, with the files it covers. With --seconds, no
batch is started after that long (fontbakery needs about an hour for these 2,101 files): the
sum is then a lower bound on fewer files.

Usage: fontbakery_batches.py --json OUT.json [--batch 16] [--memory-gb 12] [--seconds 600] FILES-LIST -- fontbakery ARGUMENTS…
"""
import argparse
import itertools
import json
import os
import resource
import subprocess
import tempfile
import time


def batches(files, size):
    """Consecutive groups of at most `size` files: by folder, then by family prefix."""
    out, current = [], []
    for _, in_folder in itertools.groupby(sorted(files), key=os.path.dirname):
        for _, family in itertools.groupby(in_folder, key=lambda f: os.path.basename(f).split("-")[0]):
            family = list(family)
            if current and len(current) + len(family) > size:
                out.append(current)
                current = []
            # A family larger than a batch is split: the family checks then see part of it,
            # which is less work for fontbakery, so the sum stays a lower bound.
            while len(family) > size:
                out.append(family[:size])
                family = family[size:]
            current += family
        if current:
            out.append(current)
            current = []
    return out


def run_batch(argv, memory_bytes):
    """Wall ms, CPU ms, peak KB, and whether it ran out of memory: killed, or a check that
    ended in MemoryError (fontbakery reports it as that check's ERROR and goes on, so its
    report, written where `--json` says, is read for it)."""
    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (memory_bytes, memory_bytes))
    with tempfile.TemporaryDirectory() as folder:
        report = os.path.join(folder, "report.json")
        argv = list(argv)
        argv[argv.index("--json") + 1] = report
        start = time.perf_counter()
        child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=limit)
        _, status, usage = os.wait4(child.pid, 0)
        wall = (time.perf_counter() - start) * 1000
        text = open(report, encoding="utf-8", errors="replace").read() if os.path.exists(report) else ""
    failed = os.waitstatus_to_exitcode(status) < 0 or not text or "MemoryError" in text
    return wall, (usage.ru_utime + usage.ru_stime) * 1000, usage.ru_maxrss, failed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--json", required=True)
    parser.add_argument("--batch", type=int, default=100)
    parser.add_argument("--name", default="fontbakery check-universal (same checks)")
    parser.add_argument("--memory-gb", type=float, default=8)
    parser.add_argument("--seconds", type=float, default=0, help="start no batch after this long (0: no limit)")
    parser.add_argument("files")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    command = options.command[1:] if options.command[:1] == ["--"] else options.command
    with open(options.files, encoding="utf-8") as listing:
        files = [line.rstrip("\n") for line in listing if line.strip()]
    groups = batches(files, options.batch)
    wall = cpu = 0.0
    peak = 0
    covered, left_out = [], []
    began = time.perf_counter()
    for index, group in enumerate(groups):
        if options.seconds and time.perf_counter() - began > options.seconds:
            print(f"    stopped after {options.seconds:.0f} s: {len(groups) - index} batches not run", flush=True)
            break
        w, c, p, failed = run_batch(command + group, int(options.memory_gb * (1 << 30)))
        if failed:
            left_out += group
            print(f"    batch {index + 1}/{len(groups)}: {len(group)} files: out of memory after {w / 1000:.1f} s, "
                  f"left out ({os.path.basename(group[0])} …)", flush=True)
            continue
        wall, cpu, peak = wall + w, cpu + c, max(peak, p)
        covered += group
        print(f"    batch {index + 1}/{len(groups)}: {len(group)} files, {w / 1000:.1f} s", flush=True)
    result = {"name": options.name, "command": " ".join(command) + " FILES…", "arguments": len(covered),
              "files": len(files), "left_out": left_out, "runs": 1, "batches": len(groups), "median": wall,
              "mean": wall, "stdev": 0.0, "min": wall, "max": wall, "cpu_median": cpu, "peak_kb": peak}
    print(f"  {options.name:<44} total  {wall:9.2f} ms for {len(covered)} of {len(files)} files "
          f"({len(left_out)} left out: out of memory), CPU {cpu:.2f} ms, largest peak {peak / 1024:.1f} MB", flush=True)
    with open(options.json, "w", encoding="utf-8") as out:
        json.dump({"load_after": os.getloadavg(), "results": [result]}, out, indent=2)


if __name__ == "__main__":
    main()
