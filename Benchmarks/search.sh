#!/usr/bin/env bash
# `catalog search heart` as a whole process, with hyperfine, on the largest shared set with
# keywords (sf6.x) and on the embedded default data (fontawesome-6), side by side with:
#   python3 peer/search_plistlib.py   the same search with the standard library's plistlib on
#                                     the same files (its output is checked byte for byte)
#   jq -f peer/search_icons.jq        the same search over Font Awesome's icons.json (embedded
#                                     data only; its names are checked against catalog's)
# catalog is measured with a warm cache index and with CATALOG_NO_CACHE=1 (parse and join),
# built with the shared Swift runtime (.build/release) and with --static-swift-stdlib
# (.build/static/release, as typescale.sh builds it); `catalog --help` gives each build's bare
# process start-up. Then catalog-bench --search times the parts in-process.
# Raw outputs go to Benchmarks/results/search-*.
#
#   bash search.sh                 # 30 runs per command, 30 in-process rounds
#   RUNS=50 REPETITIONS=50 bash search.sh
#   CATALOG_SHARED=/path/to/shared ICONS_JSON=/path/to/icons.json bash search.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
results="$here/results"
runs="${RUNS:-30}"
repetitions="${REPETITIONS:-30}"
mkdir -p "$results"

shared="${CATALOG_SHARED:-$root/../shared}"
if [[ -d "$shared/sfsymbols" ]]; then symbols="$shared/sfsymbols"; else symbols="$shared"; fi
sf6x="$symbols/sf6.x_2025-08_app-metadata_sfsymbolpicker"
fa6="$root/Data/symbols/fontawesome-6"
icons="${ICONS_JSON:-$HOME/.cache/catalog/fontawesome/fontawesomefree-6.6.0/fontawesomefree/static/fontawesomefree/metadata/icons.json}"
[[ -f "$sf6x/name_availability.plist" ]] || { echo "search.sh: $sf6x not found (set CATALOG_SHARED)" >&2; exit 1; }
[[ -f "$icons" ]] || { echo "search.sh: no icons.json at $icons (run Scripts/fetch-fontawesome.sh, or set ICONS_JSON)" >&2; exit 1; }

missing=()
for tool in hyperfine jq; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if ((${#missing[@]})); then
  echo "== installing ${missing[*]}"
  apt-get install -y -qq "${missing[@]}" >/dev/null || { apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null; }
fi
# The interpreter itself: a pyenv shim is a shell script that would add its own start-up.
python="$(python3 -c 'import sys; print(sys.executable)')"
peer="$here/peer/search_plistlib.py"
filter="$here/peer/search_icons.jq"

echo "== building catalog (release, shared and static Swift runtime) and catalog-bench"
(cd "$root" && swift build -c release --product catalog >/dev/null)
(cd "$root" && swift build -c release --product catalog --static-swift-stdlib --build-path .build/static >/dev/null)
(cd "$here" && swift build -c release --product catalog-bench >/dev/null)
dynamic="$root/.build/release/catalog"
static="$root/.build/static/release/catalog"
bench="$here/.build/release/catalog-bench"

# A private cache and no favorites store: what is measured is the search.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME="$work/cache" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
unset CATALOG_NO_CACHE CATALOG_DATA_SET

{
  echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "nproc: $(nproc)"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
  echo "swift: $(swift --version 2>&1 | head -1)"
  echo "python: $("$python" --version 2>&1) ($python)"
  echo "jq: $(jq --version)"
  echo "hyperfine: $(hyperfine --version)"
  echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$results/search-machine.txt"

echo "== same results"
out="$results/search-heart"
for binary in "$dynamic" "$static"; do
  "$binary" search heart --data-set "$sf6x" --color never > "$out-sf6x.catalog.txt"   # also warms the cache
  "$binary" search heart --color never > "$out-fa6.catalog.txt"
done
"$python" "$peer" "$sf6x" heart > "$out-sf6x.python.txt"
"$python" "$peer" "$fa6" heart > "$out-fa6.python.txt"
jq -r --arg term heart -f "$filter" "$icons" > "$out-fa6.jq.txt"
cmp "$out-sf6x.catalog.txt" "$out-sf6x.python.txt"
cmp "$out-fa6.catalog.txt" "$out-fa6.python.txt"
cut -d' ' -f1 "$out-fa6.catalog.txt" | cmp - "$out-fa6.jq.txt"
CATALOG_NO_CACHE=1 "$static" search heart --data-set "$sf6x" --color never | cmp - "$out-sf6x.catalog.txt"
echo "sf6.x: catalog = python ($(wc -l < "$out-sf6x.catalog.txt") results); fontawesome-6: catalog = python = jq names ($(wc -l < "$out-fa6.catalog.txt") results)"

bench() {  # NAME, then hyperfine arguments
  local name="$1"; shift
  hyperfine --shell=none --warmup 3 --runs "$runs" --style basic \
    --export-json "$results/search-$name.json" --export-markdown "$results/search-$name.md" "$@" \
    | tee "$results/search-$name.txt"
}

echo "== sf6.x, warm cache"
bench sf6x-warm \
  -n "catalog static, warm" "$static search heart --data-set $sf6x --color never" \
  -n "catalog shared, warm" "$dynamic search heart --data-set $sf6x --color never" \
  -n "python3 search_plistlib.py" "$python $peer $sf6x heart"
echo "== fontawesome-6 (embedded default), warm cache"
bench fa6-warm \
  -n "catalog static, warm" "$static search heart --color never" \
  -n "catalog shared, warm" "$dynamic search heart --color never" \
  -n "python3 search_plistlib.py" "$python $peer $fa6 heart" \
  -n "jq search_icons.jq icons.json" "jq -r --arg term heart -f $filter $icons"
echo "== CATALOG_NO_CACHE=1 (read, parse and join every time)"
CATALOG_NO_CACHE=1 bench cold \
  -n "catalog static, sf6.x, no cache" "$static search heart --data-set $sf6x --color never" \
  -n "catalog shared, sf6.x, no cache" "$dynamic search heart --data-set $sf6x --color never" \
  -n "catalog static, fontawesome-6, no cache" "$static search heart --color never" \
  -n "catalog shared, fontawesome-6, no cache" "$dynamic search heart --color never"
echo "== bare process start-up"
bench startup \
  -n "catalog static --help" "$static --help" \
  -n "catalog shared --help" "$dynamic --help" \
  -n "python3 -c pass" "$python -c pass"

echo "== in-process (catalog-bench --search)"
"$bench" --search --repetitions "$repetitions" --warm-up 5 | tee "$results/search-inprocess.txt"

echo "== summary (mean ± σ ms; ratio = python3 mean / catalog mean)"
summary() {  # JSON file
  jq -r '.results[] | "\(.command)\t\(.mean * 1000 | . * 100 | round / 100) ± \(.stddev * 1000 | . * 100 | round / 100)"' "$1"
}
{
  for name in sf6x-warm fa6-warm cold startup; do
    echo "[$name]"
    summary "$results/search-$name.json"
  done
  for name in sf6x-warm fa6-warm; do
    jq -r --arg name "$name" '
      (.results[] | select(.command == "python3 search_plistlib.py") | .mean) as $python
      | .results[] | select(.command | startswith("catalog"))
      | "\($name): python3 / \(.command) = \($python / .mean * 10 | round / 10)×"' "$results/search-$name.json"
  done
  echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$results/search-summary.txt"
