import { EXTERNAL_OTHER_TEAM } from '@goodhours/domain';
import type { Tx } from '../db/client.js';
import { externalTeamMembers } from '../db/schema/index.js';

const DAY_MS = 86_400_000;

/**
 * Two people of partner teams on the building site (document 3 §3 'Team member form'): one of a
 * listed team, one of a team typed under 'other'. The addresses are on example.org, so nothing is
 * ever sent to them.
 */
export async function seedDemoExternalTeam(tx: Tx, now: Date, createdBy: string | undefined): Promise<void> {
  await tx.insert(externalTeamMembers).values([
    {
      firstName: 'Tomás',
      lastName: 'Herrera',
      role: 'carpenter',
      team: 'xyz_carpentry',
      email: 'tomas.herrera@xyz-carpentry.example.org',
      countryCode: '+1',
      phone: '5415550142',
      createdBy: createdBy ?? null,
      createdAt: new Date(now.getTime() - 9 * DAY_MS),
    },
    {
      firstName: 'Priya',
      lastName: 'Natarajan',
      role: 'other',
      roleSpecify: 'Electrician',
      team: EXTERNAL_OTHER_TEAM,
      teamSpecify: 'Bright Spark Electrical',
      email: 'priya@brightspark.example.org',
      countryCode: '+44',
      phone: '',
      createdBy: createdBy ?? null,
      createdAt: new Date(now.getTime() - 3 * DAY_MS),
    },
  ]);
}
