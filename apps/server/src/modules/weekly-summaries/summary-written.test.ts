import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUMMARY_NOT_REQUIRED, type Leaderboard, type SummariesReport, type SummaryBar, type WeekClosePreview } from '@goodhours/domain';
import { weeklySummaries } from '../../db/schema/index.js';
import { person as volunteer } from '../../test/fixtures.js';
import { auth, signedIn, startTestApp, type TestApp, type TestUser } from '../../test/harness.js';

// The harness clock stands at Wednesday 2026-11-18; this week began on Sunday the 15th.
const WEEK = '2026-11-15';
let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `word${String(i)}`).join(' ')}</p>`;
const form = (slot: number, summary: string) => ({
  slot,
  summary,
  mediaUrl: 'https://drive.example.org/photos',
  mediaConfirm: true,
  editorConfirm: true,
  proofreadConfirm: true,
});

async function save(person: TestUser & { token: string }, slot: number, summary: string): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/weeklySummaries/${person.id}`,
    headers: auth(person.token),
    payload: form(slot, summary),
  });
  expect(res.statusCode).toBe(200);
}

async function get<T>(token: string, url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: auth(token) });
  expect(res.statusCode, url).toBe(200);
  return res.json<T>();
}

describe('"a summary was written for the week" reads the same everywhere', () => {
  it('on the leaderboard, the summary bar, the weekly close and the weekly summaries report', async () => {
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
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/weeklySummaries/${moved.id}/move`,
          headers: auth(moved.token),
          payload: { from: 0, to: 1 },
        })
      ).statusCode,
    ).toBe(200);
    // Written around the save (a bulk load, a restore): the close read it as no summary, the leaderboard and the report as one.
    await t.ctx.db
      .insert(weeklySummaries)
      .values({ userId: blank.id, weekStart: WEEK, summary: '  ', dueDate: new Date('2026-11-22T08:00:00Z') });

    const board = await get<Leaderboard>(owner.token, `/api/dashboard/leaderboard/${owner.id}`);
    const report = await get<SummariesReport>(owner.token, '/api/reports/weeklysummaries');
    const preview = await get<WeekClosePreview>(owner.token, '/api/weekclose/preview');
    expect(preview.weekStart).toBe(WEEK);
    expect(report.weekStart).toBe(WEEK);

    const people = { none, wrote, cleared, moved, blank, notRequired };
    const seen = await Promise.all(
      Object.entries(people).map(async ([name, p]) => ({
        name,
        leaderboard: board.rows.find((r) => r.personId === p.id)?.hasSummary,
        report: report.rows.find((r) => r.id === p.id)?.summary !== '',
        close: preview.outcomes.find((o) => o.userId === p.id)?.summaryPresent,
        bar: (await get<SummaryBar>(owner.token, `/api/dashboard/summarybar/${p.id}`)).summaryStatus,
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
