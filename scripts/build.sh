#!/usr/bin/env bash
# Compiles the contract and the server, and builds the web app (client assets + SSR bundle).
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsc -b packages/contract apps/server
npm run build -w apps/web --silent
