#!/usr/bin/env bash
# `catalog check` on every font fontconfig knows, against fontbakery's checks for the same
# rules, whole processes side by side (hyperfine, warm cache), and the verdicts face by face:
#   1. verdicts: `catalog check --json FILES…` against fontbakery 1.1.0's check functions
#      called on each font alone (peer/check_fontbakery.py); every difference explained or
#      listed (exit 1 when one is not);
#   2. time: `catalog check FILES…` against `fontbakery check-universal` with the same checks
#      (linegaps, os2_metrics_match_hhea, family/win_ascent_and_descent, family/vertical_metrics;
#      googlefonts/use_typo_metrics needs the googlefonts profile's extra packages, which pin
#      an older fontbakery, so it is only in the verdicts) on the same files, one process each;
#   3. one font: catalog check FONT against the same fontbakery command.
# Raw outputs go to Benchmarks/results/check-* (git-ignored).
#
#   bash Benchmarks/check.sh                  # RUNS=10 (catalog), FB_RUNS=3 (fontbakery)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
results="$here/results"
runs="${RUNS:-10}"
fb_runs="${FB_RUNS:-3}"
python="${PYTHON:-python3}"
mkdir -p "$results"

command -v hyperfine >/dev/null || { apt-get install -y -qq hyperfine >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq hyperfine >/dev/null; }; }
if ! "$python" -c 'import fontbakery, sys; from importlib.metadata import version; sys.exit(version("fontbakery") != "1.1.0")' 2>/dev/null; then
  echo "== installing fontbakery 1.1.0 (pip)"
  "$python" -m pip install -q --disable-pip-version-check fontbakery==1.1.0
fi

echo "== building catalog (release, static Swift runtime)"
(cd "$root" && swift build -c release --product catalog --static-swift-stdlib --build-path .build/static >/dev/null)
catalog="$root/.build/static/release/catalog"

# Every SFNT font file fontconfig lists (fontbakery reads no Type 1 or bitmap fonts).
mapfile -t fonts < <(fc-list --format '%{file}\n' | LC_ALL=C sort -u | grep -iE '\.(ttf|otf|ttc|otc|woff2?)$')
one="${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf}"
checks=(-c linegaps -c os2_metrics_match_hhea -c family/win_ascent_and_descent -c family/vertical_metrics)
{
  echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "nproc: $(nproc)"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
  echo "fontbakery: $("$python" -c 'from importlib.metadata import version; print(version("fontbakery"))'), fontTools $("$python" -c 'import fontTools; print(fontTools.version)')"
  echo "fonts: ${#fonts[@]} SFNT files from fc-list ($(fc-list | wc -l) entries)"
  echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$results/check-machine.txt"
printf '%s\n' "${fonts[@]}" > "$results/check-fonts.txt"

echo "== 1. verdicts, face by face"
"$catalog" check --json "${fonts[@]}" > "$results/check-catalog.json" || true
"$python" "$here/peer/check_fontbakery.py" "$results/check-catalog.json" --out "$results/check-verdicts.json" \
  | tee "$results/check-verdicts.txt"

echo "== 2. every font (${#fonts[@]} files), one process each"
hyperfine --shell=none --ignore-failure --warmup 1 --runs "$runs" --style basic \
  --export-json "$results/check-all-catalog.json" \
  -n "catalog check, ${#fonts[@]} files" "$catalog check --json ${fonts[*]}" | tee "$results/check-all-catalog.txt"
hyperfine --shell=none --ignore-failure --warmup 0 --runs "$fb_runs" --style basic \
  --export-json "$results/check-all-fontbakery.json" \
  -n "fontbakery check-universal (same checks), ${#fonts[@]} files" \
  "fontbakery check-universal ${checks[*]} --json /dev/null ${fonts[*]}" | tee "$results/check-all-fontbakery.txt"

echo "== 3. one font"
hyperfine --shell=none --ignore-failure --warmup 2 --runs "$runs" --style basic --export-json "$results/check-one.json" \
  -n "catalog check" "$catalog check --json $one" \
  -n "fontbakery check-universal (same checks)" "fontbakery check-universal ${checks[*]} --json /dev/null $one" \
  | tee "$results/check-one.txt"

echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$results/check-machine.txt"
"$python" - "$results" <<'PY'
import json, sys
r = sys.argv[1]
def load(name):
    return {x["command"]: x for x in json.load(open(f"{r}/check-{name}.json"))["results"]}
cat, fb = list(load("all-catalog").values())[0], list(load("all-fontbakery").values())[0]
print(f"all fonts: catalog median {cat['median']*1000:.0f} ms, fontbakery median {fb['median']*1000:.0f} ms: {fb['median']/cat['median']:.0f}x")
one = list(load("one").values())
print(f"one font: catalog {one[0]['median']*1000:.1f} ms, fontbakery {one[1]['median']*1000:.0f} ms: {one[1]['median']/one[0]['median']:.0f}x")
PY
