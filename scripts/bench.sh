#!/bin/sh
# npm run bench: install what is missing (Chromium included), then measure the store on Node 24.
set -eu
cd "$(dirname "$0")/.."
sh scripts/ensure-install.sh
sh scripts/ensure-chromium.sh
sh scripts/ensure-fonts.sh
# The scale figures run the production topology: PostgreSQL, Redis and nginx.
sh scripts/ensure-cluster-servers.sh
exec ./node_modules/.bin/node scripts/bench.ts "$@"
