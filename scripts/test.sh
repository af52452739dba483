#!/bin/sh
# npm test: install what the tests need (Chromium, its fonts and PostgreSQL included), then run every suite on Node 24.
set -eu
cd "$(dirname "$0")/.."
sh scripts/ensure-install.sh
sh scripts/ensure-chromium.sh
sh scripts/ensure-fonts.sh
sh scripts/ensure-postgres.sh
# The cluster failure suite needs PostgreSQL, Redis and nginx; without them scripts/test.ts skips it and says why.
if sh scripts/ensure-cluster-servers.sh; then CLUSTER_SERVERS=ready; else CLUSTER_SERVERS=missing; fi
export CLUSTER_SERVERS
exec ./node_modules/.bin/node scripts/test.ts "$@"
