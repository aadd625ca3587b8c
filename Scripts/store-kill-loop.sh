#!/usr/bin/env bash
# The store's crash test at full size: 1,000 `catalog favorites add` processes, each
# SIGKILLed at a random moment (half of them within 2 ms of their write starting), the store
# read after each (Tests/catalog-cliTests/Commands/StoreConcurrencyTests.swift, killedWriters). In
# `swift test` the same test runs 60 writers; this takes a few minutes on 2 cores.
#
#   Scripts/store-kill-loop.sh [WRITERS]      (default 1000)
set -euo pipefail
cd "$(dirname "$0")/.."
CATALOG_STORE_KILLS=${1:-1000} swift test --filter 'StoreConcurrencyTests/killedWriters' 2>&1 \
    | grep -E 'store-kill-loop:|✘|Test run|error:'
