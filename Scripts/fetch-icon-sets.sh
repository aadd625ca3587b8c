#!/usr/bin/env bash
# Downloads the icon-set packages from PyPI into a cache outside the repository, installs each
# version into a folder of its own, and writes one neutral export per package version with
# Scripts/export-icon-sets.py (read through the package's own Python API).
#
#   Scripts/fetch-icon-sets.sh                  every package below
#   Scripts/fetch-icon-sets.sh SET [VERSION]    one set's packages (fa6, fa7, mdi, phosphor, lucide),
#                                               or the one version of it (what install-fonts.sh needs)
#
# Cache: ${CATALOG_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/catalog}/icon-sets
#   wheels/                the downloaded wheels (reused on later runs)
#   packages/NAME-V/       the wheel installed with pip install --target (PYTHONPATH for the export)
#   exports/SET-V.json     one export per package version (V: the package's version); an export
#                          of an older schema than export-icon-sets.py writes is written again
# Prints the exports folder on its last line. Needs python3 (3.11: the material-design-icons-pack
# wheel is built for CPython 3.11) with pip.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cache="${CATALOG_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/catalog}/icon-sets"
mkdir -p "$cache/wheels" "$cache/packages" "$cache/exports"

# The pinned packages: every fontawesome-free-pack 7.x PyPI serves; before them every
# fontawesomefree release that ships real metadata (5.15.4, 6.1.0 … 6.6.0: the snapshots that
# date the fontawesome-6 data set, so that Font Awesome 7 dates its older names the same way);
# and the one version of each other set that the data was built from.
fa6_versions=(5.15.4 6.1.0 6.1.1 6.1.2 6.2.0 6.2.1 6.3.0 6.4.0 6.4.2 6.5.0 6.5.1 6.6.0)
packages=()
for version in "${fa6_versions[@]}"; do packages+=("fa6 fontawesomefree $version"); done
packages+=(
    "fa7 fontawesome-free-pack 7.0.0" "fa7 fontawesome-free-pack 7.0.1" "fa7 fontawesome-free-pack 7.1.0"
    "fa7 fontawesome-free-pack 7.2.0" "fa7 fontawesome-free-pack 7.3.0" "fa7 fontawesome-free-pack 7.3.1"
    "mdi material-design-icons-pack 7.4.47"
    "phosphor py-phosphor-icons 0.1.1"
    "lucide python-lucide 0.5.11"
)

schema=$(sed -n 's/^SCHEMA_VERSION = \([0-9]*\)$/\1/p' "$here/export-icon-sets.py")
only_set=${1:-}
only_version=${2:-}
matched=0
for line in "${packages[@]}"; do
    read -r set package version <<<"$line"
    [[ -z "$only_set" || "$set" == "$only_set" ]] || continue
    [[ -z "$only_version" || "$version" == "$only_version" ]] || continue
    matched=$((matched + 1))
    target="$cache/packages/$package-$version"
    if [[ ! -f "$target/.complete" ]]; then
        wheel=$(ls "$cache/wheels/${package//-/_}-$version-"*.whl 2>/dev/null | head -1 || true)
        if [[ -z "$wheel" ]]; then
            python3 -m pip download --quiet --no-deps --only-binary=:all: "$package==$version" -d "$cache/wheels"
            wheel=$(ls "$cache/wheels/${package//-/_}-$version-"*.whl | head -1)
        fi
        rm -rf "$target"
        python3 -m pip install --quiet --no-deps --disable-pip-version-check --root-user-action=ignore --target "$target" "$wheel"
        touch "$target/.complete"
    fi
    export_file="$cache/exports/$set-$version.json"
    if [[ ! -f "$export_file" ]] || ! grep -q "^ \"schemaVersion\": $schema,\$" "$export_file"; then
        # PYTHONPATH comes before site-packages: this version, not one installed elsewhere.
        PYTHONNOUSERSITE=1 PYTHONPATH="$target" python3 "$here/export-icon-sets.py" "$set" --output "$export_file"
        echo "exported $package $version" >&2
    fi
done
if [[ $matched -eq 0 ]]; then
    echo "fetch-icon-sets: no package of set '$only_set'${only_version:+ version $only_version}" >&2
    exit 1
fi
echo "$cache/exports"
