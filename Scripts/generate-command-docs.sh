#!/usr/bin/env bash
# Writes docs/commands/: one Markdown page per command and an index (README.md), generated
# from the command specs by `catalog help --markdown` (see docs/commands/README.md).
#
#   Scripts/generate-command-docs.sh             build the debug binary, then write the pages
#   CATALOG=path/to/catalog Scripts/generate-command-docs.sh   use that binary instead
#
# `catalog help --markdown` prints every page after a line `==> FILE <==`; each is written to
# docs/commands/FILE, and a page no command has any more is removed. The test
# CommandDocsTests fails when a committed page differs from what the specs render.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -z ${CATALOG:-} ]]; then
    swift build --product catalog >&2
    CATALOG="$(swift build --show-bin-path)/catalog"
fi
out=docs/commands
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
"$CATALOG" help --markdown | awk -v dir="$staging" '
    /^==> [^ ]+ <==$/ { if (file) close(file); file = dir "/" $2; next }
    file == "" { print "generate-command-docs: output does not start with a ==> FILE <== line" > "/dev/stderr"; exit 1 }
    { print > file }'
count=$(find "$staging" -name '*.md' | wc -l)
((count > 1)) || { echo "generate-command-docs: no pages in the output of $CATALOG help --markdown" >&2; exit 1; }
mkdir -p "$out"
rm -f "$out"/*.md
cp "$staging"/*.md "$out"/
echo "generate-command-docs: $count pages in $out"
