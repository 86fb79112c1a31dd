/**
 * A larger organisation for the people benchmarks: 2,000 users in 100 teams (deterministic).
 * Returns the ids in generation order: user i is in team i % teamCount and is inactive when
 * i % 10 === 0.
 */
import { hashPassword } from '../../apps/server/src/auth/password.js';
import type { Db } from '../../apps/server/src/db/client.js';
import { teamMembers, teams, users } from '../../apps/server/src/db/schema/index.js';

const FIRST = ['Ana', 'Ben', 'Chen', 'Dara', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kai', 'Lea', 'Mo', 'Nia', 'Oto', 'Pia'];
const LAST = ['Adams', 'Baker', 'Cruz', 'Diaz', 'Evans', 'Ford', 'Gray', 'Hale', 'Ito', 'Jones', 'Khan', 'Lund', 'Mori', 'Ng'];
const ROLES = ['Volunteer', 'Volunteer', 'Volunteer', 'Volunteer', 'Volunteer', 'Manager', 'Mentor', 'Assistant Manager', 'Core Team'];

export interface GeneratedPeople {
  userIds: string[];
  teamIds: string[];
}

export async function generatePeople(db: Db, count = 2000, teamCount = 100): Promise<GeneratedPeople> {
  const passwordHash = await hashPassword('Bench!pass1');
  const teamRows = await db
    .insert(teams)
    .values(Array.from({ length: teamCount }, (_, i) => ({ teamName: `Bench team ${i + 1}`, teamCode: `T-${String(i).padStart(3, '0')}` })))
    .returning({ id: teams.id });
  const userIds: string[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
      const i = start + k;
      return {
        email: `bench${i}@bench.goodhours.org`,
        firstName: `${FIRST[i % FIRST.length] ?? 'A'}${i}`,
        lastName: LAST[(i * 7) % LAST.length] ?? 'Z',
        role: ROLES[i % ROLES.length] ?? 'Volunteer',
        passwordHash,
        isActive: i % 10 !== 0,
        teamCode: `T-${String(i % teamCount).padStart(3, '0')}`,
        weeklyCommittedHours: 5 + (i % 4) * 5,
        startDate: '2024-01-07',
      };
    });
    const rows = await db.insert(users).values(batch).returning({ id: users.id });
    userIds.push(...rows.map((r) => r.id));
    await db.insert(teamMembers).values(rows.map((r, k) => ({ userId: r.id, teamId: teamRows[(start + k) % teamCount]?.id as string })));
  }
  return { userIds, teamIds: teamRows.map((t) => t.id) };
}
