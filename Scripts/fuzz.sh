#!/usr/bin/env bash
# libFuzzer targets of Fuzz/Targets, built with swiftc outside `swift build`.
#
#   Scripts/fuzz.sh TARGET SECONDS       fuzz TARGET for SECONDS (builds first when stale)
#   Scripts/fuzz.sh build [TARGET…]      build targets (default: all) into .build/fuzz/bin
#   Scripts/fuzz.sh seeds                write the seed corpora into .build/fuzz/seeds
#   Scripts/fuzz.sh replay [TARGET…]     run every seed and regression input once (CI)
#   Scripts/fuzz.sh targets              list the targets
#
# Targets: plist loader store yaml args font limits output project layout (see Fuzz/README.md). Each links
# instrumented copies of the library modules it needs (-sanitize=fuzzer,address, -enable-testing
# so a target reaches internal API with @testable import). FUZZ_OPT (default -O) sets the
# optimisation level; FUZZ_NO_BUILD=1 runs the programs as built (the campaign builds once);
# FUZZ_WORK (default .build/fuzz) is where everything below is kept.
# The corpus a run grows is kept in .build/fuzz/corpus/TARGET; crashes,
# OOMs and slow units land in .build/fuzz/artifacts/TARGET. Regression inputs (fixed
# findings) live in the test targets' Fixtures/fuzz/TARGET and are replayed by `swift test`.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=${FUZZ_WORK:-$root/.build/fuzz}
opt=${FUZZ_OPT:--O}
# Builds at another optimisation level are kept apart (bin-Onone, …).
suffix=$([[ $opt == -O ]] || echo "$opt")
modules=$work/modules$suffix
bin=$work/bin$suffix
targets=(plist loader store yaml args font limits output project layout)
libfuzzer_options=(-malloc_limit_mb=512 -rss_limit_mb=2048 -detect_leaks=0 -max_len=65536 -timeout=10)

# Which modules each target links, in dependency order.
modules_of() {
    case $1 in
        plist|yaml) echo CatalogSystem CatalogFormats ;;
        loader|store) echo CatalogSystem CatalogFormats SymbolCatalog ;;
        font) echo CatalogSystem CatalogFormats TypeScale ;;
        limits) echo CatalogSystem CatalogFormats SymbolCatalog TypeScale ;;
        project) echo CatalogSystem CatalogFormats SymbolCatalog TypeScale SymbolTemplates SymbolLint ;;
        output) echo CatalogSystem CatalogFormats SymbolCatalog TypeScale SymbolTemplates SymbolLint ;;
        layout) echo CatalogSystem CatalogFormats AdaptiveLayout ;;
        args) echo CatalogSystem CatalogFormats SymbolCatalog TypeScale SymbolTemplates SymbolLint SymbolImport SymbolGlyphs AdaptiveLayout CatalogSite catalog_cli ;;
        *) echo "fuzz: unknown target '$1' (targets: ${targets[*]})" >&2; exit 64 ;;
    esac
}

# Where a target's regression inputs live (the test target of the library concerned; for
# `font`, the fonts of Scripts/make-hostile-fonts.py, which the tests share).
regressions_of() {
    case $1 in
        font) echo "$root/Tests/CatalogTestSupport/Fixtures/hostile-fonts" ;;
        limits) echo "$root/Tests/TypeScaleTests/Fixtures/fuzz/$1" ;;
        args|output) echo "$root/Tests/catalog-cliTests/Fixtures/fuzz/$1" ;;
        plist|yaml) echo "$root/Tests/CatalogFormatsTests/Fixtures/fuzz/$1" ;;
        project) echo "$root/Tests/SymbolLintTests/Fixtures/fuzz/$1" ;;
        layout) echo "$root/Tests/AdaptiveLayoutTests/Fixtures/fuzz/$1" ;;
        *) echo "$root/Tests/SymbolCatalogTests/Fixtures/fuzz/$1" ;;
    esac
}

sources_of() {
    case $1 in
        catalog_cli) find Sources/catalog-cli -name '*.swift' ! -name Main.swift | sort ;;
        *) find "Sources/$1" -name '*.swift' | sort ;;
    esac
}

c_flags() {
    local flags=(-I "$root/Sources/CFreeType" -I "$root/Sources/CSystemCalls")
    for flag in $(pkg-config --cflags freetype2 fontconfig); do flags+=(-Xcc "$flag"); done
    echo "${flags[@]}"
}

build_module() {
    local module=$1 library=$modules/lib$1.a
    local newest
    newest=$( (sources_of "$module"; echo Scripts/fuzz.sh) | xargs stat -c %Y | sort -n | tail -1)
    if [[ -f $library ]] && (($(stat -c %Y "$library") > newest)); then return; fi
    echo "fuzz: building $module ($opt)" >&2
    mkdir -p "$modules"
    # Compile a snapshot of the sources, so that editing them meanwhile cannot break the build.
    local snapshot=$work/src/$module
    rm -rf "$snapshot" && mkdir -p "$snapshot"
    sources_of "$module" | xargs -I{} cp --parents {} "$snapshot"
    # shellcheck disable=SC2046
    (cd "$snapshot" && swiftc -swift-version 6 -sanitize=fuzzer,address -parse-as-library "$opt" -enable-testing -package-name catalog -module-name "$module" \
        -emit-module -emit-module-path "$modules/$module.swiftmodule" -emit-library -static \
        -o "$library" -I "$modules" $(c_flags) $(cd "$root" && sources_of "$module"))
}

build_target() {
    # The harness: TARGET.swift and its TARGET+CONCERN.swift files.
    local target=$1 program=$bin/fuzz-$1 libraries=() harness=(Fuzz/Targets/$1.swift)
    local module part
    for part in Fuzz/Targets/"$1"+*.swift; do [[ -f $part ]] && harness+=("$part"); done
    for module in $(modules_of "$target"); do
        build_module "$module"
        libraries=("$modules/lib$module.a" "${libraries[@]}")  # dependents first for the linker
    done
    local stale=0
    [[ -f $program ]] || stale=1
    for part in "${harness[@]}"; do [[ $program -nt $part ]] || stale=1; done
    for library in "${libraries[@]}"; do [[ $program -nt $library ]] || stale=1; done
    ((stale)) || return 0
    echo "fuzz: linking fuzz-$target" >&2
    mkdir -p "$bin"
    # shellcheck disable=SC2046
    swiftc -swift-version 6 -sanitize=fuzzer,address -parse-as-library "$opt" -package-name catalog -I "$modules" $(c_flags) "${harness[@]}" \
        "${libraries[@]}" $(pkg-config --libs freetype2 fontconfig) -o "$program" 2> >(grep -v "Cannot export local symbol" >&2)
}

make_seeds() {
    rm -rf "$work/seeds"
    python3 Scripts/fuzz-seeds.py "$work/seeds"
}

replay() {
    [[ -d $work/seeds ]] || make_seeds
    local target inputs
    for target in "$@"; do
        build_target "$target"
        inputs=("$work/seeds/$target")
        [[ -d $(regressions_of "$target") ]] && inputs+=("$(regressions_of "$target")")
        local files
        files=$(find "${inputs[@]}" -type f | wc -l)
        # -runs=0 runs each input once and stops at the first crash; the exit status says.
        if ! "$bin/fuzz-$target" "${libfuzzer_options[@]}" -runs=0 "${inputs[@]}" > "$work/replay-$target.log" 2>&1; then
            echo "fuzz: replay of $target FAILED (see $work/replay-$target.log)" >&2
            tail -30 "$work/replay-$target.log" >&2
            return 1
        fi
        echo "fuzz: $target: $files inputs replayed, no failure"
    done
}

case ${1:-} in
    build) shift; for target in "${@:-${targets[@]}}"; do build_target "$target"; done ;;
    seeds) make_seeds ;;
    replay) shift; replay "${@:-${targets[@]}}" ;;
    targets) echo "${targets[@]}" ;;
    ""|-h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 64 ;;
    *)
        target=$1 seconds=${2:?usage: Scripts/fuzz.sh TARGET SECONDS}
        modules_of "$target" > /dev/null
        [[ -n ${FUZZ_NO_BUILD:-} ]] || build_target "$target"
        [[ -d $work/seeds/$target ]] || make_seeds
        corpus=$work/corpus/$target artifacts=$work/artifacts/$target
        mkdir -p "$corpus" "$artifacts"
        exec nice -n "${FUZZ_NICE:-15}" "$bin/fuzz-$target" "${libfuzzer_options[@]}" \
            -max_total_time="$seconds" -artifact_prefix="$artifacts/" "$corpus" "$work/seeds/$target" \
            ${FUZZ_EXTRA:-}
        ;;
esac
