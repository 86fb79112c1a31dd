import { LESSON_MESSAGES as M } from '@goodhours/domain';
import { asc, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { lessonTags } from '../../db/schema/index.js';
import { refusingDuplicates } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';

const tagExists = () => new AppError('CONFLICT', M.tagExists, { tag: M.tagExists });

async function catalogue(db: Tx): Promise<string[]> {
  const rows = await db
    .select({ name: lessonTags.name })
    .from(lessonTags)
    .orderBy(sql`lower(${lessonTags.name})`, asc(lessonTags.name));
  return rows.map((r) => r.name);
}

/** The tag catalogue, by name (case ignored). */
export function listTags(ctx: AppContext): Promise<string[]> {
  return catalogue(ctx.db);
}

/** Adds a tag (already trimmed and collapsed by the contract); one that exists, in any case, is refused. Answers the catalogue. */
export async function addTag(ctx: AppContext, tag: string): Promise<string[]> {
  return refusingDuplicates(
    () =>
      ctx.db.transaction(async (tx) => {
        const [same] = await tx
          .select({ name: lessonTags.name })
          .from(lessonTags)
          .where(sql`lower(${lessonTags.name}) = ${tag.toLowerCase()}`);
        if (same) throw tagExists();
        await tx.insert(lessonTags).values({ name: tag, createdAt: ctx.clock.now() });
        return catalogue(tx);
      }),
    tagExists,
  );
}

/**
 * Deletes tags from the catalogue, all or none (document 3 §5): when any name is not in it,
 * nothing is deleted ('One or more tags don't exist'). Lessons keep the tags they were written with.
 */
export async function deleteTags(ctx: AppContext, names: string[]): Promise<string[]> {
  const unique = [...new Set(names)];
  return ctx.db.transaction(async (tx) => {
    const deleted = await tx.delete(lessonTags).where(inArray(lessonTags.name, unique)).returning({ name: lessonTags.name });
    // Thrown inside the transaction: the deletions above are rolled back.
    if (deleted.length !== unique.length) throw new AppError('VALIDATION', M.tagsMissing, { names: M.tagsMissing });
    return catalogue(tx);
  });
}
