#!/usr/bin/env python3
"""Whole-process timings taken interleaved: round after round, each command once per round, so
that a busy machine's load falls on every command alike (hyperfine runs all of one command
first). Used by Benchmarks/scale.sh.

Usage:
    python3 Benchmarks/interleave.py --runs N [--warmup W] --json OUT.json \\
        'NAME=COMMAND ARGUMENT…' …

COMMAND is split as a shell would split words (shlex), without a shell; a word @FILE stands
for the lines of FILE (one argument each: font paths may hold spaces). Standard output goes to
/dev/null; a command that fails stops the run (--ignore-failure: a non-zero exit, not a signal,
is a result, as for checks that find problems). --prepare 'NAME=COMMAND …' runs COMMAND, untimed,
before each run of NAME (removing a cache index, for a first run). For each command: wall time (median, mean,
minimum, maximum), CPU time (user + system of the child) and peak resident set, in ms and KB.
"""
import argparse
import json
import os
import resource
import shlex
import statistics
import subprocess
import sys
import tempfile
import time


def expand(words):
    argv = []
    for word in words:
        if word.startswith("@") and os.path.isfile(word[1:]):
            with open(word[1:], encoding="utf-8") as listing:
                argv += [line.rstrip("\n") for line in listing if line.strip()]
        else:
            argv.append(word)
    return argv


def run_once(argv, ignore_failure=False):
    """Wall ms, CPU ms and peak KB of one run (os.wait4 gives the child's own usage)."""
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(child.pid, 0)
        wall = (time.perf_counter() - start) * 1000
        child.returncode = os.waitstatus_to_exitcode(status)
        if child.returncode != 0 and not (ignore_failure and child.returncode > 0):
            errors.seek(0)
            text = errors.read().decode(errors="replace").strip()
            sys.exit(f"interleave.py: {argv[0]} … exited {child.returncode}: {text[-500:]}")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000, usage.ru_maxrss


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--warmup", type=int, default=2)
    parser.add_argument("--json", required=True)
    parser.add_argument("--ignore-failure", action="store_true", help="a non-zero exit is a result (checks that find problems)")
    parser.add_argument("--prepare", action="append", default=[], metavar="NAME=COMMAND",
                        help="run COMMAND, untimed, before each run of NAME")
    parser.add_argument("commands", nargs="+")
    options = parser.parse_args()
    prepare = {}
    for spec in options.prepare:
        name, _, command = spec.partition("=")
        prepare[name] = expand(shlex.split(command))
    commands = []
    for spec in options.commands:
        name, _, command = spec.partition("=")
        commands.append((name, expand(shlex.split(command)), command))
    def timed(name, argv):
        if name in prepare:
            subprocess.run(prepare[name], check=True, stdout=subprocess.DEVNULL)
        return run_once(argv, options.ignore_failure)
    for _ in range(options.warmup):
        for name, argv, _ in commands:
            timed(name, argv)
    samples = {name: [] for name, _, _ in commands}
    for _ in range(options.runs):
        for name, argv, _ in commands:
            samples[name].append(timed(name, argv))
    results = []
    for name, argv, command in commands:
        walls = [s[0] for s in samples[name]]
        cpus = [s[1] for s in samples[name]]
        results.append({
            "name": name, "command": command, "arguments": len(argv) - 1, "runs": len(walls),
            "median": statistics.median(walls), "mean": statistics.fmean(walls),
            "stdev": statistics.stdev(walls) if len(walls) > 1 else 0.0,
            "min": min(walls), "max": max(walls), "cpu_median": statistics.median(cpus),
            "peak_kb": max(s[2] for s in samples[name]),
        })
        r = results[-1]
        print(f"  {name:<44} median {r['median']:9.2f} ms  (min {r['min']:.2f}, max {r['max']:.2f}, "
              f"CPU {r['cpu_median']:.2f} ms, peak {r['peak_kb'] / 1024:.1f} MB)", flush=True)
    with open(options.json, "w", encoding="utf-8") as out:
        json.dump({"load_after": os.getloadavg(), "results": results}, out, indent=2)


if __name__ == "__main__":
    main()
