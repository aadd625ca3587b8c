#!/usr/bin/env bash
# `catalog lint` on a generated tree of 2,000 Swift files (100 lines each, 200,000 lines;
# a tenth of the lines name a symbol in one of the call forms (base names out by iOS 16.0),
# 1% of those too new for the target and 3% misspelt; some
# names in comments and strings, some not literals) against the floor: `grep -rnE` with the same call patterns,
# which only finds lines and checks nothing. Target: lint within 3× of grep.
# catalog reads the shared SF 6.0 set through a warm cache index and writes its report to a
# file, text (compiler style) and --format json, built with the shared Swift runtime
# (.build/release) and with --static-swift-stdlib (.build/static/release, as search.sh
# builds it). `catalog lint` of an empty folder gives start-up and data-set look-up alone.
#
#   bash lint.sh                  # 20 runs per command
#   RUNS=50 CATALOG_SHARED=/path/to/shared bash lint.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
results="$here/results"
runs="${RUNS:-20}"
mkdir -p "$results"

shared="${CATALOG_SHARED:-$root/../shared}"
if [[ -d "$shared/sfsymbols" ]]; then symbols="$shared/sfsymbols"; else symbols="$shared"; fi
sf60="$symbols/sf6.0_2024-10_sfsafesymbols-fork"
[[ -f "$sf60/name_availability.plist" ]] || { echo "lint.sh: $sf60 not found (set CATALOG_SHARED)" >&2; exit 1; }
command -v hyperfine >/dev/null || {
  echo "== installing hyperfine"
  apt-get install -y -qq hyperfine >/dev/null || { apt-get update -qq && apt-get install -y -qq hyperfine >/dev/null; }
}

echo "== building catalog (release, shared and static Swift runtime)"
(cd "$root" && swift build -c release --product catalog >/dev/null)
(cd "$root" && swift build -c release --product catalog --static-swift-stdlib --build-path .build/static >/dev/null)
catalog="$root/.build/release/catalog"
static="$root/.build/static/release/catalog"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME="$work/cache" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
unset CATALOG_NO_CACHE CATALOG_DATA_SET

echo "== generating the tree"
python3 - "$work/tree" "$sf60/name_availability.plist" <<'PY'
import os, plistlib, random, sys
root, availability = sys.argv[1], sys.argv[2]
table = plistlib.load(open(availability, "rb"))["symbols"]
# An app that builds for iOS 16.0: its names are out by then (releases 2022 and before), but
# for a few newer ones the lint should catch; it names base symbols (current or old), not the
# localized variants the system picks.
suffixes = {"ar", "he", "hi", "ja", "ko", "th", "zh", "rtl", "el", "ru", "bn", "gu", "kn", "ml", "mr", "or",
            "pa", "si", "ta", "te", "sat", "mni", "my", "km", "traditional"}
def variant(name):
    base, _, last = name.rpartition(".")
    return last in suffixes and (base in table or last == "rtl" or base.endswith(".zh"))
names = sorted(name for name, year in table.items() if float(year) <= 2022 and not variant(name))
newer = sorted(name for name, year in table.items() if float(year.split(".")[0]) > 2022)
random.seed(8)
# A real app repeats its names, mistakes included: 20 distinct misspellings (did-you-mean
# costs about a millisecond per distinct unknown name, so their number matters more than
# how often they occur).
typos = [name + "x" for name in random.sample(names, 20)]
forms = [
    'Image(systemName: "{}")', 'UIImage(systemName: "{}")', 'UIImage(systemName: "{}", withConfiguration: config)',
    'NSImage(systemSymbolName: "{}", accessibilityDescription: nil)', 'Label("Title", systemImage: "{}")',
    'Button("Go", systemImage: "{}") {{ go() }}', 'UIApplicationShortcutIcon(systemImageName: "{}")',
]
filler = [
    "        let total = items.reduce(0) {{ $0 + $1.count }} // sum {}",
    '        print("value: \\(value) {}")',
    "        guard let first = items.first else {{ return }}",
    "        /* a comment mentioning Image(systemName: \"x{}\") */",
    "        view.layer.cornerRadius = 12",
    "        if flag {{ update(index: {}) }}",
]
for f in range(2000):
    folder = os.path.join(root, "Module%02d" % (f % 20))
    os.makedirs(folder, exist_ok=True)
    lines = ["import SwiftUI", "", "struct View%d: View {" % f, "    var body: some View {"]
    while len(lines) < 97:
        if random.random() < 0.1:
            roll = random.random()
            name = random.choice(names) if roll < 0.96 else random.choice(newer) if roll < 0.97 else random.choice(typos)
            if roll > 0.99:
                lines.append('        Image(systemName: "\\(prefix).fill")')
            else:
                lines.append("        " + random.choice(forms).format(name))
        else:
            lines.append(random.choice(filler).format(len(lines)))
    lines += ["    }", "}", ""]
    open(os.path.join(folder, "View%04d.swift" % f), "w").write("\n".join(lines))
PY
find "$work/tree" -name '*.swift' | wc -l | xargs echo "files:"
cat "$work/tree"/*/*.swift | wc -l | xargs echo "lines:"
pattern='(Image|UIImage)\(systemName:|NSImage\(systemSymbolName:|systemImage:|UIApplicationShortcutIcon\(systemImageName:'
lint=(lint "$work/tree" --data-set "$sf60" --deployment-target iOS 16.0)
mkdir -p "$work/empty"
"$catalog" "${lint[@]}" --format json -o "$work/lint.json" || true   # warms the cache index; exit 1 (the tree has typos)
echo "grep lines: $(grep -rnE --include='*.swift' "$pattern" "$work/tree" | wc -l)"
python3 -c "import json,sys,collections; d=json.load(open(sys.argv[1])); print('lint findings:', len(d['findings']), dict(collections.Counter(f['rule'] for f in d['findings'])), 'unchecked:', len(d['unchecked']))" "$work/lint.json"

{
  echo "date: $(date -u '+%Y-%m-%d %H:%M UTC'), load average: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores"
  hyperfine --warmup 3 --runs "$runs" -N -i \
    -n "grep -rnE (floor)" "grep -rnE --include=*.swift '$pattern' $work/tree" \
    -n "catalog lint, text, static" "$static ${lint[*]} -o $work/lint-static.txt" \
    -n "catalog lint, text, shared" "$catalog ${lint[*]} -o $work/lint.txt" \
    -n "catalog lint, json, static" "$static ${lint[*]} --format json -o $work/lint-static.json" \
    -n "catalog lint, empty folder, static" "$static lint $work/empty --data-set $sf60 --deployment-target iOS 16.0" \
    --export-markdown "$results/lint-hyperfine.md"
} 2>&1 | tee "$results/lint.txt"
