/**
 * What an uploaded file is, read from its bytes: the one place that decides it. The type a
 * browser or a data URL declares is never trusted; a file is kept and served under the type its
 * content shows, and anything else is refused. Pure, so the web form and the server ask the same.
 */
export type UploadKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'docx' | 'txt';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((v, i) => bytes[at + i] === v);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Tab, line feed, page break and carriage return. */
const TEXT_CONTROLS = new Set([9, 10, 12, 13]);

/** UTF-8 text without NUL or other control characters (tabs, line and page breaks allowed). */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && !TEXT_CONTROLS.has(code)) || code === 127) return false;
  }
  return true;
}

/** Each kind: the type it is kept and served as, and how its content starts. */
export const UPLOAD_KINDS: Record<UploadKind, { contentType: string; looksRight: (bytes: Uint8Array) => boolean }> = {
  png: { contentType: 'image/png', looksRight: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  jpeg: { contentType: 'image/jpeg', looksRight: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  gif: { contentType: 'image/gif', looksRight: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
  webp: { contentType: 'image/webp', looksRight: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
  pdf: { contentType: 'application/pdf', looksRight: (b) => startsWith(b, ascii('%PDF-')) },
  // A DOCX file is a ZIP archive.
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    looksRight: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]),
  },
  txt: { contentType: 'text/plain; charset=utf-8', looksRight: isPlainText },
};

/** The pictures a page may show: PNG, JPEG, GIF and WebP. */
export const PICTURE_KINDS = ['png', 'jpeg', 'gif', 'webp'] as const satisfies readonly UploadKind[];

/** The kind of the bytes among those allowed (text is tried last), or null when none fits. */
export function detectUpload(bytes: Uint8Array, allowed: readonly UploadKind[]): UploadKind | null {
  const ordered = [...allowed].sort((a, b) => Number(a === 'txt') - Number(b === 'txt'));
  return ordered.find((kind) => UPLOAD_KINDS[kind].looksRight(bytes)) ?? null;
}

/** The base64 part of a data URL (`data:<declared type>;base64,<data>`), or null when it is not one. */
export function dataUrlBase64(dataUrl: string): string | null {
  const comma = dataUrl.indexOf(',');
  if (comma < 0 || !dataUrl.startsWith('data:') || !dataUrl.slice(0, comma).endsWith(';base64')) return null;
  const data = dataUrl.slice(comma + 1).replace(/\s/g, '');
  return /^[A-Za-z0-9+/]*={0,2}$/.test(data) && data.length % 4 === 0 ? data : null;
}

/** How many bytes base64 text holds. */
export function base64Size(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

function decode(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** An upload read from a data URL: its kind and type as its bytes show them, and its size. */
export interface UploadContent {
  kind: UploadKind;
  contentType: string;
  base64: string;
  size: number;
}

export type UploadProblem = 'notDataUrl' | 'empty' | 'tooLarge' | 'type';

/**
 * Reads a data URL as an upload of one of the allowed kinds, at most `maxBytes` long: the kind
 * comes from the bytes (the declared type is ignored). Signatures need 16 bytes at most; text
 * is read whole.
 */
export function readUpload(
  dataUrl: string,
  allowed: readonly UploadKind[],
  maxBytes: number,
): { ok: true; upload: UploadContent } | { ok: false; problem: UploadProblem } {
  const base64 = dataUrlBase64(dataUrl);
  if (base64 === null) return { ok: false, problem: 'notDataUrl' };
  const size = base64Size(base64);
  if (size === 0) return { ok: false, problem: 'empty' };
  if (size > maxBytes) return { ok: false, problem: 'tooLarge' };
  const kind = detectUpload(decode(allowed.includes('txt') ? base64 : base64.slice(0, 24)), allowed);
  if (!kind) return { ok: false, problem: 'type' };
  return { ok: true, upload: { kind, contentType: UPLOAD_KINDS[kind].contentType, base64, size } };
}

/** The data URL rewritten with the type its bytes show (unchanged when it is not an allowed upload). */
export function withDetectedType(dataUrl: string, allowed: readonly UploadKind[], maxBytes: number): string {
  const read = readUpload(dataUrl, allowed, maxBytes);
  return read.ok ? `data:${read.upload.contentType};base64,${read.upload.base64}` : dataUrl;
}
