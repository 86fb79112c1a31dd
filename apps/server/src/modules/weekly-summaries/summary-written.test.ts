import { describe, expect } from 'vitest';
import {
  type SummarySaveInput,
  SUMMARY_NOT_REQUIRED,
  type Leaderboard,
  type SummariesReport,
  type SummaryBar,
  type WeekClosePreview,
  weeklySummaryContracts,
  leaderboardContracts,
  summariesReportContracts,
  weekCloseContracts,
  summaryBarContracts,
} from '@goodhours/domain';
import type { LightMyRequestResponse } from 'fastify';
import { weeklySummaries } from '../../db/schema/index.js';
import { person as volunteer } from '../../test/fixtures.js';
import { api, test } from '../../test/api.js';
import { signedIn, type TestUser } from '../../test/harness.js';

// The harness clock stands at Wednesday 2026-11-18; this week began on Sunday the 15th.
const WEEK = '2026-11-15';

const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `word${String(i)}`).join(' ')}</p>`;
const form = (slot: number, summary: string): SummarySaveInput => ({
  slot,
  summary,
  mediaUrl: 'https://drive.example.org/photos',
  mediaConfirm: true,
  editorConfirm: true,
  proofreadConfirm: true,
});

const it = test.extend('save', ({ t }) => async (person: TestUser & { token: string }, slot: number, summary: string): Promise<void> => {
  const res = await api(t, person.token).call(weeklySummaryContracts.save, { params: { userId: person.id }, body: form(slot, summary) });
  expect(res.statusCode).toBe(200);
});

async function ok<T>(pending: Promise<LightMyRequestResponse>): Promise<T> {
  const res = await pending;
  expect(res.statusCode, res.raw.req.url).toBe(200);
  return res.json<T>();
}

describe('"a summary was written for the week" reads the same everywhere', () => {
  it('on the leaderboard, the summary bar, the weekly close and the weekly summaries report', async ({ t, save }) => {
    const owner = await signedIn(t, 'Owner');
    const person = (overrides = {}) => volunteer(t, 'Volunteer', [], { weeklyCommittedHours: 0, ...overrides });
    const none = await person();
    const wrote = await person();
    const cleared = await person();
    const moved = await person();
    const blank = await person();
    const notRequired = await person({ weeklySummaryOption: SUMMARY_NOT_REQUIRED });

    await save(wrote, 0, words(50));
    await save(cleared, 0, words(60));
    await save(cleared, 0, '<p> </p>');
    await save(moved, 0, words(55));
    expect(
      (await api(t, moved.token).call(weeklySummaryContracts.move, { params: { userId: moved.id }, body: { from: 0, to: 1 } })).statusCode,
    ).toBe(200);
    // Written around the save (a bulk load, a restore): the close read it as no summary, the leaderboard and the report as one.
    await t.ctx.db
      .insert(weeklySummaries)
      .values({ userId: blank.id, weekStart: WEEK, summary: '  ', dueDate: new Date('2026-11-22T08:00:00Z') });

    const board = await ok<Leaderboard>(api(t, owner.token).call(leaderboardContracts.get, { params: { userId: owner.id } }));
    const report = await ok<SummariesReport>(api(t, owner.token).call(summariesReportContracts.week));
    const preview = await ok<WeekClosePreview>(api(t, owner.token).call(weekCloseContracts.preview));
    expect(preview.weekStart).toBe(WEEK);
    expect(report.weekStart).toBe(WEEK);

    const people = { none, wrote, cleared, moved, blank, notRequired };
    const seen = await Promise.all(
      Object.entries(people).map(async ([name, p]) => ({
        name,
        leaderboard: board.rows.find((r) => r.personId === p.id)?.hasSummary,
        report: report.rows.find((r) => r.id === p.id)?.summary !== '',
        close: preview.outcomes.find((o) => o.userId === p.id)?.summaryPresent,
        bar: (await ok<SummaryBar>(api(t, owner.token).call(summaryBarContracts.get, { params: { userId: p.id } }))).summaryStatus,
      })),
    );
    expect(seen).toEqual([
      { name: 'none', leaderboard: false, report: false, close: false, bar: 'missing' },
      { name: 'wrote', leaderboard: true, report: true, close: true, bar: 'submitted' },
      { name: 'cleared', leaderboard: false, report: false, close: false, bar: 'missing' },
      { name: 'moved', leaderboard: false, report: false, close: false, bar: 'missing' },
      { name: 'blank', leaderboard: false, report: false, close: false, bar: 'missing' },
      // The close counts 'Not Required' as a summary present (document 4 §6 step 2); none was written.
      { name: 'notRequired', leaderboard: false, report: false, close: true, bar: 'notRequired' },
    ]);
  });
});
