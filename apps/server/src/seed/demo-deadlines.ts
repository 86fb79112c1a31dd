import { addDays, pacificDate, pacificMidnight } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { tasks } from '../db/schema/index.js';

/**
 * Due dates for every second leaf task, from four days ago to two weeks ahead (the end of the
 * day, Pacific), and some deadlines already moved later: the header's team-deadline reminder and
 * Team Member Tasks' deadline count have something to show.
 */
export async function seedDemoDeadlines(tx: Tx, now: Date, leafIds: readonly string[]): Promise<void> {
  const today = pacificDate(now);
  for (const [i, id] of leafIds.entries()) {
    if (i % 2 !== 0) continue;
    const offset = ((i * 5) % 19) - 4;
    const dueDatetime = new Date(pacificMidnight(addDays(today, offset + 1)).getTime() - 60_000);
    const deadlineCount = i % 4 === 0 ? 1 : i % 5 === 0 ? 2 : 0;
    await tx.update(tasks).set({ dueDatetime, deadlineCount }).where(eq(tasks.id, id));
  }
}
