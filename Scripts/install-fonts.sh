#!/usr/bin/env bash
# Installs the font files that draw an embedded data set's symbols, for `catalog glyph` /
# `catalog glyphs` and the real-font tests.
#
#   Scripts/install-fonts.sh                  the fonts of Data/symbols/fontawesome-6 (6.6.0)
#   Scripts/install-fonts.sh fontawesome-5.15.4
#   Scripts/install-fonts.sh lucide           an icon set: fontawesome-7, mdi, phosphor, lucide
#
# `make install` installs it as PREFIX/share/catalog/install-fonts.sh, beside the embedded
# data it reads there (PREFIX/share/catalog/symbols); CATALOG_DATA_DIR overrides the folder.
#
# The version comes from the data set's version.plist and the file names from its
# style_fonts.plist; the files come from the PyPI wheel fontawesomefree of that version,
# downloaded and unpacked by Scripts/fetch-fontawesome.sh into its cache. They are
# copied to ${XDG_DATA_HOME:-~/.local/share}/fonts/catalog/fontawesome-VERSION/ (one folder
# per version: 5.x and 6.x use the same file names) and fontconfig's cache is refreshed.
#
# An icon set (a data set with glyph_sources.plist) has no upstream font: its fonts are built
# from the package's SVGs by Scripts/build-icon-fonts.py into the cache
# (…/catalog/icon-fonts/SET-VERSION, VERSION: the package's), unless they are there already
# (after Scripts/fetch-icon-sets.sh, when the package is not cached), and copied to
# …/fonts/catalog/SET-VERSION/. Building needs python3 with fontTools, picosvg and skia-pathops.
# Prints the folder on its last line.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

# The embedded data: CATALOG_DATA_DIR, else beside an installed copy, else the source tree's.
if [[ -n "${CATALOG_DATA_DIR:-}" ]]; then
    symbols="$CATALOG_DATA_DIR"
elif [[ -d "$here/symbols" ]]; then
    symbols="$here/symbols"
else
    symbols="$here/../Data/symbols"
fi
data_set=${1:-fontawesome-6}
folder="$symbols/$data_set"
[[ -f "$folder/style_fonts.plist" ]] || { echo "install-fonts: $folder/style_fonts.plist not found" >&2; exit 1; }

# The version and the font file names, read with plistlib.
read -r version files < <(python3 - "$folder" <<'PY'
import plistlib, sys
folder = sys.argv[1]
with open(f"{folder}/version.plist", "rb") as f:
    version = plistlib.load(f)["CFBundleShortVersionString"]
with open(f"{folder}/style_fonts.plist", "rb") as f:
    files = sorted({entry["file"] for entry in plistlib.load(f).values()})
print(version, " ".join(files))
PY
)

fonts="${XDG_DATA_HOME:-$HOME/.local/share}/fonts/catalog"
if [[ -f "$folder/glyph_sources.plist" ]]; then
    # An icon set: fonts built from the package's SVGs, cached per package version.
    version=$(python3 -c 'import plistlib, sys; print(plistlib.load(open(sys.argv[1], "rb"))["version"])' "$folder/glyph_sources.plist")
    source="${CATALOG_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/catalog}/icon-fonts/$data_set-$version"
    for file in $files; do
        if [[ ! -f "$source/$file" ]]; then
            "$here/fetch-icon-sets.sh" >/dev/null
            "$here/build-icon-fonts.py" "$data_set" >/dev/null
            break
        fi
    done
    target="$fonts/$data_set-$version"
else
    package=fontawesomefree  # every release from 5.13.1 on
    cache=$("$here/fetch-fontawesome.sh" "$version" | tail -1)
    source="$cache/$package-$version"
    target="$fonts/fontawesome-$version"
fi
mkdir -p "$target"
for file in $files; do
    found=$(find "$source" -name "$file" \( -path "*webfonts*" -o -path "*icon-fonts*" \) | head -1)
    [[ -n "$found" ]] || { echo "install-fonts: $file is not in $source" >&2; exit 1; }
    install -m 0644 "$found" "$target/$file"
    echo "installed $target/$file" >&2
done
if command -v fc-cache >/dev/null; then
    fc-cache -f "$target"
else
    echo "install-fonts: fc-cache not found; install fontconfig so catalog can find the fonts" >&2
fi
echo "$target"
