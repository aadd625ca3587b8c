#!/usr/bin/env bash
# The release build `make` and `Scripts/install.sh` make: Swift runtime linked in
# (--static-swift-stdlib), glibc too (a static PIE, below), and FreeType and fontconfig (with libpng, zlib, brotli and expat,
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

# With the toolchain's lld, relative relocations packed (DT_RELR, glibc 2.36+): the binary
# stays position-independent, and the loader reads 9 KB of them instead of a 1 MB table of
# 43,000 (0.15 ms of a one-font `metrics` run; Benchmarks/README.md, "Scale").
#
# And, where glibc's static archives are installed (libc6-dev: libc.a and rcrt1.o), a static
# position-independent executable (clang's -static-pie): glibc, libstdc++ and libgcc linked
# in too, so the kernel maps one file and no dynamic loader runs (one font's `metrics` 2.67 →
# 1.63 ms of CPU, 4.6 → 2.5 M instructions; Benchmarks/README.md, "Start-up"). It keeps
# address-space randomisation (a static non-PIE binary was 0.14 ms faster still, without it).
# What it costs: NSS modules cannot be loaded (glibc's own files and dns lookups still work;
# catalog looks up no user or host: HOME and XDG_* are read from the environment), nor any
# shared library; the binary is 0.9 MB larger. SwiftPM's $ORIGIN rpath is left out
# (--disable-local-rpath): glibc's static-pie start-up faults on a DT_RUNPATH. STATIC=0 links
# glibc dynamically, as before.
link=()
toolchain="$(dirname "$(command -v "$swift")")"
if [[ -x "$toolchain/ld.lld" ]] && ldd --version 2>&1 | awk 'NR == 1 { split($NF, v, "."); exit !(v[1] > 2 || (v[1] == 2 && v[2] >= 36)) }'; then
    link=(-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
    glibc="$(dirname "$(gcc -print-file-name=rcrt1.o 2>/dev/null || echo /usr/lib/x86_64-linux-gnu/rcrt1.o)")"
    if [[ "${STATIC:-1}" != 0 && -f "$glibc/rcrt1.o" && -f "$glibc/libc.a" ]]; then
        link+=(--disable-local-rpath -Xswiftc -Xclang-linker -Xswiftc -static-pie)
    fi
fi

# Concrete generic types' metadata got by calling their accessors, not by demangling their
# names at run time: demangling checks each generic requirement (`String: Hashable` for a
# `[String: String]`) by scanning all 4,000 conformance records, about 165,000 instructions
# each new one. One font's `metrics` 1.90 -> 1.23 M instructions, `--version` 2.08 -> 1.74 M,
# `type-ramp` 45.1 -> 42.1 M; the binary 0.2 MB larger. A frontend option (the Swift test
# suite's IRGen/access_type_metadata_by_mangled_name.swift covers it).
metadata=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)

cd "$root"
"$swift" build -c release --static-swift-stdlib --product catalog "${link[@]}" "${metadata[@]}" "$@" >&2
echo "$("$swift" build -c release --static-swift-stdlib --product catalog "${link[@]}" "${metadata[@]}" "$@" --show-bin-path)/catalog"
