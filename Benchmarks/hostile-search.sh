#!/usr/bin/env bash
# What hostile data costs `catalog search` (issue 28, item 5), as whole processes with their
# peak memory (GNU time's maximum resident set size), against bounds a person would accept:
#
#   long-3000    a set of 2,000 symbols, one with a 3,000-letter keyword: `search shape`
#   long-10000   the same with a 10,000-letter keyword
#   keywords-20MB  20,000 symbols with 30 random keywords each (20 MB of XML): `search shapex`
#                (no match: typo matching would be tried), first run (parse, join, index) and
#                second (from the cache index)
#   term-3000    `search` with one 3,000-letter term on the embedded default set
#   args-100000  `search` with 100,000 words (refused: a search takes at most 64)
#
# Each case runs once with a fresh cache folder (the data set parsed, joined and indexed: within
# BOUND_FIRST_SECONDS, default 10), then again from the cache index (within BOUND_SECONDS,
# default 1); every run within BOUND_MB (default 400). BASELINE=/path/to/catalog runs an older
# binary on the same cases for comparison, with a time-out of TIMEOUT (120) s a run (its figures are
# printed, not checked). The sets are written under Benchmarks/results/hostile/.
#
#   bash Benchmarks/hostile-search.sh                    # builds .build/release/catalog
#   CATALOG=/path/to/catalog BASELINE=/path/to/old bash Benchmarks/hostile-search.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
work="$here/results/hostile"
bound_first_seconds="${BOUND_FIRST_SECONDS:-10}"
bound_seconds="${BOUND_SECONDS:-1}"
bound_mb="${BOUND_MB:-400}"
# shellcheck source=hostile-common.sh
source "$here/hostile-common.sh"

rm -rf "$work" && mkdir -p "$work"
python3 - "$work" <<'PY'
import os, plistlib, random, sys
work = sys.argv[1]
releases = {"2019": {"iOS": "13.0", "macOS": "10.15"}}
def write(name, keywords):
    folder = os.path.join(work, name)
    os.makedirs(folder)
    names = {symbol: "2019" for symbol in keywords}
    plistlib.dump({"symbols": names, "year_to_release": releases}, open(os.path.join(folder, "name_availability.plist"), "wb"))
    plistlib.dump(keywords, open(os.path.join(folder, "symbol_search.plist"), "wb"))
for length in (3000, 10000):
    keywords = {f"icon{i}": [f"word{i}", "shape"] for i in range(2000)}
    keywords["huge"] = ["x" * length]
    write(f"long-{length}", keywords)
random.seed(28)
letters = "abcdefghijklmnopqrstuvwxyz"
write("keywords-20MB", {f"s{i}": ["".join(random.choice(letters) for _ in range(random.randint(5, 20))) for _ in range(30)]
                        for i in range(20000)})
PY

# Runs one case: LABEL BINARY ARGS…; prints "LABEL first|cached SECONDS s MB MB (exit N)".
failures=0 cases=0
run_case() {
    local label=$1 binary=$2 check=$3; shift 3
    cases=$((cases + 1))
    local home="$work/home-$cases"
    rm -rf "$home" && mkdir -p "$home"
    for pass in first cached; do
        local status=0 bound=$bound_seconds
        [[ $pass == first ]] && bound=$bound_first_seconds
        HOME="$home" XDG_CACHE_HOME="$home/cache" CATALOG_DATA_DIR="$root/Data/symbols" /usr/bin/time -f "%e %M" -o "$work/time" \
            timeout -s KILL "${TIMEOUT:-120}" "$binary" search "$@" --limit 1 > /dev/null 2>&1 || status=$?
        read -r seconds kilobytes < <(tail -1 "$work/time")
        local megabytes=$((kilobytes / 1024))
        printf '%-16s %-7s %7.2f s %6d MB  (exit %d%s)\n' "$label" "$pass" "$seconds" "$megabytes" "$status" \
            "$( ((status == 137)) && echo ": stopped at ${TIMEOUT:-120} s")"
        if [[ $check == check ]] && { awk "BEGIN { exit !($seconds > $bound) }" || ((megabytes > bound_mb)); }; then
            echo "  over the bound ($bound s, $bound_mb MB)"; failures=$((failures + 1))
        fi
    done
}

long_term=$(printf 'x%.0s' $(seq 3000))
many_words=$(python3 -c 'print(" ".join(["heart"] * 100000))')
for binary in "$catalog" ${baseline:+"$baseline"}; do
    check=$([[ $binary == "$catalog" ]] && echo check || echo show)
    echo "== $binary"
    run_case long-3000 "$binary" "$check" shape --data-set "$work/long-3000"
    run_case long-10000 "$binary" "$check" shape --data-set "$work/long-10000"
    run_case keywords-20MB "$binary" "$check" shapex --data-set "$work/keywords-20MB"
    run_case term-3000 "$binary" "$check" "$long_term"
    # shellcheck disable=SC2086
    run_case args-100000 "$binary" "$check" $many_words
done
((failures == 0)) || { echo "hostile-search.sh: $failures runs over the bounds" >&2; exit 1; }
echo "hostile-search.sh: every run within its bound ($bound_first_seconds s first, $bound_seconds s cached, $bound_mb MB)"
