#!/usr/bin/env bash
# Type-checks every file, after scripts/generate-types.sh: the contract and the server as they are built (tsc -b), server tests, contract tests, bench
# and scripts (tsconfig.checks.json), the browser tests (e2e/tsconfig.json) and the web app. Each tsc is one thread,
# so they run in two lanes side by side; the exit status is the first failure's.
set -uo pipefail
cd "$(dirname "$0")/.."
(npx tsc -b packages/contract apps/server && npx tsc -p tsconfig.checks.json) &
first=$!
(npx tsc -p e2e/tsconfig.json && npx tsc --noEmit -p apps/web) &
second=$!
status=0
wait "$first" || status=$?
wait "$second" || status=$?
exit "$status"
