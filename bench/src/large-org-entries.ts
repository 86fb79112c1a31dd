/**
 * A large organisation's time log: `total` entries over the last 156 Pacific weeks up to
 * today, written in date order (as a real log grows) with multi-row `insert … select from
 * unnest(…)` statements of 20,000 rows each.
 *
 * Shape: each person joined at some week (a third before the window) and logs until today
 * (active) or until they left (inactive). Every active person logs in the current week; in
 * other weeks of their tenure a person logs with a personal probability; a week with entries
 * has 5-25 of them. Entries are 15 minutes to 2 hours in 15-minute steps, 90% tangible, 85% on
 * a task the person is a resource of (the rest on one of their projects without a task).
 */
import { sql } from 'drizzle-orm';
import { addDays, dayOfWeek, ORG_TIME_ZONE, weekOf } from '@goodhours/domain';
import type { Db } from '../../apps/server/src/db/client.js';
import type { PersonWork } from './large-org-work.js';
import type { Random } from './prng.js';

export const WEEKS = 156;
const MIN_PER_WEEK = 5;
const MAX_PER_WEEK = 25;
const BATCH = 20_000;

export interface EntryPerson {
  userId: string;
  active: boolean;
  work: PersonWork;
}

/** Notes that pass the time log's rules: more than 10 words and an https link to a real host. */
export function benchNotes(rnd: Random, count = 40): string[] {
  const did = ['Reviewed', 'Drafted', 'Measured', 'Tested', 'Planned', 'Documented', 'Researched', 'Built'];
  const what = [
    'the water tank layout',
    'the onboarding guide',
    'the seed bank inventory',
    'the solar panel wiring',
    'the weekly volunteer schedule',
  ];
  const then = [
    'wrote up the open questions',
    'filed the problems I found',
    'updated the shared plan',
    'summarised the options for the team',
  ];
  const where = [
    'https://docs.google.com/document/d/1benchPlan/edit',
    'https://github.com/goodhours-bench/platform/pull/7',
    'https://www.dropbox.com/scl/fo/bench-site-photos',
    'https://drive.google.com/drive/folders/1benchPhotos',
  ];
  return Array.from({ length: count }, () => {
    const link = rnd.pick(where);
    return `<p>${rnd.pick(did)} ${rnd.pick(what)} with two other volunteers, then ${rnd.pick(then)} and shared everything here: <a href="${link}">${link}</a></p>`;
  });
}

interface Slot {
  person: number;
  count: number;
}

/** Which weeks each person logs in and how many entries, summing to exactly `total`. */
function planWeeks(rnd: Random, people: EntryPerson[], total: number): Slot[][] {
  const weeks: Slot[][] = Array.from({ length: WEEKS }, () => []);
  const tenure = people.map((p) => {
    const first = rnd.chance(1 / 3) ? 0 : rnd.int(0, WEEKS - 6);
    const last = p.active ? WEEKS - 1 : rnd.int(first, WEEKS - 2);
    return { first, last, weight: 0.5 + rnd.next() };
  });
  const current = people.filter((p) => p.active).length;
  const pastWeeks = tenure.reduce((n, t, i) => n + t.last - t.first + 1 - (people[i]?.active ? 1 : 0), 0);
  const wanted = Math.max(0, total / ((MIN_PER_WEEK + MAX_PER_WEEK) / 2) - current);
  const rate = pastWeeks ? wanted / pastWeeks : 0;
  const slots: Slot[] = [];
  tenure.forEach((t, person) => {
    for (let w = t.first; w <= t.last; w++) {
      const always = w === WEEKS - 1 && people[person]?.active;
      if (!always && !rnd.chance(Math.min(1, rate * t.weight))) continue;
      const slot = { person, count: rnd.int(MIN_PER_WEEK, MAX_PER_WEEK) };
      slots.push(slot);
      weeks[w]?.push(slot);
    }
  });
  const goal = Math.min(Math.max(total, slots.length * MIN_PER_WEEK), slots.length * MAX_PER_WEEK);
  let diff = goal - slots.reduce((n, s) => n + s.count, 0);
  while (diff !== 0) {
    const s = rnd.pick(slots);
    if (diff > 0 && s.count < MAX_PER_WEEK) {
      s.count++;
      diff--;
    } else if (diff < 0 && s.count > MIN_PER_WEEK) {
      s.count--;
      diff++;
    }
  }
  return weeks;
}

class EntryBatch {
  person: string[] = [];
  day: number[] = [];
  minuteOfDay: number[] = [];
  project: string[] = [];
  wbs: string[] = [];
  task: string[] = [];
  seconds: number[] = [];
  note: number[] = [];
  tangible: string[] = [];
  get size(): number {
    return this.person.length;
  }
}

const list = (xs: (string | number)[]) => `{${xs.join(',')}}`;

async function insertBatch(db: Db, b: EntryBatch, firstDate: string, notesJson: string): Promise<void> {
  await db.execute(sql`
    insert into time_entries (person_id, date_of_work, created_at, project_id, wbs_id, task_id, total_seconds, notes, is_tangible)
    select u.person_id, ${firstDate}::date + u.day,
           ((${firstDate}::date + u.day) + make_interval(mins => u.minute_of_day)) at time zone ${ORG_TIME_ZONE},
           u.project_id, u.wbs_id, u.task_id, u.seconds, ${notesJson}::jsonb ->> u.note, u.tangible
      from unnest(${list(b.person)}::uuid[], ${list(b.day)}::int[], ${list(b.minuteOfDay)}::int[], ${list(b.project)}::uuid[],
                  ${list(b.wbs)}::uuid[], ${list(b.task)}::uuid[], ${list(b.seconds)}::int[], ${list(b.note)}::int[],
                  ${list(b.tangible)}::boolean[])
        as u(person_id, day, minute_of_day, project_id, wbs_id, task_id, seconds, note, tangible)`);
}

/** Writes the entries; returns how many were written and the first date of the window. */
export async function generateEntries(db: Db, rnd: Random, people: EntryPerson[], total: number, today: string) {
  const currentWeek = weekOf(today).start;
  const firstDate = addDays(currentWeek, -7 * (WEEKS - 1));
  const notes = benchNotes(rnd);
  const notesJson = JSON.stringify(notes);
  const weeks = planWeeks(rnd, people, total);
  let batch = new EntryBatch();
  let written = 0;
  for (let w = 0; w < WEEKS; w++) {
    const lastDay = w === WEEKS - 1 ? dayOfWeek(today) : 6;
    const week: { person: EntryPerson; day: number; minute: number }[] = [];
    for (const slot of weeks[w] ?? []) {
      const person = people[slot.person];
      if (!person) continue;
      for (let k = 0; k < slot.count; k++) week.push({ person, day: 7 * w + rnd.int(0, lastDay), minute: rnd.int(8 * 60, 21 * 60) });
    }
    week.sort((a, b) => a.day - b.day || a.minute - b.minute);
    for (const e of week) {
      const onTask = e.person.work.tasks.length > 0 && rnd.chance(0.85);
      const task = onTask ? rnd.pick(e.person.work.tasks) : undefined;
      batch.person.push(e.person.userId);
      batch.day.push(e.day);
      batch.minuteOfDay.push(e.minute);
      batch.project.push(task?.projectId ?? rnd.pick(e.person.work.projectIds));
      batch.wbs.push(task?.wbsId ?? 'NULL');
      batch.task.push(task?.taskId ?? 'NULL');
      batch.seconds.push(900 * rnd.int(1, 8));
      batch.note.push(rnd.int(0, notes.length - 1));
      batch.tangible.push(rnd.chance(0.9) ? 't' : 'f');
      if (batch.size >= BATCH) {
        await insertBatch(db, batch, firstDate, notesJson);
        written += batch.size;
        batch = new EntryBatch();
      }
    }
  }
  if (batch.size) {
    await insertBatch(db, batch, firstDate, notesJson);
    written += batch.size;
  }
  return { written, firstDate, notes };
}
