#!/bin/sh
# npm run start:cluster: install what is missing (PostgreSQL, Redis and nginx from Debian's packages),
# then serve the production topology on this machine (docs/deploy.md).
set -eu
cd "$(dirname "$0")/.."
sh scripts/ensure-install.sh
sh scripts/ensure-cluster-servers.sh
exec ./node_modules/.bin/node scripts/start-cluster.ts "$@"
