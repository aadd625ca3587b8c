#!/usr/bin/env bash
# Records what a catalog binary prints for a fixed list of command lines, so that a change
# meant to keep output identical (a refactor) can be checked: record before, record after,
# compare.
#
#   Scripts/output-snapshot.sh BINARY OUTDIR [COMMANDS]     (INPUTS=DIR to use inputs of your own)
#   diff -r before/ after/
#
# COMMANDS (default Scripts/output-snapshot.commands) holds one command line per line, the
# words after `catalog`, with $SF (../shared/sfsymbols), $IN (the inputs folder, INPUTS) and
# $OUT (a scratch folder) expanded by the shell; `#` lines are comments. Each line's stdout,
# stderr and exit status go to OUTDIR/NNN.out, .err, .status (OUTDIR/NNN.cmd repeats the
# line). The embedded data is CATALOG_DATA_DIR, else this checkout's Data/symbols. Every run has the same environment: a fresh HOME and XDG folders under OUTDIR (the
# store, registry and caches start empty and the lines run in order, so later lines see
# what earlier ones stored), no TTY, no COLUMNS; the scratch and input folders are printed as
# SCRATCH and IN.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
binary=$(realpath "$1")
outdir=$2
commands=${3:-$here/output-snapshot.commands}
export SF=${SF:-$(realpath "$here/../../shared/sfsymbols")}
data=${CATALOG_DATA_DIR:-$(realpath "$here/../Data/symbols")}
rm -rf "$outdir"; mkdir -p "$outdir"
outdir=$(realpath "$outdir")
# INPUTS, when set, is a folder with fonts/, mini/ and app/ to use as they are; else they are
# made under OUTDIR from this checkout (write_inputs below), the same for every binary.
if [[ -n ${INPUTS:-} ]]; then
    export IN=$INPUTS
else
    export IN="$outdir/.inputs"
    mkdir -p "$IN/fonts" "$IN/app/Sources/App/Base.lproj"
    cp "$here/../Tests/CatalogTestSupport/Fixtures/fonts/"* "$IN/fonts/"
    cp -r "$here/../Tests/CatalogTestSupport/Fixtures/mini" "$IN/mini"
    # Font Awesome Free 6.6.0's fonts (Scripts/fetch-fontawesome.sh: from its cache, else PyPI).
    if fontawesome=$("$here/fetch-fontawesome.sh" 6.6.0 2>/dev/null | tail -1) && [[ -d $fontawesome ]]; then
        find "$fontawesome" -name 'fa-*.ttf' -exec cp {} "$IN/fonts/" \;
    fi
    cat > "$IN/app/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
import PackageDescription
let package = Package(name: "App", platforms: [.iOS(.v16), .macOS(.v10_15), .tvOS(.v15), .watchOS("9.1")], targets: [.target(name: "App")])
SWIFT
    cat > "$IN/app/Sources/App/View.swift" <<'SWIFT'
import SwiftUI

let a = Image(systemName: "hart")
let b = Label("A", systemImage: "a")
let c = Image(systemName: "apple.logo")
let d = Image(systemName: name)
let e = Image(systemName: "heart.fill")
let f = Image(systemName: "swirl.circle.righthalf.filled")
let g = Image(systemName: "nope")
let h = UIImage(systemName: "car.side")
let i = Image(systemName: "doc.on.doc")
SWIFT
    printf '%s\n' '<document><imageView image="a" catalog="system"/><imageView image="star.fill" catalog="system"/></document>' \
        > "$IN/app/Sources/App/Base.lproj/Main.storyboard"
fi
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
    sed -i -e "s#$scratch#SCRATCH#g" -e "s#$IN#IN#g" "$outdir/$name.out" "$outdir/$name.err"
done < "$commands"
# Files the lines wrote under $OUT are part of the record.
(cd "$OUT" && find . -type f | sort | while read -r file; do
    printf '== %s\n' "$file"; cat "$file"; done) > "$outdir/written-files.txt"
rm -rf "$scratch"
echo "$number command lines recorded in $outdir"
