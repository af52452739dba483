#!/bin/sh
# npm start: install what is missing, then build, prepare and serve the whole store on Node 24.
set -eu
cd "$(dirname "$0")/.."
sh scripts/ensure-install.sh
exec ./node_modules/.bin/node scripts/start.ts "$@"
