#!/bin/sh
# npm run test:cluster: the failure suite of the production topology (tests/cluster), on a cluster of
# its own (two platforms, two storefronts, PostgreSQL, Redis, nginx) in a temporary data folder.
set -eu
cd "$(dirname "$0")/.."
sh scripts/ensure-install.sh
sh scripts/ensure-chromium.sh
sh scripts/ensure-cluster-servers.sh
exec ./node_modules/.bin/node node_modules/.bin/playwright test -c tests/cluster/playwright.config.ts "$@"
