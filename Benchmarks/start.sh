#!/usr/bin/env bash
# Issue 45, "start fast, do each thing once": the binary `make` builds (Scripts/build-release.sh)
# against the peers the issue names, whole processes interleaved round by round (interleave.py),
# read on the median CPU time (user + system), with callgrind's instruction count of one run of
# each command beside it and peak memory under GNU time:
#   1. one font: `catalog metrics FONT --json` against `ftdump FONT`; `catalog --version` and
#      `catalog --help` against the same metrics run;
#   2. `catalog type-ramp` against one `fc-match sans-serif` (both load fontconfig's configuration);
#   3. `catalog diff` of SF 5.x and SF 6.0 against a warm `catalog search heart` on SF 6.0;
#   4. a cold search (the set's cache index deleted, untimed, before each run), `heart` and
#      `bookmak`, on sf6.x, sf6.0, fontawesome-6 and mdi;
#   5. `catalog glyphs --data-set mdi --json` against fontTools' BoundsPen and StatisticsPen on
#      the same font (Scripts/glyph-geometry-reference.py --quiet);
#   6. peak resident memory (`/usr/bin/time -v`, the largest of RUNS_MEMORY runs) of metrics,
#      search, glyphs, type-ramp, diff and site.
# BASELINE=path/to/catalog runs an older binary beside the new one in every group, so that
# before and after come from one run; CATALOG=path skips the build. Raw outputs go to
# Benchmarks/results/start-* (git-ignored); the summary is printed at the end.
#
#   bash Benchmarks/start.sh                         # 21 rounds
#   RUNS=31 BASELINE=/tmp/old/catalog bash Benchmarks/start.sh
#   ONLY="metrics ramp" bash Benchmarks/start.sh     # some groups: metrics ramp diff cold glyphs memory
# Peak memory is of warm runs (indexes and typo index built first); a cold search's is in the
# cold groups' "peak" column (interleave.py's, which counts the Python parent's pages: read it
# only for the larger figures).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
results="$here/results"
runs="${RUNS:-21}"
memory_runs="${RUNS_MEMORY:-3}"
only="${ONLY:-metrics ramp diff cold glyphs memory}"
font="${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf}"
shared="${CATALOG_SHARED:-$root/../shared}"
if [[ -d "$shared/sfsymbols" ]]; then symbols="$shared/sfsymbols"; else symbols="$shared"; fi
sf5x="$(ls -d "$symbols"/sf5.x_* | head -1)"
sf60="$(ls -d "$symbols"/sf6.0_* | head -1)"
sf6x="$(ls -d "$symbols"/sf6.x_* | head -1)"
python="$(python3 -c 'import sys; print(sys.executable)')"
mkdir -p "$results"
for tool in ftdump fc-match valgrind /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "start.sh: needs $tool (apt-get install freetype2-demos fontconfig valgrind time)" >&2; exit 1; }
done

if [[ -n "${CATALOG:-}" ]]; then
  catalog="$CATALOG"
else
  echo "== building catalog as make does (Scripts/build-release.sh)"
  catalog="$("$root/Scripts/build-release.sh" 2>/dev/null | tail -1)"
fi
baseline="${BASELINE:-}"
binaries=("new=$catalog")
[[ -z "$baseline" ]] || binaries+=("old=$baseline")

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# A private index cache and store; the user's fonts and fontconfig configuration stay visible
# (fontconfig reads XDG_DATA_HOME/fonts and XDG_CONFIG_HOME/fontconfig).
mkdir -p "$work/data" "$work/config"
[[ ! -d "${XDG_DATA_HOME:-$HOME/.local/share}/fonts" ]] || ln -s "${XDG_DATA_HOME:-$HOME/.local/share}/fonts" "$work/data/fonts"
[[ ! -d "${XDG_CONFIG_HOME:-$HOME/.config}/fontconfig" ]] || ln -s "${XDG_CONFIG_HOME:-$HOME/.config}/fontconfig" "$work/config/fontconfig"
export XDG_CACHE_HOME="$work/cache" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
unset CATALOG_NO_CACHE CATALOG_DATA_SET
export CATALOG_DATA_DIR="${CATALOG_DATA_DIR:-$root/Data/symbols}"  # the embedded sets, for a binary outside .build

{
  echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "cpu: $(nproc) × $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
  echo "catalog: $catalog ($(stat -c %s "$catalog") bytes)${baseline:+; baseline: $baseline}"
  echo "fonts fontconfig lists: $(fc-list | wc -l)"
  echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$results/start-machine.txt"

# Instructions of one run (callgrind; the count is of every thread, and of what an `env`
# wrapper runs).
instructions() {
  valgrind --tool=callgrind --trace-children=yes --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
    | awk '/Collected :/ { total += $NF } END { printf "%.0f\n", total }'
}
# NAME, then interleave.py arguments; afterwards one callgrind count per command.
group() {
  local name="$1"; shift
  echo "== $name (load $(cut -d' ' -f1 /proc/loadavg))"
  "$python" "$here/interleave.py" --runs "$runs" --warmup 2 --json "$results/start-$name.json" "$@" \
    | tee "$results/start-$name.txt"
  local spec previous="" words
  local -A prepare=()
  for spec in "$@"; do
    if [[ "$previous" == --prepare ]]; then prepare["${spec%%=*}"]="${spec#*=}"; fi
    previous="$spec"
  done
  previous=""
  for spec in "$@"; do
    if [[ "$previous" == --prepare || "$spec" == --* ]]; then previous="$spec"; continue; fi
    previous="$spec"
    if [[ -n "${prepare["${spec%%=*}"]:-}" ]]; then ${prepare["${spec%%=*}"]}; fi
    read -r -a words <<< "${spec#*=}"
    printf '  %-44s %12s instructions\n' "${spec%%=*}" "$(instructions "${words[@]}")" | tee -a "$results/start-$name.txt"
  done
}
wants() { [[ " $only " == *" $1 "* ]]; }

if wants metrics; then
  commands=("ftdump=ftdump $font")
  for binary in "${binaries[@]}"; do
    label="${binary%%=*}" path="${binary#*=}"
    commands+=("$label metrics --json=$path metrics $font --json" "$label --version=$path --version" "$label --help=$path --help")
  done
  group metrics "${commands[@]}"
fi

if wants ramp; then
  commands=("fc-match=fc-match sans-serif")
  for binary in "${binaries[@]}"; do commands+=("${binary%%=*} type-ramp=${binary#*=} type-ramp"); done
  group ramp "${commands[@]}"
fi

# Each binary keeps its indexes in a cache of its own (an older binary may write another index
# version, which the other would then rebuild on every run): a group that reads warm indexes
# runs once per binary, its ratio taken within the run.
cache_of() { export XDG_CACHE_HOME="$work/cache-$1"; }

if wants diff; then
  for binary in "${binaries[@]}"; do
    label="${binary%%=*}" path="${binary#*=}"
    cache_of "$label"
    "$path" search heart --data-set "$sf60" >/dev/null; "$path" search heart --data-set "$sf5x" >/dev/null  # warm indexes
    group "diff-$label" "$label search heart, sf6.0=$path search heart --data-set $sf60 --color never" \
      "$label diff sf5.x sf6.0=$path diff $sf5x $sf60 --color never"
  done
fi

if wants cold; then
  for set in "sf6.x=$sf6x" "sf6.0=$sf60" fontawesome-6=fontawesome-6 mdi=mdi; do
    commands=() prepare=()
    for binary in "${binaries[@]}"; do
      for query in heart bookmak; do
        name="${binary%%=*} ${set%%=*} $query, cold"
        commands+=("$name=${binary#*=} search $query --data-set ${set#*=} --color never")
        prepare+=(--prepare "$name=rm -rf $XDG_CACHE_HOME/catalog/indexes")
      done
    done
    # (search exits 1 when nothing matches: mdi has no keywords)
    group "cold-${set%%=*}" --ignore-failure "${prepare[@]}" "${commands[@]}"
  done
fi

if wants glyphs; then
  mdi="$(fc-match -f '%{file}' 'Catalog Material Design Icons')"
  commands=("fontTools BoundsPen, mdi=$python $root/Scripts/glyph-geometry-reference.py $mdi --quiet")
  for binary in "${binaries[@]}"; do
    # env gives each binary its cache (0.5 ms of a 140 ms run)
    env XDG_CACHE_HOME="$work/cache-${binary%%=*}" "${binary#*=}" glyphs --data-set mdi --json >/dev/null
    commands+=("${binary%%=*} glyphs mdi --json=env XDG_CACHE_HOME=$work/cache-${binary%%=*} ${binary#*=} glyphs --data-set mdi --json")
  done
  group glyphs "${commands[@]}"
fi

if wants memory; then
  echo "== peak memory, KB (largest of $memory_runs runs, /usr/bin/time -v)" | tee "$results/start-memory.txt"
  peak() {  # LABEL COMMAND…
    local label="$1" most=0 kb; shift
    for _ in $(seq "$memory_runs"); do
      kb="$(/usr/bin/time -v "$@" 2>&1 >/dev/null | awk '/Maximum resident/ { print $NF }')"
      ((kb > most)) && most=$kb
    done
    printf '  %10s  %s\n' "$most" "$label" | tee -a "$results/start-memory.txt"
  }
  for binary in "${binaries[@]}"; do
    label="${binary%%=*}" path="${binary#*=}"
    cache_of "$label"
    # Warm indexes (and the typo index), as a later run finds them.
    for set in "$sf6x" "$sf5x" "$sf60" mdi; do "$path" search bookmak --data-set "$set" >/dev/null || true; done
    peak "$label metrics --json" "$path" metrics "$font" --json
    peak "$label search heart, sf6.x" "$path" search heart --data-set "$sf6x"
    peak "$label glyphs mdi --json" "$path" glyphs --data-set mdi --json
    peak "$label type-ramp" "$path" type-ramp
    peak "$label diff sf5.x sf6.0" "$path" diff "$sf5x" "$sf60"
    peak "$label site" "$path" site -o "$work/site-$label"
  done
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$results/start-machine.txt"

echo "== summary: median CPU ms, ratios of medians"
"$python" - "$results" "$only" <<'PY'
import json, os, sys
results, only = sys.argv[1], sys.argv[2].split()
def cpu(group):
    path = f"{results}/start-{group}.json"
    return {r["name"]: r["cpu_median"] for r in json.load(open(path))["results"]} if os.path.exists(path) else {}
def ratio(figures, a, b, target):
    if a in figures and b in figures:
        print(f"  {a} / {b}: {figures[a]:.2f} / {figures[b]:.2f} ms = {figures[a] / figures[b]:.2f}× ({target})")
for label in ("new", "old"):
    m = cpu("metrics")
    ratio(m, f"{label} metrics --json", "ftdump", "target ≤ 1.25×")
    ratio(m, f"{label} --version", f"{label} metrics --json", "target ≤ 1×")
    ratio(m, f"{label} --help", f"{label} metrics --json", "target ≤ 1×")
    ratio(cpu("ramp"), f"{label} type-ramp", "fc-match", "target ≤ 1.5×")
    ratio(cpu(f"diff-{label}"), f"{label} diff sf5.x sf6.0", f"{label} search heart, sf6.0", "target ≤ 2×")
    g = cpu("glyphs")
    ratio(g, "fontTools BoundsPen, mdi", f"{label} glyphs mdi --json", "fontTools ÷ ours, target ≥ 12")
for group in ("sf6.x", "sf6.0", "fontawesome-6", "mdi"):
    c = cpu(f"cold-{group}")
    for query in ("heart", "bookmak"):
        ratio(c, f"new {group} {query}, cold", f"old {group} {query}, cold", "target ≤ 0.6× of before")
PY
