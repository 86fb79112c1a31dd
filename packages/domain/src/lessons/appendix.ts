import { z } from 'zod';
import { LESSON_MESSAGES as M } from './messages.js';

/**
 * A lesson's appendix files (document 3 §2.7 Upload Appendix, §5 file upload helper). The spec
 * names a type and size check without the values; ours: PDF, PNG, JPEG, TXT or DOCX, at most
 * 2 MB each, at most 3 files. A file is judged by its content (its first bytes), not only by the
 * name or the type the browser claims, and is stored under the type its content shows.
 */
export const APPENDIX_MAX_BYTES = 2 * 1024 * 1024;
export const APPENDIX_MAX_KB = APPENDIX_MAX_BYTES / 1024;
export const APPENDIX_MAX_FILES = 3;
export const APPENDIX_NAME_MAX = 200;

type Kind = 'pdf' | 'png' | 'jpeg' | 'txt' | 'docx';

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((v, i) => bytes[i] === v);

/** Each kind: its names' endings, the type it is stored and served as, and how its content starts. */
const KINDS: Record<Kind, { extensions: readonly string[]; contentType: string; looksRight: (bytes: Uint8Array) => boolean }> = {
  pdf: { extensions: ['pdf'], contentType: 'application/pdf', looksRight: (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d]) },
  png: {
    extensions: ['png'],
    contentType: 'image/png',
    looksRight: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  jpeg: { extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg', looksRight: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  txt: { extensions: ['txt'], contentType: 'text/plain; charset=utf-8', looksRight: isPlainText },
  // A DOCX file is a ZIP archive.
  docx: {
    extensions: ['docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    looksRight: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]),
  },
};

/** What the file picker offers. */
export const APPENDIX_ACCEPT = [...Object.values(KINDS).flatMap((k) => k.extensions.map((e) => `.${e}`))].join(',');

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

function kindOf(fileName: string): Kind | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  for (const [kind, rule] of Object.entries(KINDS) as [Kind, (typeof KINDS)[Kind]][]) if (rule.extensions.includes(extension)) return kind;
  return null;
}

/** The type a file is stored and served as, from its name (null for a kind not allowed). */
export function appendixContentType(fileName: string): string | null {
  const kind = kindOf(fileName);
  return kind ? KINDS[kind].contentType : null;
}

/** The base64 part of a data URL (`data:<type>;base64,<data>`), or null when it is not one. */
export function appendixBase64(dataUrl: string): string | null {
  const comma = dataUrl.indexOf(',');
  if (comma < 0 || !dataUrl.startsWith('data:') || !dataUrl.slice(0, comma).endsWith(';base64')) return null;
  const data = dataUrl.slice(comma + 1);
  return /^[A-Za-z0-9+/]*={0,2}$/.test(data) && data.length % 4 === 0 ? data : null;
}

/** How many bytes base64 text holds. */
function decodedSize(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

function decode(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The file's name as it is kept: any folder part dropped, trimmed. */
export function appendixName(fileName: string): string {
  return (fileName.split(/[/\\]/).pop() ?? '').trim();
}

export interface AppendixFile {
  fileName: string;
  dataUrl: string;
}

/**
 * What is wrong with one appendix file, or null when it may be attached: the kind (by its name),
 * the size, and the content, whose first bytes must be those of the kind (a TXT file must be
 * UTF-8 text). The browser and the server ask the same question.
 */
export function appendixProblem(file: AppendixFile): string | null {
  const name = appendixName(file.fileName);
  if (!name || name.length > APPENDIX_NAME_MAX || /\p{Cc}/u.test(name)) return M.fileNameInvalid;
  const kind = kindOf(name);
  if (!kind) return M.fileType;
  const base64 = appendixBase64(file.dataUrl);
  if (base64 === null) return M.fileContent(name);
  const size = decodedSize(base64);
  if (size > APPENDIX_MAX_BYTES) return M.fileTooLarge(APPENDIX_MAX_KB);
  if (size === 0) return M.fileEmpty(name);
  // The signatures need 8 bytes at most; a text file is read whole.
  const bytes = decode(kind === 'txt' ? base64 : base64.slice(0, 16));
  return KINDS[kind].looksRight(bytes) ? null : M.fileContent(name);
}

/** Longest data URL a file within the size limit gives (base64 grows by a third, plus the `data:` header). */
export const APPENDIX_DATA_URL_MAX = Math.ceil(APPENDIX_MAX_BYTES / 3) * 4 + 200;

/** One appendix file, as the lesson form sends it: its name and its content as a base64 data URL. */
export const appendixFileInput = z
  .object({
    fileName: z.string({ error: M.fileNameInvalid }).max(APPENDIX_NAME_MAX * 2, M.fileNameInvalid),
    dataUrl: z.string({ error: M.fileType }).max(APPENDIX_DATA_URL_MAX, M.fileTooLarge(APPENDIX_MAX_KB)),
  })
  .superRefine((file, ctx) => {
    const problem = appendixProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['dataUrl'] });
  })
  .transform((file) => ({ ...file, fileName: appendixName(file.fileName) }));

export const appendixFilesField = z.array(appendixFileInput, { error: M.fileType }).max(APPENDIX_MAX_FILES, M.tooManyFiles).default([]);
