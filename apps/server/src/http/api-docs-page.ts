import { escapeHtml } from '../mail/escape-html.js';
import { operationsOf, type OpenApiDocument } from './openapi.js';

const json = (value: unknown) => escapeHtml(JSON.stringify(value, null, 2));

const STYLE = `
:root{color-scheme:light dark;--fg:#1a1b1e;--bg:#fff;--muted:#5c5f66;--line:#dee2e6;--get:#1c7ed6;--post:#2f9e44;--put:#e8590c;--patch:#ae3ec9;--delete:#e03131}
@media (prefers-color-scheme:dark){:root{--fg:#e9ecef;--bg:#1a1b1e;--muted:#adb5bd;--line:#373a40;--get:#4dabf7;--post:#69db7c;--put:#ffa94d;--patch:#e599f7;--delete:#ff8787}}
body{font:15px/1.5 system-ui,sans-serif;color:var(--fg);background:var(--bg);margin:0 auto;max-width:1100px;padding:1rem}
h1{font-size:1.6rem}h2{border-bottom:1px solid var(--line);padding-bottom:.3rem;margin-top:2rem}
nav{columns:14rem}nav a{display:block}a{color:inherit}
details{border:1px solid var(--line);border-radius:6px;margin:.4rem 0;padding:.4rem .7rem}
summary{cursor:pointer;overflow-wrap:anywhere}
.m{display:inline-block;min-width:4.2rem;font-weight:700;font-family:ui-monospace,monospace}
.GET{color:var(--get)}.POST{color:var(--post)}.PUT{color:var(--put)}.PATCH{color:var(--patch)}.DELETE{color:var(--delete)}
code,pre{font-family:ui-monospace,monospace;font-size:.85rem}pre{overflow:auto;max-height:24rem;border:1px solid var(--line);padding:.5rem;border-radius:4px}
.who{color:var(--muted)}`;

/**
 * The API reference page: the OpenAPI document written out as HTML by the server itself
 * (no script, no outside CDN), grouped by area, each route with who may call it, its inputs
 * and its answers.
 */
export function renderApiDocs(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [method, path, op] of operationsOf(doc)) {
    const tag = op.tags?.[0] ?? 'other';
    const params = (op.parameters ?? [])
      .map(
        (p) =>
          `<li><code>${escapeHtml(p.name)}</code> in ${escapeHtml(p.in)}${p.required ? ' (required)' : ''}: <code>${json(p.schema)}</code></li>`,
      )
      .join('');
    const body = op.requestBody?.content?.['application/json']?.schema;
    const responses = Object.entries(op.responses ?? {})
      .map(([status, r]) => {
        const schema = Object.values(r.content ?? {})[0]?.schema;
        return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(r.description ?? '')}${schema ? `<pre>${json(schema)}</pre>` : ''}</li>`;
      })
      .join('');
    const html =
      `<details id="${escapeHtml(`${method}-${path}`)}"><summary><span class="m ${method}">${method}</span> <code>${escapeHtml(path)}</code> ${escapeHtml(op.summary ?? '')}</summary>` +
      `<p class="who">${escapeHtml(op.description ?? '')}</p>` +
      (params ? `<h4>Parameters</h4><ul>${params}</ul>` : '') +
      (body ? `<h4>Body</h4><pre>${json(body)}</pre>` : '') +
      `<h4>Answers</h4><ul>${responses}</ul></details>`;
    byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
  }
  const tags = [...byTag.keys()].sort();
  const count = operationsOf(doc).length;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Goodhours API reference</title><style>${STYLE}</style></head><body><main>
<h1>Goodhours API reference</h1><p>${count} routes, generated from the route contracts. The same document as JSON: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<nav aria-label="Areas">${tags.map((t) => `<a href="#area-${escapeHtml(t)}">${escapeHtml(t)}</a>`).join('')}</nav>
${tags.map((t) => `<section><h2 id="area-${escapeHtml(t)}">${escapeHtml(t)}</h2>${(byTag.get(t) ?? []).join('')}</section>`).join('\n')}
</main></body></html>`;
}
