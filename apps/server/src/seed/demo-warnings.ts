import { addDays, pacificDate } from '@goodhours/domain';
import type { Tx } from '../db/client.js';
import { userWarnings, warningTrackers } from '../db/schema/index.js';

const TRACKERS = ['Better Descriptions', 'Log Time to Tasks', 'Log Time as You Go', 'Weekly Summary Quality'];

/** The organisation's warning trackers and a few warnings already issued. */
export async function seedDemoWarnings(tx: Tx, now: Date, idOf: (email: string) => string): Promise<void> {
  const rows = await tx
    .insert(warningTrackers)
    .values(TRACKERS.map((title) => ({ title })))
    .returning({ id: warningTrackers.id, title: warningTrackers.title });
  const tracker = (title: string) => rows.find((r) => r.title === title)?.id as string;
  const today = pacificDate(now);
  const admin = idOf('admin@demo.goodhours.org');
  await tx.insert(userWarnings).values([
    {
      userId: idOf('amara.okafor@demo.goodhours.org'),
      trackerId: tracker('Better Descriptions'),
      color: 'yellow',
      date: addDays(today, -12),
      issuedBy: admin,
    },
    {
      userId: idOf('umar.siddiqui@demo.goodhours.org'),
      trackerId: tracker('Log Time as You Go'),
      color: 'yellow',
      date: addDays(today, -9),
      issuedBy: admin,
    },
    {
      userId: idOf('umar.siddiqui@demo.goodhours.org'),
      trackerId: tracker('Log Time as You Go'),
      color: 'yellow',
      date: addDays(today, -2),
      issuedBy: admin,
    },
  ]);
}
