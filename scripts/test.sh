#!/bin/sh
# npm test: install what the tests need (Chromium included), then run every suite on Node 24.
set -eu
cd "$(dirname "$0")/.."
sh scripts/ensure-install.sh
sh scripts/ensure-chromium.sh
exec ./node_modules/.bin/node scripts/test.ts "$@"
