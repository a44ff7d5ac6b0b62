#!/usr/bin/env bash
# Compiles better-sqlite3, the version package-lock.json pins, from its npm package in folder $1, leaving
# $1/package/build/Release/better_sqlite3.node. scripts/test.sh runs it beside `npm install` in a fresh clone: the
# compile (SQLite's amalgamation, over a minute on one core) then no longer waits for the install to end.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dir=$1
version=$(node -p 'require(process.argv[1]).packages["node_modules/better-sqlite3"].version' "$root/package-lock.json")
cd "$dir"
npm pack "better-sqlite3@$version" --silent > /dev/null
tar xzf "better-sqlite3-$version.tgz"
cd package
# node-gyp as npm bundles it, with npm's configuration (e.g. nodedir: headers installed with Node, no download).
node_gyp="$(dirname "$(readlink -f "$(command -v npm)")")/../node_modules/node-gyp/bin/node-gyp.js"
nodedir=$(npm config get nodedir 2> /dev/null || true)
if [ -n "$nodedir" ] && [ "$nodedir" != undefined ]; then export npm_config_nodedir=$nodedir; fi
node "$node_gyp" rebuild --release
