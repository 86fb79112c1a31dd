import { addDays, pacificDate, pacificWeek } from '@goodhours/domain';
import type { timeEntries } from '../db/schema/index.js';
import type { Random } from './demo-random.js';
import { DEMO_NOTES } from './demo-work.js';

/** A leaf task as the time entries see it: where it sits and how many hours it was estimated at. */
export interface DemoLeaf {
  id: string;
  wbsId: string;
  projectId: string;
  estimatedHours: number;
}

/** One person who logs time: their commitment, their projects and the leaf tasks they are assigned to. */
export interface DemoWorker {
  userId: string;
  committedHours: number;
  projectIds: readonly string[];
  leaves: readonly DemoLeaf[];
}

type Entry = typeof timeEntries.$inferInsert;

const QUARTER = 900;
const HOUR = 3600;
/** Nobody logs more than this on one day. */
const DAY_CAP = 8 * HOUR;

/**
 * A person-week's tangible hours as a share of the commitment: in any week, one person in ten is
 * well under it, one in ten over it, and the others just over it, so that what they log (in whole
 * quarter hours) meets it (a different ten percent each week).
 * This week none of the role accounts (the first seven) is the one under it: the demo opens well.
 */
export function weekShare(person: number, weeksAgo: number, rnd: Random): number {
  const k = (person * 7 + weeksAgo * 3 + 7) % 10;
  if (k === 0) return 0.45 + rnd.next() * 0.35;
  if (k === 1) return 1.12 + rnd.next() * 0.25;
  return 1.03 + rnd.next() * 0.07;
}

/** How much of a task's estimate its people have used up: mostly part of it, now and then a little over. */
function taskShare(leaf: number, rnd: Random): number {
  return leaf % 6 === 5 ? 1 + rnd.next() * 0.12 : 0.3 + rnd.next() * 0.65;
}

/**
 * The time entries of the demo's last four weeks, this one up to today. Each person-week comes
 * near the person's commitment (weekShare), spread over the days that have passed, never more than
 * eight hours of work a day. An entry goes to one of the person's own tasks while that task has hours left
 * of its share of the estimate (taskShare); other time is logged to the project without a task.
 */
export function demoTimeEntries(workers: readonly DemoWorker[], now: Date, rnd: Random): Entry[] {
  const today = pacificDate(now);
  const budget = new Map<string, number>();
  [...new Map(workers.flatMap((w) => w.leaves.map((l) => [l.id, l] as const))).values()].forEach((leaf, i) => {
    budget.set(leaf.id, Math.round(leaf.estimatedHours * taskShare(i, rnd) * HOUR));
  });
  const entries: Entry[] = [];
  for (let weeksAgo = 3; weeksAgo >= 0; weeksAgo--) {
    const week = pacificWeek(now, weeksAgo);
    const days = Array.from({ length: 7 }, (_, d) => addDays(week.start, d)).filter((d) => d <= today);
    workers.forEach((w, person) => {
      if (!w.projectIds.length) return;
      const target = Math.min(w.committedHours * weekShare(person, weeksAgo, rnd) * HOUR, days.length * DAY_CAP);
      const perDay = new Map<string, number>();
      const add = (date: string, seconds: number, isTangible: boolean) => {
        perDay.set(date, (perDay.get(date) ?? 0) + seconds);
        const open = w.leaves.filter((l) => (budget.get(l.id) ?? 0) >= seconds);
        const leaf = isTangible && open.length ? rnd.pick(open) : null;
        if (leaf) budget.set(leaf.id, (budget.get(leaf.id) ?? 0) - seconds);
        const createdAt = new Date(Math.min(new Date(`${date}T20:00:00Z`).getTime(), now.getTime()));
        entries.push({
          personId: w.userId,
          dateOfWork: date,
          createdAt,
          projectId: leaf?.projectId ?? rnd.pick(w.projectIds),
          wbsId: leaf?.wbsId ?? null,
          taskId: leaf?.id ?? null,
          totalSeconds: seconds,
          notes: rnd.pick(DEMO_NOTES),
          isTangible,
        });
      };
      let logged = 0;
      while (target - logged >= QUARTER) {
        const free = days.filter((d) => (perDay.get(d) ?? 0) < DAY_CAP);
        if (!free.length) break;
        const date = rnd.pick(free);
        const room = DAY_CAP - (perDay.get(date) ?? 0);
        const seconds = Math.min(rnd.int(3, 14) * QUARTER, room, Math.floor((target - logged) / QUARTER) * QUARTER);
        add(date, seconds, true);
        logged += seconds;
      }
      // A meeting now and then: intangible time on top of the week's tangible hours.
      if (rnd.next() < 0.3) add(rnd.pick(days), rnd.int(2, 6) * QUARTER, false);
    });
  }
  return entries;
}
