#!/bin/sh
# The image's entry point: `lanyun <part>` runs one part of the platform in the foreground (exec, so SIGTERM reaches
# node and the API drains). Parts: api, migrate (apply migrations and seed, then exit: the one-shot step before the
# API starts), ipdb-build (build the IP database into IPDB_FILE when missing), cloud, ipintel, ops (the sites).
set -eu
part="${1:-api}"
export LANYUN_PART="$part"
cd /app
case "$part" in
  api)
    # From the API's folder, where its `tsx` dependency resolves; the Node options of `pnpm start` (speed/node-flags.json).
    cd apps/api
    exec node $(node -e "process.stdout.write(require('./src/speed/node-flags.json').join(' '))") \
      --import tsx src/server.ts ;;
  migrate)
    cd apps/api
    exec node --import tsx scripts/migrate.ts ;;
  ipdb-build)
    if [ -f "$IPDB_FILE" ]; then echo "IP database present at $IPDB_FILE"; exit 0; fi
    exec node packages/ipdb/bin/ipintel.mjs build --out "$IPDB_FILE" ;;
  cloud|ipintel|ops)
    cd "apps/$part"
    framing=""; [ "$part" = ops ] && framing="--framing none"
    exec node node_modules/@lanyun/site-kit/bin/serve.mjs ./build/server/index.js $framing ;;
  *)
    echo "lanyun: unknown part '$part' (api, migrate, ipdb-build, cloud, ipintel, ops)" >&2; exit 64 ;;
esac
