#!/usr/bin/env bash
# Downloads Font Awesome Free snapshots from PyPI into a cache outside the repository and
# unpacks what the importer and the glyph features need (metadata, TTF webfonts, licence).
#
#   Scripts/fetch-fontawesome.sh            every fontawesomefree release + fontawesome-free 5.15.4
#   Scripts/fetch-fontawesome.sh 6.6.0      one fontawesomefree release
#
# Cache: ${CATALOG_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/catalog}/fontawesome
#   wheels/                 the downloaded wheels (reused on later runs)
#   fontawesomefree-V/      unpacked snapshot of fontawesomefree V
#   fontawesome-free-5.15.4/
# Prints the cache folder on its last line.
set -euo pipefail

cache="${CATALOG_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/catalog}/fontawesome"
mkdir -p "$cache/wheels"

# Every fontawesomefree release on PyPI (5.13.1 … 6.6.0), oldest first.
all_versions=(5.13.1 5.14.0 5.15.0 5.15.1 5.15.2 5.15.3 5.15.4 6.0.0 6.1.0 6.1.1 6.1.2 6.2.0 6.2.1 6.3.0 6.4.0 6.4.2 6.5.0 6.5.1 6.6.0)
versions=("${@:-${all_versions[@]}}")

unpack() { # package version
    local package=$1 version=$2 target="$cache/$1-$2"
    [[ -f "$target/.complete" ]] && return 0
    local wheel
    wheel=$(ls "$cache/wheels/"*"-$version-"*.whl 2>/dev/null | grep -i "/${package//-/_}-$version-" | head -1 || true)
    if [[ -z "$wheel" ]]; then
        python3 -m pip download --quiet --no-deps --only-binary=:all: "$package==$version" -d "$cache/wheels"
        wheel=$(ls "$cache/wheels/"*"-$version-"*.whl | grep -i "/${package//-/_}-$version-" | head -1)
    fi
    rm -rf "$target" && mkdir -p "$target"
    # Only metadata, TrueType webfonts, licences and the dist-info (which names the version).
    python3 - "$wheel" "$target" <<'PY'
import sys, zipfile
wheel, target = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(wheel) as archive:
    for name in archive.namelist():
        keep = ("/metadata/" in name and name.endswith((".json", ".yml"))) \
            or ("/webfonts/" in name and name.endswith(".ttf")) \
            or name.endswith("LICENSE.txt") \
            or (".dist-info/" in name and name.endswith("METADATA"))
        if keep and "/js-packages/" not in name:
            archive.extract(name, target)
PY
    touch "$target/.complete"
    echo "unpacked $package $version" >&2
}

if (($# == 0)); then
    for version in "${versions[@]}"; do unpack fontawesomefree "$version"; done
    unpack fontawesome-free 5.15.4
else
    for version in "${versions[@]}"; do unpack fontawesomefree "$version"; done
fi
echo "$cache"
