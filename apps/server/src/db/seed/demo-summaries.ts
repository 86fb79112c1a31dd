import { slotWeek } from '@goodhours/domain';
import type { Tx } from '../client.js';
import { weeklySummaries } from '../schema/index.js';

const WRITERS = [
  'volunteer@demo.goodhours.org',
  'amara.okafor@demo.goodhours.org',
  'benjamin.hartley@demo.goodhours.org',
  'farid.haddad@demo.goodhours.org',
  'hiroshi.tanaka@demo.goodhours.org',
  'katarzyna.nowak@demo.goodhours.org',
  'tara.sullivan@demo.goodhours.org',
];

function text(firstName: string, week: number): string {
  return (
    `<p>This week ${firstName} worked through the open tasks of the team, joined the Tuesday planning call and wrote up what was ` +
    `decided for everyone who could not attend. ${firstName} finished the measurements for the next building phase, checked them ` +
    `against last month's drawings, and shared the corrected sheet with the construction manager. Next week ${firstName} plans to ` +
    `review the material list, answer the questions left in the shared document, and help onboard two new volunteers (week ${String(week)}).</p>`
  );
}

/** Summaries of past weeks (and this week for some), so the summary screens have history. */
export async function seedDemoSummaries(tx: Tx, now: Date, idOf: (email: string) => string): Promise<void> {
  const rows: (typeof weeklySummaries.$inferInsert)[] = [];
  WRITERS.forEach((email, i) => {
    const firstName = email.split(/[.@]/)[0] ?? 'The volunteer';
    const name = firstName.charAt(0).toUpperCase() + firstName.slice(1);
    for (let slot = i % 2 === 0 ? 0 : 1; slot <= 3; slot++) {
      const { weekStart, dueDate } = slotWeek(now, slot);
      rows.push({ userId: idOf(email), weekStart, dueDate, summary: text(name === 'Volunteer' ? 'Sofia' : name, slot), uploadDate: new Date(dueDate.getTime() - 86_400_000) });
    }
  });
  await tx.insert(weeklySummaries).values(rows);
}
