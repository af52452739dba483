#!/bin/sh
# npm test: install what the tests need (Chromium and PostgreSQL included), then run every suite on Node 24.
set -eu
cd "$(dirname "$0")/.."
sh scripts/ensure-install.sh
sh scripts/ensure-chromium.sh
sh scripts/ensure-postgres.sh
exec ./node_modules/.bin/node scripts/test.ts "$@"
