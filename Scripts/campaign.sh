#!/usr/bin/env bash
# The long campaigns. `swift test` runs a small seeded sample of each (the first of the same
# seeded cases, or a seeded choice of the same files); this runs them at CI's counts, or N
# times them, through `swift test --filter` with CATALOG_CAMPAIGN_SCALE set
# (Tests/CatalogTestSupport/Campaign.swift). .ci/run runs it after `swift test`.
#
#   Scripts/campaign.sh [--scale N] [--store-kills N] [CAMPAIGN…]
#
#   --scale N          N times CI's counts (default 1: CI's; or CATALOG_CAMPAIGN_SCALE)
#   --store-kills N    writers of the store kill loop (default 200 × N; or CATALOG_STORE_KILLS)
#   CAMPAIGN           any of the names below (default: all)
#
# campaign       what                                                   CI (scale 1)        swift test
# faults         every reader, the loader, store and cache index, the   64 truncations +    8 + 24
#                fonts, on damaged copies (FaultInjectionTests,         1,000 flips a file
#                FontFaultInjectionTests)
# faults-binary  the built binary on damaged and changing files         8 + 16 a file,      2 + 2,
#                (FaultInjectionCLITests)                               8 rounds changing   2 rounds
# cache          cache index round trip equals a fresh load             every data set (19  3 of them
#                (DataSetCacheRealDataTests)                            with ../shared)
# fuzzy          typo look-ups equal a scan of every word               2,000 words         200
#                (FuzzyIndexTests)
# store          8 processes adding names; writers SIGKILLed at random  50 names each;      10; 30
#                moments (StoreConcurrencyTests)                        200 writers
# type1          URW base 35 Type 1 fonts against fontTools' t1Lib      every font (70)     6 of them
#                (Type1MetricsReferenceTests)
# fontbakery     fontbakery's verdicts on the SFNT fonts fc-list gives  every font          6 of them
#                (CheckFontbakeryTests)
# icons          icon-set glyphs against fontTools on their SVGs        every icon          20 a font
#                (IconFontGeometryTests)
# release-notes  the site's release notes equal catalog diff for        every pair: 17 of   4 a set + the first
#                consecutive releases (SiteReleaseNotesTests)           SF 6, 57 of FA 6    renaming and adding
# browser-layout trim on Lato and FreeSans in headless Chromium         2 fonts × 5         4 of the 10
#                (TypoMetricsLayoutTests; the fixture runs all 5)       layouts
# templates      Lucide's glyphs written as templates and read back;    every glyph         200 glyphs;
#                its SVGs stroked against skia (TemplateRoundTripTests, (1,800+); 8 icons   3 icons
#                StrokeReferenceTests)
# site           the page in headless Chromium: its ranking against     76 queries a set;   21 (5 typos);
#                catalog search (SiteBrowserTests), each set's copy     8 symbols           3 + 1 with a
#                buttons (SiteCopiesBrowserTests)                                           style chosen
# reproduce      the embedded data byte for byte a fresh import         2 + 4 sets          1 + 1
#                (EmbeddedDataReproductionTests, IconSetReproductionTests)
#
# At CI's counts it takes 8–9 minutes on 2 busy cores (docs/testing.md: the first eight 390 s,
# the last five 155 s), the longest part fontbakery. `--scale 5` runs the store kill loop with 1,000 writers (docs/reliability.md),
# as does `--store-kills 1000 store`. Prints each campaign's counts (`fault-injection:` and
# `store-kill-loop:` lines), any failure and Swift Testing's last line; the whole log is
# .build/campaign.log. Exits with `swift test`'s status.
set -euo pipefail
cd "$(dirname "$0")/.."

declare -A suites=(
    [faults]='FaultInjectionTests' [faults-binary]='FaultInjectionCLITests' [cache]='DataSetCacheRealDataTests'
    [fuzzy]='FuzzyIndexTests' [store]='StoreConcurrencyTests' [type1]='Type1MetricsReferenceTests'
    [fontbakery]='CheckFontbakeryTests' [icons]='IconFontGeometryTests' [release-notes]='SiteReleaseNotesTests'
    [browser-layout]='TypoMetricsLayoutTests' [templates]='TemplateRoundTripTests|StrokeReferenceTests'
    [site]='SiteBrowserTests|SiteCopiesBrowserTests' [reproduce]='EmbeddedDataReproductionTests|IconSetReproductionTests'
)
order=(faults faults-binary cache fuzzy store type1 fontbakery icons release-notes browser-layout templates site reproduce)

scale=${CATALOG_CAMPAIGN_SCALE:-1}
kills=${CATALOG_STORE_KILLS:-}
chosen=()
while (($#)); do
    case $1 in
        --scale) scale=${2:?--scale takes a number}; shift 2 ;;
        --store-kills) kills=${2:?--store-kills takes a number}; shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) [[ -n ${suites[$1]:-} ]] || { echo "campaign: unknown campaign '$1' (${order[*]})" >&2; exit 2; }
           chosen+=("$1"); shift ;;
    esac
done
[[ $scale =~ ^[1-9][0-9]*$ ]] || { echo "campaign: --scale takes a whole number from 1, not '$scale'" >&2; exit 2; }
[[ -z $kills || $kills =~ ^[1-9][0-9]*$ ]] || { echo "campaign: --store-kills takes a whole number from 1, not '$kills'" >&2; exit 2; }
((${#chosen[@]})) || chosen=("${order[@]}")

filter=$(for name in "${chosen[@]}"; do echo "${suites[$name]}"; done | paste -sd '|')
echo "campaign: ${chosen[*]} at scale $scale${kills:+, $kills store writers}"
export CATALOG_CAMPAIGN_SCALE=$scale
[[ -z $kills ]] || export CATALOG_STORE_KILLS=$kills
log=.build/campaign.log
mkdir -p .build
started=$SECONDS
set +e
swift test --filter "$filter" > "$log" 2>&1
status=$?
set -e
grep -E '^(fault-injection|store-kill-loop)' "$log" | sort || true
grep -E '✘|error:|Fatal error' "$log" | head -40 || true
grep -E 'Test run with' "$log" || tail -20 "$log"
echo "campaign: $((SECONDS - started)) s, exit $status"
exit "$status"
