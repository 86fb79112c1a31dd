import {
  APPENDIX_MAX_BYTES,
  APPENDIX_MAX_FILES,
  APPENDIX_MAX_KB,
  appendixProblem,
  LESSON_MESSAGES as M,
  lessonInput,
  MESSAGES,
  type LessonInput,
} from '@goodhours/domain';
import { isApiError } from '../../api/client';

/** An appendix file chosen in the browser, read as a data URL. */
export interface AttachedFile {
  fileName: string;
  size: number;
  dataUrl: string;
}

/** What the lesson form holds (document 3 §2.7). */
export interface LessonFormValues {
  title: string;
  /** Write a Lesson, as the editor's HTML. */
  content: string;
  tags: string[];
  /** Belongs to. */
  projectId: string | null;
  /** View by: none chosen means everyone signed in. */
  allowedRoles: string[];
  files: AttachedFile[];
}

export function initialLessonValues(projectId: string | null): LessonFormValues {
  return { title: '', content: '', tags: [], projectId, allowedRoles: [], files: [] };
}

/** The fields that can show a problem, in the form's order. */
export const LESSON_FIELDS = ['title', 'content', 'tags', 'projectId', 'allowedRoles', 'files'] as const;
export type LessonField = (typeof LESSON_FIELDS)[number];
export type LessonErrors = Partial<Record<LessonField, string>>;

/** The field that shows a problem found at a payload path (`tags`, `files.0.dataUrl`, ...). */
function fieldOf(path: readonly PropertyKey[] | string): LessonField | null {
  const head = typeof path === 'string' ? path.split('.')[0] : path[0];
  return LESSON_FIELDS.find((f) => f === head) ?? null;
}

export function toLessonInput(values: LessonFormValues): LessonInput {
  return {
    title: values.title,
    content: values.content,
    tags: values.tags,
    projectId: values.projectId ?? '',
    allowedRoles: values.allowedRoles as LessonInput['allowedRoles'],
    files: values.files.map((f) => ({ fileName: f.fileName, dataUrl: f.dataUrl })),
  };
}

export type LessonCheck = { ok: true; payload: LessonInput } | { ok: false; errors: LessonErrors };

/**
 * Checks the form by the rule the server applies (`lessonInput`): the payload to send (tags
 * trimmed, collapsed and without duplicates), or each field's first problem in the spec's words
 * ('Need atleast one tag', 'Need to select a project').
 */
export function checkLesson(values: LessonFormValues): LessonCheck {
  const result = lessonInput.safeParse(toLessonInput(values));
  if (result.success) return { ok: true, payload: result.data };
  const errors: LessonErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    if (field) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** How a refused Post is shown: the server's field problems under their fields, and the reason for the toast. */
export function lessonRefusal(error: unknown): { errors: LessonErrors; reason: string } {
  if (!isApiError(error)) return { errors: {}, reason: MESSAGES.unexpectedError };
  const errors: LessonErrors = {};
  for (const [path, message] of Object.entries(error.fields ?? {})) {
    const field = fieldOf(path);
    if (field) errors[field] ??= message;
  }
  return { errors, reason: error.message };
}

/** A chosen file before it is read: a file over the limit is refused without reading it. */
export interface ChosenFile {
  fileName: string;
  size: number;
  /** Null when it was not read (too large) or could not be read. */
  dataUrl: string | null;
}

/**
 * Which chosen files join the appendix (type, size and content checked by the server's rule, at
 * most 3 in all) and why the others did not.
 */
export function acceptFiles(
  current: readonly AttachedFile[],
  chosen: readonly ChosenFile[],
): { files: AttachedFile[]; problems: string[] } {
  const files = [...current];
  const problems: string[] = [];
  for (const file of chosen) {
    if (files.length >= APPENDIX_MAX_FILES) {
      if (!problems.includes(M.tooManyFiles)) problems.push(M.tooManyFiles);
      continue;
    }
    const problem =
      file.size > APPENDIX_MAX_BYTES
        ? M.fileTooLarge(APPENDIX_MAX_KB)
        : appendixProblem({ fileName: file.fileName, dataUrl: file.dataUrl ?? '' });
    if (problem) problems.push(problem);
    else files.push({ fileName: file.fileName, size: file.size, dataUrl: file.dataUrl ?? '' });
  }
  return { files, problems };
}

/** A file's size as people read it: 820 B, 14.2 KB, 1.9 MB. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
