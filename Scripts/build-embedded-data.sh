#!/usr/bin/env bash
# Rebuilds the embedded data sets in Data/symbols from Font Awesome Free snapshots and the
# icon-set packages on PyPI.
#
#   Scripts/build-embedded-data.sh [OUTPUT_DIR]     (default: Data/symbols)
#
# Downloads (once, cached outside the repository) and unpacks the snapshots with
# Scripts/fetch-fontawesome.sh, then runs `catalog import fontawesome` twice:
#   fontawesome-6        every fontawesomefree release that ships metadata (5.13.1 … 6.6.0;
#                        6.0.0 ships webfonts only, so the importer refuses it)
#   fontawesome-5.15.4   fontawesome-free 5.15.4 alone, as it stood then
# Then Scripts/fetch-icon-sets.sh exports every icon-set package through its Python API
# (cached the same way) and `catalog import fa7|mdi|phosphor|lucide` writes
#   fontawesome-7  fontawesomefree 5.15.4, 6.1.0 … 6.6.0, then fontawesome-free-pack 7.0.0 … 7.3.1
#   mdi, phosphor, lucide   material-design-icons-pack 7.4.47, py-phosphor-icons 0.1.1, python-lucide 0.5.11
# The output is deterministic: running this again on the same snapshots changes nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-Data/symbols}"

cache=$(Scripts/fetch-fontawesome.sh | tail -1)
versions=(5.13.1 5.14.0 5.15.0 5.15.1 5.15.2 5.15.3 5.15.4 6.1.0 6.1.1 6.1.2 6.2.0 6.2.1 6.3.0 6.4.0 6.4.2 6.5.0 6.5.1 6.6.0)
snapshots=()
for version in "${versions[@]}"; do snapshots+=("$cache/fontawesomefree-$version"); done

swift build --product catalog
catalog=$(swift build --show-bin-path)/catalog
"$catalog" import fontawesome "${snapshots[@]}" --output "$output/fontawesome-6"
"$catalog" import fontawesome "$cache/fontawesome-free-5.15.4" --output "$output/fontawesome-5.15.4"

exports=$(Scripts/fetch-icon-sets.sh | tail -1)
fa_exports=()
for version in 5.15.4 6.1.0 6.1.1 6.1.2 6.2.0 6.2.1 6.3.0 6.4.0 6.4.2 6.5.0 6.5.1 6.6.0; do fa_exports+=("$exports/fa6-$version.json"); done
for version in 7.0.0 7.0.1 7.1.0 7.2.0 7.3.0 7.3.1; do fa_exports+=("$exports/fa7-$version.json"); done
"$catalog" import fa7 "${fa_exports[@]}" --output "$output/fontawesome-7"
"$catalog" import mdi "$exports/mdi-7.4.47.json" --output "$output/mdi"
"$catalog" import phosphor "$exports/phosphor-0.1.1.json" --output "$output/phosphor"
"$catalog" import lucide "$exports/lucide-0.5.11.json" --output "$output/lucide"
