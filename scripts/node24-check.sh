#!/usr/bin/env bash
# Starts the built server on Node 24 LTS (scripts/node24.sh) on a fresh embedded database, the
# demo seeded, and asks it for its health and its API document. (The API suite runs on Node 24 in
# `npm test` when GOODHOURS_NODE24 names it, as .ci/run does.)
set -euo pipefail
cd "$(dirname "$0")/.."
node24=${GOODHOURS_NODE24:-$(scripts/node24.sh)}
dir=$(mktemp -d /tmp/goodhours-node24.XXXXXX)
trap 'kill "${server:-0}" 2>/dev/null || true; rm -rf "$dir"' EXIT

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
echo "=== Node 24 ($("$node24" --version)): the server starts ==="
