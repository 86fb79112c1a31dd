import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { rateLimitBuckets } from '../db/schema/index.js';
import { eq, inArray } from 'drizzle-orm';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Seconds until the first of `keys` that is full frees up; 0 when none is full. */
export async function secondsUntilAllowed(db: Tx, keys: string[], limit: RateLimit, now: Date): Promise<number> {
  const rows = await db.select().from(rateLimitBuckets).where(inArray(rateLimitBuckets.key, keys));
  let wait = 0;
  for (const row of rows) {
    const endsAt = row.windowStart.getTime() + limit.windowSeconds * 1000;
    if (row.count >= limit.max && endsAt > now.getTime()) {
      wait = Math.max(wait, Math.ceil((endsAt - now.getTime()) / 1000));
    }
  }
  return wait;
}

/** Counts one attempt against each key, starting a new window where the old one has ended. */
export async function recordAttempt(db: Tx, keys: string[], limit: RateLimit, now: Date): Promise<void> {
  const windowFloor = new Date(now.getTime() - limit.windowSeconds * 1000);
  for (const key of keys) {
    await db
      .insert(rateLimitBuckets)
      .values({ key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: {
          count: sql`case when ${rateLimitBuckets.windowStart} <= ${windowFloor.toISOString()}::timestamptz then 1 else ${rateLimitBuckets.count} + 1 end`,
          windowStart: sql`case when ${rateLimitBuckets.windowStart} <= ${windowFloor.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimitBuckets.windowStart} end`,
        },
      });
  }
}

export async function clearAttempts(db: Tx, key: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
}
