import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

/**
 * Gives badges to one person (document 4 §7): every award adds the date to the earned dates, one to
 * the count and sets lastModified; badges an award replaces are removed first. A badge awarded is
 * new for the person until they look at their Badges tab (isNewBadge), unless it is excluded from
 * the count (document 1 §9).
 */
export async function awardBadges(
  tx: Tx,
  userId: string,
  awards: { earned: readonly string[]; replaced: readonly string[] },
  date: string,
  now: Date,
): Promise<void> {
  if (awards.replaced.length) {
    await tx.execute(sql`
      delete from user_badges
       where user_id = ${userId}
         and badge_id in (${sql.join(
           awards.replaced.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})`);
  }
  if (!awards.earned.length) return;
  const ids = sql.join(
    awards.earned.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into user_badges (user_id, badge_id, count, earned_dates, last_modified)
    select ${userId}::uuid, b.id, 1, array[${date}::text], ${now.toISOString()}::timestamptz
      from badges b where b.id in (${ids})
    on conflict (user_id, badge_id) do update
       set count = user_badges.count + 1,
           earned_dates = user_badges.earned_dates || excluded.earned_dates,
           last_modified = excluded.last_modified`);
}
