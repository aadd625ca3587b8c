#!/usr/bin/env bash
# Scale (issue 18): catalog at the sizes people use it, side by side with its peers in one run,
# on every font fontconfig knows (`fc-list --format '%{file}\n'`):
#   0. agreement first: `catalog metrics --json` and the fontTools peer give the same head,
#      hhea, OS/2 and maxp values on every SFNT face (exit 1 when one differs);
#   1. `catalog metrics` on every TrueType/OpenType file (--json and --format tsv) against
#      peer/metrics_fonttools.py (TTFont(lazy=True): head, hhea, OS/2, maxp) and `fc-scan`;
#      then the Type 1 files (which catalog reads through FreeType) against `fc-scan` on the
#      same files, once each and repeated to as many paths as the SFNT list;
#   2. one font: `catalog metrics FONT --json` against `ftdump FONT`;
#   3. `catalog glyphs --style solid --json` (and as text) against the fontTools BoundsPen +
#      StatisticsPen script (Scripts/glyph-geometry-reference.py), whole processes;
#   4. `catalog check` on every SFNT file against fontbakery's same checks (CHECK=0 skips it:
#      fontbakery needs about 0.4 s a font), fontbakery in batches of whole families;
#   5. peak memory of each command (the child's own, from wait4);
#   6. where catalog's time goes: callgrind (instruction counts: repeatable on a busy
#      machine) on the metrics run, inclusive cost of the top functions.
# Every timing is interleaved (Benchmarks/interleave.py: round after round, each command
# once a round) and whole-process. catalog is the binary `make` builds (Swift runtime,
# FreeType and fontconfig linked in). Raw outputs go to Benchmarks/results/scale/ (git-ignored).
#
#   bash Benchmarks/scale.sh                     # RUNS=10, ONE_RUNS=200
#   RUNS=20 CHECK=0 bash Benchmarks/scale.sh
#   FB_SECONDS=0 bash Benchmarks/scale.sh          # fontbakery on every file (about an hour)
# As root it installs what it needs with apt-get (the font packages below, freetype2-demos
# for ftdump, hyperfine-free: interleave.py times) and pip (fontTools 4.68.0, fontbakery 1.1.0);
# INSTALL=0 installs nothing (for a machine whose fonts must not change: give the font set
# through FONTCONFIG_FILE instead, which fc-list and catalog both follow).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
results="$here/results/scale"
runs="${RUNS:-10}"
one_runs="${ONE_RUNS:-200}"
python="${PYTHON:-python3}"
mkdir -p "$results"

# The fonts of the scale: Debian's DejaVu, Liberation and Noto (core, extra, UI, CJK, mono),
# URW's base 35 (Type 1 and OpenType), Cantarell, Inter, Roboto, Comfortaa, League Mono, Droid.
font_packages=(fonts-dejavu-core fonts-dejavu-extra fonts-liberation2 fonts-noto-core fonts-noto-extra fonts-noto-ui-core
               fonts-noto-cjk fonts-noto-mono fonts-urw-base35 fonts-cantarell fonts-inter fonts-roboto fonts-comfortaa
               fonts-league-mono fonts-droid-fallback)
tools=(freetype2-demos valgrind)
missing=()
for package in "${font_packages[@]}" "${tools[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
  if [[ $(id -u) == 0 && ${INSTALL:-1} == 1 ]]; then
    echo "== installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null 2>&1 \
      || { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; }
  else
    echo "scale.sh: not installed (run as root without INSTALL=0 to install): ${missing[*]}" >&2
  fi
fi
"$python" -c 'import fontTools, sys; sys.exit(fontTools.version != "4.68.0")' 2>/dev/null \
  || "$python" -m pip install -q --disable-pip-version-check fonttools==4.68.0
if [[ ${CHECK:-1} == 1 ]] && ! "$python" -c 'import sys; from importlib.metadata import version; sys.exit(version("fontbakery") != "1.1.0")' 2>/dev/null; then
  "$python" -m pip install -q --disable-pip-version-check fontbakery==1.1.0
fi
solid="$(fc-match -f '%{file}' 'Font Awesome 6 Free:style=Solid')"
if [[ "$(basename "$solid")" != fa-solid-900.ttf ]]; then
  "$root/Scripts/install-fonts.sh" >/dev/null
  solid="$(fc-match -f '%{file}' 'Font Awesome 6 Free:style=Solid')"
fi

echo "== building catalog as make does"
(cd "$root" && make build >/dev/null 2>&1)
catalog="$root/.build/release/catalog"

fc-list --format '%{file}\n' | LC_ALL=C sort -u > "$results/fonts-all.txt"
grep -iE '\.(ttf|otf|ttc|otc)$' "$results/fonts-all.txt" > "$results/fonts-sfnt.txt" || true
grep -iE '\.(pfb|pfa|t1)$' "$results/fonts-all.txt" > "$results/fonts-type1.txt" || true
# The Type 1 list repeated to as many paths as the SFNT list, so that per file the process's
# start-up weighs as little as in the SFNT runs.
: > "$results/fonts-type1-repeated.txt"
if [[ -s "$results/fonts-type1.txt" ]]; then
  while (( $(wc -l < "$results/fonts-type1-repeated.txt") < $(wc -l < "$results/fonts-sfnt.txt") )); do
    cat "$results/fonts-type1.txt" >> "$results/fonts-type1-repeated.txt"
  done
fi
one="${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf}"
largest="$(xargs -d '\n' stat -c '%s %n' < "$results/fonts-all.txt" | sort -n | tail -1 | cut -d' ' -f2-)"
{
  echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "nproc: $(nproc)"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
  echo "swift: $(swift --version 2>&1 | head -1)"
  echo "python: $("$python" --version 2>&1), fontTools $("$python" -c 'import fontTools; print(fontTools.version)')"
  echo "fontconfig: $(fc-list --version 2>&1 | head -1), FreeType $(dpkg-query -W -f='${Version}' libfreetype6 2>/dev/null)"
  echo "fonts: $(wc -l < "$results/fonts-all.txt") files ($(wc -l < "$results/fonts-sfnt.txt") TrueType/OpenType, $(wc -l < "$results/fonts-type1.txt") Type 1), $(fc-list | wc -l) fc-list entries"
  echo "font packages: $(dpkg-query -W -f='${Package} ${Version}\n' "${font_packages[@]}" 2>/dev/null | tr '\n' ',' | sed 's/,$//;s/,/, /g')"
  echo "largest font: $largest ($(stat -c %s "$largest") bytes)"
  echo "catalog: $(stat -c %s "$catalog") bytes; shared libraries: $(readelf -d "$catalog" | grep -c NEEDED) ($(readelf -d "$catalog" | grep NEEDED | sed 's/.*\[\(.*\)\]/\1/' | tr '\n' ' '))"
  echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$results/machine.txt"

echo "== 0. agreement: catalog metrics and the fontTools peer on every SFNT face"
xargs -d '\n' -x -s 1900000 "$catalog" metrics --json < "$results/fonts-sfnt.txt" > "$results/metrics-catalog.json"
xargs -d '\n' -x -s 1900000 "$python" "$here/peer/metrics_fonttools.py" < "$results/fonts-sfnt.txt" > "$results/metrics-fonttools.json"
"$python" - "$results" <<'PY'
import json, sys
r = sys.argv[1]
ours = {(f["file"], f["faceIndex"]): f for f in json.load(open(f"{r}/metrics-catalog.json"))["faces"]}
theirs = json.load(open(f"{r}/metrics-fonttools.json"))["faces"]
bad = []
for face in theirs:
    mine = ours.get((face["file"], face["faceIndex"]))
    if mine is None:
        bad.append(f"{face['file']}#{face['faceIndex']}: not in catalog's output"); continue
    for key in ["glyphCount", "unitsPerEm", "hhea", "typo", "win", "useTypoMetrics", "weightClass", "widthClass"]:
        if mine[key] != face[key]: bad.append(f"{face['file']}#{face['faceIndex']} {key}: {mine[key]} vs {face[key]}")
    for key in ["capHeight", "xHeight"]:
        if mine[key]["source"] == "os2" and mine[key]["value"] != face[key]: bad.append(f"{face['file']} {key}")
print(f"  {len(theirs)} faces, {len(ours)} in catalog's output, {len(bad)} differences")
for line in bad[:20]: print("   ", line)
sys.exit(1 if bad or len(ours) != len(theirs) else 0)
PY

interleave() { "$python" "$here/interleave.py" "$@"; }
sfnt="@$results/fonts-sfnt.txt"
type1="@$results/fonts-type1.txt"

echo "== 1. metrics of every TrueType/OpenType file ($(wc -l < "$results/fonts-sfnt.txt")), then the Type 1 files"
interleave --runs "$runs" --json "$results/metrics.json" \
  "catalog metrics --json=$catalog metrics --json $sfnt" \
  "catalog metrics --format tsv=$catalog metrics --format tsv $sfnt" \
  "fontTools peer (lazy TTFont)=$python $here/peer/metrics_fonttools.py $sfnt" \
  "fc-scan=fc-scan $sfnt"
if [[ -s "$results/fonts-type1.txt" ]]; then
  interleave --runs "$runs" --json "$results/metrics-type1.json" \
    "catalog metrics --json, Type 1=$catalog metrics --json $type1" \
    "fc-scan, Type 1=fc-scan $type1" \
    "catalog metrics --json, Type 1 repeated=$catalog metrics --json @$results/fonts-type1-repeated.txt" \
    "fc-scan, Type 1 repeated=fc-scan @$results/fonts-type1-repeated.txt"
fi

echo "== 2. one font: $one"
interleave --runs "$one_runs" --warmup 5 --json "$results/one.json" \
  "catalog metrics --json (one font)=$catalog metrics --json $one" \
  "ftdump=ftdump $one"

echo "== 3. glyphs: every solid symbol of the embedded data set ($solid)"
interleave --runs "$runs" --json "$results/glyphs.json" \
  "catalog glyphs --style solid --json=$catalog glyphs --style solid --json --quiet" \
  "catalog glyphs --style solid (text)=$catalog glyphs --style solid --quiet" \
  "fontTools glyph-geometry-reference.py=$python $root/Scripts/glyph-geometry-reference.py $solid --quiet"

if [[ ${CHECK:-1} == 1 ]]; then
  echo "== 4. check on every SFNT file: catalog, then fontbakery's same checks (fontbakery: slow)"
  checks="-c linegaps -c os2_metrics_match_hhea -c family/win_ascent_and_descent -c family/vertical_metrics"
  interleave --ignore-failure --runs "$runs" --warmup 1 --json "$results/check-catalog.json" \
    "catalog check=$catalog check --json $sfnt"
  # In batches of whole families under a 12 GB limit (peer/fontbakery_batches.py): one
  # process on every file was killed by the OOM killer at 24 GB.
  # shellcheck disable=SC2086
  "$python" "$here/peer/fontbakery_batches.py" --json "$results/check-fontbakery.json" --batch 16 --memory-gb 12 --seconds "${FB_SECONDS:-900}" \
    "$results/fonts-sfnt.txt" -- fontbakery check-universal $checks --json /dev/null
fi

echo "== 6. profile: callgrind on catalog metrics --json of every TrueType/OpenType file"
if command -v valgrind >/dev/null; then
  xargs -d '\n' -x -s 1900000 valgrind --tool=callgrind --callgrind-out-file="$results/callgrind.out" -q "$catalog" metrics --json \
    < "$results/fonts-sfnt.txt" > /dev/null 2>"$results/callgrind.log" || true
  # The totals and the functions, without the header's command line (two thousand paths).
  callgrind_annotate --inclusive=yes "$results/callgrind.out" 2>/dev/null | sed -n '/PROGRAM TOTALS/,$p' | head -60 \
    > "$results/callgrind-inclusive.txt" || true
  callgrind_annotate "$results/callgrind.out" 2>/dev/null | sed -n '/PROGRAM TOTALS/,$p' | head -45 > "$results/callgrind-self.txt" || true
  head -30 "$results/callgrind-inclusive.txt" | cut -c1-160
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$results/machine.txt"

echo "== summary"
"$python" - "$results" <<'PY'
import json, os, sys
r = sys.argv[1]
def load(name):
    path = f"{r}/{name}.json"
    return {x["name"]: x for x in json.load(open(path))["results"]} if os.path.exists(path) else {}
m, t1, one, g = load("metrics"), load("metrics-type1"), load("one"), load("glyphs")
sfnt_files = sum(1 for _ in open(f"{r}/fonts-sfnt.txt")); t1_files = sum(1 for _ in open(f"{r}/fonts-type1.txt"))
def row(work, ours, theirs, target, faster=True):
    ratio = theirs["median"] / ours["median"] if faster else ours["median"] / theirs["median"]
    met = ratio >= target if faster else ratio <= target
    print(f"| {work} | {ours['median']:.1f} ms | {theirs['name']} {theirs['median']:.1f} ms | "
          f"{ratio:.2f}× {'faster' if faster else 'as long'} | {'≥' if faster else '≤'} {target}× | {'met' if met else 'NOT met'} |")
print("| work | catalog (median) | peer (median) | ratio | target | |")
print("|---|---:|---:|---:|---|---|")
cj = m["catalog metrics --json"]
row(f"metrics --json, {sfnt_files} SFNT files", cj, m["fontTools peer (lazy TTFont)"], 10)
row(f"metrics --json, {sfnt_files} SFNT files", cj, m["fc-scan"], 3)
row(f"metrics --format tsv, {sfnt_files} SFNT files", m["catalog metrics --format tsv"], m["fc-scan"], 3)
json_tsv = cj["median"] / m["catalog metrics --format tsv"]["median"]
print(f"| --json / --format tsv | {cj['median']:.1f} / {m['catalog metrics --format tsv']['median']:.1f} ms | | {json_tsv:.2f} | within 15% | {'met' if abs(json_tsv - 1) <= 0.15 else 'NOT met'} |")
if t1:
    # Through FreeType against fc-scan on the same files, in the same rounds: once each, and the
    # list repeated to as many paths as the SFNT list (start-up shared by as many files).
    t1_paths = sum(1 for _ in open(f"{r}/fonts-type1-repeated.txt"))
    row(f"metrics --json, the {t1_files} Type 1 files", t1["catalog metrics --json, Type 1"], t1["fc-scan, Type 1"], 1, faster=False)
    ours, theirs = t1["catalog metrics --json, Type 1 repeated"], t1["fc-scan, Type 1 repeated"]
    per, peer_per = ours["median"] / t1_paths * 1000, theirs["median"] / t1_paths * 1000
    print(f"| per file: the Type 1 files repeated ({t1_paths} paths) | {per:.1f} µs | fc-scan {peer_per:.1f} µs | "
          f"{per / peer_per:.2f}× as long | ≤ 1× | {'met' if per <= peer_per else 'NOT met'} |")
row("metrics --json, one font", one["catalog metrics --json (one font)"], one["ftdump"], 2, faster=False)
row("glyphs --style solid --json", g["catalog glyphs --style solid --json"], g["fontTools glyph-geometry-reference.py"], 20)
c, fb = load("check-catalog"), load("check-fontbakery")
if c and fb:
    peer = fb["fontbakery check-universal (same checks)"]
    row(f"check, {sfnt_files} SFNT files (fontbakery: the {peer['arguments']} it finished)", c["catalog check"], peer, 50)
    if peer.get("left_out"):
        print(f"fontbakery ran out of memory on {len(peer['left_out'])} files (left out of its time: a lower bound)")
print(f"peak memory: metrics of every SFNT file {cj['peak_kb'] / 1024:.1f} MB, one font {one['catalog metrics --json (one font)']['peak_kb'] / 1024:.1f} MB")
PY
