import { z } from '../zod.js';
import { LESSON_MESSAGES as M } from './messages.js';
import { once } from '../contracts/once.js';

export const TAG_MAX_LENGTH = 50;
export const LESSON_MAX_TAGS = 20;
/** At most this many tags are deleted in one go. */
export const TAG_DELETE_MAX = 100;

/** A tag as it is kept: trimmed, each run of inner whitespace one space (document 3 §5). */
export function normalizeTag(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/**
 * A lesson's tags as they are kept: each normalised, empty ones dropped, and a tag already listed
 * (ignoring case) ignored, the first spelling kept (document 3 §5: duplicates are ignored).
 */
export function normalizeTags(raw: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of raw.map(normalizeTag)) {
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** One tag typed by a person: normalised, then 1 to 50 characters. */
export const tagText = z
  .string({ error: M.tagEmpty })
  .max(TAG_MAX_LENGTH * 4, M.tagTooLong)
  .transform(normalizeTag)
  .pipe(z.string().min(1, M.tagEmpty).max(TAG_MAX_LENGTH, M.tagTooLong));

/** A lesson's tags: at least one once normalised ('Need atleast one tag'), at most 20. */
export const lessonTagsField = z
  .array(z.string({ error: M.tagEmpty }).max(TAG_MAX_LENGTH * 4, M.tagTooLong), { error: M.needTag })
  .max(LESSON_MAX_TAGS * 4, M.tooManyTags)
  .transform(normalizeTags)
  .pipe(z.array(z.string().max(TAG_MAX_LENGTH, M.tagTooLong)).min(1, M.needTag).max(LESSON_MAX_TAGS, M.tooManyTags));

/** `POST /api/lessons/tags` (document 3 §7: add tag with `tag`). */
export const addTagInput = z.object({ tag: tagText });
export type AddTagInput = z.input<typeof addTagInput>;

/** `DELETE /api/lessons/tags`: the catalogue's names, exactly as listed; every one must exist. */
export const deleteTagsInput = once(() =>
  z.object({
    names: z
      .array(z.string({ error: M.chooseTags }).min(1, M.chooseTags).max(TAG_MAX_LENGTH, M.tagsMissing), { error: M.chooseTags })
      .min(1, M.chooseTags)
      .max(TAG_DELETE_MAX, M.chooseTags),
  }),
);
export type DeleteTagsInput = z.input<ReturnType<typeof deleteTagsInput>>;

/** The tag catalogue, by name (case ignored). */
export const tagListSchema = once(() => z.array(z.string()));
