#!/usr/bin/env bash
# `catalog search` as a whole process, with hyperfine, on the largest shared set with
# keywords (sf6.x) and on the embedded default data (fontawesome-6): `search heart` (ranked by
# relevance) and `search bookmak` (a typo: matched through the fuzzy index), side by side with:
#   python3 peer/search_plistlib.py   the same search (ranking and typo matching, the typos by
#                                     scanning every word) with the standard library's plistlib
#                                     on the same files; its output is checked byte for byte
#   jq -f peer/search_icons.jq        `heart` over Font Awesome's icons.json (embedded data only;
#                                     the same names are found, its order is not catalog's)
#   $BASELINE                         optionally, a catalog binary built before relevance
#                                     ranking (today's figures), on the same commands
# catalog is measured with a warm cache index and with CATALOG_NO_CACHE=1 (parse and join),
# built with the shared Swift runtime (.build/release) and with --static-swift-stdlib
# (.build/static/release, as typescale.sh builds it); `catalog --help` gives each build's bare
# process start-up. Then catalog-bench --search times the parts in-process.
# Raw outputs go to Benchmarks/results/search-*.
#
#   bash search.sh                 # 30 runs per command, 30 in-process rounds
#   RUNS=50 REPETITIONS=50 bash search.sh
#   BASELINE=/path/to/old/catalog bash search.sh
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
[[ -f "$icons" ]] || { echo "search.sh: no icons.json at $icons (run Scripts/fetch-fontawesome.sh 6.6.0, or set ICONS_JSON)" >&2; exit 1; }
baseline="${BASELINE:-}"
[[ -z "$baseline" || -x "$baseline" ]] || { echo "search.sh: BASELINE=$baseline is not an executable" >&2; exit 1; }

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
out="$results/search"
# (search exits 1 when nothing matches, as grep does: not an error here.)
for query in heart bookmak "magnifying glass" "star fill"; do
  label="${query// /-}"
  for binary in "$dynamic" "$static"; do
    # shellcheck disable=SC2086
    "$binary" search $query --data-set "$sf6x" --color never > "$out-$label-sf6x.catalog.txt" || (($? == 1))  # warms the cache
    # shellcheck disable=SC2086
    "$binary" search $query --color never > "$out-$label-fa6.catalog.txt" || (($? == 1))
  done
  # shellcheck disable=SC2086
  "$python" "$peer" "$sf6x" $query > "$out-$label-sf6x.python.txt"
  # shellcheck disable=SC2086
  "$python" "$peer" "$fa6" $query > "$out-$label-fa6.python.txt"
  cmp "$out-$label-sf6x.catalog.txt" "$out-$label-sf6x.python.txt"
  cmp "$out-$label-fa6.catalog.txt" "$out-$label-fa6.python.txt"
  # shellcheck disable=SC2086
  { CATALOG_NO_CACHE=1 "$static" search $query --data-set "$sf6x" --color never || (($? == 1)); } | cmp - "$out-$label-sf6x.catalog.txt"
  echo "'$query': catalog = python on sf6.x ($(wc -l < "$out-$label-sf6x.catalog.txt") results) and fontawesome-6 ($(wc -l < "$out-$label-fa6.catalog.txt"))"
done
jq -r --arg term heart -f "$filter" "$icons" | sort > "$out-heart-fa6.jq.txt"
cut -d' ' -f1 "$out-heart-fa6.catalog.txt" | sort | cmp - "$out-heart-fa6.jq.txt"
echo "'heart': jq over icons.json finds the same names"
if [[ -n "$baseline" ]]; then
  "$baseline" search heart --data-set "$sf6x" --color never > /dev/null   # its own cache version
  "$baseline" search heart --color never > /dev/null
fi

bench() {  # NAME, then hyperfine arguments
  local name="$1"; shift
  hyperfine --shell=none --warmup 3 --runs "$runs" --style basic \
    --export-json "$results/search-$name.json" --export-markdown "$results/search-$name.md" "$@" \
    | tee "$results/search-$name.txt"
}

with_baseline() {  # NAME-SUFFIX, then catalog arguments: hyperfine arguments for $BASELINE
  [[ -n "$baseline" ]] || return 0
  local name="$1"; shift
  printf '%s\0' -n "baseline, $name" "$baseline $*"
}
echo "== sf6.x, warm cache"
mapfile -d '' sf6x_baseline < <(with_baseline heart search heart --data-set "$sf6x" --color never;
                                  with_baseline bookmak search bookmak --data-set "$sf6x" --color never)
bench sf6x-warm \
  -n "catalog static, heart" "$static search heart --data-set $sf6x --color never" \
  -n "catalog shared, heart" "$dynamic search heart --data-set $sf6x --color never" \
  -n "catalog static, bookmak" "$static search bookmak --data-set $sf6x --color never" \
  -n "catalog shared, bookmak" "$dynamic search bookmak --data-set $sf6x --color never" \
  "${sf6x_baseline[@]}" \
  -n "python3 search_plistlib.py, heart" "$python $peer $sf6x heart" \
  -n "python3 search_plistlib.py, bookmak" "$python $peer $sf6x bookmak"
echo "== fontawesome-6 (embedded default), warm cache"
mapfile -d '' fa6_baseline < <(with_baseline heart search heart --color never; with_baseline bookmak search bookmak --color never)
bench fa6-warm \
  -n "catalog static, heart" "$static search heart --color never" \
  -n "catalog shared, heart" "$dynamic search heart --color never" \
  -n "catalog static, bookmak" "$static search bookmak --color never" \
  -n "catalog shared, bookmak" "$dynamic search bookmak --color never" \
  "${fa6_baseline[@]}" \
  -n "python3 search_plistlib.py, heart" "$python $peer $fa6 heart" \
  -n "python3 search_plistlib.py, bookmak" "$python $peer $fa6 bookmak" \
  -n "jq search_icons.jq icons.json, heart" "jq -r --arg term heart -f $filter $icons"
echo "== CATALOG_NO_CACHE=1 (read, parse and join every time)"
CATALOG_NO_CACHE=1 bench cold \
  -n "catalog static, sf6.x, heart, no cache" "$static search heart --data-set $sf6x --color never" \
  -n "catalog static, sf6.x, bookmak, no cache" "$static search bookmak --data-set $sf6x --color never" \
  -n "catalog shared, sf6.x, heart, no cache" "$dynamic search heart --data-set $sf6x --color never" \
  -n "catalog static, fontawesome-6, heart, no cache" "$static search heart --color never" \
  -n "catalog static, fontawesome-6, bookmak, no cache" "$static search bookmak --color never" \
  -n "catalog shared, fontawesome-6, heart, no cache" "$dynamic search heart --color never"
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
    for query in heart bookmak; do
      jq -r --arg name "$name" --arg query "$query" '
        (.results[] | select(.command == "python3 search_plistlib.py, \($query)") | .mean) as $python
        | .results[] | select((.command | startswith("catalog")) and (.command | endswith($query)))
        | "\($name): python3 / \(.command) = \($python / .mean * 10 | round / 10)×"' "$results/search-$name.json"
    done
  done
  echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$results/search-summary.txt"
