import { slotWeek } from '@goodhours/domain';
import type { Tx } from '../db/client.js';
import { weeklySummaries } from '../db/schema/index.js';

/** Demo people with summary history (never olga.ivanova@, whose journey writes her own). */
const WRITERS: [email: string, name: string][] = [
  ['volunteer@demo.goodhours.org', 'Sofia'],
  ['amara.okafor@demo.goodhours.org', 'Amara'],
  ['benjamin.hartley@demo.goodhours.org', 'Benjamin'],
  ['farid.haddad@demo.goodhours.org', 'Farid'],
  ['hiroshi.tanaka@demo.goodhours.org', 'Hiroshi'],
  ['katarzyna.nowak@demo.goodhours.org', 'Katarzyna'],
  ['tara.sullivan@demo.goodhours.org', 'Tara'],
];

/** Four kinds of week, each a paragraph of well over 50 words in the third person. */
const WEEKS: ((name: string) => string)[] = [
  (n) =>
    `<p>This week ${n} finished the measurements for the next earthbag dome, checked them against last month's drawings and shared ` +
    `the corrected sheet with the construction manager. ${n} also joined the Tuesday planning call, wrote up the decisions for the ` +
    `people who could not attend, and listed three open questions about the door frames. Next week ${n} will order the remaining ` +
    `bags and help two new volunteers through onboarding.</p>`,
  (n) =>
    `<p>This week ${n} rewrote the onboarding page of the volunteer handbook so that new people find the time log, the timer and ` +
    `the weekly summary in their first hour. ${n} tested every link, replaced four outdated screenshots and asked two recent joiners ` +
    `to read the draft and say where they got lost. Their notes are in the shared document and will be worked in next week.</p>`,
  (n) =>
    `<p>This week ${n} sorted the seed library inventory with the garden team: more than two hundred packets were counted, labelled ` +
    `by sowing month and entered in the shared spreadsheet. ${n} found eleven varieties that are running low and drafted a request ` +
    `to the partner nursery. ${n} also photographed the new shelving for the media folder and noted what still needs a label.</p>`,
  (n) =>
    `<p>This week ${n} reviewed the water catchment design with the engineering mentor, recalculated the gutter sizes for the ` +
    `heavier winter rain, and found that the overflow pipe in the drawing was too small. ${n} updated the drawing, explained the ` +
    `change in the task notes, and prepared a short video walkthrough for the next team meeting so everyone can follow the reasoning.</p>`,
];

/** Writes nothing, so her journey starts from an empty history. */
const NEVER = 'olga.ivanova@demo.goodhours.org';

/**
 * Past weeks' summaries (and this week's for some), so the summary screens and reports have
 * history: the writers above every week, and everyone else most weeks (one person in eight
 * forgets a given week, which the weekly close then marks).
 */
export async function seedDemoSummaries(
  tx: Tx,
  now: Date,
  idOf: (email: string) => string,
  everyone: readonly { email: string; firstName: string }[],
): Promise<void> {
  const rows: (typeof weeklySummaries.$inferInsert)[] = [];
  const writers = new Set(WRITERS.map(([email]) => email));
  everyone.forEach(({ email, firstName }, i) => {
    if (writers.has(email) || email === NEVER) return;
    for (let slot = 1; slot <= 3; slot++) {
      if ((i * 3 + slot) % 8 === 0) continue;
      const { weekStart, dueDate } = slotWeek(now, slot);
      const write = WEEKS[(i + slot) % WEEKS.length] ?? WEEKS[0];
      if (write)
        rows.push({
          userId: idOf(email),
          weekStart,
          dueDate,
          summary: write(firstName),
          uploadDate: new Date(dueDate.getTime() - 86_400_000),
        });
    }
  });
  WRITERS.forEach(([email, name], i) => {
    for (let slot = i % 2 === 0 ? 0 : 1; slot <= 3; slot++) {
      const { weekStart, dueDate } = slotWeek(now, slot);
      const write = WEEKS[(i + slot) % WEEKS.length] ?? WEEKS[0];
      if (!write) continue;
      // Written a day before the deadline (this week's: an hour before now).
      const uploadDate = slot === 0 ? new Date(now.getTime() - 3_600_000) : new Date(dueDate.getTime() - 86_400_000);
      rows.push({ userId: idOf(email), weekStart, dueDate, summary: write(name), uploadDate });
    }
  });
  await tx.insert(weeklySummaries).values(rows);
}
