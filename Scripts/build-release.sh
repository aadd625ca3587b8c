#!/usr/bin/env bash
# The release build `make` and `Scripts/install.sh` make: Swift runtime linked in
# (--static-swift-stdlib), and FreeType and fontconfig (with libpng, zlib, brotli and expat,
# which they use) linked in from their static archives when the system has them (Debian's
# libfreetype-dev and libfontconfig-dev do): a process then loads no font library at start-up,
# which is a third of what `catalog metrics FONT` costs (Benchmarks/README.md, "Scale"). The
# archives are given to SwiftPM through a pkg-config file of our own for freetype2 whose -L
# folder holds only them, so that -lfreetype and -lfontconfig find the archives first.
#
#   Scripts/build-release.sh [swift build options]      e.g. --build-path DIR
# Prints the binary's path last.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
libdir="$(pkg-config --variable=libdir freetype2 2>/dev/null || echo /usr/lib/x86_64-linux-gnu)"
archives=(fontconfig freetype expat png16 z brotlidec brotlicommon)
static="$root/.build/static-libraries"

missing=()
for name in "${archives[@]}"; do [[ -f "$libdir/lib$name.a" ]] || missing+=("lib$name.a"); done
if ((${#missing[@]} == 0)); then
    mkdir -p "$static/pkgconfig"
    for name in "${archives[@]}"; do ln -sf "$libdir/lib$name.a" "$static/lib$name.a"; done
    cflags="$(pkg-config --cflags freetype2 fontconfig)"
    cat > "$static/pkgconfig/freetype2.pc" <<PC
Name: FreeType 2 and fontconfig, static
Description: the archives of $libdir, for catalog's release build
Version: $(pkg-config --modversion freetype2)
Libs: -L$static -lfontconfig -lfreetype -lexpat -lpng16 -lz -lbrotlidec -lbrotlicommon -lm
Cflags: $cflags
PC
    export PKG_CONFIG_PATH="$static/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
else
    echo "build-release.sh: ${missing[*]} not in $libdir: FreeType and fontconfig stay shared libraries" >&2
fi

cd "$root"
"$swift" build -c release --static-swift-stdlib --product catalog "$@" >&2
echo "$("$swift" build -c release --static-swift-stdlib --product catalog "$@" --show-bin-path)/catalog"
