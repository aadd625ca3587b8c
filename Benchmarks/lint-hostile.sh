#!/usr/bin/env bash
# What hostile Xcode projects cost `catalog lint` (issue 42), as whole processes with their peak
# memory (GNU time's maximum resident set size), each linting `Sources/App` of its project
# without --deployment-target (so the project is read) against the fixture data set `mini`:
#
#   include-3         a.xcconfig (the project's) with three lines `#include "a.xcconfig"`
#   inherited-26      a.xcconfig of 767 bytes: `X = 12345678`, then 26 lines `X = $(inherited)$(inherited)`
#   self-reference-12 a target setting `A = "$(A)…"`, $(A) twelve times (a 1 KB project.pbxproj)
#   self-reference-read  the same with `IPHONEOS_DEPLOYMENT_TARGET = "$(A)"`, which lint reads
#   groups-5000       a chain of 5,000 nested groups (438 KB); groups-10000: 10,000 (878 KB)
#
# Every run of the new binary must end within BOUND_SECONDS (default 2) and BOUND_MB (default
# 200), with exit 0 or 2 (a limit, one line). BASELINE=/path/to/catalog runs an older binary on
# the same cases for comparison, with a time-out of TIMEOUT (60) s a run (its figures are
# printed, not checked). The projects are written under Benchmarks/results/lint-hostile/.
#
#   bash Benchmarks/lint-hostile.sh                    # builds .build/release/catalog
#   CATALOG=/path/to/catalog BASELINE=/path/to/old bash Benchmarks/lint-hostile.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
work="$here/results/lint-hostile"
mini="$root/Tests/CatalogTestSupport/Fixtures/mini"
bound_seconds="${BOUND_SECONDS:-2}"
bound_mb="${BOUND_MB:-200}"
# shellcheck source=hostile-common.sh
source "$here/hostile-common.sh"

rm -rf "$work" && mkdir -p "$work"
python3 - "$work" <<'PY'
import os, sys
root = sys.argv[1]
def write(path, text):
    path = os.path.join(root, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w").write(text)
def pbxproj(target_settings="", config=False, groups=None):
    base = "baseConfigurationReference = C; " if config else ""
    main = groups or ('\t\tG = {isa = PBXGroup; children = (S, C); sourceTree = "<group>"; };\n'
                      '\t\tS = {isa = PBXGroup; children = (A); path = Sources; sourceTree = "<group>"; };\n'
                      '\t\tA = {isa = PBXGroup; children = (F); path = App; sourceTree = "<group>"; };\n'
                      '\t\tF = {isa = PBXFileReference; path = View.swift; sourceTree = "<group>"; };\n'
                      '\t\tC = {isa = PBXFileReference; path = a.xcconfig; sourceTree = "<group>"; };\n')
    return ("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n"
            "\t\tP = {isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = PL; };\n"
            "\t\tPL = {isa = XCConfigurationList; buildConfigurations = (PC); };\n"
            f"\t\tPC = {{isa = XCBuildConfiguration; {base}buildSettings = {{SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.0; }}; name = Release; }};\n"
            + main +
            "\t\tT = {isa = PBXNativeTarget; name = App; buildPhases = (SP); buildConfigurationList = TL; };\n"
            "\t\tTL = {isa = XCConfigurationList; buildConfigurations = (TC); };\n"
            f"\t\tTC = {{isa = XCBuildConfiguration; buildSettings = {{{target_settings}}}; name = Release; }};\n"
            "\t\tSP = {isa = PBXSourcesBuildPhase; files = (B); };\n"
            "\t\tB = {isa = PBXBuildFile; fileRef = F; };\n"
            "\t};\n\trootObject = P;\n}\n")
self_reference = 'A = "' + "$(A)" * 12 + '"; '
cases = {
    "include-3": (pbxproj(config=True), '#include "a.xcconfig"\n' * 3),
    "inherited-26": (pbxproj(config=True), "X = 12345678\n" + "X = $(inherited)$(inherited)\n" * 26),
    "self-reference-12": (pbxproj(self_reference), None),
    "self-reference-read": (pbxproj(self_reference + 'IPHONEOS_DEPLOYMENT_TARGET = "$(A)"; '), None),
}
for depth in (5000, 10000):
    groups = ['\t\tG = {isa = PBXGroup; children = (S, g0); sourceTree = "<group>"; };\n',
              '\t\tS = {isa = PBXGroup; children = (A); path = Sources; sourceTree = "<group>"; };\n',
              '\t\tA = {isa = PBXGroup; children = (F); path = App; sourceTree = "<group>"; };\n',
              '\t\tF = {isa = PBXFileReference; path = View.swift; sourceTree = "<group>"; };\n']
    for i in range(depth):
        child = f"g{i + 1}" if i + 1 < depth else "H"
        groups.append(f'\t\tg{i} = {{isa = PBXGroup; children = ({child}); path = d{i}; sourceTree = "<group>"; }};\n')
    groups.append('\t\tH = {isa = PBXFileReference; path = Deep.swift; sourceTree = "<group>"; };\n')
    cases[f"groups-{depth}"] = (pbxproj(groups="".join(groups)), None)
for name, (project, config) in cases.items():
    write(f"{name}/App.xcodeproj/project.pbxproj", project)
    if config is not None:
        write(f"{name}/a.xcconfig", config)
    write(f"{name}/Sources/App/View.swift", 'import SwiftUI\nlet a = Image(systemName: "heart")\n')
PY

# Runs one case: LABEL BINARY CHECK; prints "LABEL SECONDS s MB MB (exit N) first line of stderr"
# and, for a checked run over a bound, a line saying so (counted at the end).
run_case() {
    local label=$1 binary=$2 check=$3 status=0
    (cd "$work/$label" && XDG_CACHE_HOME="$work/cache" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" \
        /usr/bin/time -f "%e %M" -o "$work/time" timeout -s KILL "${TIMEOUT:-60}" "$binary" lint Sources/App --data-set "$mini" \
        > /dev/null 2> "$work/stderr") || status=$?
    read -r seconds kilobytes < <(tail -1 "$work/time")
    local megabytes=$((kilobytes / 1024)) said
    said=$(grep -v "^Command" "$work/stderr" | head -1 | cut -c1-110 || true)
    # A run stopped by the time-out reports no memory of its own.
    local memory="$megabytes MB"
    ((status == 137)) && memory="-"
    printf '%-20s %7.2f s %7s  (exit %d%s) %s\n' "$label" "$seconds" "$memory" "$status" \
        "$( ((status == 137)) && echo ": stopped at ${TIMEOUT:-60} s")" "$said"
    if [[ $check == check ]] && { awk "BEGIN { exit !($seconds > $bound_seconds) }" || ((megabytes > bound_mb)) || ((status != 0 && status != 2)); }; then
        echo "  over the bound ($bound_seconds s, $bound_mb MB, exit 0 or 2)"
    fi
}

for binary in "$catalog" ${baseline:+"$baseline"}; do
    check=$([[ $binary == "$catalog" ]] && echo check || echo show)
    echo "== $binary"
    for label in include-3 inherited-26 self-reference-12 self-reference-read groups-5000 groups-10000; do
        run_case "$label" "$binary" "$check"
    done
done | tee "$here/results/lint-hostile.txt"
failures=$(grep -c "over the bound" "$here/results/lint-hostile.txt" || true)
((failures == 0)) || { echo "lint-hostile.sh: $failures runs over the bounds" >&2; exit 1; }
echo "lint-hostile.sh: every run within its bound ($bound_seconds s, $bound_mb MB, exit 0 or 2)"
