#!/usr/bin/env bash
# Fails when a public declaration of a library has no `///` comment, or when public API
# exposes a C type (FreeType's, Glibc's): the conventions' "`///` on public API" and the
# products' "own types only", kept so by a check instead of by review.
#
#   Scripts/check-api-docs.sh [MODULE...]                 builds, then checks (make check, CI)
#   Scripts/check-api-docs.sh --built FOLDER [MODULE...]  checks what FOLDER already holds
#
# MODULE defaults to the targets of every library product. The public symbols come from
# the symbol graph, including the members libraries add to other modules' types (`String`,
# `UInt8`): by default from `swift package dump-symbol-graph`, which builds first; with
# --built, from the modules a build put in FOLDER (`.build/debug`, or the folder of a test
# bundle), read by `swift symbolgraph-extract` the way SwiftPM calls it, without taking
# SwiftPM's build lock (which `swift test` holds while the suite runs this).
#
# Prints one line per offender, `FILE:LINE: KIND NAME has no /// comment` (or `... exposes
# the C type T`), and exits 1; exits 0 with a one-line summary on stderr when all is well;
# 2 when the symbol graph cannot be made. Declarations without a source location (members
# synthesised for a conformance, a protocol's default implementations) have nothing to
# document and are skipped; a comment inherited from a protocol (`description`, `==`) does
# not count as one.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swift="${SWIFT:-swift}"
built=
if [[ ${1:-} == --built ]]; then
    built=$(cd "${2:?--built needs a build folder}" && pwd -P)
    shift 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if (($# > 0)); then
    modules=("$@")
else
    # A scratch path of its own: `describe` builds nothing but would wait for the lock.
    mapfile -t modules < <("$swift" package --scratch-path "$work/describe" describe --type json | python3 -c '
import json, sys
for product in json.load(sys.stdin)["products"]:
    if "library" in product["type"]:
        print("\n".join(product["targets"]))')
fi

if [[ -n $built ]]; then
    graphs=$work/graphs
    mkdir -p "$graphs"
    triple=$("$swift" -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
    flags=(-target "$triple" -module-cache-path "$built/ModuleCache" -I "$built/Modules"
           -minimum-access-level public -output-dir "$graphs")
    # The system-library targets: their module maps, and the headers their pkg-config names.
    for map in Sources/*/module.modulemap; do flags+=(-Xcc "-fmodule-map-file=$root/$map"); done
    for package in $(sed -n 's/.*pkgConfig: *"\([^"]*\)".*/\1/p' Package.swift); do
        # shellcheck disable=SC2207
        flags+=($(pkg-config --cflags-only-I "$package"))
    done
    for module in "${modules[@]}"; do
        "$swift" symbolgraph-extract -module-name "$module" "${flags[@]}" >"$work/log" 2>&1 || {
            cat "$work/log" >&2
            echo "check-api-docs: no symbol graph for '$module' from $built" >&2
            exit 2
        }
    done
else
    # SwiftPM exits 1 when it cannot load the test modules (built only by `swift build
    # --build-tests`), which are not checked; a module that is checked must have its graph,
    # written by this run (graphs of earlier runs stay in the folder).
    touch "$work/start"
    status=0
    "$swift" package dump-symbol-graph --minimum-access-level public >"$work/log" 2>&1 || status=$?
    graphs=$(sed -n 's/^Files written to //p' "$work/log" | tail -1)
    for module in "${modules[@]}"; do
        if [[ ! "$graphs/$module.symbols.json" -nt "$work/start" ]]; then
            cat "$work/log" >&2
            echo "check-api-docs: swift package dump-symbol-graph (status $status) wrote no graph for '$module'" >&2
            exit 2
        fi
    done
fi

python3 - "$root" "$graphs" "$work/start" "${modules[@]}" <<'PY'
import glob, json, os, sys
from urllib.parse import unquote, urlparse

root, graphs, start, modules = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
written_after = os.path.getmtime(start) if os.path.exists(start) else 0
offenders, checked = [], 0

def source_path(uri):
    path = unquote(urlparse(uri).path)
    return os.path.relpath(path, root) if path.startswith(root + "/") else path

for module in modules:
    files = [path for pattern in (f"{module}.symbols.json", f"{module}@*.symbols.json")
             for path in glob.glob(os.path.join(graphs, pattern)) if os.path.getmtime(path) >= written_after]
    for path in files:
        for symbol in json.load(open(path))["symbols"]:
            location = symbol.get("location")
            if location is None:
                continue
            checked += 1
            where = f"{source_path(location['uri'])}:{location['position']['line'] + 1}"
            kind = symbol["kind"]["identifier"].removeprefix("swift.")
            name = ".".join(symbol["pathComponents"])
            doc = symbol.get("docComment") or {}
            own = doc.get("module", module) == module and "uri" in doc
            if not (own and any(line["text"].strip() for line in doc.get("lines", []))):
                offenders.append((where, f"{kind} {name} has no /// comment"))
            for fragment in symbol.get("declarationFragments", []):
                if fragment["kind"] == "typeIdentifier" and fragment.get("preciseIdentifier", "").startswith("c:"):
                    offenders.append((where, f"{kind} {name} exposes the C type {fragment['spelling']}"))

def order(offender):
    file, _, line = offender[0].rpartition(":")
    return (file, int(line), offender[1])

for where, problem in sorted(set(offenders), key=order):
    print(f"{where}: {problem}")
if offenders:
    sys.exit(1)
print(f"check-api-docs: {checked} public declarations of {', '.join(modules)}: all documented, no C types",
      file=sys.stderr)
PY
