#!/usr/bin/env bash
# `catalog pick` keystroke latency on the largest shared set (sf6.x, 7,137 symbols) and the
# embedded default data: peer/pick_latency.py runs the picker on a pseudo-terminal of 80 x 24,
# writes each key and times it until the frame it causes has been read whole (every frame
# ends with ESC [ ? 25 h), and times start-up to the first frame (empty query, and 'heart',
# next to hyperfine's `catalog search heart` on the same build). Release build, shared and
# static Swift runtime, warm cache index, a private store. Raw outputs: results/picker-*.
#
#   bash picker.sh                  # 10 rounds of 62 keys each per build and data set
#   ROUNDS=30 bash picker.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
results="$here/results"
rounds="${ROUNDS:-10}"
mkdir -p "$results"
shared="${CATALOG_SHARED:-$root/../shared}"
if [[ -d "$shared/sfsymbols" ]]; then symbols="$shared/sfsymbols"; else symbols="$shared"; fi
sf6x="$symbols/sf6.x_2025-08_app-metadata_sfsymbolpicker"
[[ -f "$sf6x/name_availability.plist" ]] || { echo "picker.sh: $sf6x not found (set CATALOG_SHARED)" >&2; exit 1; }
command -v hyperfine >/dev/null || apt-get install -y -qq hyperfine >/dev/null
python="$(python3 -c 'import sys; print(sys.executable)')"

echo "== building catalog (release, shared and static Swift runtime)"
(cd "$root" && swift build -c release --product catalog >/dev/null)
(cd "$root" && swift build -c release --product catalog --static-swift-stdlib --build-path .build/static >/dev/null)

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME="$work/cache" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" CATALOG_STORE="$work/store.json"
unset CATALOG_NO_CACHE CATALOG_DATA_SET NO_COLOR

{
  echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "nproc: $(nproc)"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
  echo "swift: $(swift --version 2>&1 | head -1)"
  echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$results/picker-machine.txt"

for build in release static/release; do
  binary="$root/.build/$build/catalog"
  label="${build%%/*}"
  for set in sf6x fa6; do
    if [[ $set == sf6x ]]; then data=(--data-set "$sf6x"); else data=(); fi
    "$binary" search heart "${data[@]}" > /dev/null   # warms the cache index
    echo "== $label build, $set: keys"
    "$python" "$here/peer/pick_latency.py" "$binary" "${data[@]}" --rounds "$rounds" | tee "$results/picker-$label-$set.txt"
    echo "== $label build, $set: start-up with 'heart', and search heart"
    "$python" "$here/peer/pick_latency.py" "$binary" "${data[@]}" --rounds "$((rounds * 3))" --query heart \
      | tee "$results/picker-$label-$set-startup.txt"
    hyperfine --shell=none --warmup 3 --runs "$((rounds * 3))" --style basic \
      "$binary search heart ${data[*]} --color never" | tee "$results/picker-$label-$set-search.txt"
  done
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$results/picker-machine.txt"
