/**
 * What the outbox bench reads in the outbox while the server delivers: where the emails stand,
 * and how the server's claims go (how many emails it holds claimed at once, and how long the
 * oldest of them has waited since its claim: past the lease, another round may claim it again).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';
import { rowsOf } from '../../apps/server/src/db/raw.js';

/** The emails by status. */
export async function outboxStatuses(db: Db): Promise<Record<string, number>> {
  const rows = rowsOf<{ status: string; n: string }>(
    await db.execute(sql`select status, count(*) as n from mail_outbox group by status order by status`),
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** How many emails were claimed once, twice, … (a claim is an attempt). */
export async function claimsPerEmail(db: Db): Promise<Map<number, number>> {
  const rows = rowsOf<{ attempts: number; n: string }>(
    await db.execute(sql`select attempts, count(*) as n from mail_outbox group by attempts order by attempts`),
  );
  return new Map(rows.map((r) => [Number(r.attempts), Number(r.n)]));
}

export interface Claims {
  /** The most emails claimed (`sending`) at once. */
  most: number;
  /** The longest an email claimed by this server had waited since its claim, in ms. */
  longestWaitMs: number;
}

/** Samples the claims of the server started at `since` (claims older than that are another server's). */
export function watchClaims(db: Db, leaseMs: number, since: Date, everyMs = 100): { stop(): Promise<Claims> } {
  const claims: Claims = { most: 0, longestWaitMs: 0 };
  const lease = sql`${leaseMs} * interval '1 millisecond'`;
  const sample = async () => {
    const [row] = rowsOf<{ claimed: string; wait_ms: string | null }>(
      await db.execute(sql`
        select count(*) as claimed,
               max(extract(epoch from (clock_timestamp() - (lease_until - ${lease}))) * 1000)
                 filter (where lease_until - ${lease} >= ${since.toISOString()}::timestamptz) as wait_ms
          from mail_outbox where status = 'sending'`),
    );
    claims.most = Math.max(claims.most, Number(row?.claimed ?? 0));
    claims.longestWaitMs = Math.max(claims.longestWaitMs, Number(row?.wait_ms ?? 0));
  };
  let pending = sample();
  const timer = setInterval(() => {
    pending = pending.then(sample);
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await pending;
      return claims;
    },
  };
}
