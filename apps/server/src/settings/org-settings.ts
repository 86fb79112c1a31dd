import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { orgSettings } from '../db/schema/index.js';

/**
 * The Owner-edited texts of the organisation (AI prompt, header message, suggestion options,
 * leaderboard hover text): one JSON value per key, read with a built-in default.
 */
export async function readSetting<T>(db: Tx, key: string, fallback: T): Promise<{ value: T; updatedAt: Date | null }> {
  const [row] = await db
    .select({ value: orgSettings.value, updatedAt: orgSettings.updatedAt })
    .from(orgSettings)
    .where(eq(orgSettings.key, key));
  return row ? { value: row.value as T, updatedAt: row.updatedAt } : { value: fallback, updatedAt: null };
}

export async function writeSetting<T>(db: Tx, key: string, value: T, userId: string, now: Date): Promise<void> {
  await db
    .insert(orgSettings)
    .values({ key, value, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({ target: orgSettings.key, set: { value: sql`excluded.value`, updatedBy: userId, updatedAt: now } });
}

export async function deleteSetting(db: Tx, key: string): Promise<void> {
  await db.delete(orgSettings).where(eq(orgSettings.key, key));
}
