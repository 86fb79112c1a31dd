import { z } from '../zod.js';
import { dataUrlBase64, readUpload, UPLOAD_KINDS, type UploadContent } from '../contracts/upload-content.js';
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

/** Each kind's names' endings; what its content is and its type come from upload-content. */
const EXTENSIONS: Record<Kind, readonly string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  txt: ['txt'],
  docx: ['docx'],
};

/** What the file picker offers. */
export const APPENDIX_ACCEPT = Object.values(EXTENSIONS)
  .flatMap((extensions) => extensions.map((e) => `.${e}`))
  .join(',');

function kindOf(fileName: string): Kind | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  for (const [kind, extensions] of Object.entries(EXTENSIONS) as [Kind, readonly string[]][])
    if (extensions.includes(extension)) return kind;
  return null;
}

/** The type a file is stored and served as, from its name (null for a kind not allowed); its bytes must show the same kind. */
export function appendixContentType(fileName: string): string | null {
  const kind = kindOf(fileName);
  return kind ? UPLOAD_KINDS[kind].contentType : null;
}

/** The base64 part of a data URL (`data:<type>;base64,<data>`), or null when it is not one. */
export const appendixBase64 = dataUrlBase64;

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
  // The bytes must show the kind the name says (the type the data URL declares is ignored).
  const read = readUpload(file.dataUrl, [kind], APPENDIX_MAX_BYTES);
  if (read.ok) return null;
  if (read.problem === 'tooLarge') return M.fileTooLarge(APPENDIX_MAX_KB);
  if (read.problem === 'empty') return M.fileEmpty(name);
  return M.fileContent(name);
}

/** The file's content as its bytes show it (its type is the one it is stored and served as), or null when it may not be attached. */
export function appendixUpload(file: AppendixFile): UploadContent | null {
  const kind = kindOf(appendixName(file.fileName));
  if (!kind) return null;
  const read = readUpload(file.dataUrl, [kind], APPENDIX_MAX_BYTES);
  return read.ok ? read.upload : null;
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
