#!/usr/bin/env bash
# What a large store costs every command (issue 42: an accepted `collection import` of 30,000
# unknown names made each `search` take 5 s). A store holds at most 20,000 entries
# (CollectionStore.maximumEntries); this measures `catalog search heart` on the embedded default
# set with an empty store and with stores of 1,000 and 20,000 unknown names (each entry costs a
# look-up on every run: the marks of the results), and the refused import of 30,000.
# CPU time (user + system) of RUNS runs each, median, ms; peak memory of the last run, MB.
#
#   bash Benchmarks/store-size.sh                  # builds .build/release/catalog
#   CATALOG=/path/to/catalog RUNS=15 bash Benchmarks/store-size.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
runs="${RUNS:-15}"
if [[ -z "${CATALOG:-}" ]]; then
    (cd "$root" && swift build -c release --product catalog >/dev/null)
    CATALOG="$root/.build/release/catalog"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME="$work/cache" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"

export_of() {  # COUNT FILE: an export of COUNT names no data set has
    python3 - "$1" "$2" <<'PY'
import json, sys
count, path = int(sys.argv[1]), sys.argv[2]
symbols = [{"shownAs": f"unknown-{i}", "names": [f"unknown-{i}"], "dataSet": "fontawesome-6", "family": "Font Awesome"}
           for i in range(count)]
json.dump({"schemaVersion": 1, "name": f"n{count}", "symbols": symbols}, open(path, "w"))
PY
}

measure() {  # STORE: median CPU ms and peak MB of `search heart` (wait4's rusage: microseconds)
    python3 - "$CATALOG" "$1" "$runs" <<'PY'
import os, statistics, subprocess, sys
catalog, store, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
env = dict(os.environ, CATALOG_STORE=store)
cpu, peak = [], 0
for _ in range(runs):
    child = subprocess.Popen([catalog, "search", "heart"], env=env, stdout=subprocess.DEVNULL)
    _, _, usage = os.wait4(child.pid, 0)
    cpu.append((usage.ru_utime + usage.ru_stime) * 1000)
    peak = max(peak, usage.ru_maxrss)
print(f"{statistics.median(cpu):.1f} ms CPU, {peak / 1024:.1f} MB")
PY
}

"$CATALOG" search heart >/dev/null  # the cache index, outside the runs
echo "store                          search heart"
echo "none                           $(measure "$work/none.json")"
for count in 1000 20000; do
    export_of "$count" "$work/export-$count.json"
    CATALOG_STORE="$work/store-$count.json" "$CATALOG" collection import "$work/export-$count.json" >/dev/null
    printf '%-30s %s\n' "$count unknown names" "$(measure "$work/store-$count.json")"
done
export_of 30000 "$work/export-30000.json"
start=$(date +%s%N)
if CATALOG_STORE="$work/store-30000.json" "$CATALOG" collection import "$work/export-30000.json" 2>"$work/refused.txt"; then
    echo "30,000 names: accepted (expected a refusal)"; exit 1
fi
echo "30,000 names: refused in $(( ($(date +%s%N) - start) / 1000000 )) ms wall: $(cat "$work/refused.txt")"
