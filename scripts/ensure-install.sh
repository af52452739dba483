#!/bin/sh
# Installs the project's packages, the pinned Node 24 runtime among them, when missing or stale.
set -eu
cd "$(dirname "$0")/.."
if [ ! -x node_modules/.bin/node ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing packages (npm ci)…"
  npm ci --no-audit --no-fund --loglevel=error
fi
