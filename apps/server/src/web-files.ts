import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';

/** One file of the built web app, held in memory with the compressed copies the build wrote. */
export interface WebFile {
  type: string;
  /** A strong validator of the plain bytes: index.html is asked for again on every visit. */
  etag: string;
  plain: Buffer;
  br?: Buffer;
  gz?: Buffer;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSED = ['.br', '.gz'];

/** The web app's files by URL path; each is read on its first request and then kept. */
export type WebFiles = Map<string, () => Promise<WebFile>>;

async function readWebFile(path: string, withBr: boolean, withGz: boolean): Promise<WebFile> {
  const [plain, br, gz] = await Promise.all([
    readFile(path),
    withBr ? readFile(`${path}.br`) : undefined,
    withGz ? readFile(`${path}.gz`) : undefined,
  ]);
  return {
    type: TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    etag: `"${createHash('sha1').update(plain).digest('base64url')}"`,
    plain,
    ...(br ? { br } : {}),
    ...(gz ? { gz } : {}),
  };
}

/** Reads a file at most once at a time and keeps it; a failed read is tried again next time. */
function kept(read: () => Promise<WebFile>): () => Promise<WebFile> {
  let file: Promise<WebFile> | undefined;
  return () => {
    file ??= read().catch((err: unknown) => {
      file = undefined;
      throw err;
    });
    return file;
  };
}

/**
 * Lists every file under `root` once, keyed by its URL path (`/assets/index-AbC123.js`). A `.br`
 * or `.gz` written beside a file by the build (apps/web/vite.config.ts) is kept as that file's
 * encoded copy, not as a file of its own. Files are read when first asked for, so the source
 * maps nobody opens stay on disk.
 */
export function listWebFiles(root: string): WebFiles {
  const files: WebFiles = new Map();
  const names = readdirSync(root, { recursive: true, encoding: 'utf8' });
  const present = new Set(names);
  for (const name of names) {
    if (COMPRESSED.includes(extname(name)) && present.has(name.slice(0, -3))) continue;
    const path = join(root, name);
    if (!statSync(path).isFile()) continue;
    files.set(
      `/${relative(root, path).split(sep).join('/')}`,
      kept(() => readWebFile(path, present.has(`${name}.br`), present.has(`${name}.gz`))),
    );
  }
  return files;
}

/** The copy to send for an Accept-Encoding header: brotli first, then gzip, else the plain bytes. */
export function pickEncoding(file: WebFile, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (name && !refused) accepted.add(name);
  }
  if (file.br && accepted.has('br')) return { body: file.br, encoding: 'br' };
  if (file.gz && accepted.has('gzip')) return { body: file.gz, encoding: 'gzip' };
  return { body: file.plain };
}
