import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { isIPv4, isIPv6 } from 'node:net';
import type { Tx } from '../db/client.js';
import { rateLimitBuckets } from '../db/schema/index.js';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * The longest window any limit counts in (job applications: an hour; sign-in: 15 minutes). A
 * bucket whose window started this long ago has ended under every limit and is pruned
 * (jobs/prune-rate-limits.ts); a longer window must raise this first.
 */
export const LONGEST_WINDOW_SECONDS = 60 * 60;

/** A fixed-window counter after an attempt was counted in it. */
export interface CountedBucket {
  key: string;
  /** Attempts in the current window, the one just counted included. */
  count: number;
  windowStart: Date;
}

/**
 * Counts one attempt against every key in a single statement, before the attempt is evaluated,
 * and answers each key's count in its current window. The upsert takes each row's lock, so
 * parallel attempts each see a different count: no more than `max` of them fit in a limit.
 * A window that has ended starts again at 1.
 */
export async function countAttempt(db: Tx, keys: readonly string[], windowSeconds: number, now: Date): Promise<CountedBucket[]> {
  if (windowSeconds > LONGEST_WINDOW_SECONDS)
    throw new Error(`A rate-limit window of ${windowSeconds} s is longer than LONGEST_WINDOW_SECONDS`);
  // One lock order for every caller: two attempts never wait on each other's rows in a cycle.
  const sorted = [...new Set(keys)].sort();
  const windowFloor = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  const ended = sql`${rateLimitBuckets.windowStart} <= ${windowFloor}::timestamptz`;
  return db
    .insert(rateLimitBuckets)
    .values(sorted.map((key) => ({ key, windowStart: now, count: 1 })))
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitBuckets.count} + 1 end`,
        windowStart: sql`case when ${ended} then ${now.toISOString()}::timestamptz else ${rateLimitBuckets.windowStart} end`,
      },
    })
    .returning({ key: rateLimitBuckets.key, count: rateLimitBuckets.count, windowStart: rateLimitBuckets.windowStart });
}

/** Seconds until the bucket's window ends when its count is over the limit; 0 within the limit. */
export function secondsOver(bucket: CountedBucket | undefined, limit: RateLimit, now: Date): number {
  if (!bucket || bucket.count <= limit.max) return 0;
  const endsAt = bucket.windowStart.getTime() + limit.windowSeconds * 1000;
  return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
}

/** Takes back one counted attempt that proved legitimate, in the window it was counted in. */
export async function refundAttempt(db: Tx, buckets: readonly CountedBucket[]): Promise<void> {
  if (!buckets.length) return;
  await db
    .update(rateLimitBuckets)
    .set({ count: sql`greatest(${rateLimitBuckets.count} - 1, 0)` })
    .where(or(...buckets.map((b) => and(eq(rateLimitBuckets.key, b.key), eq(rateLimitBuckets.windowStart, b.windowStart)))));
}

export async function clearAttempts(db: Tx, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  await db.delete(rateLimitBuckets).where(inArray(rateLimitBuckets.key, [...keys]));
}

/** The eight 16-bit groups of an IPv6 address as written (`::` filled, an IPv4 tail as two groups). */
function ipv6Groups(ip: string): string[] {
  const split = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const [head = '', tail] = ip.split('::');
  const before = split(head);
  if (tail === undefined) return before;
  const after = split(tail);
  return [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
}

/**
 * The address a limit counts: an IPv4 address as it is (also when written IPv4-mapped), or the
 * /64 network of an IPv6 one, since one household or office is given a whole /64 to pick from.
 */
export function addressKey(ip: string): string {
  const bare = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(.+)$/i.exec(bare)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(bare)) return bare;
  const network = ipv6Groups(bare.toLowerCase())
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16));
  return `${network.join(':')}::/64`;
}
