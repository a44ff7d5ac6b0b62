#!/usr/bin/env bash
# One command from a fresh Debian machine to a running site on http://localhost:${PORT:-8880}.
# Each step is skipped when already done, so a second run serves within seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system.sh
stamp=node_modules/.wenku-install-stamp
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ] || [ package.json -nt "$stamp" ]; then
  echo "[wenku] installing npm packages"
  npm install --no-audit --no-fund
  touch "$stamp"
fi
if bash scripts/needs-build.sh; then
  echo "[wenku] building"
  bash scripts/build.sh
fi
export NODE_ENV=production
exec node apps/server/dist/main.js
