import { pacificWeek } from '@goodhours/domain';
import type { AppContext } from '../context.js';
import { runWeekClose } from '../modules/week-close/index.js';

/** The demo's past weeks with time entries: three before this one (demo-time.ts). */
const PAST_WEEKS = 3;

/**
 * Runs the real weekly close over the demo's past weeks, oldest first, so its blue squares,
 * missed hours and personal bests come from the rules. They are history: no email is sent.
 */
export async function closeDemoWeeks(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  for (let weeksAgo = PAST_WEEKS; weeksAgo >= 1; weeksAgo--) {
    await runWeekClose(ctx, pacificWeek(now, weeksAgo).start, { notify: false });
  }
}
