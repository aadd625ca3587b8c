#!/usr/bin/env bash
# Builds catalog and catalog-bench in release, then measures:
#   1. whole processes with hyperfine: `catalog show heart` vs the Python peer, per data set;
#   2. the Python peer's in-process load time, per data set;
#   3. catalog-bench (in-process: catalog vs Foundation's PropertyListSerialization).
# Raw outputs go to Benchmarks/results/ (git-ignored).
#
#   bash run.sh                 # defaults: 30 hyperfine runs, 30 bench repetitions
#   RUNS=50 REPETITIONS=50 bash run.sh
#   CATALOG_SHARED=/path/to/shared bash run.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
results="$here/results"
runs="${RUNS:-30}"
repetitions="${REPETITIONS:-30}"
mkdir -p "$results"

shared="${CATALOG_SHARED:-$root/../shared}"
if [[ -d "$shared/sfsymbols" ]]; then symbols="$shared/sfsymbols"; else symbols="$shared"; fi
data_sets=(
  "sf6.x:sf6.x_2025-08_app-metadata_sfsymbolpicker"
  "sf5.1:sf5.1_2024-08_app-metadata_lessica"
  "sf6.0:sf6.0_2024-10_sfsafesymbols-fork"
)
for entry in "${data_sets[@]}"; do
  if [[ ! -f "$symbols/${entry#*:}/name_availability.plist" ]]; then
    echo "run.sh: data set not found: $symbols/${entry#*:} (set CATALOG_SHARED to the folder holding sfsymbols/)" >&2
    exit 1
  fi
done

if ! command -v hyperfine >/dev/null; then
  echo "== installing hyperfine"
  if ! apt-get install -y -qq hyperfine >/dev/null; then
    apt-get update -qq && apt-get install -y -qq hyperfine >/dev/null
  fi
fi

echo "== building (release)"
(cd "$root" && swift build -c release --product catalog)
(cd "$here" && swift build -c release --product catalog-bench)
catalog="$root/.build/release/catalog"
bench="$here/.build/release/catalog-bench"
peer="$here/peer/load_plistlib.py"

{
  echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "nproc: $(nproc)"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
  echo "swift: $(swift --version 2>&1 | head -1)"
  echo "python: $(python3 --version 2>&1)"
  echo "hyperfine: $(hyperfine --version)"
  echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "xml reader first line: $(head -1 "$root/Sources/SymbolCatalog/Parsing/XMLPropertyListReader.swift")"
  echo "SymbolCatalog sources sha256: $(cd "$root" && find Sources/SymbolCatalog -name '*.swift' | LC_ALL=C sort | xargs cat | sha256sum | cut -c1-16)"
} | tee "$results/machine.txt"

echo "== whole process: catalog show heart vs python3 peer (hyperfine, $runs runs)"
for entry in "${data_sets[@]}"; do
  label="${entry%%:*}"
  folder="$symbols/${entry#*:}"
  "$catalog" show heart --data-set "$folder" --color never > "$results/show-heart-$label.catalog.txt"
  python3 "$peer" "$folder" heart > "$results/show-heart-$label.python.txt"
  hyperfine --shell=none --warmup 3 --runs "$runs" --style basic \
    --export-json "$results/hyperfine-$label.json" \
    --export-markdown "$results/hyperfine-$label.md" \
    -n "catalog show heart ($label)" "'$catalog' show heart --data-set '$folder' --color never" \
    -n "python3 load_plistlib.py ($label)" "python3 '$peer' '$folder' heart" \
    | tee "$results/hyperfine-$label.txt"
done

echo "== in-process load: python3 plistlib peer"
for entry in "${data_sets[@]}"; do
  python3 "$peer" "$symbols/${entry#*:}" --load-only --repeat "$repetitions" --warm-up 3 --json
done | tee "$results/python-load.jsonl"

echo "== in-process load: catalog-bench"
status=0
"$bench" --repetitions "$repetitions" --warm-up 5 --json-file "$results/catalog-bench.json" \
  | tee "$results/catalog-bench.txt" || status=$?
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$results/machine.txt"
if [[ $status -ne 0 ]]; then
  echo "run.sh: catalog-bench exited $status (1 = a data set FAILED the Foundation bar)" >&2
fi
exit "$status"
