import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  canReadInfo,
  INFO_MESSAGES,
  readableInfoVisibilities,
  type createInfoInput,
  type InfoPage,
  type updateInfoInput,
} from '@goodhours/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { infoCollections } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { AuthUser } from '../../auth/sessions.js';
import { sanitizeInfoHtml } from './sanitize.js';
import { refusingDuplicates } from '../../db/unique-violation.js';

type InfoRow = typeof infoCollections.$inferSelect;

function toPage(row: InfoRow, role: string): InfoPage {
  return {
    _id: row.id,
    id: row.id,
    infoName: row.infoName,
    infoContent: row.infoContent,
    visibility: row.visibility,
    CanRead: canReadInfo(role, row.visibility),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const nameTaken = () => new AppError('CONFLICT', INFO_MESSAGES.nameTaken, { infoName: INFO_MESSAGES.nameTaken });

/** Names are unique without regard to case, so 'Dashboard' and 'dashboard' are one page. */
async function refuseTakenName(tx: Tx, infoName: string, exceptId?: string): Promise<void> {
  const sameName = sql`lower(${infoCollections.infoName}) = lower(${infoName})`;
  const [clash] = await tx
    .select({ id: infoCollections.id })
    .from(infoCollections)
    .where(exceptId ? and(sameName, ne(infoCollections.id, exceptId)) : sameName);
  if (clash) throw nameTaken();
}

/** A name taken under a race is refused like one found taken. */
const guardedName = <T>(work: () => Promise<T>): Promise<T> => refusingDuplicates(work, nameTaken);

/** The pages the caller may read, by name. */
export async function listInfo(ctx: AppContext, caller: AuthUser): Promise<InfoPage[]> {
  const rows = await ctx.db
    .select()
    .from(infoCollections)
    .where(inArray(infoCollections.visibility, readableInfoVisibilities(caller.role)))
    .orderBy(asc(infoCollections.infoName));
  return rows.map((row) => toPage(row, caller.role));
}

/** One page for an area's pop-up: null when none has been written, 403 when the caller may not read it. */
export async function getInfoByName(ctx: AppContext, caller: AuthUser, infoName: string): Promise<InfoPage | null> {
  const [row] = await ctx.db
    .select()
    .from(infoCollections)
    .where(sql`lower(${infoCollections.infoName}) = lower(${infoName})`)
    .limit(1);
  if (!row) return null;
  if (!canReadInfo(caller.role, row.visibility)) throw new AppError('FORBIDDEN', INFO_MESSAGES.notReadable);
  return toPage(row, caller.role);
}

export async function createInfo(ctx: AppContext, caller: AuthUser, input: z.output<typeof createInfoInput>): Promise<InfoPage> {
  return guardedName(() =>
    ctx.db.transaction(async (tx) => {
      await refuseTakenName(tx, input.infoName);
      const now = ctx.clock.now();
      const [row] = await tx
        .insert(infoCollections)
        .values({
          infoName: input.infoName,
          infoContent: sanitizeInfoHtml(input.infoContent),
          visibility: input.visibility,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('info insert returned nothing');
      return toPage(row, caller.role);
    }),
  );
}

export async function updateInfo(
  ctx: AppContext,
  caller: AuthUser,
  id: string,
  input: z.output<typeof updateInfoInput>,
): Promise<InfoPage> {
  return guardedName(() =>
    ctx.db.transaction(async (tx) => {
      if (input.infoName !== undefined) await refuseTakenName(tx, input.infoName, id);
      const [row] = await tx
        .update(infoCollections)
        .set({
          ...(input.infoName !== undefined ? { infoName: input.infoName } : {}),
          ...(input.infoContent !== undefined ? { infoContent: sanitizeInfoHtml(input.infoContent) } : {}),
          ...(input.visibility !== undefined ? { visibility: input.visibility } : {}),
          updatedAt: ctx.clock.now(),
        })
        .where(eq(infoCollections.id, id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', INFO_MESSAGES.notFound);
      return toPage(row, caller.role);
    }),
  );
}

export async function deleteInfo(ctx: AppContext, id: string): Promise<void> {
  const deleted = await ctx.db.delete(infoCollections).where(eq(infoCollections.id, id)).returning({ id: infoCollections.id });
  if (!deleted.length) throw new AppError('NOT_FOUND', INFO_MESSAGES.notFound);
}
