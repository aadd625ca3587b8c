#!/usr/bin/env bash
# TypeScale timings, whole processes side by side with hyperfine (warm cache):
#   1. `catalog metrics FONT --json` on one font vs `ftdump FONT` (freetype2-demos, C) and the
#      fontTools reference script (Scripts/font-metrics-reference.py: the same fields, fontTools);
#   2. metrics of every font file `fc-list` knows, in one process each: catalog vs fontTools;
#   3. `catalog type-ramp --size-category all --json` (tables only) and `catalog type-ramp --json`
#      (11 styles resolved through fontconfig and measured);
#   4. when `perf` works, the CPU time (task-clock) of the same commands, which a busy machine
#      disturbs less than wall time.
# catalog is built in release twice: with the shared Swift runtime (.build/release) and with
# --static-swift-stdlib (.build/static/release). Raw outputs go to Benchmarks/results/typescale-*
# (git-ignored); the summary is printed at the end.
#
#   bash Benchmarks/typescale.sh                # 30 runs per command
#   RUNS=50 FONT=/path/to/font.ttf bash Benchmarks/typescale.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
results="$here/results"
runs="${RUNS:-30}"
font="${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf}"
python="${PYTHON:-python3}"
reference="$root/Scripts/font-metrics-reference.py"
mkdir -p "$results"

install() {  # apt packages, updating the lists only when the first try fails
  if ! apt-get install -y -qq "$@" >/dev/null 2>&1; then
    apt-get update -qq && apt-get install -y -qq "$@" >/dev/null
  fi
}
command -v hyperfine >/dev/null || { echo "== installing hyperfine"; install hyperfine; }
command -v ftdump >/dev/null || { echo "== installing freetype2-demos (ftdump)"; install freetype2-demos; }
if ! "$python" -c 'import fontTools' 2>/dev/null; then
  echo "== installing fontTools (pip)"
  "$python" -m pip install -q fonttools==4.68.0
fi
[[ -f "$font" ]] || { echo "typescale.sh: no font at $font (set FONT)" >&2; exit 1; }

echo "== building catalog (release, shared and static Swift runtime)"
(cd "$root" && swift build -c release --product catalog >/dev/null)
(cd "$root" && swift build -c release --product catalog --static-swift-stdlib --build-path .build/static >/dev/null)
shared="$root/.build/release/catalog"
static="$root/.build/static/release/catalog"

mapfile -t fonts < <(fc-list -f '%{file}\n' | LC_ALL=C sort -u)
{
  echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "nproc: $(nproc)"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
  echo "swift: $(swift --version 2>&1 | head -1)"
  echo "python: $("$python" --version 2>&1), fontTools $("$python" -c 'import fontTools; print(fontTools.version)')"
  echo "ftdump: $(dpkg-query -W -f='${Version}' freetype2-demos 2>/dev/null || echo '?')"
  echo "hyperfine: $(hyperfine --version)"
  echo "font: $font"
  echo "fc-list fonts: ${#fonts[@]} files"
  echo "catalog binary sizes: shared $(stat -c %s "$shared") bytes, static $(stat -c %s "$static") bytes"
  echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$results/typescale-machine.txt"

# The outputs agree before anything is timed.
"$shared" metrics --json "$font" > "$results/typescale-metrics.catalog.json"
"$python" "$reference" "$font" > "$results/typescale-metrics.fonttools.jsonl"
ftdump "$font" > "$results/typescale-metrics.ftdump.txt"

bench() {  # NAME, then hyperfine arguments
  local name="$1"; shift
  hyperfine --shell=none --warmup 3 --runs "$runs" --style basic \
    --export-json "$results/typescale-$name.json" --export-markdown "$results/typescale-$name.md" "$@" \
    | tee "$results/typescale-$name.txt"
}

echo "== 1. one font: catalog metrics vs ftdump vs fontTools"
bench one-font \
  -n "catalog metrics --json (shared runtime)" "$shared metrics --json $font" \
  -n "catalog metrics --json (static runtime)" "$static metrics --json $font" \
  -n "ftdump" "ftdump $font" \
  -n "fontTools font-metrics-reference.py" "$python $reference $font"

echo "== 2. every font fc-list knows (${#fonts[@]} files), one process each"
printf '%s\n' "${fonts[@]}" > "$results/typescale-fonts.txt"
bench all-fonts \
  -n "catalog metrics --json (static runtime), ${#fonts[@]} fonts" "$static metrics --json ${fonts[*]}" \
  -n "fontTools font-metrics-reference.py, ${#fonts[@]} fonts" "$python $reference ${fonts[*]}"

echo "== 3. type-ramp"
bench type-ramp \
  -n "catalog type-ramp --size-category all --json (static)" "$static type-ramp --size-category all --json" \
  -n "catalog type-ramp --size-category all --json (shared)" "$shared type-ramp --size-category all --json" \
  -n "catalog type-ramp --json (static; 11 styles via fontconfig)" "$static type-ramp --json" \
  -n "catalog type-ramp --format svg (static; outlines)" "$static type-ramp --format svg"

if command -v perf >/dev/null && perf stat -r 1 true >/dev/null 2>&1; then
  # CPU time does not count the time spent waiting for a core, so it is steadier than wall
  # time when other jobs share the machine.
  echo "== CPU time (perf stat task-clock, ms)" | tee "$results/typescale-cpu.txt"
  cpu() {  # RUNS LABEL COMMAND…
    local repeat="$1" label="$2"; shift 2
    local ms
    ms="$(perf stat -x, -e task-clock -r "$repeat" "$@" 2>&1 >/dev/null | awk -F, '/task-clock/ {printf "%.2f", $1}')"
    printf '  %8s ms  %s\n' "$ms" "$label" | tee -a "$results/typescale-cpu.txt"
  }
  cpu "$runs" "ftdump" ftdump "$font"
  cpu "$runs" "catalog metrics --json (static)" "$static" metrics --json "$font"
  cpu "$runs" "catalog metrics --json (shared)" "$shared" metrics --json "$font"
  cpu 5 "fontTools font-metrics-reference.py" "$python" "$reference" "$font"
  cpu "$runs" "catalog metrics --json (static), ${#fonts[@]} fonts" "$static" metrics --json "${fonts[@]}"
  cpu 5 "fontTools font-metrics-reference.py, ${#fonts[@]} fonts" "$python" "$reference" "${fonts[@]}"
  cpu "$runs" "catalog type-ramp --size-category all --json (static)" "$static" type-ramp --size-category all --json
  cpu "$runs" "catalog type-ramp --json (static)" "$static" type-ramp --json
fi

echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$results/typescale-machine.txt"

echo "== summary (mean and min ms; ratios of means)"
"$python" - "$results" "${#fonts[@]}" <<'PY'
import json, sys
results, count = sys.argv[1], int(sys.argv[2])
minimum = {}
def means(name):
    data = json.load(open(f"{results}/typescale-{name}.json"))["results"]
    minimum.update({r["command"]: r["min"] * 1000 for r in data})
    return {r["command"]: r["mean"] * 1000 for r in data}
one = means("one-font")
for command, mean in one.items():
    print(f"  {mean:8.2f} ms (min {minimum[command]:6.2f})  {command}")
cat = one["catalog metrics --json (static runtime)"]
print(f"  one font: fontTools / catalog (static) = {one['fontTools font-metrics-reference.py'] / cat:.1f}x (target >= 20x); "
      f"catalog (static) / ftdump = {cat / one['ftdump']:.2f}x (target <= 3x); "
      f"shared runtime / ftdump = {one['catalog metrics --json (shared runtime)'] / one['ftdump']:.2f}x")
every = means("all-fonts")
for command, mean in every.items():
    print(f"  {mean:8.2f} ms (min {minimum[command]:6.2f})  {command}  ({mean / count:.2f} ms per font)")
values = list(every.values())
print(f"  all fonts: fontTools / catalog = {values[1] / values[0]:.1f}x")
for command, mean in means("type-ramp").items():
    print(f"  {mean:8.2f} ms (min {minimum[command]:6.2f})  {command}")
PY
