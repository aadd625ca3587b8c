#!/usr/bin/env bash
# Measures the favorites store against `catalog show` on the same data set, whole processes
# with hyperfine (release build), with 1,000 favorites in the store:
#   catalog show heart, no store          the bar: load the data set, print one symbol
#   catalog show heart                    the same, reading the 1,000-entry store to mark favorites
#   catalog favorites                     list the 1,000 favorites
#   catalog favorites add NAME            lock, read, add the 1,001st, write store + last-good copy,
#                                         fsync; hyperfine's --prepare removes it before each run
#   catalog favorites add NAME, present   lock, read, find it there, write nothing
# for the embedded fontawesome-6 and, when ../shared is there, SF Symbols 6.0.
# Raw outputs go to Benchmarks/results/favorites-*.
#
#   bash favorites.sh               # 30 runs per command
#   RUNS=50 bash favorites.sh
#   CATALOG_SHARED=/path/to/shared bash favorites.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
results="$here/results"
runs="${RUNS:-30}"
mkdir -p "$results"

shared="${CATALOG_SHARED:-$root/../shared}"
if [[ -d "$shared/sfsymbols" ]]; then symbols="$shared/sfsymbols"; else symbols="$shared"; fi
data_sets=("fa6:fontawesome-6")
if [[ -f "$symbols/sf6.0_2024-10_sfsafesymbols-fork/name_availability.plist" ]]; then
  data_sets+=("sf6.0:$symbols/sf6.0_2024-10_sfsafesymbols-fork")
else
  echo "favorites.sh: $symbols/sf6.0_2024-10_sfsafesymbols-fork not found; measuring the embedded data set only" >&2
fi

if ! command -v hyperfine >/dev/null; then
  echo "== installing hyperfine"
  if ! apt-get install -y -qq hyperfine >/dev/null; then
    apt-get update -qq && apt-get install -y -qq hyperfine >/dev/null
  fi
fi

echo "== building (release)"
(cd "$root" && swift build -c release --product catalog)
catalog="$root/.build/release/catalog"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export CATALOG_DATA_DIR="$root/Data/symbols"

{
  echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "nproc: $(nproc)"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
  echo "swift: $(swift --version 2>&1 | head -1)"
  echo "hyperfine: $(hyperfine --version)"
  echo "store folder: $work ($(df -T "$work" | awk 'NR==2 {print $2}'))"
  echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$results/favorites-machine.txt"

for entry in "${data_sets[@]}"; do
  label="${entry%%:*}"
  data_set="${entry#*:}"
  store="$work/$label/collections.json"
  # The first 1,000 symbols by name become favorites; the 1,001st is the one added and removed.
  mapfile -t names < <("$catalog" search --data-set "$data_set" --format tsv --limit 1001 | cut -f1)
  if (( ${#names[@]} < 1001 )); then echo "favorites.sh: $data_set has fewer than 1,001 symbols" >&2; exit 1; fi
  extra="${names[1000]}"
  "$catalog" favorites add "${names[@]:0:1000}" --data-set "$data_set" --store "$store" >/dev/null
  count="$("$catalog" favorites --data-set "$data_set" --store "$store" --format tsv | wc -l)"
  echo "== $label: $count favorites in $store ($(wc -c < "$store") bytes); adding $extra"

  quoted="--data-set '$data_set' --store '$store'"
  hyperfine --shell=none --warmup 3 --runs "$runs" --style basic \
    --export-json "$results/favorites-$label.json" \
    --export-markdown "$results/favorites-$label.md" \
    --prepare true -n "catalog show heart, no store ($label)" \
      "'$catalog' show heart --data-set '$data_set' --store '$work/none.json' --color never" \
    --prepare true -n "catalog show heart ($label, 1,000 favorites)" "'$catalog' show heart $quoted --color never" \
    --prepare true -n "catalog favorites ($label, 1,000)" "'$catalog' favorites $quoted --color never" \
    --prepare "'$catalog' favorites remove '$extra' $quoted" \
      -n "catalog favorites add ($label, 1,000 → 1,001)" "'$catalog' favorites add '$extra' $quoted" \
    --prepare true -n "catalog favorites add, already there ($label)" "'$catalog' favorites add '${names[0]}' $quoted" \
    | tee "$results/favorites-$label.txt"
  "$catalog" collection doctor --store "$store" > "$results/favorites-$label.doctor.txt"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$results/favorites-machine.txt"
