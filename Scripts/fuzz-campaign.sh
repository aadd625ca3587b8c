#!/usr/bin/env bash
# The fuzz campaign whose figures Fuzz/README.md and docs/reliability.md give.
#
#   Scripts/fuzz-campaign.sh [RUNS] [TARGET…]     (default: 1000000 runs of every target)
#
# Runs each target in turn (one process at a time, nice 15) for at least RUNS inputs, in
# chunks of 200,000 per process with the corpus carried over (Foundation leaks: a process's
# memory passes 1 GB at about 0.6 million inputs). Each chunk: -malloc_limit_mb=512
# -rss_limit_mb=2048 -detect_leaks=0 -timeout=10 (see Scripts/fuzz.sh). A crash, OOM or
# timeout ends its chunk; the artifact is kept and the next chunk goes on. Writes a table
# per target to .build/fuzz/campaign.md: inputs run, edges covered (libFuzzer's `cov`,
# instrumented code only: our modules, not Foundation, the Swift runtime or FreeType),
# corpus size, crashes, OOMs, timeouts, slow units (libFuzzer's reports of units over 2 s) and
# the slowest unit, and the wall time.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-1000000}
shift || true
read -r -a all <<< "$(Scripts/fuzz.sh targets)"
targets=("${@:-${all[@]}}")
chunk=200000
work=.build/fuzz
report=$work/campaign.md
Scripts/fuzz.sh build "${targets[@]}"
Scripts/fuzz.sh seeds > /dev/null
{
    echo "| target | inputs | edges (cov) | features | corpus | crashes | OOMs | timeouts | slow units (≥ 2 s) | slowest | time |"
    echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
} > "$report"
for target in "${targets[@]}"; do
    logs=$work/logs/$target artifacts=$work/artifacts/$target
    mkdir -p "$logs" "$artifacts" "$work/corpus/$target"
    rm -f "$logs"/*.log
    done_runs=0 number=0 started=$SECONDS
    while ((done_runs < runs)); do
        number=$((number + 1))
        log=$logs/chunk-$number.log
        this=$((runs - done_runs < chunk ? runs - done_runs : chunk))
        set +e
        FUZZ_NO_BUILD=1 FUZZ_EXTRA="-runs=$this -print_final_stats=1 -report_slow_units=2" \
            Scripts/fuzz.sh "$target" 100000 > "$log" 2>&1
        status=$?
        set -e
        rm -rf /dev/shm/catalog-fuzz-*  # the loader's and font's scratch files
        executed=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
        [[ -n $executed ]] || executed=$(grep -o '^#[0-9]*' "$log" | tr -d '#' | sort -n | tail -1)
        done_runs=$((done_runs + ${executed:-0}))
        echo "fuzz-campaign: $target chunk $number: status $status, $executed inputs (total $done_runs)"
        # A chunk that made no progress (e.g. a crash on an input already in the corpus) would loop.
        if ((${executed:-0} == 0)); then echo "fuzz-campaign: $target makes no progress; stopping it" >&2; break; fi
    done
    last=$(ls -v "$logs"/*.log | tail -1)
    cov=$(grep -ho 'cov: [0-9]*' "$logs"/*.log | grep -o '[0-9]*' | sort -n | tail -1)
    ft=$(grep -ho 'ft: [0-9]*' "$logs"/*.log | grep -o '[0-9]*' | sort -n | tail -1)
    corpus=$(find "$work/corpus/$target" -type f | wc -l)
    crashes=$(find "$artifacts" -name 'crash-*' | wc -l)
    ooms=$(find "$artifacts" -name 'oom-*' | wc -l)
    timeouts=$(find "$artifacts" -name 'timeout-*' | wc -l)
    slow=$(cat "$logs"/*.log | awk '/Slowest unit:/ { n++ } END { print n + 0 }')
    slowest=$(grep -ho 'slowest_unit_time_sec: *[0-9]*' "$logs"/*.log | grep -o '[0-9]*$' | sort -n | tail -1)
    elapsed=$((SECONDS - started))
    echo "| $target | $done_runs | ${cov:-0} | ${ft:-0} | $corpus | $crashes | $ooms | $timeouts | $slow | ${slowest:-0} s | ${elapsed}s |" >> "$report"
    : "$last"
done
cat "$report"
