import {
  DEFAULT_SUGGESTION_OPTIONS,
  headerContracts,
  leaderboardContracts,
  suggestionContracts,
  summaryBarContracts,
  warningContracts,
  weeklySummaryContracts,
} from '@goodhours/domain';
import { count, eq } from 'drizzle-orm';
import { mailOutbox, notifications, users, userWarnings, warningTrackers } from '../../db/schema/index.js';
import { makeTask, makeTeam } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { callRoute, member, readAs, succeeded, type OthersResource, type Person } from './attempt.js';

/** A person's dashboard: header, summary bar, leaderboard, mails in their name, warnings, weekly summaries. */

const theirs = (owner: Person) => ({ userId: owner.id });

async function unreadNotification(t: TestApp, owner: Person): Promise<string> {
  const [row] = await t.ctx.db
    .insert(notifications)
    .values({ userId: owner.id, message: 'Your team meets on Friday' })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification insert returned nothing');
  return row.id;
}

/** A mail in the owner's name would reach the Owners: this one counts what it received. */
async function mailsTo(t: TestApp, person: Person): Promise<number> {
  const [row] = await t.ctx.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, person.email));
  return row?.n ?? 0;
}

const words = (n: number, word: string) => `<p>${Array.from({ length: n }, (_, i) => `${word}${String(i)}`).join(' ')}</p>`;
const summaryForm = (summary: string) => ({
  slot: 0,
  summary,
  mediaUrl: 'https://drive.example.org/photos',
  mediaConfirm: true,
  editorConfirm: true,
  proofreadConfirm: true,
});

/** The owner's summary of this week, written by them. */
async function writtenSummary(t: TestApp, owner: Person): Promise<void> {
  const saved = await callRoute(t, owner.token, weeklySummaryContracts.save, {
    params: theirs(owner),
    body: summaryForm(words(50, 'wall')),
  });
  succeeded(saved, 'saving a summary');
}

const summariesOf = (t: TestApp, owner: Person) => () => readAs(t, owner, weeklySummaryContracts.get, { params: theirs(owner) });

export const dashboardResources: OthersResource[] = [
  {
    route: headerContracts.unreadNotifications,
    refused: 403,
    build: async (t, owner) => {
      await unreadNotification(t, owner);
      return { params: theirs(owner) };
    },
  },
  {
    // The service answers 404 for a notification that is not the caller's, as for one that does not exist.
    route: headerContracts.markNotificationRead,
    refused: 404,
    build: async (t, owner) => ({
      params: { id: await unreadNotification(t, owner) },
      readBack: () => readAs(t, owner, headerContracts.unreadNotifications, { params: theirs(owner) }),
    }),
  },
  {
    route: headerContracts.hoursBell,
    refused: 403,
    build: async (_t, owner) => ({ params: theirs(owner) }),
  },
  {
    route: headerContracts.dismissHoursBell,
    refused: 403,
    build: async (t, owner) => ({
      params: theirs(owner),
      // The bell shows only in a week's last two days: the week it was dismissed is read from the account.
      readBack: async () => (await t.ctx.db.select({ seen: users.hoursBellSeenWeek }).from(users).where(eq(users.id, owner.id)))[0]?.seen,
    }),
  },
  {
    route: headerContracts.teamDeadlines,
    refused: 403,
    build: async (t, owner, other) => {
      await makeTeam(t, `Deadlines ${owner.id}`, [owner.id, other.id]);
      await makeTask(t, [owner.id], { dueDatetime: '2026-11-20T20:00:00Z' });
      return { params: theirs(owner) };
    },
  },
  {
    route: summaryBarContracts.get,
    refused: 403,
    build: async (_t, owner) => ({ params: theirs(owner) }),
  },
  {
    // Even a teammate, who is on it, does not see the board as the owner sees it.
    route: leaderboardContracts.get,
    refused: 403,
    build: async (t, owner, other) => {
      await makeTeam(t, `Board ${owner.id}`, [owner.id, other.id]);
      return { params: theirs(owner) };
    },
  },
  {
    route: suggestionContracts.makeSuggestion,
    refused: 403,
    build: async (t, owner) => {
      const recipient = await member(t, 'Owner');
      return {
        params: theirs(owner),
        body: { suggestioncate: DEFAULT_SUGGESTION_OPTIONS.suggestion[0], suggestion: 'A darker theme', confirm: 'no', fields: {} },
        readBack: () => mailsTo(t, recipient),
      };
    },
  },
  {
    route: suggestionContracts.bugReport,
    refused: 403,
    build: async (t, owner) => {
      const recipient = await member(t, 'Owner');
      const said = 'The timer stops at midnight';
      return {
        params: theirs(owner),
        body: {
          title: said,
          environment: 'Firefox',
          reproduction: said,
          expected: said,
          actual: said,
          visual: 'none',
          severity: '3. Minor',
        },
        readBack: () => mailsTo(t, recipient),
      };
    },
  },
  {
    route: warningContracts.warningsOf,
    refused: 403,
    build: async (t, owner) => {
      const [tracker] = await t.ctx.db
        .insert(warningTrackers)
        .values({ title: `Late summaries ${owner.id}` })
        .returning({ id: warningTrackers.id });
      if (!tracker) throw new Error('tracker insert returned nothing');
      await t.ctx.db.insert(userWarnings).values({ userId: owner.id, trackerId: tracker.id, color: 'yellow', date: '2026-11-10' });
      return { query: { userIds: owner.id } };
    },
  },
  {
    route: weeklySummaryContracts.get,
    refused: 403,
    build: async (t, owner) => {
      await writtenSummary(t, owner);
      return { params: theirs(owner) };
    },
  },
  {
    route: weeklySummaryContracts.save,
    refused: 403,
    build: async (t, owner) => {
      await writtenSummary(t, owner);
      return { params: theirs(owner), body: summaryForm(words(60, 'roof')), readBack: summariesOf(t, owner) };
    },
  },
  {
    route: weeklySummaryContracts.edit,
    refused: 403,
    build: async (t, owner) => {
      await writtenSummary(t, owner);
      return { params: theirs(owner), body: { slot: 0, summary: words(60, 'roof') }, readBack: summariesOf(t, owner) };
    },
  },
  {
    route: weeklySummaryContracts.move,
    refused: 403,
    build: async (t, owner) => {
      await writtenSummary(t, owner);
      return { params: theirs(owner), body: { from: 0, to: 1 }, readBack: summariesOf(t, owner) };
    },
  },
  {
    route: weeklySummaryContracts.promptCopied,
    refused: 403,
    build: async (_t, owner) => ({ params: theirs(owner) }),
  },
  {
    route: weeklySummaryContracts.recordPromptCopy,
    refused: 403,
    build: async (t, owner) => ({
      params: theirs(owner),
      readBack: () => readAs(t, owner, weeklySummaryContracts.promptCopied, { params: theirs(owner) }),
    }),
  },
];
