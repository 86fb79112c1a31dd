import {
  announcementContracts,
  authContracts,
  badgeContracts,
  infringementContracts,
  PORTAL_MESSAGES,
  portalContracts,
  userContracts,
  weekCloseContracts,
} from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { badges, infringements, projectMembers, userBadges, users } from '../../db/schema/index.js';
import { makeTask, makeTeam, place } from '../../test/fixtures.js';
import { PASSWORD, type TestApp } from '../../test/harness.js';
import { callRoute, PNG_DATA_URL, readAs, type OthersResource, type Person } from './attempt.js';

/** A person's account: password and session, profile, badges, blue squares, email choices. */

const own = (owner: Person) => ({ id: owner.id });
const profileOf = (t: TestApp, owner: Person) => () => readAs(t, owner, userContracts.get, { params: own(owner) });

async function giveBadge(t: TestApp, owner: Person): Promise<void> {
  const [badge] = await t.ctx.db
    .insert(badges)
    .values({ badgeName: `Earthbag builder ${owner.id}` })
    .returning({ id: badges.id });
  if (!badge) throw new Error('badge insert returned nothing');
  await t.ctx.db.insert(userBadges).values({ userId: owner.id, badgeId: badge.id, count: 1 });
}

export const accountResources: OthersResource[] = [
  {
    route: authContracts.updatePassword,
    refused: 403,
    build: async (t, owner) => ({
      params: { userId: owner.id },
      body: { currentpassword: PASSWORD, newpassword: 'Taken!Over9', confirmnewpassword: 'Taken!Over9' },
      // A changed password ends every session of the account: the owner's own would stop answering.
      readBack: () => readAs(t, owner, authContracts.session),
    }),
  },
  {
    // A portal login is one's own step-up: someone else's email, with that person's password, flags nothing.
    route: portalContracts.login,
    apart: 'someone else’s email and password: 422 under the email, and neither session is flagged',
    check: async (t, owner, other) => {
      const portalsOf = async (person: Person) =>
        (await callRoute(t, person.token, authContracts.session)).json<{ portals: string[] }>().portals;
      const attempt = { params: { portal: 'community' }, body: { email: owner.email, password: PASSWORD } };
      const refused = await callRoute(t, other.token, portalContracts.login, attempt);
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ error: { fields?: unknown } }>().error.fields).toEqual({ email: PORTAL_MESSAGES.notYourEmail });
      expect([await portalsOf(owner), await portalsOf(other)]).toEqual([[], []]);
      expect((await callRoute(t, owner.token, portalContracts.login, attempt)).statusCode).toBe(200);
      expect(await portalsOf(owner)).toEqual(['community']);
    },
  },
  {
    route: authContracts.refreshToken,
    refused: 403,
    build: async (_t, owner) => ({ params: own(owner) }),
  },
  {
    route: badgeContracts.collection,
    refused: 403,
    build: async (t, owner) => {
      await giveBadge(t, owner);
      return { params: own(owner) };
    },
  },
  {
    route: badgeContracts.count,
    refused: 403,
    build: async (t, owner) => {
      await giveBadge(t, owner);
      return { params: own(owner) };
    },
  },
  {
    route: userContracts.projects,
    refused: 403,
    build: async (t, owner) => {
      const { projectId } = await place(t, `Project of ${owner.id}`);
      await t.ctx.db.insert(projectMembers).values({ projectId, userId: owner.id });
      return { params: own(owner) };
    },
  },
  {
    // Read as the time log is: a volunteer does not read a teammate's (decision 023).
    route: userContracts.tasks,
    refused: 403,
    build: async (t, owner, other) => {
      await makeTeam(t, `Tasks ${owner.id}`, [owner.id, other.id]);
      await makeTask(t, [owner.id]);
      return { params: own(owner) };
    },
  },
  {
    // A teammate would see the public view (decision 023): the second person shares no team.
    route: userContracts.get,
    refused: 403,
    build: async (_t, owner) => ({ params: own(owner) }),
  },
  {
    route: userContracts.update,
    refused: 403,
    build: async (t, owner) => ({ params: own(owner), body: { jobTitle: 'Taken over' }, readBack: profileOf(t, owner) }),
  },
  {
    route: userContracts.setPicture,
    refused: 403,
    build: async (t, owner) => {
      await t.ctx.db.update(users).set({ profilePic: PNG_DATA_URL }).where(eq(users.id, owner.id));
      return { params: own(owner), body: { profilePic: null }, readBack: profileOf(t, owner) };
    },
  },
  {
    route: userContracts.setProperty,
    refused: 403,
    build: async (t, owner) => ({
      params: own(owner),
      body: { key: 'jobTitle', value: 'Taken over' },
      readBack: profileOf(t, owner),
    }),
  },
  {
    route: infringementContracts.list,
    refused: 403,
    build: async (t, owner) => {
      await t.ctx.db.insert(infringements).values({ userId: owner.id, date: '2026-11-08', description: 'Late summary' });
      return { params: own(owner) };
    },
  },
  {
    route: weekCloseContracts.digest,
    refused: 403,
    build: async (_t, owner) => ({ params: own(owner) }),
  },
  {
    route: weekCloseContracts.setDigest,
    refused: 403,
    build: async (t, owner) => ({
      params: own(owner),
      body: { enabled: true },
      readBack: () => readAs(t, owner, weekCloseContracts.digest, { params: own(owner) }),
    }),
  },
  {
    route: announcementContracts.preference,
    refused: 403,
    build: async (_t, owner) => ({ params: own(owner) }),
  },
  {
    route: announcementContracts.setPreference,
    refused: 403,
    build: async (t, owner) => ({
      params: own(owner),
      body: { enabled: false },
      readBack: () => readAs(t, owner, announcementContracts.preference, { params: own(owner) }),
    }),
  },
];
