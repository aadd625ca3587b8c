#!/usr/bin/env bash
# Glyph geometry timings: exact bounding boxes and optical centres (area centroids) of every
# glyph of Font Awesome 6's solid font, catalog (TypeScale) side by side with fontTools
# (BoundsPen + StatisticsPen); target: catalog at least 20x faster.
#   1. in-process: `catalog-bench --glyphs FONT` vs peer/glyph_geometry_fonttools.py (the same
#      work as Scripts/glyph-geometry-reference.py, the reference of the tests), median of N
#      rounds, 'open + measure' (open the font, then every glyph) and 'measure only';
#   2. whole processes with hyperfine: `catalog glyphs --style solid --json` and the same as a
#      text table (every solid symbol of the embedded data set: data set, search, fontconfig,
#      text font, figures, output) vs
#      `python3 Scripts/glyph-geometry-reference.py FONT` (every glyph, TSV);
#   3. when `perf` works, their CPU time (task-clock).
# The fonts come from Scripts/install-fonts.sh (run first when missing). Raw outputs go to
# Benchmarks/results/glyphs-* (git-ignored); the summary is printed at the end.
#
#   bash Benchmarks/glyphs.sh                 # 20 rounds / runs
#   RUNS=40 bash Benchmarks/glyphs.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
results="$here/results"
runs="${RUNS:-20}"
python="${PYTHON:-python3}"
reference="$root/Scripts/glyph-geometry-reference.py"
mkdir -p "$results"

command -v hyperfine >/dev/null || { echo "glyphs.sh: needs hyperfine (apt-get install hyperfine)" >&2; exit 1; }
"$python" -c 'import fontTools' 2>/dev/null || "$python" -m pip install -q fonttools==4.68.0
font="${FONT:-$(fc-match -f '%{file}' 'Font Awesome 6 Free:style=Solid')}"
if [[ "$(basename "$font")" != fa-solid-900.ttf ]]; then
  echo "== installing the Font Awesome fonts (Scripts/install-fonts.sh)"
  "$root/Scripts/install-fonts.sh" >/dev/null
  font="$(fc-match -f '%{file}' 'Font Awesome 6 Free:style=Solid')"
fi

echo "== building catalog and catalog-bench (release)"
(cd "$root" && swift build -c release --product catalog >/dev/null)
(cd "$here" && swift build -c release --product catalog-bench >/dev/null)
catalog="$root/.build/release/catalog"
bench="$here/.build/release/catalog-bench"

{
  echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "nproc: $(nproc)"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
  echo "swift: $(swift --version 2>&1 | head -1)"
  echo "python: $("$python" --version 2>&1), fontTools $("$python" -c 'import fontTools; print(fontTools.version)')"
  echo "font: $font ($("$python" -c "from fontTools.ttLib import TTFont; print(len(TTFont('$font').getGlyphOrder()))") glyphs)"
  echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$results/glyphs-machine.txt"

echo "== 1. in-process"
"$bench" --glyphs "$font" --repetitions "$runs" --json --json-file "$results/glyphs-catalog.json" | grep -v '^{' \
  | tee "$results/glyphs-catalog.txt"
"$python" "$here/peer/glyph_geometry_fonttools.py" "$font" --repetitions "$((runs / 4 > 3 ? runs / 4 : 3))" \
  --json-file "$results/glyphs-fonttools.json" | tee "$results/glyphs-fonttools.txt"

echo "== 2. whole processes"
hyperfine --shell=none --warmup 2 --runs "$runs" --style basic \
  --export-json "$results/glyphs-processes.json" --export-markdown "$results/glyphs-processes.md" \
  -n "catalog glyphs --style solid --json" "$catalog glyphs --style solid --json --quiet -o /dev/null" \
  -n "catalog glyphs --style solid (text)" "$catalog glyphs --style solid --quiet -o /dev/null" \
  -n "fontTools glyph-geometry-reference.py" "$python $reference $font --quiet" \
  | tee "$results/glyphs-processes.txt"

if command -v perf >/dev/null && perf stat -r 1 true >/dev/null 2>&1; then
  echo "== CPU time (perf stat task-clock, ms)" | tee "$results/glyphs-cpu.txt"
  for label in catalog fontTools; do
    if [[ $label == catalog ]]; then command=("$catalog" glyphs --style solid --quiet -o /dev/null); repeat=$runs
    else command=("$python" "$reference" "$font" --quiet); repeat=5; fi
    ms="$(perf stat -x, -e task-clock -r "$repeat" "${command[@]}" 2>&1 >/dev/null | awk -F, '/task-clock/ {printf "%.1f", $1}')"
    printf '  %8s ms  %s\n' "$ms" "${command[*]}" | tee -a "$results/glyphs-cpu.txt"
  done
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$results/glyphs-machine.txt"

echo "== summary (ratios of medians / means)"
"$python" - "$results" <<'PY'
import json, sys
results = sys.argv[1]
swift = json.load(open(f"{results}/glyphs-catalog.json"))
peer = json.load(open(f"{results}/glyphs-fonttools.json"))
for ours, theirs in [("openAndMeasure", "open + measure"), ("measureOnly", "measure only")]:
    print(f"  in-process {theirs}: catalog {swift[ours]['median']:.2f} ms, fontTools {peer[theirs]['median']:.1f} ms "
          f"-> {peer[theirs]['median'] / swift[ours]['median']:.0f}x (target >= 20x)")
processes = {r["command"]: r["mean"] * 1000 for r in json.load(open(f"{results}/glyphs-processes.json"))["results"]}
fonttools = processes["fontTools glyph-geometry-reference.py"]
for name in ["catalog glyphs --style solid --json", "catalog glyphs --style solid (text)"]:
    print(f"  whole process: {name} {processes[name]:.1f} ms, fontTools {fonttools:.1f} ms -> {fonttools / processes[name]:.1f}x")
PY
