#!/usr/bin/env bash
# Builds the web app (client assets + SSR bundle), one build at a time on this machine (every build takes the lock).
# With --if-stale, only when a source changed since the last build began: the unit tests' global setup
# (scripts/vitest-web-build.ts) and the browser pass of `npm test` (scripts/build.sh --if-stale) then share one build.
set -euo pipefail
cd "$(dirname "$0")/.."
# What the build reads; the stamp's time is when the last good build started, so an edit made during it counts.
sources=(packages/contract/src packages/contract/package.json apps/web/app apps/web/package.json apps/web/tsconfig.json
  apps/web/vite.config.ts apps/web/react-router.config.ts package-lock.json)
stamp=apps/web/build/.sources-stamp
exec 9>/tmp/wenku-build.lock
flock 9
if [ "${1:-}" = --if-stale ] && [ -f "$stamp" ] && [ -f apps/web/build/server/index.js ] &&
  [ -z "$(find "${sources[@]}" -newer "$stamp" -print -quit 2>/dev/null)" ]; then
  exit 0
fi
started=$(mktemp)
trap 'rm -f "$started"' EXIT
echo "[wenku] building the web app" >&2
# Always a production build (React's production bundle), whoever calls: vitest, for one, sets NODE_ENV=test.
NODE_ENV=production npm run build -w apps/web --silent
node scripts/precompress-web-assets.mjs apps/web/build/client >&2
touch -r "$started" "$stamp"
