#!/usr/bin/env python3
"""The slowest suites of a `swift test` run, from its console output.

    swift test 2>&1 | tee test.log
    Scripts/suite-times.py test.log [COUNT]

Swift Testing prints `✔ Suite "NAME" passed after N seconds.` (or `✘ … failed after …`) for
every suite; this lists the COUNT (default 10) longest as a Markdown table, then the run's
closing line. A suite's time runs from its first test's start to its last test's end, with
the other suites running meanwhile.
"""
import re
import sys

SUITE = re.compile(r'^[✔✘] Suite "(.*)" (passed|failed) after ([0-9.]+) seconds')
CLOSING = re.compile(r'^[✔✘] Test run with .*')


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__.strip())
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    suites, closing = [], None
    with open(sys.argv[1], encoding="utf-8", errors="replace") as log:
        for line in log:
            match = SUITE.match(line)
            if match:
                suites.append((float(match.group(3)), match.group(1), match.group(2)))
            elif CLOSING.match(line):
                closing = line.strip()
    if not suites:
        sys.exit(f"suite-times: no suite results in {sys.argv[1]}")
    suites.sort(reverse=True)
    print("| suite | seconds |")
    print("|---|---:|")
    for seconds, name, outcome in suites[:count]:
        shown = name.replace("|", "\\|") + ("" if outcome == "passed" else " (failed)")
        print(f"| {shown} | {seconds:.1f} |")
    print()
    print(f"{len(suites)} suites; {closing or 'no closing line'}")


if __name__ == "__main__":
    main()
