#!/usr/bin/env bash
# What fonts built to cost out of proportion to their size cost catalog (issue 42), as whole
# processes: CPU time (user + system, the median of RUNS runs), peak memory (GNU time's maximum
# resident set size) and output size. The issue's cases:
#
#   check-composites    `check` on Components-60000.ttf: 60,000 glyphs, 59,958 of them three
#                       levels of 20 components (8,421 glyph loads each), all over usWinAscent
#   glyphs-composites   `glyphs --font` on that font, a symbol drawn from glyph l3_0 (8,421)
#   check-at-limit      `check` on Components-60000-AtLimit.ttf: the same of 4,096 loads a
#                       glyph, the most one may take, so check meets its limit for a face
#   metrics-json        `metrics --json` on Variable-2000x7800.ttf: 2,000 axes, 7,800 instances
#   type-ramp           `type-ramp --font` on the same font
#   metrics-no-gvar     `metrics` on Variable-2000x7800-NoGvar.ttf: the same fvar, no gvar
#   trim-no-gvar        `trim --axes wght=500` on that font
#   metrics-json-limits `metrics --json` on Variable-64x1024.ttf: 64 axes, 1,024 instances
#   type-ramp-limits    `type-ramp --font` on that font
#
# then, once each, every font of Scripts/make-hostile-fonts.py (the issue's and the test
# fixtures) through metrics, metrics --json, check, glyph --char (W for the composites, else
# H), type-ramp --font and trim --axes wght=500. Every run of the new binary must end within
# BOUND_SECONDS of CPU (default 10) and BOUND_MB (default 300) with either an answer (exit 0,
# notes at most on stderr), check's verdict (exit 1, a report, nothing on stderr) or one line naming
# the file (exit 1, nothing on stdout); the issue's cases must end as stated below.
#
# The issue's fonts are written by Scripts/make-hostile-fonts.py --issue (python3 with
# fontTools 4.68.0; about 3 minutes, 141 MB) into FONTS (default Benchmarks/results/font-costs,
# git-ignored), once. BASELINE=/path/to/catalog runs an older binary on the issue's cases,
# BASELINE_RUNS times (default 1), each killed after TIMEOUT (300) s, and prints the ratios
# (its figures are not checked).
#
#   bash Benchmarks/font-costs.sh                    # builds .build/release/catalog
#   CATALOG=/path/to/catalog BASELINE=/path/to/old FONTS=/tmp/fonts bash Benchmarks/font-costs.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
fonts="${FONTS:-$here/results/font-costs}"
fixtures="$root/Tests/CatalogTestSupport/Fixtures/hostile-fonts"
runs="${RUNS:-3}"
bound_seconds="${BOUND_SECONDS:-10}"
bound_mb="${BOUND_MB:-300}"
# shellcheck source=hostile-common.sh
source "$here/hostile-common.sh"

mkdir -p "$fonts" "$here/results"
[[ -f "$fonts/Variable-64x1024.ttf" && -f "$fonts/Components-60000-AtLimit.ttf" ]] || python3 "$root/Scripts/make-hostile-fonts.py" --issue "$fonts"
# Two copies of the mini data set whose symbols are drawn from W (a composite) or H.
for character in W H; do
    set="$fonts/set-$character"
    [[ -d $set ]] || { cp -r "$root/Tests/CatalogTestSupport/Fixtures/mini" "$set"
        python3 -c "import plistlib, sys; plistlib.dump({'heart': sys.argv[2]}, open(sys.argv[1], 'wb'))" \
            "$set/symbol_unicodes.plist" "$character"; }
done
out="$fonts/run"
mkdir -p "$out"
export CATALOG_NO_CACHE=1

# LABEL EXPECTED ARGUMENTS… (EXPECTED: answer, verdict, refused, or any of the three)
issue_cases=(
    "check-composites verdict check $fonts/Components-60000.ttf"
    "glyphs-composites refused glyphs --data-set $fonts/set-W --font $fonts/Components-60000.ttf"
    "check-at-limit verdict check $fonts/Components-60000-AtLimit.ttf"
    "metrics-json refused metrics $fonts/Variable-2000x7800.ttf --json"
    "type-ramp refused type-ramp --font $fonts/Variable-2000x7800.ttf"
    "metrics-no-gvar answer metrics $fonts/Variable-2000x7800-NoGvar.ttf"
    "trim-no-gvar refused trim $fonts/Variable-2000x7800-NoGvar.ttf --font-size 16 --axes wght=500"
    "metrics-json-limits answer metrics $fonts/Variable-64x1024.ttf --json"
    "type-ramp-limits answer type-ramp --font $fonts/Variable-64x1024.ttf"
)
every_font=()
for font in "$fonts"/*.ttf "$fixtures"/*; do
    name=$(basename "$font"); name=${name%.*}; name=${name#Catalog}
    character=$([[ $name == Components* ]] && echo W || echo H)
    every_font+=("$name/metrics any metrics $font" "$name/metrics-json any metrics $font --json"
        "$name/check any check $font" "$name/glyph any glyph --font $font --char $character"
        "$name/type-ramp any type-ramp --font $font" "$name/trim any trim $font --font-size 16 --axes wght=500")
done

# Runs BINARY once with ARGUMENTS…; sets cpu, wall, megabytes, status, bytes and lines (of stderr).
measure() {
    local binary=$1
    shift
    status=0
    /usr/bin/time -f "%U %S %e %M" -o "$out/time" timeout -s KILL "${TIMEOUT:-300}" "$binary" "$@" \
        > "$out/stdout" 2> "$out/stderr" || status=$?
    read -r user system wall kilobytes < <(tail -1 "$out/time")
    cpu=$(awk "BEGIN { printf \"%.2f\", $user + $system }")
    megabytes=$((kilobytes / 1024))
    bytes=$(stat -c %s "$out/stdout")
    lines=$(wc -l < "$out/stderr")
}

# Whether the last run ended as EXPECTED for FONT.
ended_as() {
    local expected=$1 font=$2 answer=0 verdict=0 refused=0
    ((status == 0 && bytes > 0)) && answer=1
    ((status == 1 && bytes > 0 && lines == 0)) && verdict=1
    ((status == 1 && bytes == 0 && lines == 1)) && [[ $(head -1 "$out/stderr") == "catalog: $font: "* ]] && refused=1
    case $expected in
        answer) ((answer)) ;; verdict) ((verdict)) ;; refused) ((refused)) ;;
        any) ((answer || verdict || refused)) ;;
    esac
}

# Runs one case COUNT times with BINARY and prints the median CPU time and memory; CHECK
# (check or show) says whether a run past the bounds or ending otherwise is a failure.
run_case() {
    local binary=$1 count=$2 check=$3 label=$4 expected=$5 font said cpus=() memories=()
    shift 5
    for argument in "$@"; do
        if [[ -f $argument ]]; then font=$argument; fi
    done
    for ((run = 0; run < count; run++)); do
        measure "$binary" "$@"
        cpus+=("$cpu"); memories+=("$megabytes")
    done
    cpu=$(printf '%s\n' "${cpus[@]}" | sort -n | sed -n "$(((count + 1) / 2))p")
    megabytes=$(printf '%s\n' "${memories[@]}" | sort -n | sed -n "$(((count + 1) / 2))p")
    said=$(head -1 "$out/stderr" | sed "s|$fonts/||; s|$fixtures/||" | cut -c1-90)
    ((status == 137)) && said="killed after ${TIMEOUT:-300} s"
    printf '%-38s %7s s CPU %6s MB  exit %-3d %10d bytes  %s\n' "$label" "$cpu" "$megabytes" "$status" "$bytes" "$said"
    if [[ $check == check ]] && { awk "BEGIN { exit !($cpu > $bound_seconds) }" || ((megabytes > bound_mb)) || ! ended_as "$expected" "$font"; }; then
        echo "  over the bound ($bound_seconds s, $bound_mb MB) or not $expected"
    fi
    results["$label"]="$cpu $megabytes"
}

declare -A results before
{
    echo "== $catalog (median of $runs runs)"
    for entry in "${issue_cases[@]}"; do
        # shellcheck disable=SC2086
        run_case "$catalog" "$runs" check $entry
    done
    echo "== $catalog, every hostile font (1 run)"
    for entry in "${every_font[@]}"; do
        # shellcheck disable=SC2086
        run_case "$catalog" 1 check $entry
    done
    if [[ -n $baseline ]]; then
        for entry in "${issue_cases[@]}"; do before[${entry%% *}]=${results[${entry%% *}]}; done
        echo "== $baseline (median of ${BASELINE_RUNS:-1} runs; not checked)"
        for entry in "${issue_cases[@]}"; do
            # shellcheck disable=SC2086
            run_case "$baseline" "${BASELINE_RUNS:-1}" show $entry
        done
        echo "== before / after (CPU time, peak memory)"
        for entry in "${issue_cases[@]}"; do
            label=${entry%% *}
            read -r new_cpu new_mb <<< "${before[$label]}"
            read -r old_cpu old_mb <<< "${results[$label]}"
            awk -v l="$label" -v a="$old_cpu" -v b="$new_cpu" -v c="$old_mb" -v d="$new_mb" \
                'BEGIN { printf "%-20s CPU %8.2f -> %5.2f s (x%.0f)   memory %5d -> %3d MB (x%.1f)\n", l, a, b, a / (b > 0.005 ? b : 0.005), c, d, c / d }'
        done
    fi
} | tee "$here/results/font-costs.txt"
rm -rf "$out"
failures=$(grep -c "over the bound" "$here/results/font-costs.txt" || true)
((failures == 0)) || { echo "font-costs.sh: $failures runs over the bounds or not ending as expected" >&2; exit 1; }
echo "font-costs.sh: every run within its bound ($bound_seconds s CPU, $bound_mb MB) and ending as expected"
