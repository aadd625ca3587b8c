#!/usr/bin/env bash
# The fault-injection report: runs the fault-injection, limit and store-fault suites and
# prints their `fault-injection:` lines (cases per reader and kind, how each ended) with a
# total. The fault-injection suites run at CI's counts, as Scripts/campaign.sh runs them
# (CATALOG_CAMPAIGN_SCALE, default 1); `swift test` runs a sample of them.
#
#   Scripts/fault-report.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests > /dev/null
output=$(CATALOG_CAMPAIGN_SCALE=${CATALOG_CAMPAIGN_SCALE:-1} \
    swift test --skip-build --filter 'FaultInjection|StoreFullDisk|FontFileLimit|ReadingLimits|StorePermission' 2>&1)
echo "$output" | grep -E '^fault-injection' | sort
echo "$output" | grep -E '✘|Test run with'
echo "$output" | grep -E '^fault-injection' \
    | grep -oE '[0-9]+ (cases|runs?|damaged indexes|versions|changes)' \
    | awk '{ n += $1 } END { print "fault-injection: " n " cases in all" }'
