#!/usr/bin/env bash
# Records what a catalog binary prints for a fixed list of command lines, so that a change
# meant to keep output identical (a refactor) can be checked: record before, record after,
# compare.
#
#   Scripts/output-snapshot.sh BINARY OUTDIR [COMMANDS]
#   diff -r before/ after/
#
# COMMANDS (default Scripts/output-snapshot.commands) holds one command line per line, the
# words after `catalog`, with $SF (../shared/sfsymbols), $IN (the inputs folder, INPUTS) and
# $OUT (a scratch folder) expanded by the shell; `#` lines are comments. Each line's stdout,
# stderr and exit status go to OUTDIR/NNN.out, .err, .status (OUTDIR/NNN.cmd repeats the
# line). The embedded data is CATALOG_DATA_DIR, else this checkout's Data/symbols. Every run has the same environment: a fresh HOME and XDG folders under OUTDIR (the
# store, registry and caches start empty and the lines run in order, so later lines see
# what earlier ones stored), no TTY, no COLUMNS; paths inside OUTDIR are printed as OUTDIR.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
binary=$(realpath "$1")
outdir=$2
commands=${3:-$here/output-snapshot.commands}
export SF=${SF:-$(realpath "$here/../../shared/sfsymbols")}
data=${CATALOG_DATA_DIR:-$(realpath "$here/../Data/symbols")}
export IN=${INPUTS:?INPUTS: a folder with fonts/, mini/ and app/ (see Scripts/output-snapshot.commands)}
rm -rf "$outdir"; mkdir -p "$outdir"
outdir=$(realpath "$outdir")
scratch="$outdir/.scratch"
mkdir -p "$scratch/home" "$scratch/out"
export OUT="$scratch/out"
number=0
while IFS= read -r line; do
    [[ -z "$line" || "$line" == \#* ]] && continue
    number=$((number + 1))
    name=$(printf '%03d' "$number")
    printf '%s\n' "$line" > "$outdir/$name.cmd"
    status=0
    (cd "$IN" && env -i PATH="$PATH" HOME="$scratch/home" LANG=C.UTF-8 \
        XDG_DATA_HOME="$scratch/home/data" XDG_CONFIG_HOME="$scratch/home/config" \
        XDG_CACHE_HOME="$scratch/home/cache" CATALOG_DATA_DIR="$data" SF="$SF" IN="$IN" OUT="$OUT" \
        bash -c "exec \"$binary\" $line" < /dev/null > "$outdir/$name.out" 2> "$outdir/$name.err") || status=$?
    echo "$status" > "$outdir/$name.status"
    sed -i "s#$scratch#SCRATCH#g" "$outdir/$name.out" "$outdir/$name.err"
done < "$commands"
# Files the lines wrote under $OUT are part of the record.
(cd "$OUT" && find . -type f | sort | while read -r file; do
    printf '== %s\n' "$file"; cat "$file"; done) > "$outdir/written-files.txt"
rm -rf "$scratch"
echo "$number command lines recorded in $outdir"
