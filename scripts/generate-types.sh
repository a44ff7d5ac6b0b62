#!/usr/bin/env bash
# Writes the types other files are checked against: the contract's and the server's declarations (tsc -b; bench
# imports the built server) and React Router's route types. Type check and lint both need them, so this runs first.
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsc -b packages/contract apps/server
(cd apps/web && npx react-router typegen >/dev/null)
