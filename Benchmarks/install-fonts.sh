#!/usr/bin/env bash
# What Scripts/install-fonts.sh costs on a fresh machine, set by set (issue 46: "fetching every
# set and building their fonts took 11.5 minutes and 1.2 GB of cache"): each set installed
# alone into a cache and a fonts folder of its own (empty at the start), timed end to end
# (download from PyPI, unpack or export, build, install, fc-cache), then the cache and the
# installed fonts measured with du. Needs the network (PyPI) and, for the icon sets, python3
# with fontTools, picosvg and skia-pathops (install-fonts.sh says so when they are missing).
# Results go to Benchmarks/results/install-fonts.tsv (git-ignored) and are printed:
#
#   set  seconds  cache-bytes  fonts-bytes  jobs
#
#   bash Benchmarks/install-fonts.sh                          # every set
#   bash Benchmarks/install-fonts.sh mdi lucide               # some
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
mkdir -p "$here/results"
out="$here/results/install-fonts.tsv"
sets=("${@:-fontawesome-6 fontawesome-5.15.4 fontawesome-7 mdi phosphor lucide}")
read -r -a sets <<<"${sets[*]}"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
printf 'set\tseconds\tcache-bytes\tfonts-bytes\tjobs\n' | tee "$out"
for set in "${sets[@]}"; do
    cache="$scratch/$set/cache" data="$scratch/$set/data"
    mkdir -p "$cache" "$data"
    start=$(date +%s.%N)
    CATALOG_CACHE="$cache" XDG_DATA_HOME="$data" XDG_CACHE_HOME="$scratch/$set/xdg-cache" "$root/Scripts/install-fonts.sh" "$set" >/dev/null 2>"$scratch/$set.log" \
        || { echo "$set: install-fonts.sh failed:" >&2; cat "$scratch/$set.log" >&2; exit 1; }
    end=$(date +%s.%N)
    printf '%s\t%.1f\t%s\t%s\t%s\n' "$set" "$(echo "$end - $start" | bc)" "$(du -sb "$cache" | cut -f1)" \
        "$(du -sb "$data/fonts" | cut -f1)" "$(nproc)" | tee -a "$out"
done
