#!/usr/bin/env bash
# The fault-injection report: runs the fault-injection, limit and store-fault suites and
# prints their `fault-injection:` lines (cases per reader and kind, how each ended) with a
# total. The same suites run in `swift test`; this only collects what they print.
#
#   Scripts/fault-report.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests > /dev/null
output=$(swift test --skip-build --filter 'FaultInjection|StoreFullDisk|FontFileLimit|ReadingLimits|StorePermission' 2>&1)
echo "$output" | grep -E '^fault-injection' | sort
echo "$output" | grep -E '✘|Test run with'
echo "$output" | grep -E '^fault-injection' \
    | grep -oE '[0-9]+ (cases|runs?|damaged indexes|versions|changes)|64 truncations \+ 1000' \
    | awk '{ n += ($2 == "truncations") ? 1064 : $1 } END { print "fault-injection: " n " cases in all" }'
