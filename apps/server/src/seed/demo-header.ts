import type { Tx } from '../db/client.js';
import { notifications, orgSettings } from '../db/schema/index.js';

/** The standard header message and a few unread notifications. */
export async function seedDemoHeader(tx: Tx, now: Date, idOf: (email: string) => string): Promise<void> {
  const owner = idOf('owner@demo.goodhours.org');
  await tx.insert(orgSettings).values({
    key: 'ownerMessage',
    value: { ownerMessage: '', standardMessage: 'Log your hours as you go, and write your weekly summary before Saturday midnight.' },
    updatedBy: owner,
    updatedAt: now,
  });
  const hour = 3_600_000;
  await tx.insert(notifications).values([
    {
      userId: idOf('noah.fischer@demo.goodhours.org'),
      message: 'The solar panel order for Earthbag Village arrived: please check the delivery list before Thursday.',
      senderId: idOf('manager@demo.goodhours.org'),
      isSystemGenerated: false,
      createdAt: new Date(now.getTime() - 5 * hour),
    },
    {
      userId: idOf('noah.fischer@demo.goodhours.org'),
      message: 'Welcome to Goodhours! Your profile is ready.',
      createdAt: new Date(now.getTime() - 72 * hour),
    },
    {
      userId: idOf('volunteer@demo.goodhours.org'),
      message: 'Welcome to Goodhours! Your profile is ready.',
      createdAt: new Date(now.getTime() - 72 * hour),
    },
  ]);
}
