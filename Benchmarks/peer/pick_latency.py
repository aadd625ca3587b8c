#!/usr/bin/env python3
"""Keystroke latency of `catalog pick`, from outside: the picker runs on a pseudo-terminal of
80 x 24 (or --rows/--columns); each key is written to the terminal and timed until the frame
it causes has been read whole. Every frame the picker writes ends with the cursor shown
(ESC [ ? 25 h), so the end of a frame is where that sequence arrives. Start-up is timed from
the spawn to the end of the first frame.

Keys, per round: a query typed one letter at a time ("star fill"), erased with Backspace;
a typo typed ("bookmak", matched through the fuzzy index), cleared with Ctrl-U; Down x 20,
Page Down x 5, Home; then a scope change (Ctrl-S) and back (Ctrl-R).

    python3 pick_latency.py CATALOG [--data-set DIR] [--rounds N] [--query 'heart'] [--json]

With --query, only start-up (with that query) is timed. Standard library only. Prints median, 95th percentile and maximum per kind of key, in ms.
"""

import argparse
import fcntl
import json
import os
import pty
import statistics
import struct
import sys
import termios
import time

END = b"\x1b[?25h"


def read_frame(fd, deadline=10.0):
    """Reads until a frame ends; returns the bytes."""
    data = b""
    limit = time.perf_counter() + deadline
    while not data.endswith(END) and END not in data[-64:]:
        if time.perf_counter() > limit:
            raise SystemExit(f"pick_latency: no frame within {deadline} s (got {data[-200:]!r})")
        chunk = os.read(fd, 65536)
        if not chunk:
            raise SystemExit("pick_latency: the picker closed the terminal")
        data += chunk
    return data


def keys_of_a_round():
    keys = []
    for letter in "star fill":
        keys.append(("type", letter.encode()))
    for _ in "star fill":
        keys.append(("backspace", b"\x7f"))
    for letter in "bookmak":
        keys.append(("type (typo)", letter.encode()))
    keys.append(("clear (Ctrl-U)", b"\x15"))
    keys += [("down", b"\x1b[B")] * 20 + [("page down", b"\x1b[6~")] * 5 + [("home", b"\x1b[H")]
    keys += [("scope (Ctrl-S, Ctrl-R)", b"\x13"), ("scope (Ctrl-S, Ctrl-R)", b"\x12")]
    return keys


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("catalog")
    parser.add_argument("--data-set")
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--rows", type=int, default=24)
    parser.add_argument("--columns", type=int, default=80)
    parser.add_argument("--query", default="", help="the picker's starting query: then only start-up is timed")
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    arguments = [options.catalog, "pick"] + (["--data-set", options.data_set] if options.data_set else []) + options.query.split()
    timings = {}
    startups = []
    for _ in range(options.rounds):
        started = time.perf_counter()
        pid, fd = pty.fork()
        if pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", options.rows, options.columns, 0, 0))
            os.execv(options.catalog, arguments)
        read_frame(fd)
        startups.append((time.perf_counter() - started) * 1000)
        for kind, key in ([] if options.query else keys_of_a_round()):
            begun = time.perf_counter()
            os.write(fd, key)
            read_frame(fd)
            timings.setdefault(kind, []).append((time.perf_counter() - begun) * 1000)
        os.write(fd, b"\x1b")
        _, status = os.waitpid(pid, 0)
        os.close(fd)
        if os.waitstatus_to_exitcode(status) != 130:
            raise SystemExit(f"pick_latency: the picker exited {os.waitstatus_to_exitcode(status)} after Esc, not 130")
    every = [value for values in timings.values() for value in values]
    rows = [("start-up to first frame", startups)] + list(timings.items()) + ([("every key", every)] if every else [])

    def figures(values):
        ordered = sorted(values)
        return {"count": len(values), "median": statistics.median(values),
                "p95": ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], "max": ordered[-1]}

    if options.json:
        print(json.dumps({name: figures(values) for name, values in rows}, indent=2))
        return 0
    print(f"{'what':<26} {'count':>6} {'median':>8} {'p95':>8} {'max':>8}  (ms)")
    for name, values in rows:
        result = figures(values)
        print(f"{name:<26} {result['count']:>6} {result['median']:>8.2f} {result['p95']:>8.2f} {result['max']:>8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
