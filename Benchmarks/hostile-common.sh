# Sourced by the hostile-data benchmarks (hostile-search.sh, lint-hostile.sh) once `root` is
# set: checks for GNU time and sets `catalog` (CATALOG, else a release build of the package)
# and `baseline` (BASELINE, an older binary to compare with, or empty).
[[ -x /usr/bin/time ]] || { echo "$(basename "$0"): needs GNU time (apt-get install time)" >&2; exit 1; }
catalog="${CATALOG:-}"
if [[ -z "$catalog" ]]; then
    (cd "$root" && swift build -c release --product catalog >/dev/null)
    catalog="$root/.build/release/catalog"
fi
baseline="${BASELINE:-}"
