#!/usr/bin/env bash
# Compiles the contract and the server, and builds the web app (client assets + SSR bundle).
# --if-stale: the web app only when its sources changed since its last build (scripts/build-web.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsc -b packages/contract apps/server
# The commit and time of this build, for GET /api/v1/stats (hash, build_at); without git the hash stays empty.
hash=$(git rev-parse HEAD 2>/dev/null || true)
printf '{"hash":"%s","build_at":"%s"}\n' "$hash" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" > apps/server/dist/build-info.json
bash scripts/build-web.sh "$@"
